import Foundation
import Testing

/// SpeccCore's folders are layers in a declared order (docs/architecture.md, "Layers"): a file may
/// use the types of its own layer and of the layers below it, never of a layer above. Swift has no
/// imports between folders of one module, so this test reads the sources: a folder *uses* another
/// when one of its files names a type, protocol or type alias declared at the top level of the
/// other (comments and string literals left out, string interpolations kept). A new folder fails
/// the test until it is given a layer.
@Suite struct LayerTests {
  /// Bottom to top. Folders on one line form one layer and may use each other.
  static let layers: [[String]] = [
    ["Support"],
    ["Diagnostics"],
    ["Load"],
    ["Model", "Decode"],
    ["Resolve", "Analysis"],
    ["Check", "Breaking"],
    ["Emit"],
    ["Config", "Write"],
    ["Pipeline"],
    ["Report", "Docs", "Schema", "Interchange", "Format"],
    ["LSP"],
  ]

  static var sourceRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/SpeccCore")
  }

  @Test func everyFolderHasALayer() throws {
    let folders = try Self.sources().map(\.folder)
    let placed = Set(Self.layers.joined())
    let unplaced = Set(folders).subtracting(placed).sorted()
    #expect(unplaced.isEmpty, "folders without a layer in LayerTests.layers and docs/architecture.md: \(unplaced)")
  }

  @Test func noFileUsesATypeOfALaterLayer() throws {
    let files = try Self.sources()
    let rank = Dictionary(
      uniqueKeysWithValues: Self.layers.enumerated().flatMap { index, folders in folders.map { ($0, index) } })
    let owners = Self.owners(files)
    // A folder's own declarations, nested ones included, shadow another folder's top-level names.
    var own: [String: Set<String>] = [:]
    for file in files { own[file.folder, default: []].formUnion(Self.declarations(in: file.code, topLevelOnly: false)) }
    var violations: [String] = []
    for file in files {
      guard let mine = rank[file.folder] else { continue }
      for name in Self.identifiers(in: file.code).sorted() where !(own[file.folder]?.contains(name) ?? false) {
        guard let owner = owners[name], owner != file.folder, let theirs = rank[owner], theirs > mine else { continue }
        violations.append("\(file.path) (\(file.folder)) uses \(name) of \(owner), a later layer")
      }
    }
    #expect(violations.isEmpty, "\(violations.count) upward uses:\n\(violations.joined(separator: "\n"))")
  }

  /// The check itself catches an upward use (so it cannot pass by reading nothing).
  @Test func theCheckSeesAnUpwardUse() {
    let lower = Source(path: "Load/A.swift", folder: "Load", code: Self.strip("struct A { var b: LSPThing }"))
    let upper = Source(path: "LSP/B.swift", folder: "LSP", code: Self.strip("struct LSPThing {}\n"))
    let owners = Self.owners([lower, upper])
    #expect(owners["LSPThing"] == "LSP")
    #expect(Self.identifiers(in: lower.code).contains("LSPThing"))
    // Comments and strings are not uses; interpolations are.
    let text = Self.strip("// LSPThing\nlet s = \"LSPThing \\(Other.x)\"\n/* LSPThing */")
    #expect(!Self.identifiers(in: text).contains("LSPThing"))
    #expect(Self.identifiers(in: text).contains("Other"))
    // A qualified member (`Recurrence.Rule`) is not a use of a top-level `Rule`.
    #expect(Self.identifiers(in: "case rule(Recurrence.Rule)") == ["Recurrence"])
  }

  struct Source {
    var path: String
    var folder: String
    var code: String
  }

  static func sources() throws -> [Source] {
    let root = sourceRoot
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var result: [Source] = []
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let parts = relative.split(separator: "/")
      guard parts.count > 1 else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      result.append(Source(path: relative, folder: String(parts[0]), code: strip(text)))
    }
    #expect(result.count > 50, "read too few sources under \(root.path)")
    return result.sorted { $0.path < $1.path }
  }

  /// Type names declared at the top level of exactly one folder (a name declared in several says
  /// nothing about which is meant).
  static func owners(_ files: [Source]) -> [String: String] {
    var found: [String: Set<String>] = [:]
    for file in files {
      for name in declarations(in: file.code, topLevelOnly: true) { found[name, default: []].insert(file.folder) }
    }
    return found.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  /// The type names a file declares: at the top level only, or at any depth and access level.
  static func declarations(in code: String, topLevelOnly: Bool) -> Set<String> {
    var names: Set<String> = []
    let modifiers: Set<String> = [
      "public", "internal", "package", "final", "indirect", "private", "fileprivate", "nonisolated",
    ]
    for line in code.split(separator: "\n") {
      if topLevelOnly, let first = line.first, first == " " || first == "\t" { continue }
      var words = line.split(separator: " ").map(String.init)
      while let first = words.first, modifiers.contains(first) {
        if topLevelOnly && (first == "private" || first == "fileprivate") { break }
        words.removeFirst()
      }
      guard words.count >= 2, ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(words[0])
      else { continue }
      let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      if !name.isEmpty { names.insert(name) }
    }
    return names
  }

  /// Capitalised identifiers in code; a name right after a `.` (`Recurrence.Rule`) is a member,
  /// not a top-level type, and is left out.
  static func identifiers(in code: String) -> Set<String> {
    var result: Set<String> = []
    var current = ""
    var lastSignificant: Character = " "
    var currentAfterDot = false
    for character in code + " " {
      if character.isLetter || character.isNumber || character == "_" {
        if current.isEmpty {
          if lastSignificant.isLetter || lastSignificant.isNumber || lastSignificant == "_" {
            // Inside a word that started with a non-letter (a number): not an identifier start.
            lastSignificant = character
            continue
          }
          currentAfterDot = lastSignificant == "."
        }
        current.append(character)
        lastSignificant = character
      } else {
        if let first = current.first, first.isUppercase, !currentAfterDot { result.insert(current) }
        current = ""
        if !character.isWhitespace {
          lastSignificant = character
        } else if lastSignificant.isLetter
          || lastSignificant.isNumber || lastSignificant == "_"
        {
          lastSignificant = " "
        }
      }
    }
    return result
  }

  /// The code without comments and string literals; string interpolations are kept as code.
  static func strip(_ text: String) -> String {
    let chars = Array(text)
    var out = ""
    var i = 0
    func at(_ j: Int) -> Character? { j < chars.count ? chars[j] : nil }
    while i < chars.count {
      let c = chars[i]
      if c == "/" && at(i + 1) == "/" {
        while i < chars.count && chars[i] != "\n" { i += 1 }
        continue
      }
      if c == "/" && at(i + 1) == "*" {
        i += 2
        while i < chars.count && !(chars[i] == "*" && at(i + 1) == "/") { i += 1 }
        i += 2
        continue
      }
      if c == "\"" || (c == "#" && at(i + 1) == "\"") {
        i = skipString(chars, from: i, into: &out)
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }

  /// Skips a string literal starting at `start` (plain, multi-line or raw), appending the code of
  /// its interpolations to `out`; returns the index after it.
  static func skipString(_ chars: [Character], from start: Int, into out: inout String) -> Int {
    var i = start
    var hashes = 0
    while i < chars.count && chars[i] == "#" {
      hashes += 1
      i += 1
    }
    let multiline = i + 2 < chars.count && chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\""
    i += multiline ? 3 : 1
    let escape = "\\" + String(repeating: "#", count: hashes)
    while i < chars.count {
      if multiline {
        if i + 2 < chars.count && chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\""
          && closes(chars, after: i + 3, hashes: hashes)
        {
          return i + 3 + hashes
        }
      } else if chars[i] == "\"" && closes(chars, after: i + 1, hashes: hashes) {
        return i + 1 + hashes
      } else if chars[i] == "\n" && hashes == 0 {
        return i
      }
      if String(chars[i..<min(chars.count, i + escape.count)]) == escape {
        i += escape.count
        if i < chars.count && chars[i] == "(" {
          var depth = 1
          i += 1
          while i < chars.count && depth > 0 {
            if chars[i] == "(" { depth += 1 }
            if chars[i] == ")" { depth -= 1 }
            if depth > 0 { out.append(chars[i]) }
            i += 1
          }
          out.append(" ")
        } else {
          i += 1
        }
        continue
      }
      i += 1
    }
    return i
  }

  static func closes(_ chars: [Character], after index: Int, hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard index + hashes <= chars.count else { return false }
    return chars[index..<index + hashes].allSatisfy { $0 == "#" }
  }
}
