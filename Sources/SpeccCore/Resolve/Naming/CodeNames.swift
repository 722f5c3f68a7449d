/// Every name one language's printer gives a spec's code model, made by the language's naming
/// pass (`NamingProfile.names`) before anything is printed. Keys are model paths joined with `.`
/// (`Prayer.Kind`, `Flows.Ab.State`) and raw spec ids: case identity is the raw id, never a name.
struct CodeNames: Sendable {
  /// The case (entry) name of each raw id, by enum path.
  var cases: [String: [String: String]] = [:]
  /// The name of each constant (and, in TypeScript's constants object, each nested namespace),
  /// by the path of its namespace and its model name.
  var members: [String: [String: String]] = [:]
  /// Type names by model path: TypeScript's top-level names (`PrayerKind`), Kotlin's
  /// file-private aliases (`_PrayerKind`).
  var types: [String: String] = [:]
  /// The paths of `types`, in declaration order.
  var typePaths: [String] = []
  /// Each typed renderer's function and parameters (one per token, in order), by template id.
  var renderers: [String: RendererNames] = [:]
  /// Names made from a flow (TypeScript's `flows<Flow>` of `…Next` and `…TestVectors`), by the
  /// path of its `State` enum.
  var flows: [String: String] = [:]
  /// Other top-level names, by their role name (`Planner`).
  var roles: [String: String] = [:]
  /// Every name the pass had to change to keep names unique: each is an `identifier_collision`.
  var renames: [NameRename] = []

  /// The case name of `raw` in the enum at `path`.
  func caseName(_ path: [String], _ raw: String) -> String? { cases[path.concatenated(separator: ".")]?[raw] }
}

/// A typed renderer's names in one language.
struct RendererNames: Sendable, Hashable {
  var function: String
  var parameters: [String]
  /// The type of its variant ids (`DailyMessageVariant`), when the template has variants.
  var variantType: String? = nil
  /// The case name of each variant id, in the template's order (none where the type is a union
  /// of the ids themselves, as in TypeScript).
  var variantCases: [String] = []
}
