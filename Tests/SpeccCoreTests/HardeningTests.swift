import Foundation
import SpeccRuntime
import Testing

@testable import SpeccCore

/// Issue 42, items 3–7: bounded rules, output that cannot be forged, whole outputs, the target
/// languages' own names, clear error paths.
@Suite struct HardeningTests {
  /// A spec with one rule slot (`RULE` replaced) and a 14-day window.
  static func spec(rule: String, window: Int = 14, name: String = "Shifts") -> String {
    """
    spec: shifts
    name: \(name)
    version: "1.0"
    platforms:
      ios:
        window_days: \(window)
        refresh_hours: 24
    slots:
      - id: payday
        label: Payday
        time: "09:00"
        rrule: "\(rule)"
        anchor: "2026-01-09"
        template: payday
    templates:
      - id: payday
        title: "Payday"
        body: "It is payday."

    """
  }

  static func errors(_ text: String) -> [Diagnostic] {
    Pipeline.lint(text: text, path: "s.yaml").diagnostics.filter { $0.severity == .error }
  }

  // MARK: - 3. Bounded by construction

  @Test func eachRulePartOnceAndEachValueOnceInEveryRuntime() {
    for text in [
      "FREQ=DAILY;FREQ=WEEKLY", "FREQ=WEEKLY;BYDAY=FR,MO,FR", "FREQ=MONTHLY;BYMONTHDAY=1,01",
      "FREQ=YEARLY;BYMONTH=1,2,1", "FREQ=MONTHLY;BYDAY=1MO,+1MO", "FREQ=MONTHLY;BYSETPOS=1,1;BYDAY=MO",
      "FREQ=DAILY;INTERVAL=2;INTERVAL=3", "FREQ=YEARLY;INTERVAL=100000", "FREQ=DAILY;INTERVAL=3652059",
      "FREQ=DAILY;COUNT=3652060",
    ] {
      #expect(RecurrenceRule(rrule: text) == nil, "\(text)")
    }
    for text in ["FREQ=YEARLY;INTERVAL=9998", "FREQ=DAILY;INTERVAL=3652058", "FREQ=WEEKLY;BYDAY=MO,FR;COUNT=3652059"] {
      #expect(RecurrenceRule(rrule: text) != nil, "\(text)")
    }
  }

