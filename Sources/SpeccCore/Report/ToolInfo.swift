/// What machine-readable reports say about the tool that wrote them.
public struct ToolInfo: Sendable, Hashable {
  var name: String
  public var version: String
  /// Where people learn about the tool (SARIF `informationUri`).
  var informationURI: String

  init(name: String, version: String, informationURI: String) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
  }

  /// This build of specc. The CLI's `--version` prints `version`.
  public static let specc = ToolInfo(
    name: "specc", version: "0.1.0", informationURI: "https://github.com/specc/specc")

  /// Where a rule is documented: `docs/rules.md`, anchored at the rule id.
  func helpURI(rule id: String) -> String { "\(informationURI)/blob/main/docs/rules.md#\(id)" }
}
