/// The `junit` format: JUnit XML as CI systems read it (Jenkins' JUnit plugin, GitLab's
/// `artifacts:reports:junit`, Azure Pipelines, CircleCI): one `<testsuite>` per spec file, one
/// `<testcase>` per finding (`classname` the file, `name` the rule and position), and each error
/// or warning a `<failure>` whose `type` is the severity, as ESLint's and SwiftLint's JUnit
/// reporters do. Notes pass (their text in `<system-out>`). A checked file without findings is a
/// suite with one passing case, so the file counts as tested. Counts (`tests`, `failures`,
/// `errors`, `skipped`) are on every suite and on `<testsuites>`.
public struct JUnitReport: ReportRenderer {
  public init() {}

  public func render(_ report: LintReport) -> String {
    var suites = ""
    var tests = 0
    var failures = 0
    for (path, diagnostics) in XMLReport.byFile(report) {
      let failing = diagnostics.filter { $0.severity != .note }.count
      let count = max(1, diagnostics.count)
      tests += count
      failures += failing
      suites +=
        "  <testsuite name=\"\(XMLReport.escape(DisplayText.escape(path)))\" tests=\"\(count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
      if diagnostics.isEmpty {
        suites +=
          "    <testcase classname=\"\(XMLReport.escape(DisplayText.escape(path)))\" name=\"\(report.tool.name)\"/>\n"
      }
      for diagnostic in diagnostics {
        let location = diagnostic.location
        let name = "\(diagnostic.ruleID) at \(location.line):\(location.column)"
        suites +=
          "    <testcase classname=\"\(XMLReport.escape(DisplayText.escape(path)))\" name=\"\(XMLReport.escape(name))\" file=\"\(XMLReport.escape(DisplayText.escape(path)))\" line=\"\(location.line)\">\n"
        let body = XMLReport.escape(XMLReport.line(diagnostic), attribute: false)
        if diagnostic.severity == .note {
          suites += "      <system-out>\(body)</system-out>\n"
        } else {
          suites +=
            "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLReport.escape(diagnostic.message))\">\(body)</failure>\n"
        }
        suites += "    </testcase>\n"
      }
      suites += "  </testsuite>\n"
    }
    return XMLReport.declaration
      + "<testsuites name=\"\(XMLReport.escape(report.tool.name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
      + suites + "</testsuites>\n"
  }
}

/// The `checkstyle` format: Checkstyle's XML (`<checkstyle><file name><error line column
/// severity message source/></file></checkstyle>`), which Jenkins' Warnings plugin, reviewdog,
/// Danger and many code-review tools read. Severity is `error`, `warning` or `info` (a note);
/// `source` is `specc.<rule id>`; a diagnostic's notes follow its message. Every checked file is
/// listed, with no `<error>` when it has no finding.
public struct CheckstyleReport: ReportRenderer {
  public init() {}

  public func render(_ report: LintReport) -> String {
    var text = XMLReport.declaration + "<checkstyle version=\"4.3\">\n"
    for (path, diagnostics) in XMLReport.byFile(report) {
      guard !diagnostics.isEmpty else {
        text += "  <file name=\"\(XMLReport.escape(DisplayText.escape(path)))\"/>\n"
        continue
      }
      text += "  <file name=\"\(XMLReport.escape(DisplayText.escape(path)))\">\n"
      for diagnostic in diagnostics {
        let severity =
          switch diagnostic.severity {
          case .error: "error"
          case .warning: "warning"
          case .note: "info"
          }
        let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
        text +=
          "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" severity=\"\(severity)\" message=\"\(XMLReport.escape(message))\" source=\"\(XMLReport.escape(report.tool.name + "." + diagnostic.ruleID))\"/>\n"
      }
      text += "  </file>\n"
    }
    return text + "</checkstyle>\n"
  }
}

/// What the XML formats share: grouping by file and XML 1.0 escaping.
enum XMLReport {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// The diagnostics of each file, files in the order the report names them: the checked files
  /// (`LintReport.paths`) first, then any other file a diagnostic names (a `.specc.yml`).
  static func byFile(_ report: LintReport) -> [(path: String, diagnostics: [Diagnostic])] {
    var order = report.paths
    var grouped: [String: [Diagnostic]] = [:]
    for path in report.paths { grouped[path] = [] }
    for diagnostic in report.diagnostics {
      let path = diagnostic.location.path
      if grouped[path] == nil {
        order.append(path)
        grouped[path] = []
      }
      grouped[path, default: []].append(diagnostic)
    }
    return order.map { ($0, grouped[$0] ?? []) }
  }

  /// A diagnostic as one compiler-style line, then its notes.
  static func line(_ diagnostic: Diagnostic) -> String {
    let location = diagnostic.location
    return
      ([
        "\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
      ] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
  }

  /// `text` escaped for XML 1.0: `&`, `<`, `>`, and in an attribute `"`, `'` and the white space
  /// that attribute normalization would turn into spaces (tab, CR, LF) as character references.
  /// Characters XML 1.0 cannot carry at all (other C0 controls, U+FFFE, U+FFFF, lone surrogates
  /// cannot occur in a Swift string) become U+FFFD.
  static func escape(_ text: String, attribute: Bool = true) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"" where attribute: out += "&quot;"
      case "'" where attribute: out += "&apos;"
      case "\t" where attribute: out += "&#9;"
      case "\n" where attribute: out += "&#10;"
      case "\r": out += "&#13;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
