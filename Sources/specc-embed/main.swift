import Foundation

// specc-embed OUTPUT FILE…: writes a Swift file declaring `EmbeddedRuntimes`, the text of each
// runtime FILE by language (its parent folder's name) and file name, as raw string literals.
// Run by the EmbedRuntimes build plugin; a runtime's text is never kept in a Swift file of the
// repository.

/// A raw string literal holding `text` exactly: more `#`s than any run of them in the text, so
/// nothing inside can end the literal or interpolate.
func rawLiteral(_ text: String) -> String {
  var longest = 0
  var run = 0
  for character in text {
    run = character == "#" ? run + 1 : 0
    longest = max(longest, run)
  }
  let hashes = String(repeating: "#", count: longest + 1)
  return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: specc-embed OUTPUT FILE...\n".utf8))
  exit(2)
}
var byLanguage: [String: [(name: String, text: String)]] = [:]
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write(Data("specc-embed: cannot read \(path) as UTF-8\n".utf8))
    exit(1)
  }
  byLanguage[url.deletingLastPathComponent().lastPathComponent, default: []].append(
    (url.lastPathComponent, text.replacingOccurrences(of: "\r\n", with: "\n")))
}
var swift = "// Written by specc-embed from Runtimes/ at build time. Do not edit.\n\n"
swift +=
  "/// The Kotlin and TypeScript runtimes, by language folder (`kotlin`, `typescript`): each file's name and text.\n"
swift += "enum EmbeddedRuntimes {\n"
swift += "  static let files: [String: [(name: String, text: String)]] = [" + (byLanguage.isEmpty ? ":" : "") + "\n"
for language in byLanguage.keys.sorted() {
  swift += "    \"\(language)\": [\n"
  for file in (byLanguage[language] ?? []).sorted(by: { $0.name < $1.name }) {
    swift += "      (\"\(file.name)\",\n" + rawLiteral(file.text) + "),\n"
  }
  swift += "    ],\n"
}
swift += "  ]\n}\n"
do {
  let existing = FileManager.default.contents(atPath: output)
  if existing != Data(swift.utf8) { try Data(swift.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) }
} catch {
  FileHandle.standardError.write(Data("specc-embed: cannot write \(output): \(error.localizedDescription)\n".utf8))
  exit(1)
}
