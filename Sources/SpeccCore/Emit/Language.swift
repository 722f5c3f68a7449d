import Foundation

/// A language specc generates. Swift is the default; Kotlin and TypeScript carry the same
/// content (`CodeModel`), each in its own folder.
public enum Language: String, CaseIterable, Sendable, Hashable {
  case swift, kotlin, typescript

  /// The folder of this language's files when only the Swift folder is given: Swift's own,
  /// `<output>/kotlin`, `<output>/typescript`.
  public func defaultFolder(swiftOutput: String) -> String {
    switch self {
    case .swift: swiftOutput
    case .kotlin, .typescript: (swiftOutput.hasSuffix("/") ? swiftOutput : swiftOutput + "/") + rawValue
    }
  }

  /// The extension of this language's files; a run removes stale files of its own extension
  /// only, so languages may share a folder.
  public var fileExtension: String {
    switch self {
    case .swift: ".swift"
    case .kotlin: ".kt"
    case .typescript: ".ts"
    }
  }

  /// Reads a `--lang` value: names separated by commas (`swift,kotlin`); nil when one is unknown.
  public static func list(_ text: String) -> [Language]? {
    var result: [Language] = []
    for name in text.split(separator: ",") {
      guard let language = Language(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
        return nil
      }
      if !result.contains(language) { result.append(language) }
    }
    return result.isEmpty ? nil : result
  }
}
