import Foundation
import Testing

@testable import SpeccCore

/// Issue 28's "advice that works": for a corpus of over-budget specs
/// (`Fixtures/OverBudget/*.yaml`), every suggestion `pending_cap_exceeded` and
/// `pending_cap_headroom` print is applied to the text, alone (or a combination, together), and
/// the spec linted again: the finding is gone. Where they offer nothing, the extremes the advice
/// may use (1 day, no reserve, max_count 1, one reminder) still do not fit.
@Suite struct BudgetAdviceTests {
  static let budgetRules: Set<String> = ["pending_cap_exceeded", "pending_cap_headroom"]

  static func corpus() throws -> [(name: String, text: String)] {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures/OverBudget", withExtension: nil))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
      .sorted()
    return try names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
  }

  static func lint(_ text: String, _ name: String) -> LintResult { Pipeline.lint(text: text, path: name) }

  /// `text` with `change` applied: the integer written at its mark replaced, or a line
  /// `field: value` added under its parent key.
  static func apply(_ change: BudgetChange, to text: String) throws -> String {
    var lines = text.components(separatedBy: "\n")
    if let mark = change.mark {
      let line = lines[mark.line - 1]
      let start = line.index(line.startIndex, offsetBy: mark.column - 1)
      let digits = line[start...].prefix { $0.isNumber }
      #expect(Int(digits) == change.from, "\(change) at \(line)")
      lines[mark.line - 1] = String(line[..<start]) + String(change.to) + line[start...].dropFirst(digits.count)
    } else {
      let indent = String(repeating: " ", count: change.parent.column - 1 + 2)
      lines.insert(indent + change.field + ": " + String(change.to), at: change.parent.line)
    }
    return lines.joined(separator: "\n")
  }

  static func findings(_ result: LintResult) -> [Diagnostic] {
    result.diagnostics.filter { budgetRules.contains($0.ruleID) }
  }

  @Test func everySuggestionMakesTheSpecFit() throws {
    let corpus = try Self.corpus()
    #expect(corpus.count >= 10)
    var applied = 0
    for (name, text) in corpus {
      let result = Self.lint(text, name)
      let spec = try #require(result.spec, "\(name)")
      let findings = Self.findings(result)
      #expect(findings.count == 1, "\(name): \(result.diagnostics.map(\.message))")
      #expect(
        result.diagnostics.filter { !Self.budgetRules.contains($0.ruleID) && $0.severity != .note }.isEmpty,
        "\(name): \(result.diagnostics.map(\.message))")
      guard let finding = findings.first else { continue }
      let reports = Budget.report(for: spec).filter { !$0.fits || ($0.headroom ?? 0) < $0.headroomWarning }
      let report = try #require(reports.first, "\(name)")
      // What is printed is the structured advice, and only it.
      #expect(
        finding.message.contains(
          BudgetAdviceText.text(report.advice, goal: report.fits ? "leaves \(report.headroomWarning) free" : "fits")),
        "\(name): \(finding.message)")
      #expect(!finding.message.contains("to 0 ") || !finding.message.contains("max_count of"), "\(name)")
      for advice in report.advice {
        for change in advice.changes {
          switch change.key {
          case .windowDays: #expect((1...366).contains(change.to))
          case .maxCount: #expect((1...10_000).contains(change.to))
          case .maxReminders: #expect((1...10).contains(change.to))
          case .reserve, .headroomWarning: #expect(change.to >= 0)
          }
          #expect(change.to < change.from, "\(name): \(change)")
        }
        var fixed = text
        for change in advice.changes { fixed = try Self.apply(change, to: fixed) }
        let again = Self.lint(fixed, name)
        // Gone, and no warning follows where a value that keeps the headroom exists.
        let keepsHeadroom = advice.total <= advice.limit - report.headroomWarning || report.fits
        #expect(
          Self.findings(again).filter { $0.ruleID == finding.ruleID || keepsHeadroom }.isEmpty,
          "\(name) with \(advice.text): \(again.diagnostics.map(\.message))")
        #expect(!again.diagnostics.hasErrors, "\(name) with \(advice.text): \(again.diagnostics.map(\.message))")
        applied += 1
      }
      // "no window helps" exactly when 1 day does not fit.
      let oneDay = try Self.apply(
        BudgetChange(
          key: .windowDays, from: report.windowDays, to: 1,
          mark: spec.platforms.first { $0.name.value == report.platform }?.windowDays?.mark,
          parent: report.windowMark), to: text)
      let oneDayFits = Self.lint(oneDay, name).diagnostics.allSatisfy { $0.ruleID != "pending_cap_exceeded" }
      #expect(finding.message.contains("no window helps") == !oneDayFits, "\(name): \(finding.message)")
      if report.advice.isEmpty {
        // Nothing offered: the extremes do not fit either.
        #expect(!report.fits && !oneDayFits, "\(name)")
        #expect(finding.message.contains("no value in range"), "\(name)")
      }
      if finding.message.contains("fits with: set window_days")
        || finding.message.contains("any one of: set window_days")
      {
        #expect(!finding.message.contains("no window helps"))
      }
    }
    #expect(applied >= 15)
  }

  /// Issue 28: monthly bills with a 60-day window need 180 > 64, and 28 days fits: the proof
  /// counts 3 occurrences in 60 days, 2 in 28 (Jan 31, Feb 28: the 31st moves back).
  @Test func monthlyBillsNameTheWindowThatFits() throws {
    let text = try #require(try Self.corpus().first { $0.name == "bills_60_days.yaml" }).text
    let result = Self.lint(text, "bills.yaml")
    let finding = try #require(Self.findings(result).first)
    #expect(finding.message.contains("set window_days to 28"), "\(finding.message)")
    #expect(!finding.message.contains("no window helps"))
    #expect(finding.notes.contains { $0.contains("400-year Gregorian cycle") })
    #expect(finding.suggestion == "28")
    let spec = try #require(result.spec)
    let report = try #require(Budget.report(for: spec).first)
    // Not "Per day (worst case) 0": 20 bills on one day, 3 each, and the rent.
    #expect(report.worstDay == 61)
  }
}
