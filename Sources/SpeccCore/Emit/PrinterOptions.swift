/// How a printer writes what it prints, as the project's configuration (`generator:` of
/// `.specc.yml`) asks: the access level of the declarations and how a spec's code is split into
/// files. The printers read it while printing; nothing rewrites their text afterwards.
struct PrinterOptions: Sendable, Hashable {
  /// The access level of generated declarations.
  enum Access: Sendable, Hashable {
    /// `public`: the generated code is a module's API (default).
    case `public`
    /// No modifier: visible in the generated code's own module only.
    case `internal`
  }

  /// How one spec's code is split into files.
  enum Layout: Sendable, Hashable {
    /// `PillPal.swift`, `PillPal+Templates.swift`, … (default).
    case fileByKind
    /// One `PillPal.swift` per spec.
    case fileBySpec
  }

  var access: Access = .public
  var layout: Layout = .fileByKind
  /// Kotlin: the package of every generated file (nil: `specc.generated.<namespace>`).
  var kotlinPackage: String? = nil
  /// Kotlin: the runtime is written beside the generated files (false: once, elsewhere, by
  /// `generator.kotlin.runtime_output`).
  var kotlinRuntimeBeside: Bool = true
  /// The platform adapters to write (`generator.adapters`; none by default).
  var adapters: Set<AdapterPlatform> = []

  static let defaults = PrinterOptions()

  /// What a declaration starts with at this access level: `public ` or nothing.
  var accessModifier: String {
    switch access {
    case .public: "public "
    case .internal: ""
    }
  }
}
