import Foundation
import SpeccCore
import SpeccRuntime

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point for the rule parser and the planner (issue 42, item 3). The input's first
/// byte picks a window of 1…366 days and the next two an anchor; the rest is text whose first line
/// is `rrule` text and whose other lines, when there are any, are the slot's own keys instead of
/// `time: "09:00"` and that rule (`every:`, `random:`, `cycle:`, `after_done:`, `monthly:`,
/// `season:`, `reminder:`, …, with the numbers the fuzzer mutates).
///
/// 1. The rule text is read by the runtime's parser; a rule it accepts is expanded over the
///    window and given its budget proof (`RecurrenceBudget.worst`).
/// 2. A spec with that slot is linted (the schema's located refusals, the budget rules).
/// 3. When it lints without an error, the planner runs on it: `Simulation.run` over 14 days of
///    use (opens, a time-zone change, a reboot), which plans the window again at every open, as
///    `specc simulate` does.
///
/// Each input has a time budget (`SPECC_FUZZ_BUDGET_MS`, 2,000 by default): an input over it
/// aborts, which libFuzzer records as a crash with the input — the bound of issue 42 item 3
/// broken. The phase that ran over is named on standard error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRule(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 3 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let started = DispatchTime.now().uptimeNanoseconds
  let window = 1 + Int(bytes[0]) % 366
  let anchor = Scheduling.adding(
    Int(bytes[1]) << 8 | Int(bytes[2]), to: Scheduling.LocalDate(year: 1990, month: 1, day: 1))
  let text = String(decoding: bytes[3...], as: UTF8.self)
  let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let rruleText = String(lines.first ?? "")
  let slotKeys = lines.count > 1 ? String(lines[1]) : ""
  var total = 0
  if let rule = RecurrenceRule(rrule: rruleText) {
    total &+= Recurrence.dates(rule, start: anchor, from: anchor, through: Scheduling.adding(window, to: anchor)).count
    total &+= RecurrenceBudget.worst(.rule(rule), windowDays: window).worst
    total &+= rule.rrule.utf8.count
  }
  check(started, "the rule parser", rruleText)
  let quoted = rruleText.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    .replacingOccurrences(of: "\r", with: "\\r")
  var slot = ""
  if slotKeys.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
    slot = "    time: \"09:00\"\n    rrule: \"\(quoted)\"\n    anchor: \"\(anchor)\"\n"
  } else {
    if !quoted.isEmpty { slot += "    rrule: \"\(quoted)\"\n    anchor: \"\(anchor)\"\n" }
    for line in slotKeys.split(separator: "\n", omittingEmptySubsequences: false) { slot += "    \(line)\n" }
  }
  let spec = """
    spec: fuzz
    name: Fuzz
    version: "1.0"
    platforms:
      ios:
        window_days: \(window)
        refresh_hours: 24
    reminders:
      offsets_minutes: [5, 60, 1440]
      default_offset_minutes: 5
    slots:
      - id: rule
        label: Rule
        template: rule
    \(slot)
    templates:
      - id: rule
        title: "Rule"
        body: "It fires."

    """
  let result = Pipeline.lint(text: spec, path: "fuzz.yaml")
  total &+= result.diagnostics.count
  check(started, "lint", text)
  if let resolved = result.resolved, !result.diagnostics.contains(where: { $0.severity == .error }) {
    var usage = Simulation.defaultUsage(resolved, platform: "ios")
    usage.days = 14
    usage.zoneChanges = 1
    usage.reboots = 1
    usage.start = anchor
    if let simulation = Simulation.run(resolved, platform: "ios", usage: usage, seed: UInt64(size)) {
      total &+= simulation.deliveredTotal &+ simulation.runs.count
    }
    check(started, "the planner (14 days of simulate)", text)
  }
  return total == -1 ? 1 : 0
}

/// Aborts when the input has run past its budget, naming the phase and the input.
func check(_ started: UInt64, _ phase: String, _ text: String) {
  let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
  guard elapsed > budgetMilliseconds else { return }
  FileHandle.standardError.write(
    Data(
      "SpeccRuleFuzz: \(elapsed) ms, over the \(budgetMilliseconds) ms budget, after \(phase) for \(text.prefix(300).debugDescription)\n"
        .utf8))
  abort()
}

let budgetMilliseconds: UInt64 =
  ProcessInfo.processInfo.environment["SPECC_FUZZ_BUDGET_MS"].flatMap(UInt64.init) ?? 2_000
