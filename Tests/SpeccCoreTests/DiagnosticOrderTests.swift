import Testing

@testable import SpeccCore

/// Diagnostics sort in one order whatever order they arrive in (`Pipeline` sorts a `Set`).
@Suite struct DiagnosticOrderTests {
  @Test func diagnosticsDifferingOnlyInSeverityOrNotesSortOneWay() {
    let at = SourceLocation(path: "a.yaml", line: 3, column: 5)
    let error = Diagnostic(.error, "rule", "same message", at: at)
    let warning = Diagnostic(.warning, "rule", "same message", at: at)
    let noted = Diagnostic(.warning, "rule", "same message", at: at, notes: ["why"])
    let expected = [error, warning, noted]
    for input in [[noted, warning, error], [warning, error, noted], [error, noted, warning]] {
      #expect(input.sorted() == expected)
    }
  }
}
