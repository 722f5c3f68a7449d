import Testing

@testable import SpeccCore

/// Runs the examples of the cross-spec rules: each example is several files, each opened by a
/// `# file: NAME` line; markers are located per file.
@Suite struct ProjectRuleExampleTests {
  struct Hit: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var description: String { "\(file):\(line):\(column)" }
  }

  static func files(_ example: String) -> [(name: String, text: String)] {
    var files: [(name: String, text: String)] = []
    for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# file: ") {
        files.append((String(line.dropFirst("# file: ".count)), ""))
      } else if !files.isEmpty {
        files[files.count - 1].text += line + "\n"
      }
    }
    return files
  }

  static func run(_ example: String, rule: String) -> (found: Set<Hit>, expected: Set<Hit>) {
    var expected = Set<Hit>()
    var specs: [Spec] = []
    for file in files(example) {
      let (text, markers) = Markers.strip(file.text)
      expected.formUnion(markers.map { Hit(file: file.name, line: $0.line, column: $0.column) })
      if let spec = Pipeline.lint(text: text, path: file.name).spec { specs.append(spec) }
    }
    let found = ProjectChecks.check(specs).filter { $0.ruleID == rule }.map {
      Hit(file: $0.location.path, line: $0.location.line, column: $0.location.column)
    }
    return (Set(found), expected)
  }

  @Test(arguments: RuleRegistry.project.map(\.id))
  func examplesOfProjectRule(_ id: String) throws {
    let rule = try #require(RuleRegistry.project.first { $0.id == id })
    #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty)
    for example in rule.triggering {
      let (found, expected) = Self.run(example, rule: id)
      #expect(!expected.isEmpty)
      #expect(found == expected, "\(id): expected \(expected), found \(found)")
    }
    for example in rule.nonTriggering {
      #expect(Self.run(example, rule: id).found.isEmpty)
    }
  }
}
