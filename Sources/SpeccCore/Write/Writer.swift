import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why generated files could not be written or compared.
public enum WriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An output name that is empty, holds `/`, `\`, `..` or NUL, or is absolute.
  case invalidName(String)
  /// Two outputs with the same name.
  case duplicateName(String)
  /// A file-system operation failed.
  case io(path: String, message: String)

  public var description: String {
    switch self {
    case .invalidName(let name):
      "refusing to write '\(name)': generated file names must be plain names inside the output directory"
    case .duplicateName(let name): "two generated files are both named '\(name)'"
    case .io(let path, let message): "\(path): \(message)"
    }
  }
}

/// One file whose bytes would change: `old` nil for a new file, `new` nil for a stale one.
public struct FileChange: Sendable, Hashable {
  /// Name inside the output directory.
  public var name: String
  public var old: String?
  public var new: String?

  /// The change as a unified diff against `directory` (e.g. `Generated`): `--- a/Generated/X.swift`.
  public func diff(directory: String) -> String {
    let path = directory.isEmpty ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
    return UnifiedDiff.diff(old: old, new: new, path: path)
  }
}

/// What a write did.
public struct WriteReport: Sendable, Hashable {
  /// Files created or rewritten, sorted.
  public var written: [String] = []
  /// Files already holding the right bytes, left untouched, sorted.
  public var unchanged: [String] = []
  /// Generated files carrying specc's header that no output names, sorted.
  var stale: [String] = []
  /// The stale files removed (with `deleteStale`).
  public var deleted: [String] = []
  /// Generated files of specs the run does not compile, left alone (`Writer.staleFiles`).
  public var kept: [String] = []
}

/// Writes generated files into one output directory: atomically (a temporary file in the same
/// directory, then `rename`), only when the bytes differ, never outside the directory.
public enum Writer {
  /// Writes `files` into `directory` (created if missing). Stale specc files are reported, and
  /// removed when `deleteStale` is true. One folder's `write(_:deleteStale:)`.
  static func write(
    _ files: [OutputFile], to directory: String, deleteStale: Bool = false, extensions: [String] = generatedExtensions
  ) throws(WriteError) -> WriteReport {
    let reports = try write(
      [FolderOutput(files: files, directory: directory, extensions: extensions)], deleteStale: deleteStale)
    return reports.first ?? WriteReport()
  }

  /// Writes `contents` to the file at `path` (its directory created if missing) atomically, only
  /// when the bytes differ; for single files such as a docs page or a README section. Returns
  /// whether the file changed.
  @discardableResult
  static func writeFile(_ contents: String, to path: String) throws(WriteError) -> Bool {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let directory = path.contains("/") ? url.deletingLastPathComponent().path : ""
    guard isValidName(name) else { throw .invalidName(path) }
    let bytes = Data(contents.utf8)
    if let existing = FileManager.default.contents(atPath: path), existing == bytes { return false }
    try createDirectory(directory)
    try atomicWrite(bytes, to: path, in: directory, name: name)
    return true
  }

  /// Writes `contents` to `path` atomically even when the bytes are the same (the build plugin's
  /// output, whose modification time tells the build system the command ran). A missing folder
  /// is created only with `creatingFolder` (a report path into a missing folder is a mistake).
  public static func replaceFile(_ contents: String, at path: String, creatingFolder: Bool = true) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    let directory = path.contains("/") ? url.deletingLastPathComponent().path : ""
    guard isValidName(name) else { throw .invalidName(path) }
    if creatingFolder { try createDirectory(directory) }
    try atomicWrite(Data(contents.utf8), to: path, in: directory, name: name)
  }

  /// Removes a file this run no longer generates (a stale docs page).
  public static func removeFile(at path: String) throws(WriteError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .io(path: path, message: "cannot remove stale file: \(IOFailure.reason(of: error))")
    }
  }

  /// What `write` would change, without writing: every output whose bytes differ from the file
  /// on disk (or that is missing) and, when `includeStale`, every stale specc file. Sorted by name.
  static func changes(
    _ files: [OutputFile], in directory: String, includeStale: Bool = true, extensions: [String] = generatedExtensions
  ) throws(WriteError) -> [FileChange] {
    try validate(files)
    var changes: [FileChange] = []
    for file in files {
      let old = try readText(join(directory, file.name))
      if old != file.contents {
        changes.append(FileChange(name: file.name, old: old, new: file.contents))
      }
    }
    if includeStale {
      for name in try staleFiles(in: directory, producing: files, extensions: extensions).removable {
        changes.append(FileChange(name: name, old: try readText(join(directory, name)), new: nil))
      }
    }
    return changes.sorted { $0.name < $1.name }
  }

  /// Extensions of the files specc generates (Swift, Kotlin, TypeScript).
  static let generatedExtensions = BackendRegistry.standard.fileExtensions

  /// What a run that generates `files` into `directory` finds there besides them.
  struct Stale: Sendable, Hashable {
    /// Files the run owns and no longer generates (removed by a write), and specc's temporary
    /// files an interrupted run left; sorted.
    var removable: [String] = []
    /// Generated files of specs this run does not compile, left alone; sorted.
    var kept: [String] = []
  }

  /// What compile owns in an output folder (issue 42): the first line of every file specc
  /// generates names what it was generated from (`// Generated by specc from Specs/medication.yaml.
  /// Do not edit.`, or specc's runtime), and that header is the folder's manifest. A file with
  /// one of `extensions` and specc's header that the run does not generate is the run's to
  /// remove only when it was generated from a spec this run compiles (one named in the headers
  /// of `files`), from specc's runtime, or from a spec file that no longer exists; a file of
  /// another spec (`specc compile Examples/localized.yaml --output Generated` beside
  /// `Specs/`'s files) is kept. Files without the header are never touched. specc's own
  /// temporary files left by a run that is no longer running (`isAbandonedTemporary`) are
  /// removable. A missing directory has none.
  static func staleFiles(
    in directory: String, producing files: [OutputFile], extensions: [String] = generatedExtensions
  ) throws(WriteError) -> Stale {
    var isDirectory: ObjCBool = false
    let listed = directory.isEmpty ? "." : directory
    guard FileManager.default.fileExists(atPath: listed, isDirectory: &isDirectory), isDirectory.boolValue else {
      return Stale()
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: listed)
    } catch {
      throw .io(path: directory, message: "cannot list directory: \(IOFailure.reason(of: error))")
    }
    let keeping = Set(files.map(\.name))
    let owned = Set(files.compactMap { source(ofHeader: $0.contents.prefix { $0 != "\n" }) })
    var stale = Stale()
    for name in names.sorted() {
      if isTemporary(name) {
        if isAbandonedTemporary(name) { stale.removable.append(name) }
        continue
      }
      guard extensions.contains(where: name.hasSuffix), !keeping.contains(name),
        let header = firstLine(join(directory, name)), header.hasPrefix(GeneratedHeader.marker)
      else { continue }
      let from = source(ofHeader: Substring(header))
      if let from, !owned.contains(from), !from.hasPrefix("specc's "),
        FileManager.default.fileExists(atPath: from)
      {
        stale.kept.append(name)
      } else {
        stale.removable.append(name)
      }
    }
    return stale
  }

  /// The file's source named in specc's header line (`Specs/medication.yaml`), nil for another line.
  static func source(ofHeader line: Substring) -> String? {
    guard line.hasPrefix(GeneratedHeader.marker) else { return nil }
    var rest = line.dropFirst(GeneratedHeader.marker.count)
    guard let end = rest.range(of: ". Do not edit.", options: .backwards) else { return String(rest) }
    rest = rest[..<end.lowerBound]
    return String(rest)
  }

  /// True when `name` is a plain file name: not empty, no `/`, `\`, `..`, NUL, not `.`.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && !name.contains("/") && !name.contains("\\") && !name.contains("..")
      && !name.contains("\0")
  }

  static func validate(_ files: [OutputFile]) throws(WriteError) {
    var seen: Set<String> = []
    for file in files {
      guard isValidName(file.name) else { throw .invalidName(file.name) }
      guard seen.insert(file.name).inserted else { throw .duplicateName(file.name) }
    }
  }

  static func createDirectory(_ directory: String) throws(WriteError) {
    do {
      try FileManager.default.createDirectory(
        atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
    } catch {
      throw .io(path: directory, message: "cannot create directory: \(IOFailure.reason(of: error))")
    }
  }

  /// Writes into a temporary file next to the target (`.<name>.specc-<uuid>.tmp`, written with
  /// `open`/`write`/`fsync`, so no other temporary file is made), then renames it over the
  /// target, so a reader sees the old or the new file, never a partial one. A failure removes
  /// the temporary file and names the path and the POSIX reason.
  private static func atomicWrite(_ bytes: Data, to path: String, in directory: String, name: String)
    throws(WriteError)
  {
    let temporary = temporaryPath(for: name, in: directory)
    try writeDurably(bytes, to: temporary, naming: path)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .io(path: path, message: "cannot replace file: \(IOFailure.reason(code))")
    }
  }

  /// The name of every temporary file specc writes in an output folder starts with this and ends
  /// with `temporarySuffix`: what an interrupted run leaves, which the next run removes.
  static let temporaryPrefix = "."
  static let temporarySuffix = ".tmp"

  static func temporaryPath(for name: String, in directory: String) -> String {
    join(directory, "\(temporaryPrefix)\(name).specc-\(getpid())-\(UUID().uuidString)\(temporarySuffix)")
  }

  /// Whether `name` is a temporary file of a specc run that is no longer running (its process id
  /// is in the name): what a killed run left, safe to remove while other runs write beside it.
  static func isAbandonedTemporary(_ name: String) -> Bool {
    guard isTemporary(name), let marker = name.range(of: ".specc-", options: .backwards) else { return false }
    let digits = name[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
    guard let pid = Int32(digits) else { return true }
    if pid == getpid() { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// Whether `name` is one of specc's temporary files (`.<name>.specc-<uuid>.tmp`).
  static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix) && name.contains(".specc-")
  }

  /// Creates `temporary` exclusively and writes all of `bytes` to it, flushed to the disk.
  static func writeDurably(_ bytes: Data, to temporary: String, naming path: String) throws(WriteError) {
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .io(path: path, message: "cannot write: \(IOFailure.reason(errno))")
    }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = posixWrite(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw .io(path: path, message: "cannot write: \(IOFailure.reason(failure))")
    }
  }

  private static func posixWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, pointer, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, pointer, count)
    #else
      Darwin.write(descriptor, pointer, count)
    #endif
  }

  private static func readText(_ path: String) throws(WriteError) -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path: path, message: "cannot read file")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The first line of the file at `path` (at most 4 KiB of it), nil when it cannot be read.
  private static func firstLine(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let prefix = try? handle.read(upToCount: 4_096) else { return nil }
    return String(decoding: prefix.prefix { $0 != 0x0A }, as: UTF8.self)
  }

  static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
