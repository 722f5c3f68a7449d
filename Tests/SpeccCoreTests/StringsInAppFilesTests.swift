import Foundation
import Testing

@testable import SpeccCore

/// Issue 31, item 1: translations that live in the app's own String Catalog and strings.xml.
/// The fixtures are shaped like real apps' files (foreign keys with comments, states,
/// substitutions, device variations; strings.xml with styling, xliff placeholders, arrays,
/// `tools:` attributes) and written for these tests.
@Suite struct StringsInAppFilesTests {
  /// A spec in English, French and Japanese with a count token, in canonical form.
  static let spec = """
    spec: garden
    name: Garden
    version: "1"
    channels:
      - id: care
        name: Plant care
        importance: default
    tokens:
      - id: plant
        kind: text
        max_length: 20
        description: The plant's name, as the user typed it.
      - id: days
        kind: number
        max_length: 3
        description: Days since the plant was last watered.
    templates:
      - id: water
        count: days
        title: "Water {{plant}}"
        body: "{{plant}} was last watered {{days}} days ago."
        channel: care
        overflow: error
    copy:
      - id: ask
        platform: all
        context: prompt
        text: Allow reminders
    localization:
      source_language: en
      locales: [fr, ja]
      translations:
        fr:
          templates.water.title: "Arroser {{plant}}"
          copy.ask: "Autoriser les rappels"
          channels.care.name: "Entretien"
        ja:
          templates.water.title: "{{plant}}に水やり"
          copy.ask: "リマインダーを許可"
          channels.care.name: "お手入れ"
      plurals:
        en:
          templates.water.body:
            one: "{{plant}} was last watered {{days}} day ago."
        fr:
          templates.water.body:
            one: "{{plant}} a été arrosée il y a {{days}} jour."
            many: "{{plant}} a été arrosée il y a {{days}} de jours."
            other: "{{plant}} a été arrosée il y a {{days}} jours."
        ja:
          templates.water.body:
            other: "{{plant}}に最後に水をあげたのは{{days}}日前です。"

    """

  /// The same spec before translation: only the source language's texts.
  static var bareSpec: String {
    let start = spec.range(of: "  translations:\n")?.lowerBound ?? spec.endIndex
    return String(spec[..<start])
  }

