import Foundation
import Testing

@testable import SpeccCore

/// Rules metadata (issue 22, item 10): default severity and fixable, checked against what the
/// rules really report; the cheap id list against the descriptions.
@Suite struct RuleMetadataTests {
  @Test func theIDListIsEveryDescriptionsID() {
    #expect(RuleRegistry.ids == RuleRegistry.everyDescription.map(\.id))
  }

  /// A rule's declared severity is the most severe its triggering examples report.
  @Test(arguments: RuleRegistry.descriptions.filter { $0.scope == .spec }.map(\.id))
  func declaredSeverityIsWhatTheExamplesReport(_ id: String) throws {
    let rule = try #require(RuleRegistry.descriptions.first { $0.id == id })
    let ids = Set([id] + rule.reportedIDs)
    var seen = Set<Severity>()
    for example in rule.triggering {
      let (text, _) = Markers.strip(example)
      // As RuleExampleTests reads them: every language generated, the loading rules' small limits.
      let limits = RuleExampleTests.loading.contains(id) ? LoadLimits.examples : .default
      let result = Pipeline.lint(
        text: text, path: "example.yaml", limits: limits, languages: RuleExampleTests.languages)
      for diagnostic in result.diagnostics
      where ids.contains(diagnostic.ruleID) {
        seen.insert(diagnostic.severity)
      }
    }
    #expect(seen.contains(rule.severity), "\(id) declares \(rule.severity), its examples report \(seen.sorted())")
    // template_overflow's severity is the template's `overflow` (warning unless it says error).
    if id != "template_overflow" {
      #expect(seen.max() == rule.severity, "\(id) declares \(rule.severity), its examples report \(seen.sorted())")
    }
  }

  @Test func fixableIsHavingFixes() {
    let fixable = RuleRegistry.everyDescription.filter(\.isFixable).map(\.id)
    #expect(fixable.contains("schema_value") && fixable.contains("schema_unknown_key"), "\(fixable)")
    #expect(!fixable.contains("unused_declaration"))
  }

  @Test func everyRuleInJSONHasASeverityAndAFixableFlag() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(RulesPage.json().utf8)) as? [String: Any])
    let rules = try #require(object["rules"] as? [[String: Any]])
    #expect(rules.count == RuleRegistry.everyDescription.count)
    for rule in rules {
      #expect(["error", "warning", "note"].contains(rule["severity"] as? String ?? ""), "\(rule["id"] ?? "?")")
      #expect(rule["fixable"] is Bool, "\(rule["id"] ?? "?")")
    }
    let unused = rules.first { $0["id"] as? String == "unused_declaration" }
    #expect(unused?["severity"] as? String == "warning" && unused?["fixable"] as? Bool == false)
  }

  @Test func sarifLinksRulesOnlyToAConfiguredPage() {
    let diagnostic = Diagnostic(.error, "unique_ids", "m", at: SourceLocation(path: "a.yaml", line: 1, column: 1))
    let none = SARIFReport().render(LintReport(diagnostics: [diagnostic], fileCount: 1))
    #expect(!none.contains("helpUri") && !none.contains("github.com/specc"))
    let linked = SARIFReport().render(
      LintReport(
        diagnostics: [diagnostic], fileCount: 1, tool: .specc(rulesURL: "https://docs.example.org/specc/rules.md")))
    #expect(linked.contains("\"helpUri\": \"https://docs.example.org/specc/rules.md#unique_ids\""), "\(linked)")
  }
}
