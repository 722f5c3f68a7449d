/// Runs each generated language's limit check (`Backend.limits`) on a spec that generates that
/// language (`generator.languages` of its `.specc.yml`, or `--lang`), and reports what it finds
/// under the backend's own rule id (`kotlin_jvm_limits`, `typescript_unsafe_integer`): a warning
/// at the spec text involved, else at the id of the item, else at the spec's id. Each backend's
/// `limitRule` is in `RuleRegistry.descriptions` (docs, `.specc.yml`, examples).
enum BackendLimits {
  /// Checks `spec` against the limits of `backends`, the languages it generates, reading `code`,
  /// its model when one was built already.
  static func check(_ spec: ResolvedSpec, backends: [Backend], code: CodeFile?, into sink: inout DiagnosticSink) {
    let backends = backends.filter { $0.limits != nil }
    guard !backends.isEmpty else { return }
    let code = code ?? CodeModel.build(spec)
    for backend in backends {
      guard let limits = backend.limits, let rule = backend.limitRule else { continue }
      for finding in limits(code) {
        sink.warning(rule.ruleID, "\(backend.displayName): " + finding.message, at: mark(of: finding, in: spec.spec))
      }
    }
  }

  /// The spec text involved (its first line, at most 40 characters), else the innermost id of
  /// the finding's path, else the spec's id.
  static func mark(of finding: LanguageLimit, in spec: Spec) -> Mark {
    if let text = finding.text?.split(separator: "\n").first.map({ String($0.unicodeScalars.prefix(40)) }),
      let mark = spec.source.firstMark(of: text)
    {
      return mark
    }
    let ids = spec.sections.idKinds.flatMap { $0.all(spec) }
    for component in finding.path.reversed() {
      if let id = ids.first(where: { $0.value == component }) { return id.mark }
    }
    return spec.id.mark
  }
}
