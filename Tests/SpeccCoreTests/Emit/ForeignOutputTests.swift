import Foundation
import Testing

@testable import SpeccCore

/// Issue 15: Kotlin and TypeScript carry the same content as the Swift output — every id, every
/// integer constant — and their names and literals are safe whatever a spec says.
@Suite struct ForeignOutputTests {
  static func outputs(_ name: String) throws -> (swift: String, kotlin: String, typeScript: String, spec: Spec) {
    let spec = try GeneratedDocsTests.spec(name)
    let swift = Compiler.outputs(for: [spec]).filter { !$0.name.hasSuffix("+Planner.swift") }.map(\.contents)
    let kotlin = Compiler.outputs(for: [spec], language: .kotlin).filter {
      !["SpeccRuntime.kt", "SpeccPlanner.kt"].contains($0.name)
    }
    let typeScript = Compiler.outputs(for: [spec], language: .typescript).filter {
      !["specc-runtime.ts", "specc-planner.ts"].contains($0.name)
    }
    return (swift.joined(), kotlin.map(\.contents).joined(), typeScript.map(\.contents).joined(), spec)
  }

  /// `name = value` of every integer constant, as each language writes it.
  static func integers(_ text: String, _ pattern: String) throws -> Set<String> {
    let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      regex.matches(in: text, range: range).compactMap { match -> String? in
        guard let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else {
          return nil
        }
        return "\(text[name]) = \(text[value])"
      })
  }

  @Test(arguments: SpecsLintCleanTests.specFiles)
  func everyIntegerConstantIsTheSameInEveryLanguage(_ name: String) throws {
    let (swift, kotlin, typeScript, _) = try Self.outputs(name)
    let inSwift = try Self.integers(swift, #"^\s*public static let (\w+): Int = (-?\d+)$"#)
    #expect(!inSwift.isEmpty)
    #expect(try Self.integers(kotlin, #"^\s*const val (\w+): Int = (-?\d+)$"#) == inSwift)
    #expect(try Self.integers(typeScript, #"^\s*(\w+): (-?\d+),$"#) == inSwift)
  }

  @Test(arguments: SpecsLintCleanTests.specFiles)
  func everyIDIsInEveryLanguage(_ name: String) throws {
    let (_, kotlin, typeScript, spec) = try Self.outputs(name)
    var ids = spec.slots.map(\.id.value) + spec.channels.map(\.id.value) + spec.categories.map(\.id.value)
    ids += spec.categories.flatMap(\.actions).map(\.id.value) + spec.prayers.map(\.id.value)
    ids += spec.errorCodes.map(\.id.value) + spec.statusLabels.map(\.id.value) + spec.templates.map(\.id.value)
    ids += spec.featureFlags.map(\.id.value) + spec.flows.map(\.id.value)
    ids += spec.flows.flatMap(\.states).flatMap { [$0.id.value] + $0.transitions.map(\.on.value) }
    #expect(ids.count > 3)
    for id in Set(ids) {
      #expect(kotlin.contains(ForeignLiteral.string(id, .kotlin)), "\(name): Kotlin lacks \(id)")
      #expect(typeScript.contains(ForeignLiteral.string(id, .typeScript)), "\(name): TypeScript lacks \(id)")
    }
  }

  /// Issue 19: every language prints the one model, so every enum property has the same name in
  /// the three (a channel's user-visible name is `displayName` everywhere) and every doc the
  /// model states reaches each language.
  @Test(arguments: SpecsLintCleanTests.specFiles)
  func everyPropertyAndDocIsTheSameInEveryLanguage(_ name: String) throws {
    let (swift, kotlin, typeScript, spec) = try Self.outputs(name)
    let code = CodeModel.build(spec)
    var properties: Set<String> = []
    var docs: Set<String> = []
    func walk(_ decls: [CodeDecl]) {
      for decl in decls {
        switch decl {
        case .enumeration(let item):
          properties.formUnion(item.properties.map(\.name))
          docs.formUnion([item.doc] + item.properties.map(\.doc))
          walk(item.members)
        case .namespace(_, let doc, let members):
          docs.formUnion(doc.map { [$0] } ?? [])
          walk(members)
        case .part(_, let members): walk(members)
        case .constant(_, _, _, let doc): docs.formUnion(doc.map { [$0] } ?? [])
        case .renderers(let renderers): docs.formUnion(renderers.map(\.doc))
        case .record, .transitions, .planner: break
        }
      }
    }
    walk(code.members)
    #expect(properties.contains("label") || spec.statusLabels.isEmpty)
    // Docs are compared on their first words, before any language wraps a line.
    func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).prefix(8).joined(separator: " ") }
    let texts = [swift, kotlin, typeScript].map { text in
      text.split(separator: "\n").map { line in
        line.trimmingCharacters(in: .whitespaces).trimmingPrefix("///").trimmingPrefix("/**").trimmingPrefix("*")
      }.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    for doc in docs where !doc.contains("\n") && doc.unicodeScalars.allSatisfy({ !SwiftLiteral.isUnsafe($0) }) {
      for (language, text) in zip(["Swift", "Kotlin", "TypeScript"], texts) {
        let found = text.contains(flat(doc))
        #expect(found, "\(name): \(language) lacks the doc \"\(doc)\"")
      }
    }
    for property in properties {
      let found = [
        swift.contains("public var \(property): "), kotlin.contains("val \(property): "),
        typeScript.contains("readonly \(property): "),
      ]
      #expect(found == [true, true, true], "\(name): \(property) in Swift, Kotlin, TypeScript: \(found)")
    }
  }

  @Test func entryNamesAreUpperSnakeCase() {
    #expect(ForeignName.upperSnake("doses.daily", digitPrefix: "n") == "DOSES_DAILY")
    #expect(ForeignName.upperSnake("0800", digitPrefix: "slot") == "SLOT_0800")
    #expect(ForeignName.upperSnake("FETCH_TIMEOUT", digitPrefix: "n") == "FETCH_TIMEOUT")
    #expect(ForeignName.upperSnake("prefetchLeadMinutes", digitPrefix: "n") == "PREFETCH_LEAD_MINUTES")
    #expect(ForeignName.upperSnake("v2", digitPrefix: "n") == "V_2")
    #expect(ForeignName.upperSnake("🔔", digitPrefix: "n") == "UNNAMED")
    #expect(ForeignName.uniqued(["A", "A", "B", "A"], taken: ["B"]) == ["A", "A_2", "B_2", "A_3"])
    #expect(ForeignName.lowerCamel("when", keywords: ForeignName.kotlinKeywords) == "when_")
    #expect(ForeignName.lowerCamel("when", keywords: []) == "when")
  }

  @Test func literalsHoldSpecTextAsData() {
    #expect(ForeignLiteral.string("a\"b\\c$d", .kotlin) == #""a\"b\\c\$d""#)
    #expect(ForeignLiteral.string("a\"b\\c${d}", .typeScript) == #""a\"b\\c${d}""#)
    #expect(ForeignLiteral.string("x\u{202E}y\n", .typeScript) == #""x\u{202E}y\n""#)
    #expect(ForeignLiteral.string("x\u{202E}\u{E0041}", .kotlin) == #""x\u202E\uDB40\uDC41""#)
    #expect(ForeignLiteral.string("emoji 🔔 stays", .kotlin) == "\"emoji 🔔 stays\"")
  }

  @Test func docCommentsCannotEndOrNestEarly() {
    let lines = ForeignLiteral.docLines("a */ b /* c\nnext\u{2028}line")
    #expect(lines.count == 5)
    #expect(!lines.dropFirst().dropLast().joined().contains("*/"))
    #expect(!lines.joined().contains("/* "))
    #expect(ForeignLiteral.docLines("one line") == ["/** one line */"])
    #expect(ForeignLiteral.docLines(nil).isEmpty)
  }

  /// The Kotlin package and TypeScript names follow the namespace, and every language's output
  /// is byte-identical across runs.
  @Test func outputIsDeterministic() throws {
    for name in SpecsLintCleanTests.specFiles {
      let spec = try GeneratedDocsTests.spec(name)
      for language in BackendRegistry.standard.languages {
        #expect(Compiler.outputs(for: [spec], language: language) == Compiler.outputs(for: [spec], language: language))
      }
    }
    #expect(KotlinEmitter.packageName("TimeSafari") == "specc.generated.timesafari")
    #expect(KotlinEmitter.packageName("Object") == "specc.generated.object_")
    #expect(KotlinEmitter.packageName("2Go") == "specc.generated.spec2go")
    #expect(KotlinEmitter.packageName("PillPal", in: "com.example.notify") == "com.example.notify.pillpal")
  }

  /// A text longer than a JVM string constant is warned about, counted in modified UTF-8 (an
  /// astral character is 6 bytes there); one byte under the limit is not.
  @Test func kotlinStringConstantLimitIsCountedInModifiedUTF8() {
    func code(_ text: String) -> CodeFile {
      CodeFile(
        namespace: "Demo", specPath: "Specs/demo.yaml", doc: "",
        members: [.constant(name: "long", type: .string, value: .string(text), doc: nil)])
    }
    #expect(KotlinEmitter.limits(code(String(repeating: "a", count: 65_535))).isEmpty)
    let over = KotlinEmitter.limits(code(String(repeating: "a", count: 65_536)))
    #expect(
      over.map(\.message) == [
        "a text of 65536 bytes in long is longer than a JVM string constant (65535 bytes); kotlinc will reject it"
      ])
    #expect(KotlinEmitter.limits(code(String(repeating: "🔔", count: 10_923))).count == 1)
    #expect(KotlinEmitter.limits(code(String(repeating: "🔔", count: 10_922))).isEmpty)
  }

  /// The initializer estimate follows what kotlinc did here: 400 templates of three title parts
  /// failed ("Method too large") and 250 compiled.
  @Test func kotlinInitializerEstimateMatchesTheMeasuredTemplateLimit() {
    func code(templates: Int) -> CodeFile {
      let policy = RenderingPolicy(
        html: false, placeholder: nil, skipErrorCode: nil, titleLimit: 50, bodyLimit: 200, countsUTF16: false)
      let values: [CodeValue] = [
        .parts([.literal("Hello "), .token("who"), .literal(" number 1")]), .parts([.literal("b")]), .variants([]),
        .null, .null, .policy(policy), .int(30), .int(1),
      ]
      let cases = (0..<templates).map { CodeCase(raw: "t\($0)", doc: nil, values: values) }
      return CodeFile(
        namespace: "Demo", specPath: "Specs/demo.yaml", doc: "",
        members: [.enumeration(CodeEnum(name: "Template", doc: "", cases: cases, properties: []))])
    }
    #expect(KotlinEmitter.limits(code(templates: 250)).isEmpty)
    #expect(KotlinEmitter.limits(code(templates: 400)).first?.message.contains("Template's 400 cases") == true)
  }

  /// An integer past 2^53 − 1 is warned about for TypeScript (JavaScript would read another
  /// number); the largest safe one is not.
  @Test func typeScriptWarnsAboutIntegersItCannotHold() {
    func code(_ number: Int) -> CodeFile {
      CodeFile(
        namespace: "Demo", specPath: "Specs/demo.yaml", doc: "",
        members: [
          .namespace(
            name: "FeatureFlags", doc: nil, members: [.constant(name: "big", type: .int, value: .int(number), doc: nil)]
          )
        ])
    }
    #expect(TypeScriptEmitter.limits(code(9_007_199_254_740_991)).isEmpty)
    #expect(
      TypeScriptEmitter.limits(code(123_456_789_012_345_678)).map(\.message) == [
        "123456789012345678 in FeatureFlags.big is past Number.MAX_SAFE_INTEGER; JavaScript reads it as 123456789012345680"
      ])
  }

  /// `--lang`: names in any case with spaces, repeats once, and nil for nothing or an unknown name.
  @Test func langValuesAreReadStrictly() {
    let registry = BackendRegistry.standard
    #expect(registry.list(" Kotlin , swift,kotlin") == [.kotlin, .swift])
    #expect(registry.list("") == nil)
    #expect(registry.list("swift,java") == nil)
    #expect(registry.backend(.kotlin)?.defaultFolder(output: "Generated/") == "Generated/kotlin")
    #expect(registry.backend(.swift)?.defaultFolder(output: "Generated") == "Generated")
  }
}
