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
    let block = try #require(DocsPage.blocks(for: try GeneratedDocsTests.spec("ontime.yaml"))["ontime.status_labels"])
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
    let block = try #require(DocsPage.blocks(for: spec)["athan.window_sizes"])
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
    let blocks = DocsPage.blocks(for: spec)
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
      let spec = try GeneratedDocsTests.spec(name)
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
    let spec = try #require(Pipeline.lint(text: text, path: "garden.yaml").spec)
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
    let spec = Pipeline.lint(text: "spec: bare\nname: Bare\nversion: \"1\"\n", path: "bare.yaml").spec
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
    let spec = try #require(Pipeline.lint(text: yaml, path: "./Specs//hostile.yaml").spec)
    let page = DocsPage.render(spec)
    #expect(page.hasPrefix("<!-- Generated by specc from Specs/hostile.yaml."))
    #expect(page.contains("# Evil \\| &lt;b&gt;name&lt;/b&gt;\n"))
    #expect(page.contains("\n\\# not a heading\n\n1\\. not a list\n"))
    #expect(page.contains("| `BAD_PIPE` | a \\| b<br>c \\`d\\` &lt;/table&gt; |\n"))
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
      // From a bare Spec they are computed once, for the page.
      _ = SpecDocs(try #require(run.specs.first))
      #expect(count.value == 4)
    }
  }
}
