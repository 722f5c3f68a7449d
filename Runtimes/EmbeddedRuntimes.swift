// The runtimes of the generated languages, embedded into specc by SwiftPM itself: Package.swift
// lists every file of every language folder here (`Runtimes/kotlin/*.kt`, …) as an
// `.embedInCode` resource of this target, and SwiftPM compiles each file's bytes into
// `PackageResources`. No build-tool plugin is involved, so the module builds the same way when
// SwiftPM compiles it a second time for the host (as the tool of a consumer's build plugin).
//
// A new runtime file needs one line in Package.swift's `runtimeFiles` and one line below
// (`EmbeddedRuntimeTests` fails until it has one: it compares this table with the folders, byte for
// byte).

import Foundation

/// The Kotlin and TypeScript runtimes, by language folder (`kotlin`, `typescript`): each file's
/// name and text (line endings normalized to `\n`).
public enum EmbeddedRuntimes {
  public static let files: [String: [(name: String, text: String)]] = [
    "adapters": [
      ("specc-capacitor.ts", text(PackageResources.specc_capacitor_ts)),
      ("specc-expo.ts", text(PackageResources.specc_expo_ts)),
    ],
    "android": [
      ("SpeccAndroid.kt", text(PackageResources.SpeccAndroid_kt))
    ],
    "kotlin": [
      ("GraphemeTables.kt", text(PackageResources.GraphemeTables_kt)),
      ("Graphemes.kt", text(PackageResources.Graphemes_kt)),
      ("NotificationIds.kt", text(PackageResources.NotificationIds_kt)),
      ("PluralRules.kt", text(PackageResources.PluralRules_kt)),
      ("Plurals.kt", text(PackageResources.Plurals_kt)),
      ("Recurrence.kt", text(PackageResources.Recurrence_kt)),
      ("SpeccPlanner.kt", text(PackageResources.SpeccPlanner_kt)),
      ("SpeccRuntime.kt", text(PackageResources.SpeccRuntime_kt)),
      ("TemplateLocalization.kt", text(PackageResources.TemplateLocalization_kt)),
    ],
    "typescript": [
      ("specc-grapheme-tables.ts", text(PackageResources.specc_grapheme_tables_ts)),
      ("specc-graphemes.ts", text(PackageResources.specc_graphemes_ts)),
      ("specc-ids.ts", text(PackageResources.specc_ids_ts)),
      ("specc-localization.ts", text(PackageResources.specc_localization_ts)),
      ("specc-planner.ts", text(PackageResources.specc_planner_ts)),
      ("specc-plural-rules.ts", text(PackageResources.specc_plural_rules_ts)),
      ("specc-plurals.ts", text(PackageResources.specc_plurals_ts)),
      ("specc-recurrence.ts", text(PackageResources.specc_recurrence_ts)),
      ("specc-runtime.ts", text(PackageResources.specc_runtime_ts)),
    ],
  ]

  /// The file's text with each CR LF made LF, by byte (Foundation's `replacingOccurrences`
  /// bridged every file through NSString: 127 M instructions of a three-language compile).
  static func text(_ bytes: [UInt8]) -> String {
    guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    for (i, byte) in bytes.enumerated() where !(byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A) {
      kept.append(byte)
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
