/// What a check is, for people and for the generated rule docs (`specc rules`, docs/rules.md).
///
/// Examples are whole (small) spec files. In a triggering example, `↓` marks every place the rule
/// must report (the marker is removed before the example is read); a non-triggering example must
/// not make the rule report at all. One generic test runs every example of every rule.
public struct RuleDescription: Sendable {
  /// Stable snake_case id printed with every diagnostic.
  public var id: String
  public var title: String
  /// One line.
  public var summary: String
  /// Why the rule exists.
  public var rationale: String
  public var triggering: [String]
  public var nonTriggering: [String]
  /// Other rule ids its diagnostics carry. The `copy_rules` engine reports under each copy
  /// rule's own id from the spec, so it lists the ids its examples use; the example test
  /// matches these too.
  public var reportedIDs: [String]
  /// What the rule looks at; the generic example test runs `.spec` rules, the others have their own.
  public var scope: Scope

  /// What a rule needs to run.
  public enum Scope: String, Sendable {
    /// One spec file on its own (examples are single files).
    case spec
    /// Every spec of one run together (examples are files each opened by a `# file: NAME` line).
    case project
    /// A spec and its previous version (`specc lint --against`).
    case baseline
  }

  public init(
    id: String, title: String, summary: String, rationale: String, triggering: [String],
    nonTriggering: [String], reportedIDs: [String] = [], scope: Scope = .spec
  ) {
    self.scope = scope
    self.id = id
    self.title = title
    self.summary = summary
    self.rationale = rationale
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.reportedIDs = reportedIDs
  }
}

/// One check of a decoded spec. Adding a check is adding one file with one of these, and
/// naming it in `RuleRegistry.all`.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  /// Reports every problem of this kind in `spec`.
  static func check(_ spec: Spec, into sink: inout DiagnosticSink)
}

extension Rule {
  /// The rule's id.
  public static var id: String { description.id }
}
