import Foundation
import Testing

@testable import SpeccCore

/// Issue 27 (a silent acceptance): a typed renderer takes its template's own variant type —
/// Swift an enum nested in `Template`, Kotlin an enum class nested in `Template`, TypeScript a
/// union of the ids' string literals — so a variant the template does not have, or any variant
/// for a template without variants, is a compile error in all three languages. The same calls
/// render the same text in all three (`expected`, the shared vector); only the generic
/// `render(template, values, variant)`, for a variant id from outside the app, still takes a
/// string and falls back to the template's own wording.
@Suite struct TypedVariantTests {
  static let spec = """
    spec: variant_demo
    name: VariantDemo
    version: "1"
    tokens:
      - id: who
        kind: text
        max_length: 10
    templates:
      - id: greeting
        title: "Hello {{who}}"
        body: "Long greeting"
        variants:
          - id: short
            title: "Hi {{who}}"
            body: "Short"
          - id: class
            title: "Class {{who}}"
            body: "Keyword"
      - id: plain
        title: "Plain {{who}}"
        body: "No variants"

    """

  /// What every language prints for the calls of its `main`: the template's own wording, each
  /// variant, a template without variants, then the generic renderer with an unknown id.
  static let expected = """
    Hello Ana | Long greeting
    Hi Ana | Short
    Class Ana | Keyword
    Plain Ana | No variants
    Hello Ana | Long greeting
    short,class

    """

