/// TypeScript's naming pass. Every enum and record is hoisted to the module's top level and
/// named by its path (`PrayerKind`); an enum brings `<Name>ID`, `<Name>Info`, `<Name>Values` and
/// `<name>FromId` with it. Those, each flow's `flows<Flow>Next` and `…TestVectors`, the
/// renderers and the planner share the module's top level with the spec's namespace object, so
/// they are made unique together, in declaration order. Entries are `UPPER_SNAKE_CASE`; the
/// constants object's members `lowerCamelCase`.
enum TypeScriptNaming {
  /// The module's own top-level names besides the namespace.
  static let runtimeNames = ["renderTemplate", "templateWording", "templateWordingIn"]

  /// The globals of ES2022 and TypeScript's lib (and the utility types) generated code or an
  /// app's code names: a top-level export named so would shadow the global inside the module
  /// (`export const Object` breaks `Object.prototype`), so the namespace and every hoisted name
  /// get a `_` (issue 42).
  static let globals: Set<String> = [
    "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Date", "Error", "EvalError", "Function", "Infinity",
    "Intl", "JSON", "Map", "Math", "NaN", "Number", "Object", "Promise", "Proxy", "RangeError", "ReferenceError",
    "Reflect", "RegExp", "Set", "String", "Symbol", "SyntaxError", "TypeError", "URIError", "WeakMap", "WeakRef",
    "WeakSet", "Uint8Array", "Int32Array", "Float64Array", "Atomics", "SharedArrayBuffer", "globalThis", "console",
    "Partial", "Readonly", "ReadonlyArray", "ReadonlyMap", "ReadonlySet", "Record", "Required", "Pick", "Omit",
    "Exclude", "Extract", "NonNullable", "ReturnType", "Parameters", "InstanceType", "Awaited", "PromiseLike",
    "Iterable", "Iterator", "IterableIterator", "PropertyKey", "TemplateStringsArray",
  ]

  /// `name`, with `_` when it is a global.
  static func unshadowed(_ name: String) -> String { globals.contains(name) ? name + "_" : name }

  static func names(_ code: CodeFile) -> CodeNames {
    var names = CodeNames()
    let namespace = unshadowed(code.namespace)
    names.roles["Namespace"] = namespace
    var used = Set([namespace] + runtimeNames).union(globals)
    let members = code.inlined.members
    collect(members, path: [], &names, &used)
    constants(members, path: [], &names)
    return names
  }

  /// The top-level names an enum called `name` exports.
  static func derived(_ name: String) -> [String] {
    [name, idType(name), name + "Info", name + "Values", lowerFirst(name) + "FromId"]
  }

  static func lowerFirst(_ name: String) -> String { Naming.lowerFirst(name) }

  /// The union of an enum's ids: `SlotID`; `CategoryActionID` for `CategoryActionID` itself
  /// (the type and the entries share the name, as TypeScript allows), never `…IDID`.
  static func idType(_ name: String) -> String { name.hasSuffix("ID") ? name : name + "ID" }

  private static func collect(_ decls: [CodeDecl], path: [String], _ names: inout CodeNames, _ used: inout Set<String>)
  {
    for decl in decls {
      switch decl {
      case .enumeration(let item):
        let key = (path + [item.name]).concatenated(separator: ".")
        names.types[key] = Naming.unique(
          unshadowed(ForeignName.joined(path + [item.name])), from: nil, in: &used, derived: derived,
          into: &names.renames)
        names.typePaths.append(key)
        let raws = item.cases.map(\.raw)
        let entries = Naming.unique(
          raws.map { ForeignName.upperSnake($0, digitPrefix: item.digitPrefix) }, from: raws, into: &names.renames)
        names.cases[key] = Dictionary(zip(raws, entries).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        collect(item.members, path: path + [item.name], &names, &used)
      case .record(let record):
        let key = (path + [record.name]).concatenated(separator: ".")
        names.types[key] = Naming.unique(
          unshadowed(ForeignName.joined(path + [record.name])), from: nil, in: &used, into: &names.renames)
        names.typePaths.append(key)
      case .namespace(let name, _, let members): collect(members, path: path + [name], &names, &used)
      case .transitions(let flow):
        // Flows whose ids differ only by `_` (`a_b`, `ab`) join to one name: made unique.
        let exported = { (base: String) in [base + "Next", base + "TestVectors"] }
        names.flows[flow.statePath.concatenated(separator: ".")] = Naming.unique(
          lowerFirst(ForeignName.joined(Array(flow.statePath.dropLast()))), from: nil, in: &used, derived: exported,
          into: &names.renames)
      case .renderers(let renderers):
        for renderer in renderers {
          let base = runtimeNames.contains(renderer.function) ? renderer.function + "_" : renderer.function
          let function = Naming.unique(base, from: renderer.template, in: &used, into: &names.renames)
          // A template's variants: `export type <Template>Variant = "short" | …`.
          let variantType =
            renderer.variants.isEmpty
            ? nil
            : Naming.unique(
              ForeignName.joined([renderer.template]) + "Variant", from: renderer.template, in: &used,
              into: &names.renames)
          names.renderers[renderer.template] = RendererNames(
            function: function, parameters: renderer.tokens, variantType: variantType)
        }
      case .planner:
        names.roles["Planner"] = Naming.unique("Planner", from: nil, in: &used, into: &names.renames)
      case .constant, .part: break
      }
    }
  }

  /// The members of the constants object: each namespace's constants and nested namespaces.
  private static func constants(_ decls: [CodeDecl], path: [String], _ names: inout CodeNames) {
    var raws: [String] = []
    var bases: [String] = []
    for decl in decls {
      switch decl {
      case .constant(let name, _, _, _):
        raws.append(name)
        bases.append(ForeignName.lowerCamel(name, keywords: []))
      case .namespace(let name, _, let members):
        raws.append(name)
        bases.append(name)
        constants(members, path: path + [name], &names)
      default: break
      }
    }
    let unique = Naming.unique(bases, from: raws, into: &names.renames)
    names.members[path.concatenated(separator: ".")] = Dictionary(
      zip(raws, unique).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
  }
}
