import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run's files in several folders, moved into place all or nothing (issue 42, item 5), as
/// SQLite's rollback journal and Git's lock files do:
///
/// 1. **Stage**: every file whose bytes change is written to a temporary file beside its target
///    (`.<name>.specc-<pid>-<uuid>.tmp`) and flushed. A failure (a full disk) removes every staged
///    file and leaves every folder as it was.
/// 2. **Journal**: the renames and the stale files to remove are written, as JSON, to a journal in
///    every folder of the run (`.compile.specc-<pid>-journal.tmp`, itself staged and renamed),
///    the first folder's last. That last rename is the commit: before it the run has changed
///    nothing; after it the run will be finished.
/// 3. **Move**: the renames, then the removals; then the journals go, the first folder's last.
///
/// A `kill -9` (or a crash) at any moment leaves the old tree, or a journal that finishes it: the
/// next run that writes into any of the folders first **recovers** every journal whose process is
/// gone (`recover(in:)`). Committed (the first folder's journal exists): the missing renames and
/// removals are done (each is idempotent). Not committed: the staged files are removed. Then the
/// journals go, and any other temporary file of a dead run is removed. Until then `--check` reports
/// the journal and the staged files (`Writer.changes` lists them as stale), so a half-moved tree is
/// never taken for a current one.
extension Writer {
  /// One folder's files of a run, and the extensions of the files that are its to remove.
  struct FolderOutput: Sendable {
    var files: [OutputFile]
    var directory: String
    var extensions: [String] = Writer.generatedExtensions
  }

  /// What the journal of a run records: the same in each of its folders.
  struct Journal: Codable, Sendable, Equatable {
    /// The journal whose existence commits the run (the first folder's), absolute.
    var commit: String
    /// Every copy of the journal, absolute, `commit` last.
    var copies: [String]
    /// Staged file → target, absolute.
    var renames: [[String]]
    /// Stale files to remove, absolute.
    var removals: [String]
  }

  /// The name of a run's journal in each of its folders.
  static func journalName(pid: Int32 = getpid()) -> String { ".compile.specc-\(pid)-journal\(temporarySuffix)" }

  /// Whether `name` is a journal (`journalName`).
  static func isJournal(_ name: String) -> Bool {
    name.hasPrefix(".compile.specc-") && name.hasSuffix("-journal\(temporarySuffix)")
  }

  /// Writes every target's files into its folder as one change (see the type's comment): only the
  /// files whose bytes differ, the stale files of each removed when `deleteStale`. Reports in the
  /// order of `targets`.
  static func write(_ targets: [FolderOutput], deleteStale: Bool) throws(WriteError) -> [WriteReport] {
    for target in targets { try validate(target.files) }
    var folders: [String] = []
    for target in targets {
      try createDirectory(target.directory)
      let absolute = absolutePath(target.directory)
      if !folders.contains(absolute) { folders.append(absolute) }
    }
    // What interrupted runs left: finished or rolled back before this run looks at a file.
    for folder in folders { try recover(in: folder) }

    var reports: [WriteReport] = []
    var renames: [(temporary: String, path: String)] = []
    var removals: [String] = []
    func abandon() { for entry in renames { unlink(entry.temporary) } }
    for target in targets {
      var report = WriteReport()
      for file in target.files.sorted(by: { $0.name < $1.name }) {
        let path = join(target.directory, file.name)
        let bytes = Data(file.contents.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == bytes {
          report.unchanged.append(file.name)
          continue
        }
        let temporary = temporaryPath(for: file.name, in: target.directory)
        do {
          try writeDurably(bytes, to: temporary, naming: path)
        } catch {
          abandon()
          throw error
        }
        renames.append((absolutePath(temporary), absolutePath(path)))
        report.written.append(file.name)
      }
      let stale: Stale
      do {
        stale = try staleFiles(in: target.directory, producing: target.files, extensions: target.extensions)
      } catch {
        abandon()
        throw error
      }
      report.stale = stale.removable
      report.kept = stale.kept
      if deleteStale {
        report.deleted = stale.removable
        removals += stale.removable.map { absolutePath(join(target.directory, $0)) }
      }
      reports.append(report)
    }
    guard !renames.isEmpty || !removals.isEmpty, let first = folders.first else { return reports }

    // The journal in every folder, the first folder's last: its rename commits the run.
    let commit = join(first, journalName())
    let copies = folders.dropFirst().map { join($0, journalName()) } + [commit]
    let journal = Journal(
      commit: commit, copies: copies, renames: renames.map { [$0.temporary, $0.path] }, removals: removals)
    let bytes: Data
    do {
      bytes = try JSONEncoder().encode(journal)
    } catch {
      abandon()
      throw .io(path: commit, message: "cannot write the journal: \(error)")
    }
    var written: [String] = []
    for copy in copies {
      do {
        try writeJournal(bytes, to: copy)
      } catch {
        for path in written { unlink(path) }
        abandon()
        throw error
      }
      written.append(copy)
    }
    try finish(journal)
    return reports
  }

  /// Finishes every journal in `folder` whose run is no longer running: forward when it was
  /// committed, back when not; then removes the other temporary files of dead runs there.
  static func recover(in folder: String) throws(WriteError) {
    let listed = folder.isEmpty ? "." : folder
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: listed) else { return }
    for name in names.sorted() where isJournal(name) && isAbandonedTemporary(name) {
      let path = join(folder, name)
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      guard let journal = try? JSONDecoder().decode(Journal.self, from: data) else {
        throw .io(
          path: path,
          message:
            "an interrupted specc compile left a journal that cannot be read; check the folder's files and remove it")
      }
      if FileManager.default.fileExists(atPath: journal.commit) {
        try finish(journal)
      } else {
        for entry in journal.renames where entry.count == 2 { unlink(entry[0]) }
        for copy in journal.copies { unlink(copy) }
      }
    }
    for name in names where isTemporary(name) && !isJournal(name) && isAbandonedTemporary(name) {
      unlink(join(folder, name))
    }
  }

  /// Does a committed journal's renames and removals (those already done are skipped), then
  /// removes its copies, the commit last.
  private static func finish(_ journal: Journal) throws(WriteError) {
    for entry in journal.renames where entry.count == 2 {
      let (temporary, path) = (entry[0], entry[1])
      guard FileManager.default.fileExists(atPath: temporary) else { continue }
      guard rename(temporary, path) == 0 else {
        // The journal stays: the next run finishes the move.
        throw .io(path: path, message: "cannot replace file: \(IOFailure.reason(errno))")
      }
    }
    for path in journal.removals where unlink(path) != 0 && errno != ENOENT {
      throw .io(path: path, message: "cannot remove stale file: \(IOFailure.reason(errno))")
    }
    var synced: Set<String> = []
    for entry in journal.renames where entry.count == 2 {
      let folder = IOFailure.parentFolder(of: entry[1])
      if synced.insert(folder).inserted { syncFolder(folder) }
    }
    for copy in journal.copies { unlink(copy) }
  }

  /// Writes a journal copy whole: staged, flushed, renamed, and its folder flushed.
  private static func writeJournal(_ bytes: Data, to path: String) throws(WriteError) {
    let folder = IOFailure.parentFolder(of: path)
    let temporary = temporaryPath(for: "journal", in: folder)
    try writeDurably(bytes, to: temporary, naming: path)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw .io(path: path, message: "cannot write the journal: \(IOFailure.reason(code))")
    }
    syncFolder(folder)
  }

  /// Flushes a folder's entries (its renames) to the disk; best effort.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// `path` absolute and standardised (a later run may start in another folder).
  static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
  }
}
