/// What a check is, for people and for the generated rule docs (`specc rules`, docs/rules.md).
///
/// Examples are whole (small) spec files. In a triggering example, `↓` marks every place the rule
/// must report (the marker is removed before the example is read); a non-triggering example must
/// not make the rule report at all. One generic test runs every example of every rule.
public struct RuleDescription: Sendable {
  /// Stable snake_case id printed with every diagnostic.
  var id: String
  var title: String
  /// One line.
  var summary: String
  /// Why the rule exists.
  var rationale: String
  var triggering: [String]
  var nonTriggering: [String]
  /// Other rule ids its diagnostics carry. The `copy_rules` engine reports under each copy
  /// rule's own id from the spec, so it lists the ids its examples use; the example test
  /// matches these too.
  var reportedIDs: [String]
  /// What the rule looks at; the generic example test runs `.spec` rules, the others have their own.
  var scope: Scope
  /// Longer Markdown shown on the rule's section of docs/rules.md (how it works, with an example).
  var details: String = ""
  /// The mechanical fixes `specc lint --fix` makes for this rule, each a spec before and after
  /// (a test applies every one).
  var fixes: [FixExample] = []
  /// The severity of its findings before `.specc.yml` changes it: the most severe it reports (a
  /// rule may report lesser findings as warnings; `RuleSeverityTests` checks its examples).
  var severity: Severity = .error

  /// Whether `specc lint --fix` fixes some of its findings.
  var isFixable: Bool { !fixes.isEmpty }

  /// What a rule needs to run.
  enum Scope: String, Sendable {
    /// One spec file on its own (examples are single files).
    case spec
    /// Every spec of one run together (examples are files each opened by a `# file: NAME` line).
    case project
    /// A spec and its previous version (`specc lint --against`).
    case baseline
  }

  init(
    id: String, title: String, severity: Severity = .error, summary: String, rationale: String,
    triggering: [String], nonTriggering: [String], reportedIDs: [String] = [], scope: Scope = .spec
  ) {
    self.scope = scope
    self.severity = severity
    self.id = id
    self.title = title
    self.summary = summary
    self.rationale = rationale
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.reportedIDs = reportedIDs
  }
}

/// The id a diagnostic carries, as a typed value: the public way to make one is a rule's
/// `RuleDescription` (`description.ruleID`), so every id reported is tied to the description that
/// documents it; the only other source is a spec's own copy rule (`RuleID(copyRule:)`). Inside
/// SpeccCore, ids are named constants next to their descriptions (`LoadingRules.yamlSyntax`).
struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The snake_case id printed with a diagnostic.
  let rawValue: String

  init(_ rawValue: String) { self.rawValue = rawValue }

  /// The id of a copy rule the spec itself declares (its diagnostics carry the spec's id).
  init(copyRule id: String) { rawValue = id }

  var description: String { rawValue }

  static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}

extension RuleDescription {
  /// The typed id of the diagnostics this rule reports.
  var ruleID: RuleID { RuleID(id) }
}

/// A spec before and after `specc lint --fix`.
struct FixExample: Sendable, Hashable {
  var before: String
  var after: String
}
