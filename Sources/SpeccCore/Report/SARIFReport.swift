/// The `sarif` format: a SARIF 2.1.0 log with one run. The driver lists the rules the results
/// refer to (id, descriptions, help link); each result has its rule, level, message and a
/// location with the file's relative URI and the 1-based line and column. Columns count Unicode
/// scalars, so the run says `columnKind: unicodeCodePoints`.
public struct SARIFReport: ReportRenderer {
  /// The schema a SARIF 2.1.0 log names (OASIS errata 01).
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Descriptions of every known rule; results of other ids (a spec's own copy rules) get a
  /// generic entry.
  var rules: [RuleDescription]

  public init(rules: [RuleDescription] = RuleRegistry.everyDescription) {
    self.rules = rules
  }

  public func render(_ report: LintReport) -> String {
    let ids = Set(report.diagnostics.map(\.ruleID)).sorted()
    var index: [String: Int] = [:]
    for (position, id) in ids.enumerated() { index[id] = position }
    let known = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let ruleObjects = ids.map { id in ruleObject(id, known[id], tool: report.tool) }
    let results = report.diagnostics.map { diagnostic -> JSONValue in
      let text = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
      return .members([
        ("ruleId", .string(diagnostic.ruleID)),
        ("ruleIndex", index[diagnostic.ruleID].map(JSONValue.int)),
        ("level", .string(diagnostic.severity.rawValue)),
        ("message", .members([("text", .string(text))])),
        (
          "locations",
          .array([
            .members([
              (
                "physicalLocation",
                .members([
                  (
                    "artifactLocation",
                    .members([
                      ("uri", .string(Self.uri(diagnostic.location.path))), ("uriBaseId", "%SRCROOT%"),
                    ])
                  ),
                  (
                    "region",
                    .members([
                      ("startLine", .int(diagnostic.location.line)),
                      ("startColumn", .int(diagnostic.location.column)),
                    ])
                  ),
                ])
              )
            ])
          ])
        ),
      ])
    }
    let driver = JSONValue.members([
      ("name", .string(report.tool.name)),
      ("version", .string(report.tool.version)),
      ("informationUri", report.tool.rulesURL.map(JSONValue.string)),
      ("rules", .array(ruleObjects)),
    ])
    return JSONValue.members([
      ("$schema", .string(Self.schemaURI)),
      ("version", "2.1.0"),
      (
        "runs",
        .array([
          .members([
            ("tool", .members([("driver", driver)])),
            ("columnKind", "unicodeCodePoints"),
            ("results", .array(results)),
          ])
        ])
      ),
    ]).text
  }

  private func ruleObject(_ id: String, _ rule: RuleDescription?, tool: ToolInfo) -> JSONValue {
    guard let rule else {
      return .members([
        ("id", .string(id)),
        ("shortDescription", .members([("text", .string("Wording rule '\(id)' defined in the spec's copy_rules."))])),
      ])
    }
    return .members([
      ("id", .string(rule.id)),
      ("name", .string(rule.title)),
      ("shortDescription", .members([("text", .string(rule.summary))])),
      ("fullDescription", .members([("text", .string(rule.summary + " " + rule.rationale))])),
      ("helpUri", tool.helpURI(rule: rule.id).map(JSONValue.string)),
    ])
  }

  /// A relative URI reference for a path as given: `./` dropped, and every byte outside
  /// RFC 3986's unreserved set (and `/`) percent-encoded.
  static func uri(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    var out = trimmed.hasPrefix("/") ? "file://" : ""
    for byte in trimmed.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}
