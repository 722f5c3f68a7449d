import Foundation
import Testing

@testable import SpeccCore

/// One symbol table from the schema: every field the schema declares as naming ids resolves, in
/// lint and in the language server (through real JSON-RPC messages), and a section added from a
/// test is covered by both with no edit of the checks or of the language server.
@Suite struct SymbolTableTests {
  /// A spec in which every reference field of the schema names a declared id (each id written
  /// unquoted on one line, so a mark's column is its UTF-16 character plus one).
  static let everyReference = """
    spec: refs
    name: Refs
    version: "1"
    platforms:
      android:
        window_days: 2
    tokens:
      - id: who
        kind: text
        max_length: 10
      - id: n
        kind: number
        max_length: 3
    rendering:
      missing:
        skip: NO_VALUE
    prayers:
      - id: dawn
        name: Dawn
        kind: daily
        template: daily
    slots:
      - id: morning
        time: "08:00"
        template: daily
    user_items:
      - id: event
        max_count: 5
        repeats: [once]
        template: daily
    channel_groups:
      - id: doses
        name: Doses
    channels:
      - id: doses.daily
        name: Doses
        importance: high
        group: doses
    categories:
      - id: DUE
        thread_identifier: "due-{{who}}"
    templates:
      - id: daily
        title: "{{who}}"
        body: "{{n}} left"
        channel: doses.daily
        category: DUE
        count: n
        badge: "{{n}}"
        missing:
          skip: NO_VALUE
        variants:
          - id: short
            title: "{{who}}"
            body: "{{n}}"
    copy:
      - id: ask
        platform: android
        context: prompt
        requests: notification_permission
        text: Allow notifications
    copy_rules:
      - id: short
        message: Short
        copy: [ask]
        except: [armed]
        max_length: 80
    status_labels:
      - id: armed
        state: Armed
        label: On
        platform: android
    flows:
      - id: perms
        platform: android
        start: asking
        states:
          - id: asking
            kind: prompt
            title: Ask
            copy: ask
            transitions:
              - on: answered
                to: done
          - id: done
            kind: end
            title: Done
            status: armed
    error_codes:
      - id: NO_VALUE

    """

  /// The templates per role of a slot and a kind of user item, and a slot on the weekdays the
  /// user picks for another (`user_weekdays_from`, issue 28); the reminders' own template and
  /// channel of a prayer, slot and user item (issue 37).
  static let roleTemplates = """
    spec: roles
    name: Roles
    version: "1"
    prayers:
      - id: dawn
        name: Dawn
        kind: daily
        template: daily
        reminder_template: early
        reminder_channel: soon
    slots:
      - id: morning
        time: "08:00"
        template: daily
        reminder_template: early
        reminder_channel: soon
        snooze_template: again
        user_weekdays: [monday]
      - id: evening
        time: "20:00"
        template: daily
        user_weekdays_from: morning
    user_items:
      - id: event
        max_count: 5
        repeats: [once]
        template: daily
        reminder_template: early
        reminder_channel: soon
        snooze_template: again
    channels:
      - id: soon
        name: Soon
        importance: default
    templates:
      - id: daily
        title: Now
        body: It is time.
      - id: early
        title: Soon
        body: It is nearly time.
      - id: again
        title: Again
        body: It is still time.

    """

  static func position(_ mark: Mark) -> LSPPosition { LSPPosition(line: mark.line - 1, character: mark.column - 1) }

  static func range(_ located: Located<String>) -> LSPRange {
    let start = position(located.mark)
    return LSPRange(start: start, end: LSPPosition(line: start.line, character: start.character + located.value.count))
  }

  static func table(_ text: String, sections: SectionList = .standard) throws -> SymbolTable {
    guard case .success(let root) = YAMLReader.read(Array(text.utf8), limits: .default) else {
      throw CancellationError()
    }
    return SymbolTable(root, sections: sections)
  }

