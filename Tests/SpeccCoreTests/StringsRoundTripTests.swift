import Foundation
import Testing

@testable import SpeccCore

/// Issue 42, item 1: interchange that loses nothing. Over generated String Catalogs holding
/// every state (`translated`, `needs_review`, `new`, `stale`, none), comment (none, a
/// developer's, an old one of specc's), plural shape (`variations.plural`, one substitution, two
/// substitutions of one count, a plain string for a one-form language) and the app's own
/// entries: import then export keeps the app's entries byte for byte and every unit of specc's
/// keys with its state and value, keeps a developer's comment, and a second round changes
/// nothing.
@Suite struct StringsRoundTripTests {
  /// A small deterministic generator (the corpus is the same on every run).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
  }

  static let states: [String?] = ["translated", "needs_review", "new", "stale", nil]

  static func unit(_ value: String, _ state: String?, _ indent: String) -> String {
    let inner = indent + "  "
    var members: [String] = []
    if let state { members.append("\(inner)\"state\" : \(CatalogJSON.quoted(state))") }
    members.append("\(inner)\"value\" : \(CatalogJSON.quoted(value))")
    return "{\n\(indent)  \"stringUnit\" : {\n" + members.map { "  " + $0 }.joined(separator: ",\n")
      + "\n\(indent)  }\n\(indent)}"
  }

  /// One catalog: the app's own keys around the garden spec's, each of specc's in a random shape.
  static func catalog(seed: UInt64) -> (text: String, units: [String: [String]]) {
    var random = Generator(state: seed)
    var keys: [(String, String)] = []
    var units: [String: [String]] = [:]
    let forms: [String: [String]] = ["fr": ["one", "many", "other"], "ja": ["other"]]
    func plural(_ key: String, _ locale: String, _ label: String, _ indent: String) -> String {
      let inner = indent + "      "
      let members = (forms[locale] ?? []).map { category -> String in
        let value = "\(label) \(category) {{days}} {{plant}}"
        let state = random.pick(states)
        units[key, default: []].append("\(locale)/\(category)/\(state ?? "-")/\(value)")
        return "\(inner)\"\(category)\" : \(unit(value, state, inner))"
      }
      return "{\n\(indent)  \"variations\" : {\n\(indent)    \"plural\" : {\n" + members.joined(separator: ",\n")
        + "\n\(indent)    }\n\(indent)  }\n\(indent)}"
    }
    func substitutions(_ key: String, _ locale: String, _ names: [String], _ indent: String) -> String {
      let text = names.map { "%#@\($0)@" }.joined(separator: " ") + " {{plant}}"
      let state = random.pick(states)
      var out = "{\n\(indent)  \"stringUnit\" : {\n"
      if let state { out += "\(indent)    \"state\" : \(CatalogJSON.quoted(state)),\n" }
      out += "\(indent)    \"value\" : \(CatalogJSON.quoted(text))\n\(indent)  },\n\(indent)  \"substitutions\" : {\n"
      out +=
        names.map { name in
          "\(indent)    \"\(name)\" : {\n\(indent)      \"argNum\" : 1,\n\(indent)      \"formatSpecifier\" : \"ld\",\n\(indent)      \"variations\" : "
            + "{\n\(indent)        \"plural\" : {\n"
            + (forms[locale] ?? []).map { category in
              let value = "%arg \(name)-\(category)"
              let formState = random.pick(states)
              units[key, default: []].append("\(locale)/\(name)/\(category)/\(formState ?? "-")/\(value)")
              return "\(indent)          \"\(category)\" : \(unit(value, formState, indent + "          "))"
            }.joined(separator: ",\n") + "\n\(indent)        }\n\(indent)      }\n\(indent)    }"
        }.joined(separator: ",\n")
      units[key, default: []].append("\(locale)/text/\(state ?? "-")/\(text)")
      return out + "\n\(indent)  }\n\(indent)}"
    }
    let indent = "        "
    for (key, isPlural) in [
      ("specc.garden.channels.care.name", false), ("specc.garden.copy.ask", false),
      ("specc.garden.templates.water.body", true), ("specc.garden.templates.water.title", false),
    ] {
      var members: [String] = []
      switch random.next() % 3 {
      case 0: members.append("    \"comment\" : \(CatalogJSON.quoted("A developer's note \(seed)"))")
      case 1: members.append("    \"comment\" : \"Title of the notification 'old'.\"")
      default: break
      }
      if random.next() % 2 == 0 { members.append("    \"extractionState\" : \"manual\"") }
      var locales: [String] = []
      for locale in ["fr", "ja"] where random.next() % 4 != 0 {
        let body: String
        if isPlural {
          switch random.next() % (locale == "ja" ? 4 : 3) {
          case 0: body = plural(key, locale, "p\(seed)", indent)
          case 1: body = substitutions(key, locale, ["days"], indent)
          case 2: body = substitutions(key, locale, ["days", "agree"], indent)
          default:
            let value = "ja-plain \(seed) {{days}}"
            let state = random.pick(states)
            units[key, default: []].append("ja/plain/\(state ?? "-")/\(value)")
            body = unit(value, state, indent)
          }
        } else {
          let value = "\(locale) \(seed) \(key.split(separator: ".").last ?? "")"
          let state = random.pick(states)
          units[key, default: []].append("\(locale)/\(state ?? "-")/\(value)")
          body = unit(value, state, indent)
        }
        locales.append("      \"\(locale)\" : \(body)")
      }
      if !locales.isEmpty {
        members.append("    \"localizations\" : {\n" + locales.joined(separator: ",\n") + "\n    }")
      }
      keys.append((key, "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n    }"))
    }
    // The app's own keys, in shapes Xcode writes: an empty key, states, a plural, a comment.
    keys.append(("", "{\n\n    }"))
    keys.append(
      (
        "About \(seed)",
        "{\n      \"comment\" : \"The about screen\",\n      \"localizations\" : {\n        \"fr\" : \(unit("À propos", random.pick(states), "        "))\n      }\n    }"
      ))
    keys.append(
      (
        "%lld files",
        "{\n      \"localizations\" : {\n        \"ja\" : \(plural("app", "ja", "app", "        "))\n      }\n    }"
      ))
    keys.append(("zz.\(seed)", "{\n      \"extractionState\" : \"stale\",\n      \"shouldTranslate\" : false\n    }"))
    keys.sort { $0.0 < $1.0 }
    let body = keys.map { "    \(CatalogJSON.quoted($0.0)) : \($0.1)" }.joined(separator: ",\n")
    return (
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + body + "\n  },\n  \"version\" : \"1.0\"\n}\n", units
    )
  }

  /// Every unit of a catalog key, as `locale/…/state/value` strings (in the generator's shape).
  static func units(of member: LocatedJSON) -> Set<String> {
    var out = Set<String>()
    for locale in member["localizations"]?.members ?? [] {
      let value = locale.value
      func state(_ unit: LocatedJSON?) -> String { unit?["state"]?.string ?? "-" }
      if let plural = value["variations"]?["plural"]?.members {
        for form in plural {
          let unit = form.value["stringUnit"]
          out.insert("\(locale.key.value)/\(form.key.value)/\(state(unit))/\(unit?["value"]?.string ?? "")")
        }
      } else if let substitutions = value["substitutions"]?.members {
        for substitution in substitutions {
          for form in substitution.value["variations"]?["plural"]?.members ?? [] {
            let unit = form.value["stringUnit"]
            out.insert(
              "\(locale.key.value)/\(substitution.key.value)/\(form.key.value)/\(state(unit))/\(unit?["value"]?.string ?? "")"
            )
          }
        }
        let unit = value["stringUnit"]
        out.insert("\(locale.key.value)/text/\(state(unit))/\(unit?["value"]?.string ?? "")")
      } else if let unit = value["stringUnit"] {
        let plain = unit["value"]?.string?.hasPrefix("ja-plain") == true
        out.insert("\(locale.key.value)\(plain ? "/plain" : "")/\(state(unit))/\(unit["value"]?.string ?? "")")
      }
    }
    return out
  }

  /// The bytes of each top-level member of `strings`, by key.
  static func members(_ text: String) throws -> [String: (value: LocatedJSON, bytes: String)] {
    let bytes = Array(text.utf8)
    let root = try LocatedJSON.parse(bytes)
    var out: [String: (LocatedJSON, String)] = [:]
    for member in root["strings"]?.members ?? [] {
      out[member.key.value] = (member.value, String(decoding: bytes[member.span], as: UTF8.self))
    }
    return out
  }

  @Test func importThenExportLosesNothing() throws {
    var checkedUnits = 0
    var keptComments = 0
    for seed in UInt64(1)...40 {
      let (directory, spec) = try StringsInterchangeTests.folder(StringsInAppFilesTests.bareSpec)
      defer { try? FileManager.default.removeItem(at: directory) }
      let generated = Self.catalog(seed: seed)
      let path = directory.appendingPathComponent("App.xcstrings").path
      try generated.text.write(toFile: path, atomically: true, encoding: .utf8)
      let before = try Self.members(generated.text)
      let imported = try StringsInterchange.importFiles([path], into: spec)
      #expect(!imported.failed, "seed \(seed): \(imported.diagnostics.map(\.message))")
      let exported = try StringsInterchange.export(spec: spec, xcstrings: path, android: nil)
      #expect(!exported.failed, "seed \(seed): \(exported.diagnostics.map(\.message))")
      let afterText = try StringsInterchangeTests.read(path)
      let after = try Self.members(afterText)
      for (key, old) in before {
        let new = try #require(after[key], "seed \(seed): '\(key)' was removed")
        if !key.hasPrefix("specc.") {
          // The app's own entries: byte for byte.
          #expect(new.bytes == old.bytes, "seed \(seed): '\(key)' changed")
          continue
        }
        // specc's: every unit kept with its state and value.
        let oldUnits = Self.units(of: old.value)
        #expect(
          oldUnits.isSubset(of: Self.units(of: new.value)),
          "seed \(seed): '\(key)' lost \(oldUnits.subtracting(Self.units(of: new.value)))")
        checkedUnits += oldUnits.count
        #expect(
          Set(generated.units[key] ?? []) == oldUnits, "seed \(seed): the generator and the reader disagree on '\(key)'"
        )
        if let comment = old.value["comment"]?.string, comment.hasPrefix("A developer's") {
          #expect(
            new.value["comment"]?.string == comment, "seed \(seed): the developer's comment of '\(key)' was replaced")
          keptComments += 1
        }
      }
      // A second round changes nothing: the spec, then the catalog.
      let specText = try StringsInterchangeTests.read(spec)
      let again = try StringsInterchange.importFiles([path], into: spec)
      #expect(again.unchanged == [spec] && !again.failed, "seed \(seed)")
      #expect(try StringsInterchangeTests.read(spec) == specText)
      let reexported = try StringsInterchange.export(spec: spec, xcstrings: path, android: nil)
      #expect(reexported.unchanged == [path], "seed \(seed): the second export changed the catalog")
      #expect(try StringsInterchangeTests.read(path) == afterText)
    }
    #expect(checkedUnits > 200)
    #expect(keptComments > 5)
  }

  /// Export says what it kept and why: a note at each kept comment, form and text.
  @Test func exportNamesWhatItKept() throws {
    let (directory, spec) = try StringsInterchangeTests.folder(StringsInAppFilesTests.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("App.xcstrings").path
    try """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "specc.garden.copy.ask" : {
          "comment" : "On the first screen.",
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Autoriser" } }
          }
        }
      },
      "version" : "1.0"
    }

    """.write(toFile: path, atomically: true, encoding: .utf8)
    let exported = try StringsInterchange.export(spec: spec, xcstrings: path, android: nil)
    let notes = exported.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity): \($0.message)" }
    #expect(
      notes == [
        "5:19: note: kept the comment of 'specc.garden.copy.ask': it is not specc's (specc's starts 'Text shown in the app'), so specc's translator comment is not written; delete it to get specc's",
        "7:16: note: kept the fr text of 'specc.garden.copy.ask' as it is: the spec has no fr text for it (import the file to bring it into the spec)",
      ], "\(notes)")
    let text = try StringsInterchangeTests.read(path)
    #expect(text.contains("\"comment\" : \"On the first screen.\"") && text.contains("\"needs_review\""))
  }

  /// Android: a resource of specc's the spec has no text of in this locale, or that cannot be
  /// read, stays as it is; the app's comment before a resource stays, specc's goes after it.
  @Test func androidExportRemovesNothingItDidNotWrite() throws {
    let (directory, spec) = try StringsInterchangeTests.folder(StringsInAppFilesTests.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let res = directory.appendingPathComponent("res").path
    let original = """
      <?xml version="1.0" encoding="utf-8"?>
      <resources>
          <!-- Shown on the lock screen -->
          <string name="specc_garden_copy_ask">Autoriser</string>
          <string name="specc_garden_channels_care_name">\\uD83E</string>
          <string name="specc_garden_gone">Parti</string>
      </resources>

      """
    let file = try StringsInAppFilesTests.write(original, directory, "res/values-fr/strings.xml")
    let exported = try StringsInterchange.export(spec: spec, xcstrings: nil, android: res)
    #expect(!exported.failed, "\(exported.diagnostics.map(\.message))")
    #expect(
      exported.diagnostics.map(\.message).sorted() == [
        "kept 'specc_garden_channels_care_name' in values-fr as it is: the spec has no fr text for it yet (import this file to bring it into the spec)",
        "kept 'specc_garden_copy_ask' in values-fr as it is: the spec has no fr text for it yet (import this file to bring it into the spec)",
        "kept 'specc_garden_gone' in values-fr as it is: the spec has no such text (renamed or removed?); delete it when the app no longer uses it",
      ])
    #expect(try StringsInterchangeTests.read(file) == original)
  }

  /// A `values` folder's qualifiers: the locale is read as aapt reads it, and the others named.
  @Test(arguments: [
    ("values-v29", nil, ["v29"]), ("values-fr-v29", "fr", ["v29"]), ("values-night", nil, ["night"]),
    ("values-mcc310-fr-rCA-land", "fr-CA", ["mcc310", "land"]), ("values-b+ast", "ast", []),
    ("values-b+sr+Latn-night", "sr-Latn", ["night"]), ("values-car", nil, ["car"]), ("values-ast", "ast", []),
  ])
  func valuesQualifiers(_ folder: String, _ locale: String?, _ others: [String]) throws {
    let parsed = try #require(StringsInterchange.valuesQualifiers(folder))
    #expect(parsed.locale == locale && parsed.others == others)
  }
}
