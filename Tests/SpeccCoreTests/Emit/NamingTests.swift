import Testing

@testable import SpeccCore

/// Issue 19: one uniquing algorithm for every language, and `identifier_collision` reports what
/// any configured language would rename, located in the spec, instead of a silent suffix.
@Suite struct NamingTests {
  @Test func oneAlgorithmForEveryLanguage() {
    #expect(Naming.unique(["A", "A", "B", "A"], taken: ["B"]) == ["A", "A_2", "B_2", "A_3"])
    // A name that brings others with it (TypeScript's `Slot` exports `SlotID`, …) clashes on any.
    let exported = { (name: String) in [name, name + "ID"] }
    #expect(Naming.unique(["Slot", "SlotID"], taken: [], derived: exported) == ["Slot", "SlotID_2"])
    var renames: [NameRename] = []
    _ = Naming.unique(["a", "a", "b"], from: ["x", "y", "z"], into: &renames)
    #expect(renames == [NameRename(wanted: "a", given: "a_2", source: "y")])
    renames = []
    _ = Naming.unique(["a", "b"], from: ["a", "b"], into: &renames)
    #expect(renames.isEmpty)
    // Without `derived`, a name is one name: the same sequence as `derived: { [$0] }`.
    let bases = ["a", "a_2", "a", "b", "a", "a_2"]
    #expect(Naming.unique(bases, taken: ["b"]) == Naming.unique(bases, taken: ["b"], derived: { [$0] }))
  }

  /// The first character changed by byte for ASCII names, as `prefix(1)` cased and the rest
  /// otherwise.
  @Test func firstCharacterCase() {
    for name in ["dailyMessage", "DailyMessage", "x", "X", "", "9lives", "_a", "éclair", "Éclair", "ǅx", "ß"] {
      #expect(Naming.upperFirst(name) == name.prefix(1).uppercased() + String(name.dropFirst()))
      #expect(Naming.lowerFirst(name) == name.prefix(1).lowercased() + String(name.dropFirst()))
    }
  }

  /// Issue 27: names are assigned once, in the spec's `NameTable`, and the printers read them
  /// from there (a name changed in the table is the name printed, in every language).
  @Test func thePrintersReadTheirNamesFromTheTable() throws {
    let text = LoadingRules.header + "error_codes:\n  - id: FETCH_TIMEOUT\n  - id: STORAGE_BUSY\n"
    let result = Pipeline.lint(text: text, path: "demo.yaml", languages: [.swift, .kotlin, .typescript])
    let resolved = try #require(result.resolved)
    let table = resolved.names
    let code = try #require(result.code)
    #expect(table.languages.map(\.language) == [.swift, .kotlin, .typescript])
    #expect(table[.swift]?.code?.caseName(["ErrorCode"], "FETCH_TIMEOUT") == "fetchTimeout")
    #expect(table[.kotlin]?.code?.caseName(["ErrorCode"], "FETCH_TIMEOUT") == "FETCH_TIMEOUT")
    // The id-level names carry the id's position.
    let swiftID = try #require(table[.swift]?.ids.first { $0.id.value == "STORAGE_BUSY" })
    #expect(swiftID.name == "storageBusy" && swiftID.id.mark.line == 6)
    func renamed(_ language: Language) throws -> CodeNames {
      var names = try #require(table[language]?.code)
      names.cases["ErrorCode"]?["STORAGE_BUSY"] = "fromTheTable"
      return names
    }
    let swift = SwiftBackend(code, names: try renamed(.swift)).files().map(\.contents).joined()
    #expect(swift.contains("case fromTheTable = \"STORAGE_BUSY\""))
    #expect(KotlinEmitter(code, names: try renamed(.kotlin)).print().contains("fromTheTable(\"STORAGE_BUSY\")"))
    #expect(
      TypeScriptEmitter(code, names: try renamed(.typescript)).print().contains(
        "fromTheTable: { id: \"STORAGE_BUSY\" }"))
  }

  static let slotNamespace =
    "spec: demo\nname: Slot\nversion: \"1.0\"\nplatforms:\n  ios:\n    pending_cap: 64\n"
    + "slots:\n  - id: \"0800\"\n    time: \"08:00\"\n"

  static func collisions(_ text: String, _ languages: [Language]) -> [Diagnostic] {
    Pipeline.lint(text: text, path: "demo.yaml", languages: languages).diagnostics.filter {
      $0.ruleID == IdentifierCollisionRule.id.rawValue
    }
  }

  @Test func aTypeScriptOnlyClashIsAnErrorOnlyWhereTypeScriptIsGenerated() {
    #expect(Self.collisions(Self.slotNamespace, [.swift]).isEmpty)
    #expect(Self.collisions(Self.slotNamespace, [.swift, .kotlin]).isEmpty)
    let found = Self.collisions(Self.slotNamespace, [.typescript])
    #expect(found.count == 1)
    #expect(found.first?.location.line == 2 && found.first?.message.contains("TypeScript name 'Slot'") == true)
  }

  /// Flows `a_b` and `ab` are types `AB` and `Ab` in Swift and Kotlin, but TypeScript hoists
  /// both to `FlowsAbState`: an error at the later flow, where TypeScript is generated.
  @Test func aTypeScriptOnlyClashIsLocatedAtItsID() throws {
    let text = ForeignInjectionTests.edgeSpec
    #expect(Self.collisions(text, [.swift, .kotlin]).isEmpty)
    let found = Self.collisions(text, [.typescript])
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("- id: ab") }
    #expect(found.map(\.location.line) == [try #require(line) + 1])
    #expect(found.first?.message.contains("TypeScript name 'FlowsAbState'") == true)
  }

  /// A token named like a local of Kotlin's renderers is escaped as a keyword is (`values_`),
  /// the same in every language: not a clash.
  @Test func reservedNamesAreEscapedNotRenamed() {
    let text =
      LoadingRules.header + "tokens:\n  - id: values\n    kind: text\n    max_length: 10\n"
      + "templates:\n  - id: t\n    title: \"{{values}}\"\n    body: Body\n"
    #expect(Self.collisions(text, BackendRegistry.standard.languages).isEmpty)
    let spec = Pipeline.lint(text: text, path: "demo.yaml").spec
    let kotlin = spec.map { KotlinEmitter(CodeModel.build($0)).print() } ?? ""
    #expect(kotlin.contains("fun renderT(values_: String"))
  }
}
