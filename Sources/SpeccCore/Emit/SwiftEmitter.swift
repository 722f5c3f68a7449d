/// An emitter of one kind of output (constants, status labels, templates, flows) for one spec.
/// Adding an output kind is adding one type and naming it in `SwiftEmitter.all`.
protocol SpecEmitter: Sendable {
  /// The files of this kind for `spec`; none when the spec has nothing of this kind.
  /// Must be deterministic: same spec, same bytes.
  static func files(for spec: Spec) -> [OutputFile]
}

/// Every Swift emitter, and the composition of them.
enum SwiftEmitter {
  /// Every emitter, in no particular order (output is sorted by file name).
  static let all: [any SpecEmitter.Type] = [
    ConstantsEmitter.self,
    StatusLabelEmitter.self,
    TemplateEmitter.self,
    BudgetEmitter.self,
    FlowEmitter.self,
    PlannerEmitter.self,
  ]

  /// The generated files of every spec, sorted by name.
  static func generate(_ specs: [Spec], emitters: [any SpecEmitter.Type] = all) -> [OutputFile] {
    specs.flatMap { spec in emitters.flatMap { $0.files(for: spec) } }.sorted { $0.name < $1.name }
  }

  /// The Swift namespace (top-level enum) of a spec: its `swift_name`, else its name in
  /// UpperCamelCase (`PillPal` for "PillPal", `DoseTimes` for "Dose Times"), else — for a name
  /// with no ASCII letter to start from — its id's.
  static func namespace(of spec: Spec) -> String {
    let name = candidateNamespace(of: spec)
    // Generated code names these modules; a namespace must not hide them.
    return ["SpeccRuntime", "Foundation", "Swift"].contains(name) ? name + "_" : name
  }

  private static func candidateNamespace(of spec: Spec) -> String {
    if let swiftName = spec.swiftName?.value, !swiftName.isEmpty {
      return SwiftName.bare(SwiftName.typeName(swiftName))
    }
    let fromName = SwiftName.camelCase(spec.name.value, lowerFirst: false)
    guard let first = fromName.unicodeScalars.first, ("A"..."Z").contains(first) else {
      return SwiftName.bare(SwiftName.typeName(spec.id.value))
    }
    return SwiftName.bare(SwiftName.typeName(spec.name.value))
  }
}
