/// A decoded spec after the Resolve stage: what every stage after Decode reads (the rules, the
/// analyses, the code model, the docs and the language server). It wraps the decoded syntax
/// (`spec`, with positions) and adds the facts resolved once from it; `spec.templates` and every
/// other field of `Spec` read through as before.
@dynamicMemberLookup
public struct ResolvedSpec: Sendable {
  /// The decoded spec, as written (with positions).
  public var spec: Spec
  /// The names of the spec in every language it generates (`NameTable`), assigned once.
  var names = NameTable()
  /// Each platform's settings in force (defaults applied, each given or defaulted), by the
  /// name's raw value.
  var platformSettings: [String: PlatformSettings]
  /// The template analyses and budget reports, computed once (`SpecAnalyses`).
  var analyses: SpecAnalyses
  /// Every declared id and every reference to one, resolved (read from the tree along the schema).
  var symbols: SymbolTable
  /// The declared tokens by name, what a text is parsed against (`TemplateText`).
  var tokenNames: TokenNames
  /// Every locale tag the localization writes, read once (`LocaleValue`).
  var locales: SpecLocales
  /// The sound files the spec names, read from its `sounds_folder` (nil without one).
  var soundFolder: SoundFolder?
  /// The graph of each flow, in the order of `spec.flows`, built once for every flow check (each
  /// built its own: seven graphs per flow on every lint).
  var flowGraphs: [FlowGraph]

  /// `spec` is consumed: linking its references (`Spec.link()`) then edits its lists in place.
  init(spec: consuming Spec, symbols: SymbolTable = SymbolTable()) {
    self.spec = consume spec
    self.spec.link()
    let spec = self.spec
    soundFolder = spec.soundsFolder.map { folder in
      SoundFolder.read(folder: folder.value, specPath: spec.path, names: spec.soundUses.map(\.sound.value))
    }
    tokenNames = TokenNames(spec.tokens)
    locales = SpecLocales(spec.localization)
    platformSettings = PlatformSettings.of(spec)
    analyses = SpecAnalyses(spec)
    flowGraphs = spec.flows.map(FlowGraph.init)
    self.symbols = symbols
  }

  public subscript<T>(dynamicMember keyPath: KeyPath<Spec, T>) -> T { spec[keyPath: keyPath] }

  /// The declaration `ref` names, when it names one (`Spec.subscript(ref:)`).
  subscript<Target: Declared>(ref: Ref<Target>?) -> Target? { spec[ref] }
}

// Spec's methods, which key paths cannot reach.
extension ResolvedSpec {
  /// The settings in force of `platform`.
  func settings(of platform: Platform) -> PlatformSettings {
    platformSettings[platform.name.value.rawValue] ?? PlatformSettings(platform, scheduling: spec.scheduling)
  }

  /// See `Spec.isInvalid(at:)`.
  func isInvalid(at path: String) -> Bool { spec.isInvalid(at: path) }

  /// See `Spec.escaping(of:)`.
  func escaping(of template: Template) -> Escaping { spec.escaping(of: template) }

  /// See `Spec.missing(of:)`.
  func missing(of template: Template) -> MissingValue? { spec.missing(of: template) }
}
