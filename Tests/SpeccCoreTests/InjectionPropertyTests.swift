import Foundation
import Testing

@testable import SpeccCore

/// Property test for issue 7 §3: random valid specs with hostile content in every string and id
/// compile to Swift that type-checks, in one `swiftc` run for all of them; ids that differ only in
/// case or punctuation are an `identifier_collision` error; output is byte-identical across runs;
/// writing stays inside the output folder. Seeded: every run sees the same specs.
@Suite struct InjectionPropertyTests {
  /// 500 valid specs under CI (`CI=true`, as `.ci/run` runs), 100 in a local `swift test` to
  /// spare a shared machine; `SPECC_HOSTILE_SPECS=N` sets it.
  static let validCount: Int = {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["SPECC_HOSTILE_SPECS"], let count = Int(text), count > 0 { return count }
    return environment["CI"] == nil ? 100 : 500
  }()
  static let collidingCount = 100
  static let seed: UInt64 = 0x5EC_C007

  static func specs() -> (valid: [HostileSpec], colliding: [HostileSpec]) {
    var random = SeededRandom(seed: seed)
    var valid: [HostileSpec] = []
    var colliding: [HostileSpec] = []
    var index = 0
    while valid.count < validCount || colliding.count < collidingCount {
      let collide = colliding.count < collidingCount && (index % 6 == 5 || valid.count >= validCount)
      let spec = HostileSpec.make(index: index, collide: collide, &random)
      if collide { colliding.append(spec) } else { valid.append(spec) }
      index += 1
    }
    return (valid, colliding)
  }

  static func describe(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
      .joined(separator: "\n")
  }

  @Test func generatorIsDeterministic() {
    let a = Self.specs()
    let b = Self.specs()
    #expect(a.valid.map(\.yaml) == b.valid.map(\.yaml))
    #expect(a.valid.count == Self.validCount)
    #expect(a.colliding.count == Self.collidingCount)
  }

  @Test func idsDifferingOnlyInCaseOrPunctuationAreAnError() {
    for (index, spec) in Self.specs().colliding.enumerated() {
      let result = Pipeline.lint(text: spec.yaml, path: "colliding\(index).yaml")
      let errors = result.diagnostics.filter { $0.severity == .error }
      let collisions = errors.filter { $0.ruleID == "identifier_collision" }
      #expect(
        collisions.map(\.location.line) == [spec.collisionLine].compactMap { $0 },
        "colliding\(index).yaml:\n\(Self.describe(result.diagnostics))\n\(spec.yaml)")
      #expect(errors.count == collisions.count, "colliding\(index).yaml:\n\(Self.describe(errors))")
    }
  }

  /// The outputs of every valid spec (one list per spec), and every problem met on the way: a
  /// spec that does not lint clean of errors, or output that differs between two runs. Computed
  /// once per test process (linting 2 × 500 specs in a debug build takes a while).
  static let compiled: (outputs: [[OutputFile]], problems: [String]) = {
    var outputs: [[OutputFile]] = []
    var problems: [String] = []
    for (index, spec) in specs().valid.enumerated() {
      let path = "hostile/spec\(index).yaml"
      let result = Pipeline.lint(text: spec.yaml, path: path)
      let errors = result.diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty, let decoded = result.spec else {
        problems.append("\(path) should be valid:\n\(describe(errors))\n\(spec.yaml)")
        continue
      }
      let files = Compiler.outputs(for: [decoded])
      let again = Pipeline.lint(text: spec.yaml, path: path).spec.map { Compiler.outputs(for: [$0]) }
      if files != again { problems.append("\(path): output differs between two runs") }
      outputs.append(files)
    }
    return (outputs, problems)
  }()

  @Test func everySpecIsValidAndCompilesTheSameTwice() {
    #expect(Self.compiled.problems.isEmpty, "\(Self.compiled.problems.prefix(5).joined(separator: "\n\n"))")
    #expect(Self.compiled.outputs.count >= Self.validCount)
  }

  @Test func everyOutputTypechecksInOneSwiftcRun() throws {
    let outputs = Self.compiled.outputs
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("specc-injection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer {
      if ProcessInfo.processInfo.environment["SPECC_KEEP_INJECTION_FILES"] == nil {
        try? FileManager.default.removeItem(at: directory)
      }
    }
    var paths: [String] = []
    var names: Set<String> = []
    for file in outputs.joined() {
      #expect(names.insert(file.name).inserted, "two specs generate \(file.name)")
      let url = directory.appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: url)
      paths.append(url.path)
    }
    var includes: [URL] = []
    if outputs.joined().contains(where: { $0.contents.contains("import SpeccRuntime") }) {
      let built = try SwiftcBatch.buildRuntimeModule(into: directory)
      try #require(built.status == 0, "SpeccRuntime does not build:\n\(built.output)")
      includes.append(directory)
    }
    let checked = try SwiftcBatch.typecheck(paths, moduleName: "HostileSpecs", includes: includes)
    #expect(checked.status == 0, "generated code does not type-check:\n\(checked.output.prefix(20_000))")
    #expect(!checked.output.contains("warning:"), "generated code has warnings:\n\(checked.output.prefix(20_000))")
    #expect(paths.count >= Self.validCount)
  }

  /// The checker can fail: one injected `#error` among the files fails the run.
  @Test func typecheckCatchesAnEscapedPayload() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("specc-injection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("Escaped.swift")
    try Data("/// doc\n#error(\"newline\")\nenum Escaped {}\n".utf8).write(to: url)
    #expect(try SwiftcBatch.typecheck([url.path], moduleName: "Escaped").status != 0)
  }

  /// Writing every output of a hostile spec touches only the output folder, atomically.
  @Test func writerStaysInsideTheOutputFolder() throws {
    let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("specc-sandbox-\(UUID().uuidString)")
    let output = sandbox.appendingPathComponent("out/Generated")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    let outputs = Self.compiled.outputs.prefix(50).joined()
    let report = try Writer.write(Array(outputs), to: output.path)
    #expect(report.written.count == outputs.count)
    let everything = try FileManager.default.subpathsOfDirectory(atPath: sandbox.path).sorted()
    let expected = (["out", "out/Generated"] + outputs.map { "out/Generated/" + $0.name }).sorted()
    #expect(everything == expected, "files outside the output folder or temporary files left behind")
    for name in ["../Escape.swift", "../../Escape.swift", "sub/../../Escape.swift", "/tmp/Escape.swift"] {
      #expect(throws: WriteError.self) {
        try Writer.write([OutputFile(name: name, contents: "// x\n")], to: output.path)
      }
    }
    #expect(try FileManager.default.subpathsOfDirectory(atPath: sandbox.path).sorted() == expected)
  }
}

