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
    let directory = try ForeignInjectionTests.scratch("channels-swift")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(try Self.outputs(.swift), ["main.swift": Self.swiftMain], in: directory)
    let output = try SwiftcBatch.buildAndRun(files.map { directory.appendingPathComponent($0).path }, in: directory)
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
    let directory = try ForeignInjectionTests.scratch("channels-kotlin")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(try Self.outputs(.kotlin), ["Main.kt": Self.kotlinMain], in: directory)
    let compiled = try ForeignCompilers.run("kotlinc", files + ["-include-runtime", "-d", "app.jar"], in: directory)
    #expect(compiled.status == 0 && !compiled.output.contains("warning:"), "\(compiled.output.prefix(5_000))")
    let ran = try ForeignCompilers.run("java", ["-cp", "app.jar", "MainKt"], in: directory)
    #expect(ran.output == (try Self.expected()), "\(ran.output)")
  }

  static let typeScriptMain = """
    import { ChannelGroupValues, ChannelValues, channelVisibilityFromId } from "./Rouse.js";

    for (const group of ChannelGroupValues) console.log(`group ${group.id} ${group.displayName}`);
    for (const channel of ChannelValues) {
      const info = channel.visibility === null ? undefined : channelVisibilityFromId(channel.visibility);
      const visibility = info === undefined ? "-" : `${info.id}/${info.androidValue}`;
      const pattern = channel.vibrationPattern === null ? "-" : channel.vibrationPattern.join(",");
      console.log(`${channel.id} group=${channel.group ?? "-"} visibility=${visibility} pattern=${pattern} bypassDnd=${channel.bypassDnd}`);
    }

    """

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func typeScriptPrintsTheVector() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try ForeignInjectionTests.scratch("channels-typescript")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = try TypedVariantTests.write(
      try Self.outputs(.typescript), ["main.ts": Self.typeScriptMain], in: directory)
    let options = ForeignCompilers.tscOptions.filter { $0 != "--noEmit" } + ["--outDir", "out"]
    let compiled = try ForeignCompilers.run("tsc", options + files, in: directory)
    #expect(compiled.status == 0, "\(compiled.output)")
    try Data(#"{"type": "module"}"#.utf8).write(to: directory.appendingPathComponent("out/package.json"))
    let ran = try ForeignCompilers.run("node", ["out/main.js"], in: directory)
    #expect(ran.output == (try Self.expected()), "\(ran.output)")
  }
}
