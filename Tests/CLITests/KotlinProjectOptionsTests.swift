import Foundation
import Testing

/// Issue 31: Kotlin's package and runtime are the project's to choose (`generator.kotlin` of
/// `.specc.yml`): every spec's file in one package, and the runtime written once, into one folder
/// that every module depends on, instead of into every Kotlin output folder.
@Suite struct KotlinProjectOptionsTests {
  static let runtime = [
    "GraphemeTables.kt", "Graphemes.kt", "NotificationIds.kt", "PluralRules.kt", "Plurals.kt", "Recurrence.kt",
    "SpeccPlanner.kt",
    "SpeccRuntime.kt", "TemplateLocalization.kt",
  ]

  static func project(_ kotlin: String) throws -> URL {
    let dir = try CompileCommandTests.project()
    try "generator:\n  languages: [kotlin]\n  kotlin:\n\(kotlin)".write(
      to: dir.appendingPathComponent(".specc.yml"), atomically: true, encoding: .utf8)
    return dir
  }

  @Test func thePackageIsTheProjects() throws {
    let dir = try Self.project("    package: com.example.notify\n")
    let run = try CLI.run(["compile", "Specs", "--output", "Out"], in: dir)
    #expect(run.status == 0, "\(run.output)")
    let kotlin = try String(contentsOf: dir.appendingPathComponent("Out/kotlin/Demo.kt"), encoding: .utf8)
    #expect(kotlin.contains("\npackage com.example.notify.demo\n"))
    #expect(!kotlin.contains("specc.generated"))
    #expect(try LanguageOptionTests.names(dir, "Out/kotlin") == ["Demo.kt"] + Self.runtime)
  }

  @Test func aPackageThatKotlinCannotNameIsLocated() throws {
    for (package, column, words) in [
      ("com.example.object", 14, "the Kotlin keyword 'object'"), ("Com.Example", 14, "must be text matching"),
    ] {
      let dir = try Self.project("    package: \(package)\n")
      let run = try CLI.run(["compile", "Specs", "--output", "Out"], in: dir)
      #expect(run.status == 1)
      #expect(run.output.contains(".specc.yml:4:\(column): error: "), "\(run.output)")
      #expect(run.output.contains(words), "\(run.output)")
    }
  }

  @Test func theRuntimeIsWrittenOnceIntoItsOwnFolder() throws {
    let dir = try Self.project("    runtime_output: Shared/specc\n")
    // Two modules, each generating its own folder: neither carries the runtime.
    for module in ["featureA", "featureB"] {
      let run = try CLI.run(["compile", "Specs", "--output", "Out", "--kotlin-output", "\(module)/gen"], in: dir)
      #expect(run.status == 0, "\(run.output)")
      #expect(try LanguageOptionTests.names(dir, "\(module)/gen") == ["Demo.kt"])
    }
    #expect(try LanguageOptionTests.names(dir, "Shared/specc") == Self.runtime)
    // The second run found the runtime current and wrote nothing there.
    let again = try CLI.run(["compile", "Specs", "--output", "Out", "--kotlin-output", "featureB/gen"], in: dir)
    #expect(again.stdout.contains("specc: 0 written, 9 unchanged in \(dir.path)/Shared/specc\n"), "\(again.stdout)")
    let listed = try CLI.run(["compile", "Specs", "--output", "Out", "--list-outputs"], in: dir)
    #expect(listed.stdout.contains("/Shared/specc/SpeccRuntime.kt\n") && listed.stdout.contains("Out/kotlin/Demo.kt\n"))
    // --check covers the runtime's folder too.
    let file = dir.appendingPathComponent("Shared/specc/SpeccRuntime.kt")
    try (try String(contentsOf: file, encoding: .utf8) + "// edited\n").write(
      to: file, atomically: true, encoding: .utf8)
    let drift = try CLI.run(
      ["compile", "Specs", "--output", "Out", "--kotlin-output", "featureA/gen", "--check"], in: dir)
    #expect(drift.status == 1 && drift.stdout.contains("SpeccRuntime.kt"), "\(drift.output)")
  }

  @Test func aRuntimeFolderThatIsTheOutputFolderHoldsBoth() throws {
    let dir = try Self.project("    runtime_output: Out/kotlin\n")
    let arguments = ["compile", "Specs", "--output", "Out"]
    #expect(try CLI.run(arguments, in: dir).status == 0)
    #expect(try LanguageOptionTests.names(dir, "Out/kotlin") == ["Demo.kt"] + Self.runtime)
    let again = try CLI.run(arguments, in: dir)
    #expect(again.stdout == "specc: 0 written, 10 unchanged in Out/kotlin\n", "\(again.stdout)")
  }
}