  static func outputs(_ language: Language) throws -> [OutputFile] {
    let result = Pipeline.lint(text: spec, path: "variant_demo.yaml", languages: [.swift, .kotlin, .typescript])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return Compiler.outputs(for: [try #require(result.spec)], language: language)
  }

  static func write(_ files: [OutputFile], _ extra: [String: String], in directory: URL) throws -> [String] {
    for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    for (name, text) in extra { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    return files.map(\.name) + extra.keys.sorted()
  }

  @Test func theRenderersTakeTheirTemplatesVariantType() throws {
    let swift = try Self.outputs(.swift).map(\.contents).joined()
    #expect(swift.contains("public enum GreetingVariant: String, Sendable, CaseIterable {"))
    #expect(swift.contains("case `class`"))
    #expect(swift.contains("public static func renderGreeting(who: String, variant: GreetingVariant? = nil)"))
    #expect(swift.contains("public static func renderPlain(who: String) ->"))
    let kotlin = try #require(try Self.outputs(.kotlin).first { $0.name == "VariantDemo.kt" }).contents
    #expect(kotlin.contains("enum class GreetingVariant(val id: String) {"))
    #expect(kotlin.contains("fun renderGreeting(who: String, variant: _TemplateGreetingVariant? = null)"))
    #expect(kotlin.contains("fun renderPlain(who: String): "))
    let typeScript = try #require(try Self.outputs(.typescript).first { $0.name == "VariantDemo.ts" }).contents
    #expect(typeScript.contains("export type GreetingVariant = \"short\" | \"class\";"))
    #expect(
      typeScript.contains(
        "export function renderGreeting(tokens: { readonly \"who\": string }, variant?: GreetingVariant)"))
    #expect(typeScript.contains("export function renderPlain(tokens: { readonly \"who\": string }): "))
  }

  /// Two variant ids that one language names alike are an identifier collision, reported.
  @Test func variantsNamedAlikeAreACollision() {
    let text = Self.spec.replacingOccurrences(of: "      - id: class\n", with: "      - id: short_\n")
    let result = Pipeline.lint(text: text, path: "variant_demo.yaml", languages: [.swift, .kotlin, .typescript])
    #expect(result.diagnostics.contains { $0.ruleID == "identifier_collision" }, "\(result.diagnostics.map(\.message))")
  }

  static let swiftMain = """
    import SpeccRuntime

    typealias T = VariantDemo.Template
    func show(_ n: TemplateRendering.RenderedNotification?) { print(n.map { "\\($0.title) | \\($0.body)" } ?? "skipped") }
    show(T.renderGreeting(who: "Ana"))
    show(T.renderGreeting(who: "Ana", variant: .short))
    show(T.renderGreeting(who: "Ana", variant: .class))
    show(T.renderPlain(who: "Ana"))
    show(T.greeting.render(["who": "Ana"], variant: "nope").notification)
    print(T.GreetingVariant.allCases.map(\\.rawValue).joined(separator: ","))

    """

  @Test func swiftRendersTheVectorAndRejectsUnknownVariants() throws {
    let directory = try ForeignInjectionTests.scratch("variants-swift")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try Self.write(try Self.outputs(.swift), ["main.swift": Self.swiftMain], in: directory)
    let output = try SwiftcBatch.buildAndRun(files.map { directory.appendingPathComponent($0).path }, in: directory)
    #expect(output == Self.expected)
    // buildAndRun left the runtime's module in `directory`: each wrong call alone must fail.
    for (index, call) in [
      "T.renderGreeting(who: \"Ana\", variant: .nope)", "T.renderPlain(who: \"Ana\", variant: .short)",
    ]
    .enumerated() {
      let bad = directory.appendingPathComponent("Bad\(index).swift")
      try "import SpeccRuntime\ntypealias T = VariantDemo.Template\nlet x = \(call)\n".write(
        to: bad, atomically: true, encoding: .utf8)
      let generated = try Self.outputs(.swift).map { directory.appendingPathComponent($0.name).path }
      let checked = try SwiftcBatch.run(
        ["-typecheck", "-swift-version", "6", "-I", directory.path] + generated + [bad.path])
      #expect(checked.status != 0, "swiftc accepted \(call)")
    }
  }

  static let kotlinMain = """
    import specc.generated.variantdemo.VariantDemo
    import specc.runtime.TemplateRendering

    fun show(n: TemplateRendering.RenderedNotification?) = println(if (n == null) "skipped" else "${n.title} | ${n.body}")

    fun main() {
        show(VariantDemo.renderGreeting("Ana"))
        show(VariantDemo.renderGreeting("Ana", VariantDemo.Template.GreetingVariant.SHORT))
        show(VariantDemo.renderGreeting("Ana", VariantDemo.Template.GreetingVariant.CLASS))
        show(VariantDemo.renderPlain("Ana"))
        show(VariantDemo.render(VariantDemo.Template.GREETING, mapOf("who" to "Ana"), "nope").notification)
        println(VariantDemo.Template.GreetingVariant.values().joinToString(",") { it.id })
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func kotlinRendersTheVectorAndRejectsUnknownVariants() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try ForeignInjectionTests.scratch("variants-kotlin")
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = try Self.outputs(.kotlin)
    let files = try Self.write(generated, ["Main.kt": Self.kotlinMain], in: directory)
    let compiled = try ForeignCompilers.run("kotlinc", files + ["-include-runtime", "-d", "app.jar"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(5_000))")
    let ran = try ForeignCompilers.run("java", ["-cp", "app.jar", "MainKt"], in: directory)
    #expect(ran.output == Self.expected, "\(ran.output)")
    let bad = """
      import specc.generated.variantdemo.VariantDemo

      fun a() = VariantDemo.renderGreeting("Ana", VariantDemo.Template.GreetingVariant.NOPE)
      fun b() = VariantDemo.renderGreeting("Ana", "short")
      fun c() = VariantDemo.renderPlain("Ana", VariantDemo.Template.GreetingVariant.SHORT)

      """
    try Data(bad.utf8).write(to: directory.appendingPathComponent("Bad.kt"))
    let rejected = try ForeignCompilers.run(
      "kotlinc", ["Bad.kt", "-cp", "app.jar", "-d", "bad"], in: directory)
    #expect(rejected.status != 0)
    // Each of the three calls is an error of its own.
    #expect(rejected.output.components(separatedBy: "error:").count - 1 >= 3, "\(rejected.output)")
  }

  static let typeScriptMain = """
    import { Template, GreetingVariant, renderGreeting, renderPlain, renderTemplate } from "./VariantDemo.js";
    import type { Outcome, RenderedNotification } from "./specc-runtime.js";

    const show = (n: RenderedNotification | null): void => console.log(n === null ? "skipped" : `${n.title} | ${n.body}`);
    const notification = (o: Outcome): RenderedNotification | null => (o.kind === "rendered" ? o.notification : null);
    show(renderGreeting({ who: "Ana" }));
    show(renderGreeting({ who: "Ana" }, "short"));
    show(renderGreeting({ who: "Ana" }, "class"));
    show(renderPlain({ who: "Ana" }));
    show(notification(renderTemplate(Template.GREETING, { who: "Ana" }, "nope")));
    const all: readonly GreetingVariant[] = ["short", "class"];
    console.log(all.join(","));

    """

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func typeScriptRendersTheVectorAndRejectsUnknownVariants() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try ForeignInjectionTests.scratch("variants-typescript")
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = try Self.outputs(.typescript)
    let files = try Self.write(generated, ["main.ts": Self.typeScriptMain], in: directory)
    let options = ForeignCompilers.tscOptions.filter { $0 != "--noEmit" } + ["--outDir", "out"]
    let compiled = try ForeignCompilers.run("tsc", options + files, in: directory)
    #expect(compiled.status == 0, "\(compiled.output)")
    try Data(#"{"type": "module"}"#.utf8).write(to: directory.appendingPathComponent("out/package.json"))
    let ran = try ForeignCompilers.run("node", ["out/main.js"], in: directory)
    #expect(ran.output == Self.expected, "\(ran.output)")
    let bad = """
      import { renderGreeting, renderPlain } from "./VariantDemo.js";
      renderGreeting({ who: "Ana" }, "nope");
      renderPlain({ who: "Ana" }, "short");

      """
    try Data(bad.utf8).write(to: directory.appendingPathComponent("bad.ts"))
    let rejected = try ForeignCompilers.run(
      "tsc", ForeignCompilers.tscOptions + generated.map(\.name) + ["bad.ts"], in: directory)
    #expect(rejected.status != 0)
    #expect(rejected.output.components(separatedBy: "error TS").count - 1 == 2, "\(rejected.output)")
  }
}
