import Foundation
import Testing

@testable import SpeccCore

/// Hostile and broken files: each must get at least one error located inside the file and
/// naming it, and `Pipeline.lint` must return (no crash, no hang). Small files are checked in
/// under `Fixtures/Hostile/`; huge ones are generated into a temporary folder.
@Suite struct HostileCorpusTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent("Hostile")

  /// The checked-in corpus, sorted.
  static var checkedIn: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted()
  }

  /// The rule each file must trigger (among possibly others): the corpus documents the
  /// diagnostic a user sees for each kind of damage.
  static let expectedRule: [String: String] = [
    "alias_bomb_key.yaml": "alias_expansion_limit",
    "billion_laughs.yaml": "alias_expansion_limit",
    "binary_garbage.yaml": "invalid_encoding",
    "bom_with_error.yaml": "yaml_syntax",
    "broken_syntax.yaml": "yaml_syntax",
    "deep_nesting.yaml": "nesting_too_deep",
    "directives_custom_tag.yaml": "unsupported_tag",
    "duplicate_keys.yaml": "duplicate_key",
    "empty.yaml": "empty_file",
    "huge_integers.yaml": "schema_value",
    "invalid_utf8.yaml": "invalid_encoding",
    "long_title.yaml": "template_length",
    "multi_document.yaml": "multiple_documents",
    "nul_bytes.yaml": "invalid_encoding",
    "only_comments.yaml": "empty_file",
    "overlong_utf8.yaml": "invalid_encoding",
    "scalar_root.yaml": "schema_type",
    "tab_indentation.yaml": "yaml_syntax",
    "top_level_list.yaml": "schema_type",
    "unclosed_flow.yaml": "yaml_syntax",
    "unknown_keys.yaml": "schema_unknown_key",
    "unquoted_time.yaml": "schema_value",
    "unterminated_quote.yaml": "yaml_syntax",
    "utf16be_bom_with_error.yaml": "yaml_syntax",
    "utf16le_bom_with_error.yaml": "yaml_syntax",
    "utf16le_lone_surrogate.yaml": "invalid_encoding",
    "wrong_types.yaml": "schema_type",
    "yaml11_booleans.yaml": "schema_type",
  ]

  @Test func corpusIsLargeAndEveryFileHasAnExpectation() {
    #expect(Self.checkedIn.count >= 20)
    #expect(Set(Self.checkedIn) == Set(Self.expectedRule.keys))
  }

  @Test(arguments: checkedIn)
  func checkedInFileGetsALocatedError(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let diagnostics = Self.expectLocatedError(bytes, path: "Hostile/\(name)")
    let rules = Set(diagnostics.map(\.ruleID))
    if let rule = Self.expectedRule[name] {
      #expect(rules.contains(rule), "\(name): expected [\(rule)], got \(Self.describe(diagnostics))")
    }
  }

  @Test func twoMegabyteScalarInAnUnknownKey() throws {
    let text = LoadingRules.header + "notes_typo: " + String(repeating: "x", count: 2 * 1024 * 1024) + "\n"
    let diagnostics = Self.expectLocatedError(try Self.roundTrip(text, name: "huge_scalar.yaml"), path: "huge.yaml")
    let unknown = diagnostics.filter { $0.ruleID == "schema_unknown_key" }
    #expect(unknown.map(\.location.line) == [4])
    #expect(unknown.allSatisfy { $0.message.count < 200 }, "a message must not quote the huge value")
  }

  @Test func twoHundredThousandKeys() throws {
    var text = LoadingRules.header
    text.reserveCapacity(3_000_000)
    for index in 0..<200_000 { text += "key_\(index): \(index)\n" }
    let diagnostics = Self.expectLocatedError(try Self.roundTrip(text, name: "many_keys.yaml"), path: "many.yaml")
    // The first 1,000 problems are reported; one more error counts the other 199,000 and points
    // at the first of them (line 1,004: three header lines, then one key per line).
    #expect(diagnostics.filter { $0.ruleID == "schema_unknown_key" }.count == 1_000)
    let overflow = diagnostics.filter { $0.ruleID == "too_many_diagnostics" }
    #expect(overflow.map(\.location.line) == [1_004])
    #expect(overflow.first?.message.hasPrefix("199000 more problems") == true, "\(overflow.map(\.message))")
  }

  @Test func fileOverTheSizeLimitIsRefusedBeforeParsing() throws {
    let limits = LoadLimits(maxFileBytes: 1024)
    let bytes = Array((LoadingRules.header + "description: \"" + String(repeating: "y", count: 2000) + "\"\n").utf8)
    let result = Pipeline.lint(bytes: bytes, path: "big.yaml", limits: limits)
    #expect(result.diagnostics.map(\.ruleID) == ["file_too_large"])
  }

  /// Writes `text` into a fresh temporary folder and reads it back, as a file on disk would be.
  static func roundTrip(_ text: String, name: String) throws -> [UInt8] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return try [UInt8](Data(contentsOf: url))
  }

  /// Lints `bytes` and expects an error naming `path` at a line and column inside the file.
  @discardableResult
  static func expectLocatedError(_ bytes: [UInt8], path: String) -> [Diagnostic] {
    let diagnostics = Pipeline.lint(bytes: bytes, path: path).diagnostics
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty, "\(path): no error")
    let lines = lineLengths(bytes)
    let misplaced = errors.filter { error in
      let location = error.location
      let length = location.line >= 1 && location.line <= lines.count ? lines[location.line - 1] : 0
      return location.path != path || location.line < 1 || location.column < 1
        || location.line > lines.count + 1 || location.column > length + 1
    }
    #expect(misplaced.isEmpty, "\(path): errors outside the file (\(lines.count) lines):\n\(describe(misplaced))")
    return diagnostics
  }

  /// The length of each line in Unicode scalars, decoding UTF-16 when the file has its BOM;
  /// undecodable bytes count one each, as the reader counts them.
  static func lineLengths(_ bytes: [UInt8]) -> [Int] {
    let text: String
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let littleEndian = bytes[0] == 0xFF
      let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index -> UInt16 in
        let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
        return UInt16(high) << 8 | UInt16(low)
      }
      text = String(decoding: units, as: UTF16.self)
    } else {
      text = String(decoding: bytes, as: UTF8.self)
    }
    var lengths = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    if text.unicodeScalars.last == "\n" { lengths.removeLast() }
    if bytes.isEmpty { return [] }
    return lengths
  }

  static func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" }.joined(separator: "\n")
  }
}
