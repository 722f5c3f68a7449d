/// Everything specc needs to know of one language it generates. A new language is one `Backend`
/// (its emitter and limit check), one naming profile and one runtime folder under `Runtimes/`;
/// the command line (`--lang`, `--<name>-output`), `generator.languages`, the do-not-edit files a
/// run may remove, the rule ids of its limit check and the docs all come from the registry.
public struct Backend: Sendable {
  public let language: Language
  /// How people write it: `Kotlin`.
  public let displayName: String
  /// The extension of its files; a run removes stale files of its own extension only, so
  /// languages may share a folder.
  public let fileExtension: String
  /// Writes into `--output` itself (Swift), rather than `<output>/<name>` by default.
  let writesIntoMainOutput: Bool
  /// The generated files of `inputs`, sorted by name (the runtime's files among them, if any).
  let generate: @Sendable (_ inputs: [BackendInput]) -> [OutputFile]
  /// What the language's compiler or runtime is known to reject or misread in a spec's output,
  /// reported under `limitRule` by `BackendLimitsRule` for the specs that generate this language.
  let limits: (@Sendable (_ code: CodeFile) -> [LanguageLimit])?
  let limitRule: RuleDescription?
  /// How the language names things: its naming pass, which runs once per spec into the spec's
  /// `NameTable` and which `identifier_collision` reads (nil: the language names nothing a spec
  /// could make clash).
  var naming: NamingProfile? = nil

  /// What the Resolve stage needs of the language's naming (given to `Resolver.resolve`).
  var languageNaming: LanguageNaming? {
    naming.map { LanguageNaming(language: language, displayName: displayName, idName: $0.idName) }
  }

  /// The command-line option that chooses this language's folder: `--kotlin-output` (nil for a
  /// language that writes into `--output`).
  public var outputOption: String? { writesIntoMainOutput ? nil : "--\(language.rawValue)-output" }

  /// The folder of this language's files when only `--output` is given.
  public func defaultFolder(output: String) -> String {
    writesIntoMainOutput ? output : (output.hasSuffix("/") ? output : output + "/") + language.rawValue
  }
}

/// One spec as a backend sees it: its model (the code every language prints) and configuration.
struct BackendInput: Sendable {
  var spec: Spec
  var code: CodeFile
  /// The access level and file layout the project asks for.
  var options: PrinterOptions = .defaults
  /// The names of `code` in the languages that generate it (each printer reads its own), when
  /// the run has made them.
  var names: NameTable? = nil

  /// The names `profile`'s naming pass gave the model: the table's, or made now when the run
  /// has no table for this language.
  func names(_ profile: NamingProfile) -> CodeNames {
    names?[profile.language]?.code ?? profile.names(code)
  }
}

/// A finding of a backend's limit check: where in the model (a dotted path such as
/// `StatusLabel` or `FeatureFlags.big`), the spec text involved when there is one, and why.
struct LanguageLimit: Sendable, Hashable {
  var path: [String]
  var text: String?
  var message: String
}

/// The languages specc generates, in the order their files are written.
public struct BackendRegistry: Sendable {
  public let backends: [Backend]

  init(_ backends: [Backend]) { self.backends = backends }

  /// Swift, Kotlin and TypeScript.
  public static let standard = BackendRegistry([SwiftBackend.backend, KotlinEmitter.backend, TypeScriptEmitter.backend])

  public var languages: [Language] { backends.map(\.language) }

  public func backend(_ language: Language) -> Backend? { backends.first { $0.language == language } }

  /// Reads a `--lang` value: names separated by commas (`swift,kotlin`), in any case; nil when one
  /// is unknown or none is given.
  public func list(_ text: String) -> [Language]? {
    var result: [Language] = []
    for name in text.split(separator: ",") {
      let language = Language(name.trimmingCharacters(in: .whitespaces).lowercased())
      guard backend(language) != nil else { return nil }
      if !result.contains(language) { result.append(language) }
    }
    return result.isEmpty ? nil : result
  }

  /// `swift, kotlin, typescript`: for messages and help.
  public var names: String { languages.map(\.rawValue).concatenated(separator: ", ") }

  /// The extensions of every language's files (what `Writer` recognises as possibly generated).
  var fileExtensions: [String] { backends.map(\.fileExtension) }

  /// The rule descriptions of every backend's limit check.
  var limitRules: [RuleDescription] { backends.compactMap(\.limitRule) }
}
