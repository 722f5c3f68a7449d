/// The tool named in reports (SARIF's driver, JSON's `tool`).
public struct ToolInfo: Sendable, Hashable {
  var name: String
  public var version: String
  /// Where docs/rules.md is published (`https://…/docs/rules.md`): SARIF's `helpUri` of a rule is
  /// this with the rule's anchor. nil: no link, rather than one to a placeholder.
  public var rulesURL: String?

  init(name: String, version: String, rulesURL: String? = nil) {
    self.name = name
    self.version = version
    self.rulesURL = rulesURL
  }

  /// specc's version: the one string `specc --version`, SARIF, JSON and the release script use
  /// (CHANGELOG.md's newest entry names it; `VersionTests` checks the docs agree).
  public static let version = "0.1.0"

  /// This build of specc.
  public static let specc = ToolInfo(name: "specc", version: version)

  /// This build, linking rule help to `rulesURL` (`--rules-url`, `SPECC_RULES_URL`); empty means none.
  public static func specc(rulesURL: String?) -> ToolInfo {
    ToolInfo(name: "specc", version: version, rulesURL: rulesURL.flatMap { $0.isEmpty ? nil : $0 })
  }

  /// Where a rule is documented: its section of docs/rules.md (GitHub's heading anchor is the id).
  func helpURI(rule id: String) -> String? {
    guard let rulesURL else { return nil }
    let base = rulesURL.split(separator: "#", maxSplits: 1).first.map(String.init) ?? rulesURL
    return "\(base)#\(RulesPage.anchor(id))"
  }
}
