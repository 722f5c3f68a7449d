import Foundation
import Testing

@testable import SpeccCore

/// A language is one backend: this test registers a toy language that SpeccCore has never heard
/// of, and `--lang` parsing, `generator.languages`, generation from the one model, stale-file
/// cleanup by extension and the limit check with its rule id all cover it, with no edit anywhere
/// else (as `SectionExtensionTests` does for sections).
@Suite struct BackendRegistryTests {
  static let toyRule = RuleDescription(
    id: "toy_limits", title: "Toy limits", summary: "Toy cannot hold a spec named 'huge'.", rationale: "A test.",
    triggering: [], nonTriggering: [])

  /// Prints each enum of the model as `Enum: id id …`, one file per spec, beside a runtime file.
  static let toy = Backend(
    language: Language("toy"), displayName: "Toy", fileExtension: ".toy", writesIntoMainOutput: false,
    generate: { inputs in
      let files = inputs.map { input -> OutputFile in
        var lines: [String] = []
        input.code.forEach(
          constant: { _, _ in },
          enumeration: { name, item in lines.append(name + ": " + item.cases.map(\.raw).joined(separator: " ")) })
        return OutputFile(
          name: input.code.namespace + ".toy",
          contents: GeneratedHeader.marker + input.spec.path + ". Do not edit.\n" + lines.joined(separator: "\n") + "\n"
        )
      }
      return
        (files + [OutputFile(name: "runtime.toy", contents: GeneratedHeader.marker + "toy runtime. Do not edit.\n")])
        .sorted { $0.name < $1.name }
    },
    limits: { code in
      code.namespace == "Huge" ? [LanguageLimit(path: [], text: nil, message: "too big for Toy")] : []
    },
    limitRule: toyRule, naming: toyNaming)

  /// Toy names an enum's cases by their letters only, in lowercase: `TIME_OUT` and `TIMEOUT`
  /// (different Swift names) are both `timeout` in Toy.
  static let toyNaming = NamingProfile(
    language: Language("toy"), keywords: [], shadowedTypes: [], enumMembers: [],
    names: { code in
      CodeNames.cases(of: code) { raw, _ in String(raw.lowercased().filter { $0.isLetter }) }
    })

  static let registry = BackendRegistry(BackendRegistry.standard.backends + [toy])

  static func project(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specc-toy-\(UUID().uuidString)")
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static let spec = "spec: demo\nname: Demo\nversion: \"1\"\nerror_codes:\n  - id: TIMEOUT\n  - id: DENIED\n"

  @Test func theLanguageIsKnownByNameOnlyWhenRegistered() {
    #expect(Self.registry.list("swift, Toy") == [.swift, Language("toy")])
    #expect(BackendRegistry.standard.list("swift,toy") == nil)
    #expect(Self.toy.outputOption == "--toy-output")
    #expect(Self.toy.defaultFolder(output: "Generated") == "Generated/toy")
  }

  @Test func theConfigurationNamesItAndTheRunGeneratesIt() throws {
    let root = try Self.project([
      "Specs/demo.yaml": Self.spec, "Specs/.specc.yml": "generator:\n  languages: [toy]\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try SpecRun(inputs: [root.appendingPathComponent("Specs").path], backends: Self.registry)
    #expect(!run.hasErrors, "\(run.diagnostics.map(\.message))")
    #expect(run.languages == [Language("toy")])
    let files = try #require(run.files())
    #expect(files.map(\.language) == [Language("toy")])
    let demo = try #require(files.first?.files.first { $0.name == "Demo.toy" })
    #expect(demo.contents.hasSuffix("ErrorCode: TIMEOUT DENIED\n"))
    // The standard registry does not know it: a located error in the configuration.
    let standard = try SpecRun(inputs: [root.appendingPathComponent("Specs").path])
    #expect(standard.diagnostics.contains { $0.location.path.hasSuffix(".specc.yml") && $0.severity == .error })
  }

  @Test func aRunRemovesItsOwnStaleFilesOnly() throws {
    let root = try Self.project([
      "Out/Old.toy": GeneratedHeader.marker + "old.yaml. Do not edit.\n",
      "Out/Mine.toy": "hand-written\n",
      "Out/Old.swift": GeneratedHeader.marker + "old.yaml. Do not edit.\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("Out").path
    let files = Self.toy.generate([])
    guard case .written(let report) = try SpecRun.emit(files, to: out, check: false, backend: Self.toy) else {
      Issue.record("expected a write")
      return
    }
    #expect(report.deleted == ["Old.toy"])
    #expect(FileManager.default.fileExists(atPath: out + "/Mine.toy"))
    #expect(FileManager.default.fileExists(atPath: out + "/Old.swift"))
  }

  @Test func itsLimitCheckReportsUnderItsRuleID() {
    let huge = Pipeline.lint(
      text: "spec: huge\nname: Huge\nversion: \"1\"\n", path: "h.yaml", languages: [Language("toy")],
      backends: Self.registry)
    #expect(
      huge.diagnostics.map { "\($0.location.line):\($0.ruleID):\($0.message)" } == ["1:toy_limits:Toy: too big for Toy"]
    )
    let swiftOnly = Pipeline.lint(
      text: "spec: huge\nname: Huge\nversion: \"1\"\n", path: "h.yaml", backends: Self.registry)
    #expect(swiftOnly.diagnostics.isEmpty)
  }

  /// `identifier_collision` reads the names the toy's own naming pass gives (through the spec's
  /// `NameTable`), located at the id the clashing name comes from, only where Toy is generated.
  @Test func itsNamingPassFeedsIdentifierCollision() throws {
    let text =
      "spec: demo\nname: Demo\nversion: \"1\"\nerror_codes:\n  - id: TIMEOUT\n  - id: TIME_OUT\n  - id: DENIED\n"
    func collisions(_ languages: [Language]) -> [String] {
      Pipeline.lint(text: text, path: "d.yaml", languages: languages, backends: Self.registry).diagnostics
        .filter { $0.ruleID == "identifier_collision" }.map {
          "\($0.location.line):\($0.location.column) \($0.message)"
        }
    }
    #expect(collisions([.swift]).isEmpty)
    #expect(
      collisions([.swift, Language("toy")]) == [
        "6:9 the Toy name 'timeout' is generated twice from this spec (the second would silently become 'timeout_2'); rename this id, or the spec (name or swift_name) when the other is its namespace"
      ])
    // The table holds Toy's names, which its printer would read.
    let resolved = try #require(
      Pipeline.lint(text: text, path: "d.yaml", languages: [Language("toy")], backends: Self.registry).resolved)
    let toy = try #require(resolved.names[Language("toy")]?.code)
    #expect(toy.caseName(["ErrorCode"], "TIME_OUT") == "timeout_2")
    #expect(toy.caseName(["ErrorCode"], "DENIED") == "denied")
  }
}
