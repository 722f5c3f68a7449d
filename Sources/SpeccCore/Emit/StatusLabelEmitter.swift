/// Emits `<Namespace>+StatusLabels.swift`: the status-label table as
/// `public enum StatusLabel: String, CaseIterable, Sendable`, one case per label id, with the
/// user-facing `label`, the platform/capability `state` it describes and its `platform`.
struct StatusLabelEmitter: SpecEmitter {
  static func files(for spec: Spec) -> [OutputFile] {
    let labels = NameScope.statusLabels.names(spec.statusLabels) { $0.id.value }
    guard !labels.isEmpty else { return [] }
    return [
      OutputFile.swift(for: spec, suffix: "+StatusLabels") { p in
        p.block("extension \(SwiftEmitter.namespace(of: spec)) {") { p in
          p.stringEnum(
            "StatusLabel",
            doc: "User-facing statuses, one per platform or capability state; raw values are the spec ids.",
            cases: labels, rawValue: { $0.id.value }, caseDoc: { $0.state.value }
          ) { p in
            p.caseProperty("label", type: "String", doc: "The user-facing status.", cases: labels) {
              SwiftLiteral.string($0.label.value)
            }
            p.caseProperty(
              "state", type: "String", doc: "The platform or capability state it describes.", cases: labels
            ) { SwiftLiteral.string($0.state.value) }
            p.caseProperty(
              "platform", type: "String", doc: "Where it applies: all, ios, android, web or electron.", cases: labels
            ) { SwiftLiteral.string($0.platform.rawValue) }
          }
        }
      }
    ]
  }
}

extension NameScope {
  /// Cases of `StatusLabel`.
  static let statusLabels = NameScope(what: "status label", reserved: ["label", "state", "platform"])
}
