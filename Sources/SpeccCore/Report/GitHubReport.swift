/// The `github` format: one GitHub Actions workflow command per diagnostic,
/// `::error file=…,line=…,col=…,title=rule_id::message`, which GitHub shows as an annotation on
/// the line of the pull request. Warnings use `::warning`, notes `::notice`.
public struct GitHubReport: ReportRenderer {
  public init() {}

  public func render(_ report: LintReport) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      let command =
        switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      let location = diagnostic.location
      let properties = [
        "file=" + Self.escapeProperty(DisplayText.escape(location.path)),
        "line=\(location.line)",
        "col=\(location.column)",
        "title=" + Self.escapeProperty(diagnostic.ruleID),
      ]
      let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
      out += "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }
    return out
  }

  /// Escapes a command's message: `%`, CR and LF (GitHub's `escapeData`).
  static func escapeData(_ text: String) -> String { escape(text, property: false) }

  /// Escapes a property value: as `escapeData`, plus `:` and `,` (GitHub's `escapeProperty`).
  static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

  private static func escape(_ text: String, property: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      case ":" where property: out += "%3A"
      case "," where property: out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
