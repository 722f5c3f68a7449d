import Foundation
import Testing

@testable import SpeccCore

/// The generated tables reproduce the seeds' hand-kept tables.
@Suite struct DocsPageTests {
  /// Seed 002, "Profile Status Labels", row for row.
  static let seedStatusLabels = [
    ["Android exact timing armed", "Precise notification"],
    ["Android notification fallback armed", "Notification"],
    ["iOS AlarmKit armed", "Alarm"],
    ["iOS notification fallback armed", "Notification"],
    ["Notification permission missing", "Notification permission needed"],
    ["No upcoming delivery armed", "No scheduled notifications"],
    ["User disabled schedule delivery", "Off"],
  ]

  @Test func onTimeStatusTableHasExactlyTheSeedRows() throws {
    let table = StatusLabelTable.table(try GeneratedDocsTests.spec("ontime.yaml"))
    #expect(table.header == ["Platform / capability state", "User-facing status"])
    #expect(table.rows == Self.seedStatusLabels)
    let block = try #require(
      DocsPage.blocks(for: try GeneratedDocsTests.resolved("ontime.yaml"))["ontime.status_labels"])
    #expect(block.split(separator: "\n").count == 2 + 7)
  }

  @Test func athanWindowTableHasTheSeedRowsAsComputed() throws {
    let spec = try GeneratedDocsTests.spec("athan.yaml")
    for platform in [PlatformName.ios, .android] {
      let table = try #require(BudgetTables.windowSizes(spec, platform: platform))
      #expect(table.header == ["Scenario", "Per day", "6-day total", "3-day total", "2-day total"])
      // Seed 000, "Window size calculation" (its "~10" and "~20" are exact here).
      #expect(
        table.rows == [
          ["No reminders", "10", "60 ✓", "30 ✓", "20 ✓"], ["All reminders", "20", "120 ✗", "60 ✓", "40 ✓"],
        ])
    }
    let block = try #require(DocsPage.blocks(for: try GeneratedDocsTests.resolved("athan.yaml"))["athan.window_sizes"])
    #expect(block.contains("| All reminders | 20 | 120 ✗ | 60 ✓ | 40 ✓ |\n"))
  }

  @Test func windowTableFollowsTheSpecNotTypedNumbers() throws {
    var spec = try GeneratedDocsTests.spec("athan.yaml")
    spec.prayers.removeAll { $0.id.value == "istijaba" }  // 9 prayers: 9 and 18 a day
    let table = try #require(BudgetTables.windowSizes(spec, platform: .ios))
    #expect(
      table.rows == [["No reminders", "9", "54 ✓", "27 ✓", "18 ✓"], ["All reminders", "18", "108 ✗", "54 ✓", "36 ✓"]])
  }

  @Test func athanReminderMatrixIsTheSeedMatrix() throws {
    let table = ReminderMatrixTable.table(try GeneratedDocsTests.spec("athan.yaml"))
    #expect(
      table.rows == [
        ["None", "(unavailable)", "0", "No notifications for this prayer"],
        ["Silent", "Off", "1", "Silent notification at prayer time"],
        ["Silent", "On + Silent", "2", "Silent reminder + silent at-time"],
        ["Silent", "On + Sound", "2", "Sound reminder + silent at-time"],
        ["Sound", "Off", "1", "Sound notification at prayer time"],
        ["Sound", "On + Silent", "2", "Silent reminder + sound at-time"],
        ["Sound", "On + Sound", "2", "Sound reminder + sound at-time"],
      ])
  }

  @Test func eachFlowIsAMermaidFlowchartAndItsOwnBlock() throws {
    let spec = try GeneratedDocsTests.spec("ontime.yaml")
    let blocks = DocsPage.blocks(for: try GeneratedDocsTests.resolved("ontime.yaml"))
    for flow in spec.flows {
      let block = try #require(blocks["ontime.flows.\(flow.id.value)"])
      #expect(block == "```mermaid\n" + Mermaid.flowchart(flow, spec: spec) + "```\n")
      #expect(block.hasPrefix("```mermaid\nflowchart TD\n"))
    }
    #expect(blocks["ontime.flows"]?.components(separatedBy: "```mermaid").count == spec.flows.count + 1)
  }

  @Test func templatesShowTheirWorstCaseLengths() throws {
    let yaml = """
      spec: t
      name: T
      version: "1"
      tokens:
        - { id: name, kind: text, max_length: 50 }
        - { id: note, kind: text, max_length: 180 }
        - { id: open_note, kind: text }
        - { id: day, kind: date, format: yyyy-MM-dd }
        - { id: at, kind: time, format: "HH:mm" }
      templates:
        - id: fits
          title: "{{name}}"
          body: "{{note}} · {{day}} {{at}}"
        - id: over
          title: "Today: {{name}}"
          body: "{{open_note}}"
      """
    let spec = try #require(Pipeline.lint(text: yaml, path: "t.yaml").spec)
    let table = TemplateTable.table(spec)
    #expect(table.header.contains("Title worst case") && table.header.contains("Body worst case"))
    #expect(table.rows[0][2] == "0 + {{name}} 50 = 50 / 50 ✓")
    #expect(table.rows[0][4] == "4 + {{note}} 180 + {{day}} 10 + {{at}} 5 = 199 / 200 ✓")
    #expect(table.rows[1][2] == "7 + {{name}} 50 = 57 / 50 ✗ (truncated: 8 lost)")
    #expect(table.rows[1][4] == "unbounded (open_note)")
  }

  @Test func everyBlockIsNamedAfterItsSpecAndAKnownKey() throws {
    for name in SpecsLintCleanTests.specFiles {
      let spec = try GeneratedDocsTests.resolved(name)
      for blockName in DocsPage.blocks(for: spec).keys {
        let parts = blockName.split(separator: ".")
        #expect(parts.first.map(String.init) == spec.id.value)
        #expect(parts.count >= 2 && DocsPage.keys.contains(String(parts[1])), "\(blockName)")
      }
    }
  }

  /// The limits in force and each locale's plural categories and completeness, from the spec.
  @Test func limitsAndLocalizationShowWhatIsInForce() throws {
    let text = StringsInAppFilesTests.spec
      .replacingOccurrences(of: "      copy.ask: \"Autoriser les rappels\"\n", with: "")
      .replacingOccurrences(of: "        many: \"{{plant}} a été arrosée il y a {{days}} de jours.\"\n", with: "")
      .replacingOccurrences(
        of: "channels:\n",
        with:
          "platforms:\n  ios:\n    reserve: 4\n  android: {}\nlimits:\n  quiet_hours:\n    from: \"22:00\"\n    to: \"07:00\"\nchannels:\n"
      )
    let spec = try #require(Pipeline.lint(text: text, path: "garden.yaml").resolved)
    let sections = DocsPage.sections(for: spec)
    let limits = try #require(sections.first { $0.key == "limits" })
    #expect(
      limits.body == """
        | Limit | In force | From |
        | --- | --- | --- |
        | Title length | ≤ 50 characters | specc, for every template and translation (`template_length`, `translation_length`) |
        | Body length | ≤ 200 characters | specc, for every template and translation (`template_length`, `translation_length`) |
        | Pending notifications (iOS) | ≤ 64 | iOS's own cap (specc's default) |
        | Planned at most (iOS) | 60 | the cap less `platforms.ios.reserve` (4) |
        | Pending notifications (Android) | no cap | the spec sets no `platforms.android.pending_cap` |
        | Notifications a day | no maximum | the spec sets none |
        | Quiet hours | 22:00–07:00 | `limits.quiet_hours` (nothing fires from the first time up to the second) |

        """, "\(limits.body)")
    let localization = try #require(sections.first { $0.key == "localization" })
    #expect(
      localization.body.hasSuffix(
        """
        | Locale | Plural categories (CLDR) | Translations | Plural texts | Missing |
        | --- | --- | ---: | ---: | --- |
        | `en` (source) | one, other | 3/3 (the spec's own) | 1/1 | none |
        | `fr` | one, many, other | 2/3 | 0/1 | `copy.ask`, `templates.water.body` (many) |
        | `ja` | other | 3/3 | 1/1 | none |

        """), "\(localization.body)")
    #expect(sections.last?.key == "localization")
  }

  @Test func sectionsASpecLacksAreLeftOut() {
    let spec = Pipeline.lint(text: "spec: bare\nname: Bare\nversion: \"1\"\n", path: "bare.yaml").resolved
    let page = spec.map { DocsPage.render($0) } ?? ""
    #expect(
      page
        == "<!-- Generated by specc from bare.yaml. Do not edit: change the spec and run specc docs. -->\n\n# Bare\n\nSpec `bare`, version 1. Every table below is generated from the spec.\n"
    )
  }

  @Test func specTextCannotBreakThePage() throws {
    let yaml = """
      spec: hostile
      name: "Evil | <b>name</b>"
      version: "1"
      description: "# not a heading\\n\\n1. not a list"
      error_codes:
        - id: BAD_PIPE
          description: "a | b\\nc `d` </table>"
      """
    let spec = try #require(Pipeline.lint(text: yaml, path: "./Specs//hostile.yaml").resolved)
    let page = DocsPage.render(spec)
    #expect(page.hasPrefix("<!-- Generated by specc from Specs/hostile.yaml."))
    #expect(page.contains("# Evil \\| &lt;b&gt;name&lt;/b&gt;\n"))
    #expect(page.contains("\n\\# not a heading\n\n1\\. not a list\n"))
    #expect(page.contains("| <a id=\"error-code-BAD_PIPE\"></a>`BAD_PIPE` | a \\| b<br>c \\`d\\` &lt;/table&gt; |\n"))
  }
}

