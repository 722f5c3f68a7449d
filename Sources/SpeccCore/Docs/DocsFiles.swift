import Foundation

/// Plans what `specc docs` writes: pages into a folder, blocks into existing files. Each
/// `FileChange` is named by its whole path (`docs/specs/medication.md`); `diff(directory: "")` shows it.
public enum DocsFiles {
  /// Changes that make `directory` hold exactly one current page per spec: new or changed
  /// pages, and pages specc generated earlier that no spec generates any more. Sorted by path.
  public static func pageChanges(_ specs: [SpecDocs], directory: String) throws -> [FileChange] {
    var changes: [FileChange] = []
    var names = Set<String>()
    for docs in specs {
      let name = DocsPage.fileName(for: docs.spec)
      names.insert(name)
      let path = join(directory, name)
      let page = docs.page
      let old = try readText(path)
      if old != page { changes.append(FileChange(name: path, old: old, new: page)) }
    }
    for name in try stalePages(in: directory, keeping: names) {
      let path = join(directory, name)
      changes.append(FileChange(name: path, old: try readText(path), new: nil))
    }
    return changes.sorted { $0.name < $1.name }
  }

  /// The change injecting every spec's blocks into `file` (nil when it is already current),
  /// or the file's marker problems.
  public static func injectionChange(_ specs: [SpecDocs], file: String) throws -> Result<
    FileChange?, MarkerInjectionFailure
  > {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw InputError("cannot read \(file)")
    }
    guard let old = String(data: data, encoding: .utf8) else {
      throw InputError("\(file) is not UTF-8 text")
    }
    var blocks: [String: String] = [:]
    for docs in specs { blocks.merge(docs.blocks) { first, _ in first } }
    switch MarkerInjector.inject(into: [UInt8](data), blocks: blocks) {
    case .failure(let failure): return .failure(failure)
    case .success(let bytes):
      let new = String(decoding: bytes, as: UTF8.self)
      return .success(new == old ? nil : FileChange(name: file, old: old, new: new))
    }
  }

  /// The change that makes `path` hold `text`, or nil when it already does.
  public static func change(_ path: String, to text: String) throws -> FileChange? {
    let old = try readText(path)
    return old == text ? nil : FileChange(name: path, old: old, new: text)
  }

  /// The spec with its path made relative to the current directory when it lies inside it,
  /// so pages never name an absolute path of the machine that generated them.
  public static func relativised(_ spec: Spec) -> Spec {
    spec.relative(to: FileManager.default.currentDirectoryPath)
  }

  /// `relativised(_:)` of a resolved spec (its analyses kept).
  public static func relativised(_ resolved: ResolvedSpec) -> ResolvedSpec {
    var resolved = resolved
    resolved.spec = relativised(resolved.spec)
    return resolved
  }

  /// Writes `text` to `path` atomically, with the write stage's `Writer`.
  public static func write(_ text: String, to path: String) throws {
    do {
      _ = try Writer.writeFile(text, to: path)
    } catch {
      throw InputError("cannot write \(path): \(error.description)")
    }
  }

  /// `*.md` files directly in `directory` that start with specc's page header, minus `keeping`.
  static func stalePages(in directory: String, keeping: Set<String>) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      return []
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw InputError("cannot list \(directory): \(error.localizedDescription)")
    }
    return try names.filter { name in
      guard name.hasSuffix(".md"), !keeping.contains(name) else { return false }
      return try readText(join(directory, name)).map(DocsPage.isGenerated) ?? false
    }.sorted()
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.isEmpty ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  static func readText(_ path: String) throws -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      throw InputError("cannot read \(path)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
