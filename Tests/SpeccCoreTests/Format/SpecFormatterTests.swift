import Foundation
import Testing

@testable import SpeccCore

/// `specc format`: canonical order, quoting and layout, comments kept, and over every spec and
/// fixture of the repository: idempotent, the same values and the same diagnostics.
@Suite struct SpecFormatterTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every YAML file under Specs/, Examples/ and the test fixtures.
  static var corpus: [String] {
    ["Specs", "Examples", "Tests/SpeccCoreTests/Fixtures", "Tests/Vectors"].flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      // Not the build folders of the example packages (their dependencies' and SwiftPM's YAML).
      let specs = found.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.contains(".build/") }
      return specs.sorted().map {
        base.appendingPathComponent($0).path
      }
    }
  }

  static func format(_ text: String) -> FormatResult {
    SpecFormatter.format(bytes: Array(text.utf8), path: "t.yaml")
  }

  static func formatted(_ text: String) -> String? { format(text).formatted }

  /// A diagnostic without its position, and without line numbers in its message.
  static func unplaced(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { diagnostic in
      let message = diagnostic.message.replacing(/line \d+|\d+:\d+/, with: "#")
      return "\(diagnostic.severity) \(diagnostic.ruleID) \(message)"
    }.sorted()
  }

  /// The fenced `yaml` blocks of README.md and docs/*.md (broken ones included), by page and line.
  static var documentedBlocks: [(name: String, bytes: [UInt8])] {
    let docs = root.appendingPathComponent("docs")
    let pages =
      ["README.md"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }
      .sorted().map { "docs/" + $0 }
    return pages.flatMap { page -> [(name: String, bytes: [UInt8])] in
      let text = (try? String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)) ?? ""
      return text.matches(of: /```yaml\n((?s:.)*?)```/).map { ("\(page) block", Array(String($0.output.1).utf8)) }
    }
  }

  @Test func everySpecAndFixtureIsIdempotentAndMeansTheSame() throws {
    let files = try Self.corpus.map { path in
      (name: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }
    #expect(files.count > 40)
    let blocks = Self.documentedBlocks
    #expect(blocks.count > 100)
    var formattedCount = 0
    for (path, bytes) in files + blocks {
      let once = SpecFormatter.format(bytes: bytes, path: path)
      guard let text = once.formatted else {
        // Left as it is: only for a file that does not parse or uses what the formatter keeps.
        #expect(!once.diagnostics.isEmpty, "\(path) left as it is without a diagnostic")
        #expect(
          once.diagnostics.allSatisfy { $0.ruleID != SpecFormatter.unsupported.rawValue || $0.severity == .warning },
          "\(path): \(once.diagnostics.map(\.message))")
        continue
      }
      formattedCount += 1
      let twice = SpecFormatter.format(bytes: Array(text.utf8), path: path)
      #expect(twice.formatted == text, "format is not idempotent on \(path)")
      #expect(!twice.changed, "\(path)")
      // The same tree (key order aside) and the same findings.
      guard case .success(let before) = YAMLReader.read(bytes),
        case .success(let after) = YAMLReader.read(Array(text.utf8))
      else {
        Issue.record("\(path) no longer parses")
        continue
      }
      let type = SchemaType.object(SectionList.standard.root)
      #expect(SpecFormatter.signature(before, type) == SpecFormatter.signature(after, type), "\(path)")
      let lintBefore = Pipeline.lint(bytes: bytes, path: path).diagnostics
      let lintAfter = Pipeline.lint(bytes: Array(text.utf8), path: path).diagnostics
      #expect(Self.unplaced(lintBefore) == Self.unplaced(lintAfter), "\(path) lints differently once formatted")
    }
    #expect(formattedCount > 20)
  }

  /// Every spec with each of its lines removed in turn: whatever that leaves is formatted
  /// without a crash, and either left as it is with a diagnostic or formatted idempotently.
  @Test func specsWithALineRemovedNeverBreakTheFormatter() throws {
    var checked = 0
    for path in Self.corpus where path.contains("/Specs/") || path.contains("/Examples/") {
      let lines = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8).components(separatedBy: "\n")
      for removed in lines.indices {
        var mutant = lines
        mutant.remove(at: removed)
        let result = Self.format(mutant.joined(separator: "\n"))
        checked += 1
        guard let text = result.formatted else {
          #expect(!result.diagnostics.isEmpty, "\(path) without line \(removed + 1)")
          continue
        }
        #expect(Self.formatted(text) == text, "\(path) without line \(removed + 1) is not idempotent")
      }
    }
    #expect(checked > 500)
  }

  @Test func keysFollowTheSchemaAndUnknownKeysComeAfter() {
    let text = """
      version: "1"
      zeta: 1
      name: Demo
      spec: demo
      alpha: 2
      tokens:
        - kind: text
          id: medicine

      """
    #expect(
      Self.formatted(text) == """
        spec: demo
        name: Demo
        version: "1"
        tokens:
          - id: medicine
            kind: text
        zeta: 1
        alpha: 2

        """)
  }

  @Test func commentsStayWithTheirKeysAndItems() {
    let text = """
      # The file's header.

      # About the name.
      name: Demo   # trailing
      spec: demo
      version: "1"
      limits:
        # quiet hours first in the file
        quiet_hours:
          from: "22:00"
          to: "07:00"
          # an old setting, commented out
        max_per_day: 4
      slots:
        # the first slot
        - id: a # its id
          time: "08:00"
      # the end of the file

      """
    #expect(
      Self.formatted(text) == """
        # The file's header.

        spec: demo
        # About the name.
        name: Demo # trailing
        version: "1"
        limits:
          max_per_day: 4
          # quiet hours first in the file
          quiet_hours:
            from: "22:00"
            to: "07:00"
            # an old setting, commented out
        slots:
          # the first slot
          - id: a # its id
            time: "08:00"
        # the end of the file

        """)
  }

  @Test func quotesOnlyWhereYAMLNeedsThem() {
    let text = """
      spec: 'demo'
      name: "Pill Pal"
      version: "1.0"
      description: 'It''s "fine"'
      swift_name: "Off"
      platforms:
        ios:
          pending_cap: 64
      slots:
        - id: "0800"
          time: "08:00"
          label: "{{x}}"
          template: "yes"
        - id: plain
          time: "2026-03-01"
          label: "say \\"hi\\": now"
          template: "multi
            line"

      """
    #expect(
      Self.formatted(text) == """
        spec: demo
        name: Pill Pal
        version: "1.0"
        description: "It's \\"fine\\""
        swift_name: "Off"
        platforms:
          ios:
            pending_cap: 64
        slots:
          - id: "0800"
            time: "08:00"
            template: "yes"
            label: "{{x}}"
          - id: plain
            time: "2026-03-01"
            template: multi line
            label: 'say "hi": now'

        """)
  }

  @Test func layoutBlankLinesFlowAndBlockScalars() {
    let text = """
      spec:   demo
      name: Demo


      version: "1"
      description: >-
          Folded text
          over two lines.

          A second paragraph.
      reminders:
          offsets_minutes: [ 10,20 ,
            30 ]
      slots:
      - id: a
        time: "08:00"
        reminder: {  }

      """
    #expect(
      Self.formatted(text) == """
        spec: demo
        name: Demo

        version: "1"
        description: >-
          Folded text
          over two lines.

          A second paragraph.
        reminders:
          offsets_minutes: [10, 20, 30]
        slots:
          - id: a
            time: "08:00"
            reminder: {}

        """)
  }

  @Test func brokenAndUnsupportedFilesAreLeftAsTheyAre() {
    let broken = Self.format("spec: demo\nname: [unclosed\n")
    #expect(broken.formatted == nil && !broken.changed)
    #expect(broken.diagnostics.map(\.ruleID) == ["yaml_syntax"])
    #expect(broken.diagnostics.first?.severity == .error)

    let anchored = Self.format("spec: demo\nname: &n Demo\nversion: \"1\"\ndescription: *n\n")
    #expect(anchored.formatted == nil && !anchored.changed)
    #expect(anchored.diagnostics.map(\.ruleID) == ["format_unsupported"])
    #expect(anchored.diagnostics.first?.severity == .warning)
    #expect(anchored.diagnostics.first?.location.line == 2)

    let tagged = Self.format("spec: demo\nname: !!str Demo\n")
    #expect(tagged.formatted == nil && tagged.diagnostics.map(\.ruleID) == ["format_unsupported"])
  }

  @Test func documentStartAndByteOrderMarkAreKept() {
    #expect(Self.formatted("---\nname: Demo\nspec: demo\n") == "---\nspec: demo\nname: Demo\n")
    let bom = SpecFormatter.format(bytes: [0xEF, 0xBB, 0xBF] + Array("name: a\nspec: b\n".utf8), path: "b.yaml")
    #expect(bom.formatted == "\u{FEFF}spec: b\nname: a\n")
  }
}
