/// Every rule specc knows, in the order they run.
public enum RuleRegistry {
  /// Checks of the decoded model.
  static let all: [any Rule.Type] = [
    UniqueIDsRule.self,
    IDFormatRule.self,
    SlotTimeRule.self,
    SlotChoicesRule.self,
    DSTTimeRule.self,
    ReferencesRule.self,
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
  /// `rules`, a suppression) needs, without building every description and its examples
  /// (`RuleRegistryTests` checks the two lists agree).
  static let ids: [String] = [
    "alias_expansion_limit",
    "app_limits",
    "breaking_action_removed",
    "breaking_baseline_unreadable",
    "breaking_category_removed",
    "breaking_changes_ok_unused",
    "breaking_channel_changed",
    "breaking_channel_removed",
    "breaking_flag_value_changed",
    "breaking_prayer_removed",
    "breaking_slot_removed",
    "breaking_spec_removed",
    "breaking_status_label_removed",
    "copy_rules",
    "default_option_offered",
    "dst_sensitive_time",
    "duplicate_key",
    "duplicate_namespace",
    "empty_file",
    "feature_flag_default",
    "file_too_large",
    "flag_values",
    "flow_copy_context",
    "flow_copy_rules",
    "flow_dead_end",
    "flow_decision_cycle",
    "flow_decision_total",
    "flow_end_status",
    "flow_nondeterministic",
    "flow_prompt_copy",
    "flow_status_coverage",
    "flow_unknown_state",
    "flow_unreachable_state",
    "id_format",
    "identifier_collision",
    "invalid_encoding",
    "kotlin_jvm_limits",
    "multiple_documents",
    "nesting_too_deep",
    "pending_cap_exceeded",
    "pending_cap_headroom",
    "platform_limits",
    "reminder_offsets",
    "reminder_requires_at_time",
    "rendering_options",
    "schedule_kind",
    "schema_required",
    "schema_type",
    "schema_unknown_key",
    "schema_value",
    "settings_consistency",
    "slot_choices",
    "slot_id_matches_time",
    "snooze_action",
    "suppression",
    "template_length",
    "template_overflow",
    "template_tokens",
    "token_declaration",
    "too_many_diagnostics",
    "too_many_nodes",
    "translation_bidi",
    "translation_complete",
    "translation_keys",
    "translation_length",
    "translation_tokens",
    "typescript_unsafe_integer",
    "unique_ids",
    "unknown_reference",
    "unsupported_tag",
    "unused_declaration",
    "weekday_limits",
    "yaml_syntax",
  ]

  /// Every rule specc can report: `descriptions` and `breaking`, sorted by id (`specc rules`,
  /// SARIF rule metadata).
  public static var everyDescription: [RuleDescription] {
    (descriptions + breaking).sorted { $0.id < $1.id }
  }
}