/// Issue 15: the same hostile specs, generated as Kotlin and TypeScript, compile with the real
/// compilers (one `kotlinc` and one `tsc --strict` run for all of them), without warnings.
@Suite struct ForeignInjectionTests {
  /// Every spec's file of `language`, and the runtime file once, in a new folder.
  static func write(_ language: Language) throws -> (directory: URL, files: [String]) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("specc-injection-\(language.rawValue)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let specs = InjectionPropertyTests.specs().valid.enumerated().compactMap { index, spec in
      Pipeline.lint(text: spec.yaml, path: "hostile/spec\(index).yaml").spec
    }
    var names: Set<String> = []
    for file in Compiler.outputs(for: specs, language: language) {
      #expect(names.insert(file.name).inserted, "two specs generate \(file.name)")
      try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name))
    }
    #expect(names.count > InjectionPropertyTests.validCount, "one file per spec and the runtime")
    return (directory, names.sorted())
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func everyHostileSpecCompilesAsKotlin() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let (directory, files) = try Self.write(.kotlin)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Kotlin 1.3's compiler runs out of its default heap on 500 files at once: batches of 125,
    // each with the runtime, and a larger heap.
    let runtime = ForeignCompilers.kotlinRuntime.sorted()
    let specFiles = files.filter { !ForeignCompilers.kotlinRuntime.contains($0) }
    for start in stride(from: 0, to: specFiles.count, by: 125) {
      let batch = runtime + specFiles[start..<min(start + 125, specFiles.count)]
      let result = try ForeignCompilers.run("kotlinc", ["-J-Xmx3g"] + batch + ["-d", "out\(start)"], in: directory)
      #expect(result.status == 0, "generated Kotlin does not compile:\n\(result.output.prefix(20_000))")
      #expect(!result.output.contains("warning:"), "generated Kotlin has warnings:\n\(result.output.prefix(20_000))")
    }
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func everyHostileSpecTypechecksAsTypeScript() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let (directory, files) = try Self.write(.typescript)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ForeignCompilers.run("tsc", ForeignCompilers.tscOptions + files, in: directory)
    #expect(result.status == 0, "generated TypeScript does not type-check:\n\(result.output.prefix(20_000))")
  }

  static func scratch(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The checkers can fail: a string that escaped its literal fails kotlinc…
  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func kotlincCatchesAnEscapedPayload() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try Self.scratch("escape")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("object Escaped { const val a: String = \"x\" + }\n".utf8).write(
      to: directory.appendingPathComponent("E.kt"))
    #expect(try ForeignCompilers.run("kotlinc", ["E.kt", "-d", "out"], in: directory).status != 0)
  }

  /// … and tsc.
  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func tscCatchesAnEscapedPayload() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try Self.scratch("escape")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("export const a: string = \"x\" + ;\n".utf8).write(to: directory.appendingPathComponent("e.ts"))
    #expect(try ForeignCompilers.run("tsc", ForeignCompilers.tscOptions + ["e.ts"], in: directory).status != 0)
  }

  /// Names the random specs seldom hit: a spec called like a Kotlin type (`Boolean`), flows called
  /// `string` and `list` (objects that would shadow `String` and `List` inside them), keyword
  /// ids (`when`, `class`), tokens called `it`, `values` and `constructor`, `$` and comment
  /// markers in text, a flow without transitions, an integer past 32 bits, and a template whose
  /// missing values skip (its typed renderer returns null), and flows `a_b` and `ab`, whose
  /// TypeScript names join to one.
  static let edgeSpec = #"""
    spec: boolean
    name: Boolean
    version: "1"
    platforms:
      android:
        local_scheduling: true
        pending_cap: 50
        window_days: 1
    channels:
      - id: when
        name: "$when ${class} \"quoted\" */ /* nested"
        importance: default
    categories:
      - id: class
        actions:
          - id: it
            title: It
    tokens:
      - id: it
        kind: text
        max_length: 10
      - id: values
        kind: text
        max_length: 10
      - id: constructor
        kind: text
        max_length: 10
    rendering:
      missing:
        placeholder: "$it"
    slots:
      - id: "0900"
        time: "09:00"
        template: when
      - id: "1000"
        time: "10:00"
        template: skipper
    templates:
      - id: when
        title: "{{it}} {{values}}"
        body: "{{constructor}} $x ${y}"
        channel: when
        category: class
      - id: skipper
        title: "{{it}}"
        body: "b"
        channel: when
        missing:
          skip: CLASS
    status_labels:
      - id: "off"
        state: Nothing to do
        label: "Off"
    feature_flags:
      - id: when
        type: boolean
        default: "true"
      - id: kotlin
        type: string
        default: "x"
      - id: big
        type: integer
        default: "9000000000"
    error_codes:
      - id: CLASS
        description: A code named like a keyword.
    flows:
      - id: string
        platform: android
        start: done
        states:
          - id: done
            kind: end
            title: Done
            status: "off"
      - id: a_b
        platform: ios
        start: done
        states:
          - id: done
            kind: end
            title: Done
            status: "off"
      - id: ab
        platform: ios
        start: done
        states:
          - id: done
            kind: end
            title: Done
            status: "off"
      - id: list
        platform: android
        start: ask
        states:
          - id: ask
            kind: action
            title: Ask
            transitions:
              - on: it
                to: done
          - id: done
            kind: end
            title: Done
            status: "off"

    """#

  static func edgeOutputs() throws -> (kotlin: [OutputFile], typeScript: [OutputFile]) {
    // TypeScript would hoist flows `a_b` and `ab` to one name (an identifier_collision error
    // where TypeScript is generated, NamingTests): linted for Swift and Kotlin, the TypeScript
    // printed anyway still compiles, with a suffix.
    let result = Pipeline.lint(text: Self.edgeSpec, path: "Specs/edge.yaml", languages: [.swift, .kotlin])
    let spec = try #require(result.spec)
    #expect(result.diagnostics.isEmpty, "\(InjectionPropertyTests.describe(result.diagnostics))")
    return (Compiler.outputs(for: [spec], language: .kotlin), Compiler.outputs(for: [spec], language: .typescript))
  }

  @Test func edgeNamesAreRenamedWhereKotlinNeedsIt() throws {
    let kotlinFile = try #require(try Self.edgeOutputs().kotlin.first { $0.name == "Boolean.kt" }).contents
    #expect(kotlinFile.contains("object Boolean_ {") && kotlinFile.contains("object String_ {"))
    #expect(kotlinFile.contains("const val big: Long = 9000000000L"))
    #expect(
      kotlinFile.contains(
        "fun renderSkipper(it: String?): _SpeccRendering.RenderedNotification? {"))
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func edgeNamesCompileInKotlinWithoutWarnings() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let kotlin = try Self.edgeOutputs().kotlin
    let directory = try Self.scratch("edge")
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in kotlin { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    let compiled = try ForeignCompilers.run("kotlinc", kotlin.map(\.name) + ["-d", "out"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output)")
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func edgeNamesTypecheckInTypeScript() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let typeScript = try Self.edgeOutputs().typeScript
    let directory = try Self.scratch("edge")
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in typeScript { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    let checked = try ForeignCompilers.run("tsc", ForeignCompilers.tscOptions + typeScript.map(\.name), in: directory)
    #expect(checked.status == 0, "\(checked.output)")
  }
}
