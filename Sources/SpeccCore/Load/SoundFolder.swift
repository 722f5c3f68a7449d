import Foundation

/// The sound files a spec names, looked up in the folder the spec names (`sounds_folder:`) and
/// read from their headers by `SoundFile` (issue 29). Read once per spec by the Resolve stage;
/// the `sound_file` rule judges what it finds.
struct SoundFolder: Sendable, Hashable {
  /// What one name found.
  enum Entry: Sendable, Hashable {
    /// No file of exactly this name (names are case-sensitive on devices); the closest name in
    /// the folder, when one is close.
    case missing(closest: String?)
    /// Larger than a notification sound can be; not read.
    case tooLarge(bytes: Int)
    /// Not readable as a sound: why, and at which byte.
    case unreadable(SoundFile.Problem)
    case sound(SoundFile)
  }

  /// The folder as resolved (relative to the spec's folder), for messages.
  var path: String
  /// False when there is no folder at `path`.
  var exists: Bool
  /// Each name looked up.
  var entries: [String: Entry]

  /// Files above this many bytes are not read (iOS plays under 30 s; no notification sound is this large).
  static let maxBytes = 16 << 20

  /// Extensions whose files `SoundFile` reads; a file of another kind is only looked for.
  static let readable: Set<String> = [
    "wav", "aiff", "aif", "aifc", "caf", "mp3", "ogg", "oga", "opus", "flac", "m4a", "mp4",
  ]

  /// Looks up `names` in `folder`, relative to the folder of the spec at `specPath`.
  static func read(folder: String, specPath: String, names: [String]) -> SoundFolder {
    let base = URL(fileURLWithPath: specPath).deletingLastPathComponent()
    let url = folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : base.appendingPathComponent(folder)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
      let listing = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { return SoundFolder(path: folder, exists: false, entries: [:]) }
    let present = Set(listing)
    var entries: [String: Entry] = [:]
    for name in Set(names) {
      guard present.contains(name) else {
        entries[name] = .missing(closest: Suggest.closest(to: name, in: listing.sorted()))
        continue
      }
      let file = url.appendingPathComponent(name)
      let ext = (name as NSString).pathExtension.lowercased()
      guard Self.readable.contains(ext) else { continue }
      // Only a regular file (a link is followed) is read, and never past the limit: a pipe or a
      // device named like a sound must not hang or exhaust the run.
      let target = file.resolvingSymlinksInPath()
      let attributes = try? FileManager.default.attributesOfItem(atPath: target.path)
      guard attributes?[.type] as? FileAttributeType == .typeRegular else {
        entries[name] = .unreadable(SoundFile.Problem(message: "it is not a regular file", offset: 0))
        continue
      }
      let size = attributes?[.size] as? Int ?? 0
      if size > maxBytes {
        entries[name] = .tooLarge(bytes: size)
        continue
      }
      guard let handle = try? FileHandle(forReadingFrom: target),
        let data = try? handle.read(upToCount: maxBytes)
      else {
        entries[name] = .unreadable(SoundFile.Problem(message: "the file cannot be read", offset: 0))
        continue
      }
      try? handle.close()
      switch SoundFile.read([UInt8](data)) {
      case .success(let sound): entries[name] = .sound(sound)
      case .failure(let problem): entries[name] = .unreadable(problem)
      }
    }
    return SoundFolder(path: folder, exists: true, entries: entries)
  }
}