  /// An app's catalog as Xcode writes it: the app's own keys (an empty key, a plural, states,
  /// a device variation, a substitution) around two of specc's keys, one the spec no longer has.
  static let appCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : {
          "shouldTranslate" : false
        },
        "%lld plants" : {
          "comment" : "Plant count on the home screen",
          "localizations" : {
            "fr" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld plante"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld plantes"
                    }
                  }
                }
              }
            }
          }
        },
        "About" : {
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "À propos"
              }
            },
            "ja" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "About"
              }
            }
          }
        },
        "Open %@" : {
          "localizations" : {
            "fr" : {
              "variations" : {
                "device" : {
                  "mac" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Ouvrir %@ sur le Mac"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Ouvrir %@"
                    }
                  }
                }
              }
            }
          }
        },
        "followers %lld" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@followers@"
              },
              "substitutions" : {
                "followers" : {
                  "argNum" : 1,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg follower"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg followers"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "specc.garden.copy.ask" : {
          "comment" : "An old comment",
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Erinnerungen erlauben"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Autoriser les rappels"
              }
            }
          },
          "shouldTranslate" : true
        },
        "specc.garden.old.gone" : {
          "extractionState" : "manual",
          "localizations" : {
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Parti"
              }
            }
          }
        },
        "zoom" : {

        }
      },
      "version" : "1.0"
    }

    """

  /// A fresh folder with `text` as `garden.yaml`.
  static func folder(_ text: String = spec) throws -> (URL, String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-app-files-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("garden.yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (directory, path)
  }

  static func write(_ text: String, _ directory: URL, _ name: String) throws -> String {
    let path = directory.appendingPathComponent(name).path
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The bytes of every member of `strings` that is not specc's, and the bytes around `strings`.
  static func foreignParts(_ catalog: String) throws -> [String] {
    let bytes = Array(catalog.utf8)
    let root = try LocatedJSON.parse(bytes)
    let strings = try #require(root["strings"])
    let span = try #require(strings.span)
    var parts = [
      String(decoding: bytes[..<span.lowerBound], as: UTF8.self),
      String(decoding: bytes[span.upperBound...], as: UTF8.self),
    ]
    for member in strings.members ?? [] where !member.key.value.hasPrefix("specc.garden.") {
      parts.append(String(decoding: bytes[member.span], as: UTF8.self))
    }
    return parts
  }

  static func messages(_ outcome: StringsInterchange.Outcome) -> [String] {
    outcome.diagnostics.sorted().map {
      "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)"
    }
  }

  // MARK: - String Catalog

  /// Export into the app's catalog: every other key byte for byte, specc's key keeps its
  /// state, its `de` text, `shouldTranslate` and `extractionState`; the key the spec dropped is
  /// marked stale; a second export changes nothing; importing the result changes nothing in
  /// the spec and reports the app's keys once, as a note.
  @Test func exportMergesIntoTheAppsCatalogAndComesBack() throws {
    let (directory, spec) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try Self.write(Self.appCatalog, directory, "Localizable.xcstrings")
    let exported = try StringsInterchange.export(spec: spec, xcstrings: catalog, android: nil)
    // The developer's comment on specc's key is kept, and export says so (issue 42).
    #expect(
      exported.diagnostics.map(\.message) == [
        "kept the comment of 'specc.garden.copy.ask': it is not specc's (specc's starts 'Text shown in the app'), so specc's translator comment is not written; delete it to get specc's"
      ] && exported.written == [catalog], "\(Self.messages(exported))")
    let merged = try StringsInterchangeTests.read(catalog)
    #expect(try Self.foreignParts(merged) == Self.foreignParts(Self.appCatalog))
    // specc's key: the fr unit is still needs_review (its text is the spec's), de and
    // shouldTranslate kept, and the developer's comment.
    #expect(
      merged.contains(
        """
            "specc.garden.copy.ask" : {
              "comment" : "An old comment",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Erinnerungen erlauben"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Allow reminders"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Autoriser les rappels"
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "リマインダーを許可"
                  }
                }
              },
              "shouldTranslate" : true
            },
        """), "\(merged)")
    #expect(
      merged.contains(
        """
            "specc.garden.old.gone" : {
              "extractionState" : "stale",
        """))
    let keys = try #require(LocatedJSON.parse(Array(merged.utf8))["strings"]?.members).map(\.key.value)
    #expect(keys == keys.sorted())
    #expect(keys.filter { $0.hasPrefix("specc.garden.") }.count == 5)
    let again = try StringsInterchange.export(spec: spec, xcstrings: catalog, android: nil)
    #expect(again.written.isEmpty && again.unchanged == [catalog])

    let before = try StringsInterchangeTests.read(spec)
    let imported = try StringsInterchange.importFiles([catalog], into: spec)
    #expect(imported.unchanged == [spec] && !imported.failed)
    #expect(try StringsInterchangeTests.read(spec) == before)
    #expect(
      Self.messages(imported) == [
        "4:5: note: 6 keys are not specc's (first ''): specc reads and writes only the keys starting 'specc.garden.' and leaves the others as they are",
        "129:9: warning: extra translation: 'specc.garden.copy.ask' has a 'de' text, but the spec ships en, fr, ja; it is not read",
        "143:23: warning: 'specc.garden.copy.ask' in fr is in state 'needs_review', not a translation: it is not read (translate it and mark it translated)",
      ], "\(Self.messages(imported))")
  }

  /// A catalog of specc's keys as translators return it: a substitution becomes the plural
  /// forms, a device variation is read through `other`, an extra plural category, a unit in
  /// state `new` or `stale` and an extra key are warnings naming them; the rest is imported.
  @Test func importMapsSubstitutionsAndWarnsOfWhatItDoesNotRead() throws {
    let (directory, spec) = try Self.folder(Self.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    func unit(_ value: String, _ state: String = "translated") -> String {
      "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(value)\"}}"
    }
    let catalog = try Self.write(
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "specc.garden.templates.water.body":{"localizations":{
      "fr":{"stringUnit":{"state":"translated","value":"{{plant}} a été arrosée %#@days@."},
        "substitutions":{"days":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
          "one":\(unit("il y a %arg jour")),"many":\(unit("il y a %arg de jours")),"other":\(unit("il y a %arg jours"))}}}}},
      "ja":{"variations":{"plural":{
        "one":\(unit("x")),"other":\(unit("{{plant}}は{{days}}日前"))}}}}},
      "specc.garden.templates.water.title":{"localizations":{
      "fr":{"variations":{"device":{"applewatch":\(unit("Eau")),"other":\(unit("Arroser {{plant}}"))}}},
      "ja":\(unit("Water {{plant}}", "new"))}},
      "specc.garden.copy.ask":{"localizations":{"fr":\(unit("Autoriser", "stale"))}},
      "specc.garden.copy.asc":{"localizations":{"fr":\(unit("Autoriser"))}}}}
      """, directory, "Localizable.xcstrings")
    let imported = try StringsInterchange.importFiles([catalog], into: spec)
    #expect(
      Self.messages(imported) == [
        "7:3: warning: extra plural category 'one' of 'specc.garden.templates.water.body' in ja: ja has other, so it is not read",
        "9:30: warning: device variations of 'specc.garden.templates.water.title' in fr (applewatch) are not read: specc has one text per locale, so the 'other' device's text is",
        "10:29: warning: 'specc.garden.templates.water.title' in ja is in state 'new', not a translation: it is not read (translate it and mark it translated)",
        "11:71: warning: 'specc.garden.copy.ask' in fr is in state 'stale', not a translation: it is not read (translate it and mark it translated)",
        "12:1: warning: extra translation: 'specc.garden.copy.asc' (did you mean 'specc.garden.copy.ask'?) is not a text of \(spec), so it is not read",
      ],
      "\(Self.messages(imported))")
    #expect(imported.written == [spec])
    let result = try #require(Pipeline.lint(text: try StringsInterchangeTests.read(spec), path: spec).resolved)
    let entries = StringsInterchange.entries(of: result).filter { $0.locale != "en" }.map {
      "\($0.locale) \($0.key) \($0.category ?? "-"): \($0.value)"
    }
    #expect(
      entries == [
        "fr templates.water.title -: Arroser {{plant}}",
        "fr templates.water.body one: {{plant}} a été arrosée il y a {{days}} jour.",
        "fr templates.water.body many: {{plant}} a été arrosée il y a {{days}} de jours.",
        "fr templates.water.body other: {{plant}} a été arrosée il y a {{days}} jours.",
        "ja templates.water.body other: {{plant}}は{{days}}日前",
      ], "\(entries)")
  }

  /// A substitution that cannot become specc's plural forms is an error at its place, never dropped.
  @Test(arguments: [
    (
      "\"value\":\"%#@a@ %#@b@\"},\"substitutions\":{\"a\":{},\"b\":{}}", 3,
      "substitution 'a' of 'specc.garden.templates.water.body' in fr has no plural variations"
    ),
    (
      "\"value\":\"%#@a@ %#@b@\"},\"substitutions\":{\"a\":{\"argNum\":1,\"variations\":{\"plural\":{}}},\"b\":{\"argNum\":2,\"variations\":{\"plural\":{}}}}",
      3,
      "substitutions 'a' and 'b' of 'specc.garden.templates.water.body' in fr count different arguments (argNum 1 and 2)"
    ),
    (
      "\"value\":\"%#@a@\"},\"substitutions\":{\"a\":{\"formatSpecifier\":\"lld\"}}", 3,
      "substitution 'a' of 'specc.garden.templates.water.body' in fr has no plural variations"
    ),
    (
      "\"value\":\"%#@a@\"},\"substitutions\":{\"b\":{}}", 3,
      "substitution 'b' of 'specc.garden.templates.water.body' in fr is not used by its text"
    ),
    (
      "\"value\":\"none\"},\"substitutions\":{\"a\":{}}", 3,
      "'specc.garden.templates.water.body' in fr has substitutions, but its text uses none"
    ),
  ])
  func substitutionsThatCannotMapAreErrors(unit: String, line: Int, message: String) throws {
    let (directory, spec) = try Self.folder(Self.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try Self.write(
      "{\"sourceLanguage\":\"en\",\"strings\":{\n\"specc.garden.templates.water.body\":{\"localizations\":{\"fr\":\n{\"stringUnit\":{\"state\":\"translated\",\(unit)}}}}}",
      directory, "A.xcstrings")
    let outcome = try StringsInterchange.importFiles([catalog], into: spec)
    #expect(outcome.failed && outcome.written.isEmpty)
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1 && errors.first?.location.line == line, "\(Self.messages(outcome))")
    #expect(errors.first?.message.hasPrefix(message) == true, "\(Self.messages(outcome))")
    #expect(errors.first?.ruleID == "strings_import" && errors.first?.location.path == catalog)
    #expect(try StringsInterchangeTests.read(spec) == Self.bareSpec)
  }

  /// A substitution on a text that does not vary with a count is an error too.
  @Test func aSubstitutionOnASingleTextIsAnError() throws {
    let (directory, spec) = try Self.folder(Self.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try Self.write(
      "{\"sourceLanguage\":\"en\",\"strings\":{\"specc.garden.copy.ask\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\n\"substitutions\":{\"n\":{}}}}}}}",
      directory, "A.xcstrings")
    let outcome = try StringsInterchange.importFiles([catalog], into: spec)
    #expect(
      Self.messages(outcome) == [
        "2:17: error: 'specc.garden.copy.ask' in fr has substitutions, but the spec's text does not vary with a count"
      ])
  }

  // MARK: - strings.xml

  /// An app's values-fr/strings.xml: styling, xliff placeholders, arrays, skip, tools
  /// attributes and comments around specc's resources (one styled, one with an xliff
  /// placeholder and a tools attribute, one the spec no longer has).
  static let appStrings = """
    <?xml version="1.0" encoding="utf-8"?>
    <!-- Copyright the app's authors. -->
    <resources xmlns:tools="http://schemas.android.com/tools"
        xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="app_name" translatable="false">Garden</string>
        <!-- Shown on the home screen -->
        <string name="greeting">Bonjour <b>%1$s</b> !</string>
        <string name="progress" formatted="false">100% fait</string>
        <string name="welcome">Bienvenue, <xliff:g id="name" example="Ann">%1$s</xliff:g></string>
        <string name="calm">Respirez \\uD83E\\uDDD8</string>
        <string-array name="seasons">
            <item>Printemps</item>
            <item>Été</item>
        </string-array>
        <skip />
        <plurals name="plants" tools:ignore="UnusedQuantity">
            <item quantity="one">%d plante</item>
            <item quantity="other">%d plantes</item>
        </plurals>
        <string name="specc_garden_templates_water_title" tools:ignore="MissingTranslation">Arroser <xliff:g id="plant" example="Basilic">{{plant}}</xliff:g></string>
        <string name="specc_garden_copy_ask">Autoriser <b>les</b> rappels <a href="https://example.com/?a=1&amp;b=2">ici</a> \\uD83C\\uDF31</string>
        <string name="specc_garden_old_gone">Parti</string>
        <string name="translator_credits" translatable="false">
            "  Many   hands  "
        </string>
    </resources>

    """

  /// Import the app's file, then export into it: every resource that is not specc's byte for
  /// byte; specc's keep their bytes (styling, xliff, tools attribute) and get a translator
  /// comment; the one the spec no longer has stays (export removes nothing it did not write),
  /// the missing ones come after the last of specc's; a second
  /// round changes nothing.
  @Test func exportMergesIntoTheAppsStringsXMLAndComesBack() throws {
    let (directory, spec) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let res = directory.appendingPathComponent("res").path
    let file = try Self.write(Self.appStrings, directory, "res/values-fr/strings.xml")
    let imported = try StringsInterchange.importFiles([file], into: spec)
    #expect(
      Self.messages(imported) == [
        "5:5: note: 8 resources are not specc's (first 'app_name'): specc reads and writes only the keys starting 'specc_garden_' and leaves the others as they are",
        "22:5: warning: extra translation: 'specc_garden_old_gone' is not a text of \(spec), so it is not read",
      ], "\(Self.messages(imported))")
    let result = try #require(Pipeline.lint(text: try StringsInterchangeTests.read(spec), path: spec).spec)
    #expect(
      result.localization?.translation("copy.ask", locale: "fr")?.text.value
        == "Autoriser <b>les</b> rappels <a href=\"https://example.com/?a=1&amp;b=2\">ici</a> 🌱")
    let exported = try StringsInterchange.export(spec: spec, xcstrings: nil, android: res)
    #expect(!exported.failed, "\(Self.messages(exported))")
    let merged = try StringsInterchangeTests.read(file)
    // The app's file with specc's part rewritten; every other byte as it was.
    let before = """
          <string name="specc_garden_templates_water_title" tools:ignore="MissingTranslation">Arroser <xliff:g id="plant" example="Basilic">{{plant}}</xliff:g></string>
          <string name="specc_garden_copy_ask">Autoriser <b>les</b> rappels <a href="https://example.com/?a=1&amp;b=2">ici</a> \\uD83C\\uDF31</string>
          <string name="specc_garden_old_gone">Parti</string>

      """
    let after = """
          <!-- Title of the notification 'water'. {{plant}}: The plant's name, as the user typed it. Keep every {{token}} as written. -->
          <string name="specc_garden_templates_water_title" tools:ignore="MissingTranslation">Arroser <xliff:g id="plant" example="Basilic">{{plant}}</xliff:g></string>
          <!-- Text shown in the app (prompt, all). -->
          <string name="specc_garden_copy_ask">Autoriser <b>les</b> rappels <a href="https://example.com/?a=1&amp;b=2">ici</a> \\uD83C\\uDF31</string>
          <string name="specc_garden_old_gone">Parti</string>
          <!-- Name of the notification channel 'care' in Android's settings. -->
          <string name="specc_garden_channels_care_name">Entretien</string>
          <!-- Body of the notification 'water'. {{plant}}: The plant's name, as the user typed it. {{days}}: Days since the plant was last watered. The plural form is chosen by the number {{days}}. Keep every {{token}} as written. -->
          <plurals name="specc_garden_templates_water_body">
              <item quantity="one">{{plant}} a été arrosée il y a {{days}} jour.</item>
              <item quantity="many">{{plant}} a été arrosée il y a {{days}} de jours.</item>
              <item quantity="other">{{plant}} a été arrosée il y a {{days}} jours.</item>
          </plurals>

      """
    #expect(Self.appStrings.contains(before))
    let expected = Self.appStrings.replacingOccurrences(of: before, with: after)
    #expect(merged == expected, "\(merged)")
    let specText = try StringsInterchangeTests.read(spec)
    let again = try StringsInterchange.importFiles([file], into: spec)
    #expect(again.unchanged == [spec] && !again.failed)
    #expect(try StringsInterchangeTests.read(spec) == specText)
    let reexported = try StringsInterchange.export(spec: spec, xcstrings: nil, android: res)
    #expect(reexported.unchanged.contains(file) && !reexported.written.contains(file))
  }

  /// A changed text of a styled resource is written back with its styling as markup, and its
  /// `tools:` attribute kept; a `%` that is not a format gets no `formatted="false"`.
  @Test func aChangedResourceKeepsItsAttributesAndStyling() throws {
    let (directory, spec) = try Self.folder(
      Self.spec.replacingOccurrences(
        of: "copy.ask: \"Autoriser les rappels\"", with: "copy.ask: \"<b>Autoriser</b> 100%\""))
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try Self.write(
      "<resources>\n  <string name=\"specc_garden_copy_ask\" tools:ignore=\"Typos\">Autoriser</string>\n</resources>\n",
      directory, "res/values-fr/strings.xml")
    _ = try StringsInterchange.export(spec: spec, xcstrings: nil, android: directory.appendingPathComponent("res").path)
    let merged = try StringsInterchangeTests.read(file)
    #expect(
      merged.hasPrefix(
        "<resources>\n  <!-- Text shown in the app (prompt, all). -->\n  <string name=\"specc_garden_copy_ask\" tools:ignore=\"Typos\"><b>Autoriser</b> 100%</string>\n"
      ), "\(merged)")
    #expect(StringsInterchange.androidEscape("50 %s off") == "50 %s off")
    #expect(StringsInterchange.needsUnformatted("50 %s off") && !StringsInterchange.needsUnformatted("100%"))
    #expect(StringsInterchange.androidEscape("a <b>c</i> <x>") == "a &lt;b&gt;c&lt;/i&gt; &lt;x&gt;")
  }

  /// Specs `garden` and `garden_copy` in one strings.xml: a spec id's `_` is doubled in the
  /// prefix (`specc_garden_copy_ask` is garden's, `specc_garden__copy_copy_ask` garden_copy's), so
  /// neither export removes the other's resources and each import reads only its own.
  @Test func specsWhoseIdsArePrefixesOfEachOtherKeepApartInStringsXML() throws {
    let (directory, spec) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let other = try Self.write(
      Self.spec.replacingOccurrences(of: "spec: garden\n", with: "spec: garden_copy\n")
        .replacingOccurrences(of: "\"Autoriser les rappels\"", with: "\"Permettre les rappels\""),
      directory, "garden_copy.yaml")
    let res = directory.appendingPathComponent("res").path
    for path in [spec, other, spec] {
      let outcome = try StringsInterchange.export(spec: path, xcstrings: nil, android: res)
      #expect(!outcome.failed, "\(Self.messages(outcome))")
    }
    let french = try StringsInterchangeTests.read(res + "/values-fr/strings.xml")
    #expect(french.contains("<string name=\"specc_garden_copy_ask\">Autoriser les rappels</string>"), "\(french)")
    #expect(french.contains("<string name=\"specc_garden__copy_copy_ask\">Permettre les rappels</string>"), "\(french)")
    for (path, own) in [(spec, "specc_garden_"), (other, "specc_garden__copy_")] {
      let before = try StringsInterchangeTests.read(path)
      let outcome = try StringsInterchange.importFiles([res + "/values-fr/strings.xml"], into: path)
      #expect(!outcome.failed && outcome.written.isEmpty, "\(Self.messages(outcome))")
      #expect(!outcome.diagnostics.contains { $0.severity != .note }, "\(Self.messages(outcome))")
      #expect(outcome.diagnostics.contains { $0.message.contains("keys starting '\(own)'") })
      #expect(try StringsInterchangeTests.read(path) == before)
    }
    let ownership = StringsInterchange.Ownership(spec: try #require(StringsInterchange.load(spec).spec))
    #expect(ownership.owns(resource: "specc_garden_copy_ask"))
    #expect(!ownership.owns(resource: "specc_garden__copy_copy_ask") && !ownership.owns(resource: "specc_garden_"))
  }

  /// Android's escapes for characters outside the BMP: a surrogate pair is one character, half
  /// of one is a located error.
  @Test func surrogatePairEscapesReadAsTheCharacter() {
    #expect(StringsInterchange.androidUnescape("Respirez \\uD83E\\uDDD8").text == "Respirez 🧘")
    #expect(StringsInterchange.androidUnescape("\\ud83e\\udDD8").text == "🧘")
    #expect(StringsInterchange.androidUnescape("\\uD83E alone").problem == "\\uD83E is half of a surrogate pair")
    #expect(StringsInterchange.androidUnescape("\\uDDD8").problem == "\\uDDD8 is half of a surrogate pair")
  }

  // MARK: - Files that disagree

  /// A catalog and a strings.xml that give one text differently: an error at the second place,
  /// naming the first, and nothing written; files that agree import.
  @Test func twoFilesThatDisagreeAreAnErrorNamingBoth() throws {
    let (directory, spec) = try Self.folder(Self.bareSpec)
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalog = try Self.write(
      "{\"sourceLanguage\":\"en\",\"strings\":{\"specc.garden.copy.ask\":{\"localizations\":{\"fr\":\n  {\"stringUnit\":{\"state\":\"translated\",\"value\":\"Autoriser\"}}}}}}",
      directory, "A.xcstrings")
    let xml = try Self.write(
      "<resources>\n    <string name=\"specc_garden_copy_ask\">Permettre</string>\n</resources>\n", directory,
      "res/values-fr/strings.xml")
    let outcome = try StringsInterchange.importFiles([catalog, xml], into: spec)
    #expect(outcome.failed && outcome.written.isEmpty)
    let error = try #require(outcome.diagnostics.first { $0.severity == .error })
    #expect(error.location.path == xml && error.location.line == 2 && error.location.column == 5)
    #expect(
      error.message
        == "the fr text of 'specc.garden.copy.ask' is \"Permettre\" here but \"Autoriser\" at \(catalog):2:17; make the two files agree"
    )
    #expect(try StringsInterchangeTests.read(spec) == Self.bareSpec)
    try "<resources>\n    <string name=\"specc_garden_copy_ask\">Autoriser</string>\n</resources>\n".write(
      toFile: xml, atomically: true, encoding: .utf8)
    let agreeing = try StringsInterchange.importFiles([catalog, xml], into: spec)
    #expect(!agreeing.failed && agreeing.written == [spec], "\(Self.messages(agreeing))")
  }

  /// Comments for translators come from the spec: what the text is and each token's description.
  @Test func translatorCommentsExplainTheTokens() throws {
    let spec = try #require(Pipeline.lint(text: Self.spec, path: "garden.yaml").resolved)
    let comments = TranslatableText.all(in: spec.spec).map { StringsInterchange.translatorComment($0, spec: spec) }
    #expect(
      comments == [
        "Title of the notification 'water'. {{plant}}: The plant's name, as the user typed it. Keep every {{token}} as written.",
        "Body of the notification 'water'. {{plant}}: The plant's name, as the user typed it. {{days}}: Days since the plant was last watered. The plural form is chosen by the number {{days}}. Keep every {{token}} as written.",
        "Text shown in the app (prompt, all).",
        "Name of the notification channel 'care' in Android's settings.",
      ])
    let catalog = StringsInterchange.xcstrings(spec)
    #expect(catalog.contains("\"comment\" : \"Title of the notification 'water'. {{plant}}: The plant's name"))
  }
}
