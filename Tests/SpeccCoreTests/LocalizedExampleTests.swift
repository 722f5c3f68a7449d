import Foundation
import Testing

@testable import SpeccCore

/// `Examples/localized.yaml`: English, French and Arabic with a count token (issue 21). It lints
/// clean, the acceptance's two mistakes are errors where they are written, and its generated
/// Swift compiles in Swift 6 mode and renders in each locale and plural form.
@Suite struct LocalizedExampleTests {
  static let path = "Examples/localized.yaml"

  static func text() throws -> String {
    try String(contentsOf: SwiftcBatch.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func lint(_ text: String) -> LintResult { Pipeline.lint(text: text, path: path) }

  @Test func lintsClean() throws {
    let result = Self.lint(try Self.text())
    #expect(result.spec != nil)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
  }

  /// Removing the Arabic `few` form is an error at the plural mapping that lacks it, naming it.
  @Test func missingArabicFewIsAnErrorAtItsMapping() throws {
    let text = try Self.text()
    let lines = text.components(separatedBy: "\n")
    let few = try #require(lines.firstIndex { $0.contains("few: \"تبدأ") })
    let mapping = try #require(lines[..<few].lastIndex { $0.contains("templates.break_soon.body:") })
    let edited = (lines[..<few] + lines[(few + 1)...]).joined(separator: "\n")
    let found = Self.lint(edited).diagnostics
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.ruleID == "translation_complete" && diagnostic.severity == .error)
    #expect(diagnostic.location.line == mapping + 1 && diagnostic.location.column == 7)
    #expect(diagnostic.message.contains("ar") && diagnostic.message.contains("lack few"))
  }

  /// A French title over 50 characters with its tokens at their longest is an error naming fr.
  @Test func longFrenchTitleIsAnErrorNamingTheLocale() throws {
    let text = try Self.text()
    let long = "templates.break_soon.title: \"Une pause bien méritée arrive bientôt : {{activity}}\""
    let edited = text.replacingOccurrences(of: "templates.break_soon.title: \"Pause : {{activity}}\"", with: long)
    #expect(edited != text)
    let found = Self.lint(edited).diagnostics
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.ruleID == "translation_length" && diagnostic.severity == .error)
    #expect(diagnostic.message.hasPrefix("the fr title of template 'break_soon' can render 64 characters"))
    let line = text.components(separatedBy: "\n").firstIndex { $0.contains("templates.break_soon.title: \"Pause") }
    #expect(diagnostic.location.line == (line ?? -2) + 1 && diagnostic.location.column == 35)
  }

  /// A translation or a plural mapping of the wrong shape is one schema_type error, not also a
  /// missing translation.
  @Test func aWrongShapeIsOneDiagnostic() throws {
    let text = try Self.text()
    let french = """
          fr:
            templates.break_soon.body:
              one: Votre pause commence dans {{minutes}} minute.
              many: Votre pause commence dans {{minutes}} de minutes.
              other: Votre pause commence dans {{minutes}} minutes.

      """
    let edited = text.replacingOccurrences(
      of: "channels.breaks.name: Pauses", with: "channels.breaks.name: [Pauses]"
    )
    .replacingOccurrences(of: french, with: "    fr:\n      templates.break_soon.body: \"Votre pause\"\n")
    #expect(edited.contains("[Pauses]") && edited.contains("body: \"Votre pause\""))
    let found = Self.lint(edited).diagnostics
    #expect(found.map(\.ruleID) == ["schema_type", "schema_type"], "\(found.map(\.message))")
  }

  /// Builds SpeccRuntime as a static library, then the generated Swift with a program that
  /// renders in every locale (and an unshipped one, and a regional one that falls back).
  @Test func generatedSwiftRendersEveryLocaleAndPluralForm() throws {
    let spec = try #require(Self.lint(try Self.text()).spec)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specc-localized-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for output in Compiler.outputs(for: [spec]) {
      let file = directory.appendingPathComponent(output.name)
      try output.contents.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try """
    import Foundation
    import SpeccRuntime

    typealias T = StudyBreaks.Template
    for (locale, count) in [("en", 1), ("en", 5), ("fr-CA", 1), ("fr", 1000000), ("fr", 2), ("ar", 0), ("ar", 2), ("ar", 3), ("ar", 11), ("ar", 100), ("de", 1), ("ar_EG", 1)] {
      let n = T.renderBreakSoon(minutes: String(count), activity: "Tea", count: count, locale: locale)
      print(locale, count, n.title, "|", n.body)
    }
    // The planner renders through the app's closure, which passes the user's locale (and the
    // count: the minutes before the break) to the typed renderer (docs/scheduling.md, "Locales").
    let userLocale = "ar-EG"
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    var settings = StudyBreaks.Planner.defaultSettings
    settings.items["1030"]?.reminderOffset = 10
    let plan = StudyBreaks.Planner.plan(
      StudyBreaks.Planner.iOS, now: Date(timeIntervalSince1970: 1_800_000_000), calendar: calendar, settings: settings
    ) { occurrence in
      var minutes = 0
      if case .reminder(let before) = occurrence.kind { minutes = before }
      return T.renderBreakSoon(minutes: String(minutes), activity: "Tea", count: minutes, locale: userLocale)
    }
    for notification in plan.notifications.prefix(3) { print(notification.occurrence.itemID, notification.body) }
    """.write(to: main, atomically: true, encoding: .utf8)
    let output = try SwiftcBatch.buildAndRun(files + [main.path], in: directory)
    #expect(
      output
        == """
        en 1 Break for Tea | Your break starts in 1 minute.
        en 5 Break for Tea | Your break starts in 5 minutes.
        fr-CA 1 Pause : Tea | Votre pause commence dans 1 minute.
        fr 1000000 Pause : Tea | Votre pause commence dans 1000000 de minutes.
        fr 2 Pause : Tea | Votre pause commence dans 2 minutes.
        ar 0 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك الآن.
        ar 2 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك بعد دقيقتين.
        ar 3 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك بعد \u{2068}3\u{2069} دقائق.
        ar 11 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك بعد \u{2068}11\u{2069} دقيقة.
        ar 100 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك بعد \u{2068}100\u{2069} دقيقة.
        de 1 Break for Tea | Your break starts in 1 minute.
        ar_EG 1 استراحة: \u{2068}Tea\u{2069} | تبدأ استراحتك بعد دقيقة واحدة.
        1030 تبدأ استراحتك بعد \u{2068}10\u{2069} دقائق.
        1030 تبدأ استراحتك الآن.
        1600 تبدأ استراحتك الآن.

        """)
  }
}
