import Foundation
import Testing

@testable import SpeccCore

/// Issue 21: copy rules judge the translations of every kind of user-visible string, in the
/// locales a rule's `languages` names, each reported at the translation's text and naming its locale.
@Suite struct TranslatedCopyRulesTests {
  static let french = """
    localization:
      source_language: en
      locales: [fr, fr-CA]
      translations:
        fr:
          prayers.dawn.name: Aube
          slots.0700.label: Réveil de semaine
          channels.wake.name: Réveils
          channels.wake.description: Chaque réveil programmé
          categories.WAKE.actions.STOP: Arrêter
          templates.wake_up.title: Bonjour
          templates.wake_up.body: Il est temps de se lever
          copy.ask: Autoriser les notifications
          status_labels.armed: Rappel programmé
        fr-CA:
          prayers.dawn.name: Aube
          slots.0700.label: Réveil de semaine
          channels.wake.name: Réveils
          channels.wake.description: Chaque réveil programmé
          categories.WAKE.actions.STOP: Arrêter
          templates.wake_up.title: Bonjour
          templates.wake_up.body: Il est temps de se lever
          copy.ask: Autoriser les notifications
          status_labels.armed: Rappel programmé

    """

  /// The kinds spec of `CopyRuleKindsTests` in English and French, with a French-only rule.
  static func spec(_ replacements: [(String, String)] = [], languages: String = "[fr]") -> String {
    var text =
      CopyRuleKindsTests.spec()
      + "  - id: no_alarme\n    message: Dites réveil.\n    forbid_words: [alarme]\n    languages: \(languages)\n"
      + french
    for (old, new) in replacements {
      #expect(text.contains(old), "the test spec no longer contains \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return text
  }

  @Test func theCleanSpecLintsCleanOfEveryRule() throws {
    let diagnostics = Pipeline.lint(text: Self.spec(), path: "demo.yaml").diagnostics
    #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" })")
  }

  /// Each kind with "alarme" in its French translation: one error, at the word, naming the string and locale.
  @Test(arguments: [
    ("STOP: Arrêter\n", "STOP: Arrêter alarme\n", "title of action 'STOP' in category 'WAKE' in fr says 'alarme'"),
    ("wake.name: Réveils\n", "wake.name: Alarmes\n", "name of channel 'wake' in fr says 'Alarmes'"),
    ("description: Chaque réveil", "description: Chaque alarme", "description of channel 'wake' in fr says 'alarme'"),
    ("label: Réveil de semaine", "label: Alarme de semaine", "label of slot '0700' in fr says 'Alarme'"),
    ("name: Aube\n", "name: Aube alarme\n", "name of prayer 'dawn' in fr says 'alarme'"),
    ("armed: Rappel programmé", "armed: Alarme programmée", "status label 'armed' in fr says 'Alarme'"),
    ("ask: Autoriser les notifications", "ask: Autoriser les alarmes", "copy 'ask' in fr says 'alarmes'"),
    ("title: Bonjour", "title: Bonjour alarme", "title of template 'wake_up' in fr says 'alarme'"),
  ])
  func eachKindIsCheckedInItsTranslation(old: String, new: String, says: String) throws {
    let clean = Self.spec()
    // Only the first (fr) translation changes; fr-CA stays clean.
    let french = try #require(clean.range(of: "    fr:\n"))
    let range = try #require(clean.range(of: old, range: french.upperBound..<clean.endIndex))
    let text = clean.replacingCharacters(in: range, with: new)
    let found = CopyRuleKindsTests.found(text, rule: "no_alarme")
    #expect(found.count == 1, "\(found.map(\.message))")
    let error = try #require(found.first)
    #expect(error.message == "Dites réveil. (\(says))")
    let word = String(says.split(separator: "'").last ?? "")
    let lines = text.components(separatedBy: "\n")
    let line = try #require(lines.firstIndex { $0.contains(new.trimmingCharacters(in: .newlines)) })
    let scalars = Array(lines[line].unicodeScalars)
    let wanted = Array(word.unicodeScalars)
    let column = try #require(
      scalars.indices.first {
        scalars[$0...].starts(with: wanted) && !scalars[..<$0].isEmpty && scalars[$0 - 1] != "\""
      })
    #expect((error.location.line, error.location.column) == (line + 1, column + 1))
  }

  /// `languages` selects the texts of a language: `fr` includes fr-CA; another language, or the
  /// source, is not judged; a rule without `languages` judges every language.
  @Test func languagesSelectTranslations() throws {
    let both = [("channels.wake.name: Réveils\n", "channels.wake.name: Alarmes\n")]
    #expect(CopyRuleKindsTests.found(Self.spec(both), rule: "no_alarme").count == 2)
    #expect(CopyRuleKindsTests.found(Self.spec(both, languages: "[fr-CA]"), rule: "no_alarme").count == 1)
    #expect(CopyRuleKindsTests.found(Self.spec(both, languages: "[de]"), rule: "no_alarme").isEmpty)
    #expect(CopyRuleKindsTests.found(Self.spec(both, languages: "[en]"), rule: "no_alarme").isEmpty)
    // The English rule (no languages) judges the French text too when it says "alarm".
    let english = Self.spec([("channels.wake.name: Réveils\n", "channels.wake.name: Alarm\n")])
    #expect(
      CopyRuleKindsTests.found(english).map(\.message) == [
        "Say wake-up, never alarm. (name of channel 'wake' in fr says 'Alarm')",
        "Say wake-up, never alarm. (name of channel 'wake' in fr-CA says 'Alarm')",
      ])
  }
}
