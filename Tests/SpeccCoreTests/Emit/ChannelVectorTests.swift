import Foundation
import Testing

@testable import SpeccCore

/// The channel data of `Examples/platform.yaml` (issue 29) read back at run time from the
/// generated Swift, Kotlin and TypeScript: each program prints every channel group and every
/// channel's group, lock-screen visibility (with Android's value), vibration pattern and Do Not
/// Disturb bypass, and all three print the vector made here from the spec itself.
@Suite struct ChannelVectorTests {
  /// The expected lines, from the decoded spec (not from any generated code).
  static func expected() throws -> String {
    let spec = try PlatformExampleTests.spec().0
    let androidValue = ["public": 1, "private": 0, "secret": -1]
    var lines = spec.channelGroups.map { "group \($0.id.value) \($0.name.value)" }
    for channel in spec.channels {
      let visibility = channel.visibility.map { "\($0.value)/\(androidValue[$0.value] ?? 99)" } ?? "-"
      let pattern = channel.vibrationPattern.map { $0.map { String($0.value) }.joined(separator: ",") } ?? "-"
      lines.append(
        "\(channel.id.value) group=\(channel.group?.value ?? "-") visibility=\(visibility) pattern=\(pattern) bypassDnd=\(channel.bypassDND?.value ?? false)"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func outputs(_ language: Language) throws -> [OutputFile] {
    Compiler.outputs(for: [try PlatformExampleTests.spec().0], language: language)
  }

  @Test func theVectorHasEveryFeature() throws {
    let vector = try Self.expected()
    #expect(vector.contains("group wake Waking up"))
    #expect(vector.contains("rouse.alarms group=wake visibility=public/1 pattern=0,800,400,800 bypassDnd=true"))
    #expect(vector.contains("rouse.bedtime group=evening visibility=private/0 pattern=- bypassDnd=false"))
  }

  static let swiftMain = """
    import SpeccRuntime

    for group in Rouse.ChannelGroup.allCases { print("group \\(group.rawValue) \\(group.displayName)") }
    for channel in Rouse.Channel.allCases {
      let visibility = channel.visibility.map { "\\($0.rawValue)/\\($0.androidValue)" } ?? "-"
      let pattern = channel.vibrationPattern.map { $0.map(String.init).joined(separator: ",") } ?? "-"
      print("\\(channel.rawValue) group=\\(channel.group?.rawValue ?? "-") visibility=\\(visibility) pattern=\\(pattern) bypassDnd=\\(channel.bypassDnd)")
    }

    """

  @Test func swiftPrintsTheVector() throws {
    let output = try GeneratedProgram.swift(try Self.outputs(.swift), main: Self.swiftMain, scratch: "channels-swift")
    #expect(output == (try Self.expected()))
  }

  static let kotlinMain = """
    import specc.generated.rouse.Rouse

    fun main() {
        for (group in Rouse.ChannelGroup.values()) println("group ${group.id} ${group.displayName}")
        for (channel in Rouse.Channel.values()) {
            val visibility = channel.visibility?.let { "${it.id}/${it.androidValue}" } ?: "-"
            val pattern = channel.vibrationPattern?.joinToString(",") ?: "-"
            println("${channel.id} group=${channel.group?.id ?: "-"} visibility=$visibility pattern=$pattern bypassDnd=${channel.bypassDnd}")
        }
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func kotlinPrintsTheVector() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let output = try GeneratedProgram.kotlin(
      try Self.outputs(.kotlin), main: Self.kotlinMain, scratch: "channels-kotlin")
    #expect(output == (try Self.expected()), "\(output)")
  }

  static let typeScriptMain = """
    import { ChannelGroupValues, ChannelValues } from "./Rouse.js";
    import { androidVisibility } from "./specc-runtime.js";

    for (const group of ChannelGroupValues) console.log(`group ${group.id} ${group.displayName}`);
    for (const channel of ChannelValues) {
      const visibility = channel.visibility === null ? "-" : `${channel.visibility}/${androidVisibility[channel.visibility]}`;
      const pattern = channel.vibrationPattern === null ? "-" : channel.vibrationPattern.join(",");
      console.log(`${channel.id} group=${channel.group ?? "-"} visibility=${visibility} pattern=${pattern} bypassDnd=${channel.bypassDnd}`);
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func typeScriptPrintsTheVector() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let output = try GeneratedProgram.typeScript(
      try Self.outputs(.typescript), main: Self.typeScriptMain, scratch: "channels-typescript")
    #expect(output == (try Self.expected()), "\(output)")
  }
}

/// The run-time channel choice as data (issue 29), read back from the generated Swift, Kotlin and
/// TypeScript of `Tests/Vectors/channel-choices.yaml`: each program prints every row of
/// `channelChoices` as item|sound|channel|that channel's sound, and all three print
/// `Tests/Vectors/channel-choices.txt`, which equals what the decoded spec maps each choice to.
@Suite struct ChannelChoiceVectorTests {
  static let root = SwiftcBatch.repositoryRoot.appendingPathComponent("Tests/Vectors")

  static func spec() throws -> Spec {
    let url = root.appendingPathComponent("channel-choices.yaml")
    let result = Pipeline.lint(text: try String(contentsOf: url, encoding: .utf8), path: url.path)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try #require(result.spec)
  }

  static var expected: String {
    get throws { try String(contentsOf: root.appendingPathComponent("channel-choices.txt"), encoding: .utf8) }
  }

  static func outputs(_ language: Language) throws -> [OutputFile] {
    Compiler.outputs(for: [try spec()], language: language)
  }

  /// The vector is what the model maps each choice to (not read from any generated code), and it
  /// holds a silent option, the default sound, a sound two prayers share and a user item's tone.
  @Test func theVectorIsTheSpecsMapping() throws {
    let lines = try Self.spec().channelChoices.map { choice -> String in
      let channel = try #require(choice.channel)
      return "\(choice.item.value)|\(choice.sound.value)|\(channel.id.value)|\(channel.sound?.value ?? "-")"
    }
    #expect(lines.joined(separator: "\n") + "\n" == (try Self.expected))
    for needle in ["dawn|silent|adhan.silent|none", "|default|adhan.default|", "noon|adhan_madinah.wav", "timer|"] {
      #expect(try Self.expected.contains(needle))
    }
  }

  static let swiftMain = """
    for row in ChannelChoices.channelChoices {
      print("\\(row.item)|\\(row.sound)|\\(row.channel.rawValue)|\\(row.channel.sound ?? "-")")
    }

    """

  @Test func swiftPrintsTheVector() throws {
    let output = try GeneratedProgram.swift(try Self.outputs(.swift), main: Self.swiftMain, scratch: "choices-swift")
    #expect(output == (try Self.expected))
  }

  static let kotlinMain = """
    import specc.generated.channelchoices.ChannelChoices

    fun main() {
        for (row in ChannelChoices.channelChoices) {
            println("${row.item}|${row.sound}|${row.channel.id}|${row.channel.sound ?: "-"}")
        }
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func kotlinPrintsTheVector() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let output = try GeneratedProgram.kotlin(
      try Self.outputs(.kotlin), main: Self.kotlinMain, scratch: "choices-kotlin")
    #expect(output == (try Self.expected), "\(output)")
  }

  static let typeScriptMain = """
    import { ChannelChoices, channelFromId } from "./ChannelChoices.js";

    for (const row of ChannelChoices.channelChoices) {
      console.log(`${row.item}|${row.sound}|${row.channel}|${channelFromId(row.channel)?.sound ?? "-"}`);
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func typeScriptPrintsTheVector() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let output = try GeneratedProgram.typeScript(
      try Self.outputs(.typescript), main: Self.typeScriptMain, scratch: "choices-typescript")
    #expect(output == (try Self.expected), "\(output)")
  }

  /// Examples/platform.yaml (Rouse) lets the user pick an alarm tone: both tones have a channel.
  @Test func rouseMapsEachAlarmToneToItsChannel() throws {
    let spec = try PlatformExampleTests.spec().0
    let rows = spec.channelChoices.map { "\($0.item.value)|\($0.sound.value)|\($0.channel?.id.value ?? "-")" }
    #expect(rows == ["alarm|alarm_tone.wav|rouse.alarms", "alarm|birdsong.wav|rouse.alarms.birdsong"])
  }
}

/// A program over a spec's generated files, built and run in its language (the shared vectors'
/// runner): what it printed. A compile failure, or a Kotlin warning, is recorded as an issue.
enum GeneratedProgram {
  static func swift(_ outputs: [OutputFile], main: String, scratch: String) throws -> String {
    let directory = try ForeignInjectionTests.scratch(scratch)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(outputs, ["main.swift": main], in: directory)
    return try SwiftcBatch.buildAndRun(files.map { directory.appendingPathComponent($0).path }, in: directory)
  }

  static func kotlin(
    _ outputs: [OutputFile], main: String, scratch: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    let directory = try ForeignInjectionTests.scratch(scratch)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(outputs, ["Main.kt": main], in: directory)
    let compiled = try ForeignCompilers.run("kotlinc", files + ["-include-runtime", "-d", "app.jar"], in: directory)
    #expect(
      compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(5_000))",
      sourceLocation: sourceLocation)
    return try ForeignCompilers.run("java", ["-cp", "app.jar", "MainKt"], in: directory).output
  }

  static func typeScript(
    _ outputs: [OutputFile], main: String, scratch: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> String {
    let directory = try ForeignInjectionTests.scratch(scratch)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(outputs, ["main.ts": main], in: directory)
    let options = ForeignCompilers.tscOptions.filter { $0 != "--noEmit" } + ["--outDir", "out"]
    let compiled = try ForeignCompilers.run("tsc", options + files, in: directory)
    #expect(compiled.status == 0, "\(compiled.output)", sourceLocation: sourceLocation)
    try Data(#"{"type": "module"}"#.utf8).write(to: directory.appendingPathComponent("out/package.json"))
    return try ForeignCompilers.run("node", ["out/main.js"], in: directory).output
  }
}
