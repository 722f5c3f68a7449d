import Foundation
import SpeccCore
import SpeccRuntime

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point for the rule parser and the planner (issue 42): the input's first byte
/// picks a window of 1…366 days and the next two an anchor; the rest is `rrule` text. It is read
/// by the runtime's parser, and a rule it accepts is expanded over the window and given its
/// budget proof (`RecurrenceBudget.worst`); then the same text is linted inside a spec (the
/// schema's located refusal, the budget rules). Each input has a time budget
/// (`SPECC_FUZZ_BUDGET_MS`, 2,000 by default): an input over it aborts, which libFuzzer records
/// as a crash with the input — the bound of issue 42 item 3 broken.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRule(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 3 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let started = DispatchTime.now().uptimeNanoseconds
  let window = 1 + Int(bytes[0]) % 366
  let anchor = Scheduling.adding(Int(bytes[1]) << 8 | Int(bytes[2]), to: Scheduling.LocalDate(year: 1990, month: 1, day: 1))
  let text = String(decoding: bytes[3...], as: UTF8.self)
  var total = 0
  if let rule = RecurrenceRule(rrule: text) {
    total &+= Recurrence.dates(rule, start: anchor, from: anchor, through: Scheduling.adding(window, to: anchor)).count
    total &+= RecurrenceBudget.worst(.rule(rule), windowDays: window).worst
    total &+= rule.rrule.utf8.count
  }
  let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
  let spec = """
    spec: fuzz
    name: Fuzz
    version: "1.0"
    platforms:
      ios:
        window_days: \(window)
        refresh_hours: 24
    slots:
      - id: rule
        label: Rule
        time: "09:00"
        rrule: "\(quoted)"
        anchor: "\(anchor)"
        template: rule
    templates:
      - id: rule
        title: "Rule"
        body: "It fires."

    """
  let result = Pipeline.lint(text: spec, path: "fuzz.yaml")
  total &+= result.diagnostics.count
  let elapsed = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
  if elapsed > budgetMilliseconds {
    FileHandle.standardError.write(
      Data("SpeccRuleFuzz: \(elapsed) ms over the \(budgetMilliseconds) ms budget for \(text.prefix(200))\n".utf8))
    abort()
  }
  return total == -1 ? 1 : 0
}

let budgetMilliseconds: UInt64 = ProcessInfo.processInfo.environment["SPECC_FUZZ_BUDGET_MS"].flatMap(UInt64.init)
  ?? 2_000
