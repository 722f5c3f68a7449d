/// Every rule specc knows: the checks of a resolved spec, in the order they run, and with them
/// the rules of every other family (reading, the languages' limits, the project, suppressions,
/// breaking changes). It is the one list of rule ids: `.specc.yml`'s `rules` and in-file
/// suppressions are handed `ids(backends:)` as data, and `specc rules`, docs/rules.md and SARIF
/// read the descriptions. A rule is one registration (its type in `checks`, or its description
/// in its family's list) and its id follows; a test registers a toy rule with `adding(_:)`.
public struct RuleRegistry: Sendable {
  /// Checks of the resolved spec, in the order `Pipeline.lint` runs them.
  let checks: [any Rule.Type]

  init(_ checks: [any Rule.Type]) { self.checks = checks }

  /// specc's own checks.
  public static let standard = RuleRegistry([
    UniqueIDsRule.self,
    IDFormatRule.self,
    ShippedIDRule.self,
    SlotTimeRule.self,
    SlotChoicesRule.self,
    DSTTimeRule.self,
    ReferencesRule.self,
    MissingReferenceRule.self,
    ReminderOffsetsRule.self,
    ReminderRequiresAtTimeRule.self,
    DefaultOptionOfferedRule.self,
    NotificationSoundRule.self,
    SoundFileRule.self,
    ChannelSettingsRule.self,
    WeekdayLimitsRule.self,
    ScheduleRule.self,
    ScheduleNeverFiresRule.self,
    ScheduleEndedRule.self,
    TemplateLengthRule.self,
    TemplateTokensRule.self,
    TemplateOverflowRule.self,
    TokenDeclarationRule.self,
    RenderingOptionsRule.self,
    SnoozeActionRule.self,
    SnoozeOptionsRule.self,
    InterruptionEntitlementRule.self,
    NotificationBadgeRule.self,
    NotificationVisibilityRule.self,
    ChannelChoiceRule.self,
    ReminderChannelSoundRule.self,
    NotificationGroupRule.self,
    AndroidActionsRule.self,
    FullScreenIntentRule.self,
    NotificationAttachmentRule.self,
    AppLimitsRule.self,
    PendingCapExceededRule.self,
    PendingCapHeadroomRule.self,
    CoveragePromiseRule.self,
    OSRepeatRule.self,
    OSRepeatSuggestedRule.self,
    AndroidShownAtOnceRule.self,
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
    CopyRequestPlatformRule.self,
    IdentifierCollisionRule.self,
    FeatureFlagDefaultRule.self,
    FlagValuesRule.self,
    SettingsConsistencyRule.self,
  ])

  /// This registry with `rule` checked after the others.
  func adding(_ rule: any Rule.Type) -> RuleRegistry { RuleRegistry(checks + [rule]) }

  /// Every rule a lint with `backends` can report (its checks, the reading rules, the languages'
  /// limit checks, the project's and the suppressions'), sorted by id.
  func descriptions(backends: BackendRegistry) -> [RuleDescription] {
    (Self.loading + checks.map { $0.description } + Self.limits(of: backends) + Self.project + Self.suppressions)
      .sorted { $0.id < $1.id }
  }

  /// `descriptions(backends:)`, the breaking-change and the format rules, sorted by id (`specc
  /// rules`, SARIF).
  func everyDescription(backends: BackendRegistry) -> [RuleDescription] {
    (descriptions(backends: backends) + Self.breaking + Self.format).sorted { $0.id < $1.id }
  }

  /// The id of every rule in `everyDescription(backends:)`, sorted: what `.specc.yml`'s `rules`
  /// and a suppression may name.
  func ids(backends: BackendRegistry) -> [String] { everyDescription(backends: backends).map(\.id) }

  /// Rules reported while reading and validating a file (they have no model check).
  static let loading: [RuleDescription] = LoadingRules.descriptions

  /// Rules that look at every spec of a run together.
  static let project: [RuleDescription] = [ProjectChecks.description]

  /// In-file suppressions (checked after every other rule).
  static let suppressions: [RuleDescription] = [Suppressions.description]

  /// Rules reported only by `specc lint --against` (their examples are before/after pairs).
  static let breaking: [RuleDescription] = BreakingRules.descriptions

  /// Rules reported only by `specc format` and the editor's formatting (their examples run
  /// through the formatter).
  static let format: [RuleDescription] = FormatRules.descriptions

  /// The languages' limit checks, which `BackendLimits` reports as warnings.
  static func limits(of backends: BackendRegistry) -> [RuleDescription] {
    backends.limitRules.map { rule in
      var rule = rule
      rule.severity = .warning
      return rule
    }
  }

  // The standard registry with the standard languages: what the commands read.

  /// The standard checks.
  static var all: [any Rule.Type] { standard.checks }

  /// The standard rules but the breaking-change ones, sorted by id.
  static var descriptions: [RuleDescription] { standard.descriptions(backends: .standard) }

  /// The standard rule ids, sorted; made once per process.
  static let ids: [String] = standard.ids(backends: .standard)

  /// Every standard rule, sorted by id (`specc rules`, SARIF rule metadata).
  public static var everyDescription: [RuleDescription] { standard.everyDescription(backends: .standard) }
}