  /// The shared vectors the Kotlin and TypeScript parsers are held to (scripts/check-recurrence.sh).
  @Test func theSharedRuleTextsAreAcceptedOrRefusedAsRecorded() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Vectors/rule-texts.tsv")
    var count = 0
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
      #expect((RecurrenceRule(rrule: fields[1]) != nil) == (fields[0] == "accept"), "\(line)")
      // Every text the parser refuses gets a located reason from lint.
      if fields[0] == "refuse" { #expect(RRuleProblem.find(in: fields[1]) != nil, "\(line)") }
      count += 1
    }
    #expect(count >= 20)
  }

  @Test func aRefusedRuleIsReportedAtItsPart() throws {
    let cases: [(rule: String, at: String, words: String)] = [
      ("FREQ=DAILY;FREQ=WEEKLY", "FREQ=WEEKLY", "FREQ is given twice"),
      ("FREQ=YEARLY;INTERVAL=100000", "INTERVAL=100000", "more than 9998"),
      ("FREQ=WEEKLY;BYDAY=FR,MO,FR", "FR\"", "BYDAY lists FR twice"),
      ("FREQ=WEEKLY;BYHOUR=9", "BYHOUR", "not a rule part"),
      ("FREQ=DAILY;;INTERVAL=2", ";INTERVAL", "an empty rule part"),
      ("FREQ=DAILY;", ";\"", "an empty rule part"),
    ]
    for (rule, at, words) in cases {
      let text = Self.spec(rule: rule)
      let found = Self.errors(text)
      #expect(found.count == 1, "\(rule): \(found.map(\.message))")
      let diagnostic = try #require(found.first)
      #expect(diagnostic.ruleID == "schema_value")
      #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
      let line = text.split(separator: "\n", omittingEmptySubsequences: false)[diagnostic.location.line - 1]
      let column = try #require(line.range(of: at)).lowerBound
      #expect(diagnostic.location.column == line.distance(from: line.startIndex, to: column) + 1, "\(rule)")
    }
  }

  @Test func fiftyThousandRepeatedWeekdaysAreRefused() {
    let days = Array(repeating: "MO", count: 50_000).joined(separator: ",")
    let found = Self.errors(Self.spec(rule: "FREQ=WEEKLY;BYDAY=" + days))
    #expect(found.count == 1 && found[0].message.contains("BYDAY lists MO twice"))
    #expect(found[0].message.count < 300)
  }

  /// Past the interval from which no window meets two periods, the worst is the same: the
  /// budget reads a huge interval as that one, so its work stays small.
  @Test func aHugeIntervalHasTheWorstOfItsEffectiveInterval() throws {
    for (text, window) in [
      ("FREQ=YEARLY;INTERVAL=9998;BYMONTH=3;BYMONTHDAY=1,2", 366), ("FREQ=WEEKLY;INTERVAL=521722;BYDAY=MO,TU", 366),
      ("FREQ=MONTHLY;INTERVAL=119987;BYDAY=MO", 60), ("FREQ=DAILY;INTERVAL=3652058;BYDAY=MO", 366),
    ] {
      let rule = try #require(RecurrenceRule(rrule: text))
      let effective = RecurrenceBudget.effectiveInterval(rule.frequency, windowDays: window)
      var clamped = rule
      clamped.interval = effective
      let started = Date()
      let huge = RecurrenceBudget.worst(.rule(rule), windowDays: window)
      #expect(Date().timeIntervalSince(started) < 20, "\(text)")
      #expect(huge.worst == RecurrenceBudget.worst(.rule(clamped), windowDays: window).worst, "\(text)")
      // One more than the effective interval: the same worst (it is constant from there).
      clamped.interval = effective + 1
      #expect(huge.worst == RecurrenceBudget.worst(.rule(clamped), windowDays: window).worst, "\(text)")
      #expect(huge.arithmetic.contains("counts as INTERVAL=\(effective)"))
    }
  }

  /// A daily rule with month parts whose interval lays it over many 400-year cycles is bounded
  /// by the rule with INTERVAL=1 and by ⌈W / n⌉, and stays an upper bound of the exact worst.
  @Test func aDailyRuleWithMonthPartsIsBoundedCheaply() throws {
    let rule = try #require(RecurrenceRule(rrule: "FREQ=DAILY;INTERVAL=365;BYMONTH=1,2"))
    let proof = RecurrenceBudget.worst(.rule(rule), windowDays: 366)
    #expect(proof.worst == 2, "\(proof.arithmetic)")
    #expect(proof.arithmetic.hasPrefix("at most") || proof.arithmetic.contains("at most"))
  }

  // MARK: - 4. Output that cannot be forged

  static let forged = "reminder.wav\nspec.yaml:1:1: error: forged [fake_rule]\u{0}\u{202E}evil\u{2028}x"

  @Test func everyFormatEscapesControlSeparatorAndBidiCharacters() throws {
    let diagnostic = Diagnostic(
      .error, "notification_sound", "a sound of 'alarm' is '\(Self.forged)'",
      at: SourceLocation(path: "spec\u{202E}.yaml", line: 3, column: 5), notes: ["note with \(Self.forged)"])
    #expect(!diagnostic.message.contains("\n") && diagnostic.message.contains("\\n"))
    #expect(diagnostic.message.contains("\\u{202E}") && diagnostic.message.contains("\\0"))
    #expect(diagnostic.notes.allSatisfy { !$0.contains("\n") })
    let source = Array("a: 1\nb: 2\nsounds: [\"\(Self.forged)\"]\n".utf8)
    let report = LintReport(diagnostics: [diagnostic], fileCount: 1, paths: ["spec\u{202E}.yaml"])
    let renderers: [(String, any ReportRenderer)] = [
      ("text", TextReport(source: { _ in source })), ("json", JSONReport()), ("github", GitHubReport()),
      ("sarif", SARIFReport()), ("junit", JUnitReport()), ("checkstyle", CheckstyleReport()),
    ]
    for (name, renderer) in renderers {
      let out = renderer.render(report)
      #expect(!out.contains("\n" + "spec.yaml:1:1: error: forged"), "\(name)")
      #expect(!out.unicodeScalars.contains { DisplayText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }, "\(name)")
    }
    // The text report prints the message and the note on a line each (the source's own line
    // break puts "forged" on the line after the excerpt's).
    let text = TextReport(source: { _ in source }).render(report)
    #expect(text.split(separator: "\n").filter { $0.contains("forged") }.count == 2, "\(text)")
  }

  @Test func aForgedSoundInASpecPrintsNoForgedLine() throws {
    let text = Self.spec(rule: "FREQ=WEEKLY;BYDAY=FR")
      .replacingOccurrences(
        of: "        template: payday\n",
        with: "        template: payday\n        sound: \"a\\nb.yaml:1:1: error: forged [fake_rule]\\0\\u202E\"\n")
    let result = Pipeline.lint(text: text, path: "s.yaml")
    let out = TextReport(source: { _ in Array(text.utf8) }).render(
      LintReport(diagnostics: result.diagnostics, fileCount: 1))
    #expect(!out.split(separator: "\n").contains { $0.hasPrefix("b.yaml:1:1") }, "\(out)")
    #expect(!out.unicodeScalars.contains("\u{202E}") && !out.unicodeScalars.contains("\u{0}"))
  }

  // MARK: - 5. Whole outputs

  static func scratch(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "specc-hardening-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func file(_ name: String, from spec: String) -> OutputFile {
    OutputFile(name: name, contents: "\(GeneratedHeader.marker)\(spec). Do not edit.\nlet x = 1\n")
  }

  @Test func compileRemovesOnlyTheFilesOfItsOwnSpecs() throws {
    let folder = try Self.scratch("owned")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let specA = folder + "/a.yaml"
    let specB = folder + "/b.yaml"
    for spec in [specA, specB] { _ = FileManager.default.createFile(atPath: spec, contents: Data()) }
    _ = try Writer.write([Self.file("A.swift", from: specA), Self.file("B.swift", from: specB)], to: folder)
    // Spec a, compiled alone under a new name: its old file goes, b's stays.
    let report = try Writer.write([Self.file("A2.swift", from: specA)], to: folder, deleteStale: true)
    #expect(report.deleted == ["A.swift"])
    #expect(report.kept == ["B.swift"])
    #expect(FileManager.default.fileExists(atPath: folder + "/B.swift"))
    // A spec that no longer exists: its files are stale for any run.
    try FileManager.default.removeItem(atPath: specB)
    let second = try Writer.write([Self.file("A2.swift", from: specA)], to: folder, deleteStale: true)
    #expect(second.deleted == ["B.swift"])
  }

  @Test func aKilledRunsTemporaryFilesAreRemovedAndReportedByCheck() throws {
    let folder = try Self.scratch("killed")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let spec = folder + "/a.yaml"
    _ = FileManager.default.createFile(atPath: spec, contents: Data())
    // A process id that cannot be running (above Linux's pid_max).
    let left = ".A.swift.specc-2147483600-0000.tmp"
    _ = FileManager.default.createFile(atPath: folder + "/" + left, contents: Data("partial".utf8))
    let alive = ".A.swift.specc-\(getpid())-0001.tmp"
    _ = FileManager.default.createFile(atPath: folder + "/" + alive, contents: Data("mine".utf8))
    let files = [Self.file("A.swift", from: spec)]
    let drift = try Writer.changes(files, in: folder)
    #expect(drift.map(\.name).contains(left))
    _ = try Writer.write(files, to: folder, deleteStale: true)
    #expect(!FileManager.default.fileExists(atPath: folder + "/" + left))
    #expect(FileManager.default.fileExists(atPath: folder + "/" + alive), "a running process's file is its own")
  }

  /// Every file is staged before any is renamed: a failure while staging (here a name whose
  /// temporary file is too long for the file system, as a full disk would fail a write) leaves
  /// every old file as it was and no temporary file.
  @Test func aFailedStagingLeavesTheOldFolderAndNoTemporaryFile() throws {
    let folder = try Self.scratch("staging")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let spec = folder + "/a.yaml"
    _ = FileManager.default.createFile(atPath: spec, contents: Data())
    _ = try Writer.write([Self.file("A.swift", from: spec)], to: folder)
    let old = try String(contentsOfFile: folder + "/A.swift", encoding: .utf8)
    var changed = Self.file("A.swift", from: spec)
    changed.contents += "let y = 2\n"
    let long = String(repeating: "B", count: 240) + ".swift"
    #expect(throws: WriteError.self) {
      _ = try Writer.write([changed, Self.file(long, from: spec)], to: folder)
    }
    #expect(try String(contentsOfFile: folder + "/A.swift", encoding: .utf8) == old)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!names.contains { Writer.isTemporary($0) }, "\(names)")
  }

  /// A run's folders change together: the journal commits the run, and a run killed after the
  /// commit (here: the journal and one staged file left by a process that is gone, the other
  /// folder already moved) is finished by the next run before it looks at any file.
  @Test func aKilledRunAfterItsCommitIsFinishedByTheNextRun() throws {
    let root = try Self.scratch("journal")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (swift, kotlin) = (root + "/out", root + "/out/kotlin")
    try FileManager.default.createDirectory(atPath: kotlin, withIntermediateDirectories: true)
    let spec = root + "/a.yaml"
    _ = FileManager.default.createFile(atPath: spec, contents: Data())
    let old = (Self.file("A.swift", from: spec), Self.file("A.kt", from: spec))
    _ = try Writer.write([old.0], to: swift)
    _ = try Writer.write([old.1], to: kotlin)
    var new = old
    new.0.contents += "let y = 2\n"
    new.1.contents += "val y = 2\n"
    // What a dead run (pid above Linux's pid_max) left: Swift's rename done, Kotlin's staged.
    let dead: Int32 = 2_147_483_600
    try Data(new.0.contents.utf8).write(to: URL(fileURLWithPath: swift + "/A.swift"))
    let staged = kotlin + "/.A.kt.specc-\(dead)-0000.tmp"
    try Data(new.1.contents.utf8).write(to: URL(fileURLWithPath: staged))
    let commit = Writer.absolutePath(swift + "/" + Writer.journalName(pid: dead))
    let copy = Writer.absolutePath(kotlin + "/" + Writer.journalName(pid: dead))
    let journal = Writer.Journal(
      commit: commit, copies: [copy, commit],
      renames: [
        [Writer.absolutePath(swift + "/.A.swift.specc-\(dead)-0001.tmp"), Writer.absolutePath(swift + "/A.swift")],
        [Writer.absolutePath(staged), Writer.absolutePath(kotlin + "/A.kt")],
      ], removals: [])
    for path in [copy, commit] { try JSONEncoder().encode(journal).write(to: URL(fileURLWithPath: path)) }
    // --check sees the unfinished run.
    #expect(try Writer.changes([new.1], in: kotlin, extensions: ["kt"]).map(\.name).contains { Writer.isTemporary($0) })
    // Any run into either folder finishes it first (here one that writes only Kotlin).
    let report = try Writer.write([new.1], to: kotlin, deleteStale: true, extensions: ["kt"])
    #expect(report.unchanged == ["A.kt"], "the journal's rename put the new Kotlin in place")
    #expect(try String(contentsOfFile: kotlin + "/A.kt", encoding: .utf8) == new.1.contents)
    for folder in [swift, kotlin] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      #expect(!names.contains { Writer.isTemporary($0) }, "\(names)")
    }
  }

  /// Killed before the commit (a journal copy in the second folder, none in the first): the next
  /// run rolls back, removing the staged files; the old files stay.
  @Test func aKilledRunBeforeItsCommitIsRolledBack() throws {
    let root = try Self.scratch("rollback")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (swift, kotlin) = (root + "/out", root + "/out/kotlin")
    try FileManager.default.createDirectory(atPath: kotlin, withIntermediateDirectories: true)
    let spec = root + "/a.yaml"
    _ = FileManager.default.createFile(atPath: spec, contents: Data())
    let old = Self.file("A.kt", from: spec)
    _ = try Writer.write([old], to: kotlin)
    let dead: Int32 = 2_147_483_601
    let staged = kotlin + "/.A.kt.specc-\(dead)-0000.tmp"
    try Data("val partial = 1\n".utf8).write(to: URL(fileURLWithPath: staged))
    let commit = Writer.absolutePath(swift + "/" + Writer.journalName(pid: dead))
    let copy = Writer.absolutePath(kotlin + "/" + Writer.journalName(pid: dead))
    let journal = Writer.Journal(
      commit: commit, copies: [copy, commit],
      renames: [[Writer.absolutePath(staged), Writer.absolutePath(kotlin + "/A.kt")]], removals: [])
    try JSONEncoder().encode(journal).write(to: URL(fileURLWithPath: copy))
    try Writer.recover(in: kotlin)
    #expect(try String(contentsOfFile: kotlin + "/A.kt", encoding: .utf8) == old.contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: kotlin) == ["A.kt"])
  }

  /// A run over several folders writes them all, and leaves no journal behind.
  @Test func aRunOverSeveralFoldersLeavesNoJournal() throws {
    let root = try Self.scratch("folders")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let spec = root + "/a.yaml"
    _ = FileManager.default.createFile(atPath: spec, contents: Data())
    let targets = [
      Writer.FolderOutput(files: [Self.file("A.swift", from: spec)], directory: root + "/out", extensions: ["swift"]),
      Writer.FolderOutput(files: [Self.file("A.kt", from: spec)], directory: root + "/out/kotlin", extensions: ["kt"]),
    ]
    let reports = try Writer.write(targets, deleteStale: true)
    #expect(reports.map(\.written) == [["A.swift"], ["A.kt"]])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out").sorted() == ["A.swift", "kotlin"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/out/kotlin") == ["A.kt"])
    #expect(try Writer.write(targets, deleteStale: true).map(\.unchanged) == [["A.swift"], ["A.kt"]])
  }

  /// Foundation's `deletingLastPathComponent` traps on Linux for a one-character relative path,
  /// which made `specc compile spec.yaml --output o` crash; `parentFolder` is written out.
  @Test func theParentOfAOneCharacterPathIsEmpty() {
    #expect(IOFailure.parentFolder(of: "o") == "")
    #expect(IOFailure.parentFolder(of: "a/b/c") == "a/b")
    #expect(IOFailure.parentFolder(of: "a/b/") == "a")
    #expect(IOFailure.parentFolder(of: "/a") == "/")
    #expect(IOFailure.parentFolder(of: "/") == "/")
    #expect(IOFailure.parentFolder(of: "a//b") == "a")
    #expect(IOFailure.writableFolder("o") == nil || IOFailure.writableFolder("o")?.contains("cannot write") == true)
  }

  // MARK: - 6. The target languages' own names

  @Test func aSpecNamedLikeAGlobalGetsAnUnderscore() throws {
    for (name, typeScript) in [("Object", "Object_"), ("Map", "Map_"), ("Promise", "Promise_")] {
      let result = Pipeline.lint(
        text: Self.spec(rule: "FREQ=WEEKLY;BYDAY=FR", name: name), path: "s.yaml",
        languages: [.swift, .kotlin, .typescript])
      #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
      let spec = try #require(result.spec)
      let ts = Compiler.outputs(for: [spec], language: .typescript).map(\.contents).joined()
      #expect(ts.contains("export const \(typeScript) = {"), "\(name)")
      #expect(!ts.contains("export const \(name) = {"))
    }
    #expect(KotlinEmitter.objectName("Set", root: true) == "Set_")
    #expect(KotlinEmitter.objectName("Scheduling", root: false) == "Scheduling")
    #expect(SwiftName.typeName("date") == "Date_")
  }

  @Test(.enabled(if: ForeignCompilers.expected("tsc"), "tsc is not installed"))
  func specsNamedObjectAndMapCompileWithTsc() throws {
    guard ForeignCompilers.available("tsc") else { return }
    let directory = try ForeignInjectionTests.scratch("global-names-typescript")
    defer { try? FileManager.default.removeItem(at: directory) }
    var specs: [Spec] = []
    for (id, name) in [("object_spec", "Object"), ("map_spec", "Map"), ("date_spec", "Date")] {
      let text = Self.spec(rule: "FREQ=WEEKLY;BYDAY=FR", name: name).replacingOccurrences(
        of: "spec: shifts", with: "spec: \(id)")
      specs.append(try #require(Pipeline.lint(text: text, path: "\(id).yaml", languages: [.typescript]).spec))
    }
    let files = Compiler.outputs(for: specs, language: .typescript)
    for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    let compiled = try ForeignCompilers.run("tsc", ForeignCompilers.tscOptions + files.map(\.name), in: directory)
    #expect(compiled.status == 0, "\(compiled.output)")
  }

  @Test(.enabled(if: ForeignCompilers.expected("kotlinc"), "kotlinc is not installed"))
  func specsNamedObjectAndMapCompileWithKotlinc() throws {
    guard ForeignCompilers.available("kotlinc") else { return }
    let directory = try ForeignInjectionTests.scratch("global-names-kotlin")
    defer { try? FileManager.default.removeItem(at: directory) }
    var specs: [Spec] = []
    for (id, name) in [("object_spec", "Object"), ("map_spec", "Map"), ("set_spec", "Set")] {
      let text = Self.spec(rule: "FREQ=WEEKLY;BYDAY=FR", name: name).replacingOccurrences(
        of: "spec: shifts", with: "spec: \(id)")
      specs.append(try #require(Pipeline.lint(text: text, path: "\(id).yaml", languages: [.kotlin]).spec))
    }
    let files = Compiler.outputs(for: specs, language: .kotlin)
    for file in files { try Data(file.contents.utf8).write(to: directory.appendingPathComponent(file.name)) }
    let compiled = try ForeignCompilers.run("kotlinc", files.map(\.name) + ["-d", "out"], in: directory)
    #expect(compiled.status == 0, "\(compiled.output.prefix(3_000))")
  }

  @Test func specsNamedDateAndMapCompileWithSwiftc() throws {
    var specs: [Spec] = []
    for (id, name) in [("date_spec", "Date"), ("map_spec", "Map"), ("scheduling_spec", "Scheduling")] {
      let text = Self.spec(rule: "FREQ=WEEKLY;BYDAY=FR", name: name).replacingOccurrences(
        of: "spec: shifts", with: "spec: \(id)")
      specs.append(try #require(Pipeline.lint(text: text, path: "\(id).yaml").spec))
    }
    let directory = try ForeignInjectionTests.scratch("global-names-swift")
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = Compiler.outputs(for: specs, language: .swift)
    var paths: [String] = []
    for file in files {
      let url = directory.appendingPathComponent(file.name)
      try Data(file.contents.utf8).write(to: url)
      paths.append(url.path)
    }
    let main = directory.appendingPathComponent("main.swift")
    try Data("print(\"ok\")\n".utf8).write(to: main)
    #expect(try SwiftcBatch.buildAndRun(paths + [main.path], in: directory) == "ok\n")
  }

  // MARK: - 7. Clear error paths

  @Test func ioFailuresNameThePathAndTheReason() throws {
    #expect(
      IOFailure.writableFile("/missing/dir/v.json")
        == "cannot write /missing/dir/v.json: the folder /missing/dir does not exist")
    let folder = try Self.scratch("loop")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(atPath: folder + "/a.yaml", withDestinationPath: "b.yaml")
    try FileManager.default.createSymbolicLink(atPath: folder + "/b.yaml", withDestinationPath: "a.yaml")
    #expect(IOFailure.readProblem(folder + "/a.yaml") == "too many levels of symbolic links (a symlink loop)")
    #expect(throws: InputError.self) { _ = try SpecSources.read(folder + "/a.yaml") }
    do {
      _ = try SpecSources.read(folder + "/a.yaml")
    } catch let error as InputError {
      #expect(error.description.contains("symlink loop"), "\(error.description)")
    }
    let cocoa = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/x"])
    #expect(IOFailure.describe(cocoa, path: "/x", doing: "write") == "cannot write /x: permission denied")
  }
}