/// The facts table of a flow page: what flow_copy_rules judges copy with, from OnTime's iOS flow.
@Suite struct FlowFactsTableTests {
  @Test func ontimesIOSFlowShowsTheFactsOfEachState() throws {
    let spec = try GeneratedDocsTests.spec("ontime.yaml")
    let flow = try #require(spec.flows.first { $0.id.value == "ios_delivery" })
    let table = FlowDiagrams.facts(flow, spec)
    #expect(table.contains("| `request_alarmkit_authorization` | prompt | \"Allow alarms\" | `alarmkit_available` |"))
    #expect(table.contains("| `request_notification_permission` | prompt | \"Allow notifications\" | none |"))
    #expect(table.contains("`alarmkit_authorized`, `alarmkit_available`"))
    // A flow whose transitions set no fact gets no table.
    let plain = try #require(Pipeline.lint(text: FlowExamples.valid, path: "x.yaml").spec)
    #expect(FlowDiagrams.facts(try #require(plain.flows.first), plain).isEmpty)
  }
}

/// `specc docs` computes each spec's analyses once, in its lint, and the pages read them.
@Suite struct DocsAnalysesOnceTests {
  @Test func aDocsRunComputesEachSpecsAnalysesOnce() throws {
    let count = YAMLReader.ReadCount()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("Examples/medication.yaml").path
    try SpecAnalyses.$computations.withValue(count) {
      let run = try SpecRun(inputs: [path])
      // A template analysis and a budget report, by the Resolve stage.
      #expect(count.value == 2)
      let docs = run.results.compactMap(\.resolved).map { SpecDocs($0) }
      #expect(docs.count == 1 && docs[0].page.contains("## Templates") && docs[0].page.contains("## Budget"))
      _ = docs[0].blocks
      #expect(count.value == 2, "the docs computed the analyses again")
      // Resolved again from a bare Spec, they are computed once more, for the page.
      _ = SpecDocs(Resolver.resolve(try #require(run.specs.first)))
      #expect(count.value == 4)
    }
  }
}

/// Cross-links on a docs page come from the symbol table: a declared id carries an anchor, an id a
/// reference field names links to it, and no link leads nowhere.
@Suite struct DocLinksTests {
  /// The `(#anchor)` targets and the `<a id="…">` anchors of a page.
  static func linksAndAnchors(_ page: String) -> (links: [String], anchors: [String]) {
    func captures(_ pattern: String) -> [String] {
      guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
      let range = NSRange(page.startIndex..., in: page)
      return expression.matches(in: page, range: range).compactMap { match in
        Range(match.range(at: 1), in: page).map { String(page[$0]) }
      }
    }
    return (captures(#"\]\(#([^)]+)\)"#), captures(#"<a id="([^"]+)"></a>"#))
  }

  @Test(arguments: SpecsLintCleanTests.specFiles)
  func everyLinkOnACommittedPageFindsItsAnchor(_ name: String) throws {
    let page = DocsPage.render(try GeneratedDocsTests.resolved(name))
    let (links, anchors) = Self.linksAndAnchors(page)
    #expect(Set(anchors).count == anchors.count, "an anchor is written twice: \(anchors)")
    let missing = Set(links).subtracting(anchors)
    #expect(missing.isEmpty, "links without an anchor on the page: \(missing.sorted())")
  }

  @Test func everyReferenceOfAnAnchoredKindLinksAndTheInjectedBlocksHaveNoLinks() throws {
    let yaml = """
      spec: links
      name: Links
      version: "1"
      platforms:
        android: { window_days: 2 }
      tokens:
        - { id: who, kind: text, max_length: 20 }
      error_codes:
        - id: NO_NAME
      channels:
        - { id: a.b, name: A, importance: default }
        - { id: c_d, name: B, importance: default }
      templates:
        - id: hello
          title: "Hi {{who}}"
          body: "Time to go"
          channel: c_d
          missing: { skip: NO_NAME }
        - id: other
          title: "Other"
          body: "Other body"
          channel: a.b
      slots:
        - { id: morning, time: "08:00", template: hello }
        - { id: evening, time: "20:00", template: other }
      """
    let result = Pipeline.lint(text: yaml, path: "links.yaml")
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
    let resolved = try #require(result.resolved)
    let page = DocsPage.render(resolved)
    #expect(page.contains("<a id=\"channel-a.b\"></a>`a.b`"))
    #expect(page.contains("<a id=\"channel-c_d\"></a>`c_d`"))
    #expect(page.contains("[`c_d`](#channel-c_d)") && page.contains("[`a.b`](#channel-a.b)"))
    #expect(page.contains("skip, record [`NO_NAME`](#error-code-NO_NAME)"))
    #expect(page.contains("| `morning` | 08:00 | [`hello`](#template-hello) |"))
    #expect(page.contains("<a id=\"token-who\"></a>`{{who}}`"))
    #expect(page.contains("<a id=\"error-code-NO_NAME\"></a>`NO_NAME`"))
    let (links, anchors) = DocLinksTests.linksAndAnchors(page)
    #expect(Set(links).isSubset(of: anchors) && Set(anchors).count == anchors.count)
    // Every resolved reference of a kind the page anchors is a link.
    for (index, reference) in resolved.symbols.references.enumerated()
    where !reference.isPlaceholder && reference.kinds.allSatisfy(DocLinks.anchoredKinds.contains)
      && !resolved.symbols.targets(of: index).isEmpty
    {
      let kind = try #require(reference.kinds.first)
      #expect(
        page.contains("(#" + DocLinks.slug(kind) + "-" + DocLinks.slug(reference.id.value) + ")"),
        "\(reference.field) → \(reference.id.value) is not linked")
    }
    // Injected into another file, a block has neither links nor anchors.
    for (name, block) in DocsPage.blocks(for: resolved) {
      #expect(!block.contains("](#") && !block.contains("<a id="), "\(name)")
    }
  }

  @Test func anAnchorIsAnIDsLettersDigitsUnderscoresAndDots() {
    #expect(DocLinks.slug("doses.daily") == "doses.daily")
    #expect(DocLinks.slug("status label") == "status-label")
    #expect(DocLinks.slug("a\"><script>") == "a---script-")
  }
}
