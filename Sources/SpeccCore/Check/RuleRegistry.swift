/// Every rule specc knows, in the order they run. A rule is one registration: its type in `all`
/// (or its description in its family's list); every list of ids (`ids`, `specc rules`,
/// docs/rules.md, `.specc.yml`'s `rules`, SARIF, suppressions) is read from the descriptions.
public enum RuleRegistry {
  /// Checks of the decoded model.
  static let all: [any Rule.Type] = [
    UniqueIDsRule.self,
    IDFormatRule.self,
    SlotTimeRule.self,
    SlotChoicesRule.self,
    DSTTimeRule.self,
    ReferencesRule.self,
    MissingReferenceRule.self,
    ReminderOffsetsRule.self,
    ReminderRequiresAtTimeRule.self,
    DefaultOptionOfferedRule.self,
    WeekdayLimitsRule.self,
    ScheduleRule.self,
    TemplateLengthRule.self,
    TemplateTokensRule.self,
    TemplateOverflowRule.self,
    TokenDeclarationRule.self,
    RenderingOptionsRule.self,
    SnoozeActionRule.self,
    AppLimitsRule.self,
    PendingCapExceededRule.self,
    PendingCapHeadroomRule.self,
    PlatformLimitsRule.self,
    UnusedDeclarationRule.self,
    CopyRulesRule.self,
    TranslationKeysRule.self,
    TranslationCompletenessRule.self,
    TranslationTokensRule.self,
    TranslationBidiRule.self,
    TranslationLengthRule.self,
    FlowUnknownStateRule.self,
    FlowUnreachableStateRule.self,
    FlowDeadEndRule.self,
    FlowNondeterministicRule.self,
    FlowDecisionTotalRule.self,
    FlowDecisionCycleRule.self,
    FlowEndStatusRule.self,
    FlowStatusCoverageRule.self,
    FlowPromptCopyRule.self,
    FlowCopyRulesRule.self,
    FlowCopyContextRule.self,
    IdentifierCollisionRule.self,
    FeatureFlagDefaultRule.self,
    FlagValuesRule.self,
    SettingsConsistencyRule.self,
  ]

  /// Rules reported while reading and validating a file (they have no model check).
  static let loading: [RuleDescription] = LoadingRules.descriptions

  /// Rules that look at every spec of a run together.
  static let project: [RuleDescription] = [ProjectChecks.description]

  /// In-file suppressions (checked after every other rule).
  static let suppressions: [RuleDescription] = [Suppressions.description]

  /// The languages' limit checks, which `BackendLimitsRule` reports as warnings.
  static var backendLimits: [RuleDescription] {
    BackendRegistry.standard.limitRules.map { rule in
      var rule = rule
      rule.severity = .warning
      return rule
    }
  }

  /// Every rule description, sorted by id.
  static var descriptions: [RuleDescription] {
    (loading + all.map { $0.description } + backendLimits + project + suppressions).sorted {
      $0.id < $1.id
    }
  }

  /// Rules reported only by `specc lint --against` (their examples are before/after pairs).
  static let breaking: [RuleDescription] = BreakingRules.descriptions

  /// The id of every rule in `everyDescription`, sorted: what checking a rule id (`.specc.yml`'s
  /// `rules`, a suppression, `specc rules`) reads. Made once per process from the descriptions, so
  /// a rule is registered in one place (`all`, or its family's list) and its id follows.
  static let ids: [String] = everyDescription.map(\.id)

  /// Every rule specc can report: `descriptions` and `breaking`, sorted by id (`specc rules`,
  /// SARIF rule metadata).
  public static var everyDescription: [RuleDescription] {
    (descriptions + breaking).sorted { $0.id < $1.id }
  }
}
