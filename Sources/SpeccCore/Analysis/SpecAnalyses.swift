/// What several stages read of one spec, computed once per spec by the Resolve stage
/// (`ResolvedSpec.analyses`): the template analyses (the length and overflow rules, the
/// user-facing strings, the code model's worst cases) and the budget reports (the budget rules,
/// the code model's constants and planner). A stage that holds only a `Spec` (a docs scenario
/// with another window, a test) computes its own with `SpecAnalyses(spec)`.
struct SpecAnalyses: Sendable {
  /// Every wording of every template, analysed.
  var templates: TemplateAnalyses
  /// One budget report per platform that schedules local notifications, in platform order.
  var budgets: [BudgetReport]
  /// One coverage proof per budget report (issue 32), beside it.
  var coverages: [CoverageReport]

  init(_ spec: Spec) {
    templates = TemplateAnalyses(spec)
    budgets = Budget.report(for: spec)
    coverages = Coverage.report(for: spec, budgets: budgets)
  }

  /// Counts every computation of a spec's template analyses or budget reports made inside
  /// `$computations.withValue(_:)`: tests check that a run computes them once per spec.
  @TaskLocal static var computations: YAMLReader.ReadCount?

  /// The budget report of one platform.
  func budget(for platform: PlatformName) -> BudgetReport? { budgets.first { $0.platform == platform } }
}

extension ResolvedSpec {
  /// Every wording of every template, analysed once (`SpecAnalyses`).
  var templateAnalyses: TemplateAnalyses { analyses.templates }

  /// One budget report per platform that schedules local notifications, computed once.
  var budgetReports: [BudgetReport] { analyses.budgets }

  /// One coverage proof per platform that schedules locally, computed once.
  var coverageReports: [CoverageReport] { analyses.coverages }
}
