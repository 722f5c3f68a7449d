/// What several stages read of one spec — the template analyses (length and overflow rules, docs,
/// user-facing strings, the code model's worst cases) and the budget reports (the budget rules,
/// the docs, the code model's constants and planner) — computed once per spec per run by
/// `Spec.computeOnce()`, which `Pipeline.lint` calls after decoding. Never compared: two specs
/// are equal by what they say, not by what was computed from them.
///
/// A copy of a spec changed after `computeOnce()` (a docs scenario with another window) clears
/// them (`spec.computed = ComputedFacts()`); the analyses' own functions (`Budget.report`,
/// `TemplateAnalyses(spec)`) always compute afresh.
struct ComputedFacts: Sendable, Hashable {
  var templates: TemplateAnalyses?
  var budgets: [BudgetReport]?

  static func == (_: ComputedFacts, _: ComputedFacts) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

extension Spec {
  /// Computes what several stages read (`ComputedFacts`), once; a spec decoded without
  /// `Pipeline.lint` computes them on each read instead.
  mutating func computeOnce() {
    computed = ComputedFacts()
    computed.templates = TemplateAnalyses(self)
    computed.budgets = Budget.report(for: self)
  }

  /// Every wording of every template, analysed (computed once by `computeOnce()`).
  var templateAnalyses: TemplateAnalyses { computed.templates ?? TemplateAnalyses(self) }

  /// One budget report per platform that schedules local notifications, in platform order
  /// (computed once by `computeOnce()`; `Budget.report(for:)` computes afresh).
  var budgetReports: [BudgetReport] { computed.budgets ?? Budget.report(for: self) }

  /// The budget report of one platform (computed once by `computeOnce()`).
  func budgetReport(for platform: PlatformName) -> BudgetReport? {
    computed.budgets.map { $0.first { $0.platform == platform } } ?? Budget.report(for: self, platform: platform)
  }
}