  /// Definition and references through the language server for every reference of `text`;
  /// returns the fields it checked.
  static func checkThroughTheServer(_ text: String, sections: SectionList, uri: String) throws -> Set<String> {
    let table = try table(text, sections: sections)
    let session = LSPServerTests.Session(server: LanguageServer(sections: sections))
    session.open(text, uri: uri)
    func ask(_ method: String, at position: LSPPosition) -> JSON {
      session.at(method, position.line, position.character, uri: uri)
    }
    func location(_ range: LSPRange) -> JSON { .object(["uri": .string(uri), "range": range.json]) }
    var checked = Set<String>()
    let source = SourceText(bytes: Array(text.utf8))
    for (index, reference) in table.references.enumerated() {
      let targets = table.targets(of: index).map { table.declarations[$0] }
      #expect(!targets.isEmpty, "\(reference.field) '\(reference.id.value)' resolves to nothing")
      // Definition on the reference's first and last character.
      let mark = try #require(table.mark(of: reference, in: source))
      let range = range(Located(reference.id.value, at: mark))
      for position in [range.start, LSPPosition(line: range.end.line, character: range.end.character - 1)] {
        let found = ask("textDocument/definition", at: position)
        #expect(
          found == .array(targets.map { location(Self.range($0.id)) }),
          "definition of \(reference.field) '\(reference.id.value)' at \(position): \(found)")
      }
      // References from the declaration, and from the reference itself, include it.
      for target in targets {
        for position in [Self.position(target.id.mark), range.start] {
          let found = ask("textDocument/references", at: position).array ?? []
          #expect(found.contains(location(range)), "references of \(target.kind) '\(target.id.value)': \(found)")
          #expect(found.contains(location(Self.range(target.id))))
        }
      }
      checked.insert(reference.field)
    }
    return checked
  }

  @Test func everyReferenceFieldOfTheSchemaResolvesThroughTheLanguageServer() throws {
    let fields = Set(SymbolTable.referenceFields(.standard).map(\.field))
    // The fixture covers every field the schema declares (a new reference field must be added).
    // The role templates (issue 28) are walked in a spec of their own: they need reminders and a
    // snooze to lint clean, which the fixture below does not have to be.
    let checked =
      try Self.checkThroughTheServer(Self.everyReference, sections: .standard, uri: "file:///refs.yaml")
      .union(try Self.checkThroughTheServer(Self.roleTemplates, sections: .standard, uri: "file:///roles.yaml"))
    #expect(checked == fields, "not covered: \(fields.subtracting(checked).sorted())")
    #expect(fields.count >= 18)
    // And lint finds every one of them resolved: no unknown reference, nothing unused.
    let lint = Pipeline.lint(text: Self.everyReference, path: "refs.yaml")
    let noise = lint.diagnostics.filter {
      ["unknown_reference", "unused_declaration", "missing_reference", "template_tokens"].contains($0.ruleID)
    }
    #expect(noise.isEmpty, "\(noise)")
  }

  @Test func everyDeclaredKindNamedByAReferenceIsDeclaredBySomeSection() {
    let declaring = SymbolTable.declaringKinds(.standard)
    let rules = Set(RuleRegistry.everyDescription.map(\.id))
    for (field, reference, _) in SymbolTable.referenceFields(.standard) {
      for kind in reference.kinds {
        #expect(declaring.contains(kind), "\(field) names '\(kind)', which no section declares")
      }
      if let rule = reference.checkedBy { #expect(rules.contains(rule), "\(field) is checked by unknown rule \(rule)") }
      if let platform = reference.requiredOn { #expect(SpecSchema.platformNames.contains(platform)) }
    }
  }

  /// Examples/Schedules/events.yaml:43: a user item's template is a reference in the editor too.
  @Test func aUserItemsTemplateIsAReferenceInTheEditor() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/Schedules/events.yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let checked = try Self.checkThroughTheServer(text, sections: .standard, uri: "file:///events.yaml")
    #expect(checked.contains("user item kind.template"))
    let table = try Self.table(text)
    #expect(table.references.contains { $0.field == "user item kind.template" && $0.id.mark.line == 43 })
    #expect(table.references.allSatisfy { $0.isResolved })
  }

  // MARK: A section added from a test

  static let habit = ObjectSchema(
    "habit", doc: "A habit to keep.",
    fields: [
      FieldSchema("id", .string(pattern: "^[a-z][a-z0-9_]*$"), required: true, "Stable id."),
      FieldSchema("name", .string(), required: true, "Display name."),
      FieldSchema("after", .list(.string()), refers: .id("habit"), "Habits kept before this one."),
      FieldSchema("template", .string(), refers: .id("template"), "Template of its reminder."),
    ])

  static let sections = SectionList(
    SpecSections.all + [
      SpecSection(
        FieldSchema("habits", .list(.object(habit)), "Habits."),
        ids: [.list("habit", section: "habits", schema: habit, example: "walk")])
    ])

  static let habits = """
    spec: h
    name: H
    version: "1"
    templates:
      - id: nudge
        title: Nudge
        body: Keep going
    habits:
      - id: walk
        name: Walk
        template: nudge
      - id: stretch
        name: Stretch
        after: [walk]
        template: nudge

    """

  @Test func aToySectionsReferencesWorkInTheEditorWithoutLanguageServerCode() throws {
    let checked = try Self.checkThroughTheServer(Self.habits, sections: Self.sections, uri: "file:///h.yaml")
    #expect(checked == ["habit.after", "habit.template"])
    // Completion offers the habits where a habit is named.
    let table = try Self.table(Self.habits, sections: Self.sections)
    #expect(table.declarations(of: "habit").map(\.id.value) == ["walk", "stretch"])
  }

  @Test func aToySectionsReferencesAreCheckedByLint() {
    let text = Self.habits.replacingOccurrences(of: "after: [walk]", with: "after: [wolk]")
    let result = Pipeline.lint(text: text, path: "h.yaml", sections: Self.sections)
    let unknown = result.diagnostics.filter { $0.ruleID == "unknown_reference" }
    #expect(unknown.map(\.message) == ["unknown habit 'wolk'; did you mean 'walk'? (define it under habits)"])
    #expect(unknown.first?.location.line == 14)
    #expect(Pipeline.lint(text: Self.habits, path: "h.yaml", sections: Self.sections).diagnostics.isEmpty)
    // The editor lints with the server's sections too: the toy section is no unknown key there.
    let session = LSPServerTests.Session(server: LanguageServer(sections: Self.sections))
    #expect(session.open(Self.habits, uri: "file:///h.yaml").isEmpty)
    #expect(session.open(text, uri: "file:///h2.yaml").map { $0["code"].string } == ["unknown_reference"])
  }

  // MARK: Rename

  @Test func renameChangesTheDeclarationAndEveryReference() throws {
    let session = LSPServerTests.Session()
    let uri = LSPServerTests.uri
    session.open(Self.everyReference)
    let table = try Self.table(Self.everyReference)
    let channel = try #require(table.declarations(of: "channel").first)
    func rename(_ name: String) -> JSON {
      session.request(
        "textDocument/rename",
        .object([
          "textDocument": .object(["uri": .string(uri)]), "position": Self.position(channel.id.mark).json,
          "newName": .string(name),
        ]))
    }
    let edits = rename("doses.nightly")["result"]["changes"][uri].array ?? []
    let expected = [channel.id] + table.references.filter { $0.kinds == ["channel"] }.map(\.id)
    #expect(edits.map { $0["range"] } == expected.map { Self.range($0).json })
    #expect(edits.allSatisfy { $0["newText"].string == "doses.nightly" })
    #expect(rename("Not An Id")["error"]["code"].int == -32602)
    // A placeholder is renamed inside its braces, a quoted reference inside its quotes.
    let token = try #require(table.declarations(of: "token").first)
    let renamed =
      session.request(
        "textDocument/rename",
        .object([
          "textDocument": .object(["uri": .string(uri)]), "position": Self.position(token.id.mark).json,
          "newName": .string("person"),
        ]))["result"]["changes"][uri].array ?? []
    var text = Self.everyReference
    var lines = text.components(separatedBy: "\n")
    for edit in renamed.reversed() {
      let range = try #require(LSPRange(edit["range"]))
      var line = Array(lines[range.start.line])
      line.replaceSubrange(range.start.character..<range.end.character, with: Array("person"))
      lines[range.start.line] = String(line)
    }
    text = lines.joined(separator: "\n")
    #expect(text.contains("thread_identifier: \"due-{{person}}\"") && text.contains("title: \"{{person}}\""))
    #expect(!text.contains("who"))
  }
}
