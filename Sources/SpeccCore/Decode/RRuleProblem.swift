import SpeccRuntime

/// Why a slot's `rrule` text is not a rule of specc's subset, and where in the text: the part
/// (its offset in Unicode scalars) a `schema_value` diagnostic points at. It reads the text as
/// `Recurrence.Rule(rrule:)` does and names the first part that parser refuses; nil when the
/// parser accepts the text.
struct RRuleProblem: Equatable {
  /// Offset of the offending part (or list entry) in the text, in Unicode scalars.
  var offset: Int
  var message: String

  static func find(in text: String) -> RRuleProblem? {
    guard RecurrenceRule(rrule: text) == nil else { return nil }
    let scalars = Array(text.unicodeScalars)
    var start = 0
    if String(String.UnicodeScalarView(scalars.prefix(6))).uppercased() == "RRULE:" { start = 6 }
    var seen: [String: Int] = [:]
    var frequency: Recurrence.Frequency?
    var countAt: Int?
    var untilAt: Int?
    var index = start
    while index <= scalars.count {
      var end = index
      while end < scalars.count && scalars[end] != ";" { end += 1 }
      defer { index = end + 1 }
      guard end > index else {
        // An empty part: two `;` together, or a `;` first or last (RFC 5545's grammar has none).
        guard !scalars.isEmpty else { return RRuleProblem(offset: 0, message: "the rule is empty") }
        return RRuleProblem(
          offset: min(index, scalars.count - 1),
          message: "an empty rule part: each part between ';' is NAME=VALUE, with no ';' doubled, first or last")
      }
      let part = String(String.UnicodeScalarView(scalars[index..<end]))
      guard let equals = part.firstIndex(of: "="), equals != part.startIndex, part.index(after: equals) != part.endIndex
      else {
        return RRuleProblem(offset: index, message: "'\(part)' is not NAME=VALUE")
      }
      let name = part[..<equals].uppercased()
      let value = part[part.index(after: equals)...].uppercased()
      let valueAt = index + part.unicodeScalars.distance(from: part.startIndex, to: part.index(after: equals))
      if let first = seen[name] {
        return RRuleProblem(
          offset: index,
          message: "\(name) is given twice (first at character \(first + 1)); RFC 5545 allows each rule part once")
      }
      seen[name] = index
      if let problem = check(name: name, value: value, at: valueAt, frequency: &frequency) { return problem }
      if name == "COUNT" { countAt = index }
      if name == "UNTIL" { untilAt = index }
      if name == "FREQ" && !["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].contains(value) {
        return RRuleProblem(offset: valueAt, message: "FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY")
      }
    }
    guard let frequency else { return RRuleProblem(offset: 0, message: "the rule has no FREQ") }
    if let countAt, untilAt != nil {
      return RRuleProblem(offset: countAt, message: "COUNT and UNTIL together (RFC 5545: at most one of them)")
    }
    if let intervalAt = seen["INTERVAL"], let rule = relaxed(text, frequency) {
      let most = RecurrenceRule.maxInterval(frequency)
      if rule > most {
        return RRuleProblem(
          offset: intervalAt,
          message:
            "INTERVAL=\(rule) is more than \(most), the \(unit(frequency)) between 0001-01-01 and 9999-12-31: such a rule never fires twice"
        )
      }
    }
    return nil
  }

  private static func unit(_ frequency: Recurrence.Frequency) -> String {
    switch frequency {
    case .daily: "days"
    case .weekly: "weeks"
    case .monthly: "months"
    case .yearly: "years"
    }
  }

  /// The INTERVAL's number, for the frequency-dependent bound.
  private static func relaxed(_ text: String, _ frequency: Recurrence.Frequency) -> Int? {
    for part in text.uppercased().split(separator: ";") where part.hasPrefix("INTERVAL=") {
      return Int(part.dropFirst(9))
    }
    return nil
  }

  private static func check(
    name: String, value: String, at valueAt: Int, frequency: inout Recurrence.Frequency?
  ) -> RRuleProblem? {
    func entries() -> [(text: Substring, offset: Int)] {
      var result: [(Substring, Int)] = []
      var offset = valueAt
      for entry in value.split(separator: ",", omittingEmptySubsequences: false) {
        result.append((entry, offset))
        offset += entry.unicodeScalars.count + 1
      }
      return result
    }
    func list(_ range: ClosedRange<Int>, zero: Bool, what: String) -> RRuleProblem? {
      var seen = Set<Int>()
      for (entry, offset) in entries() {
        guard let number = Int(entry), range.contains(number), zero || number != 0 else {
          return RRuleProblem(offset: offset, message: "\(name) entry '\(entry)' must be \(what)")
        }
        guard seen.insert(number).inserted else {
          return RRuleProblem(offset: offset, message: "\(name) lists \(number) twice; list each value once")
        }
      }
      return nil
    }
    switch name {
    case "FREQ":
      frequency = Recurrence.Frequency(rawValue: value)
      return nil
    case "INTERVAL":
      guard let number = Int(value), number >= 1 else {
        return RRuleProblem(offset: valueAt, message: "INTERVAL must be a whole number of at least 1")
      }
      return nil
    case "COUNT":
      guard let number = Int(value), number >= 1, number <= RecurrenceRule.maxCount else {
        return RRuleProblem(
          offset: valueAt,
          message:
            "COUNT must be from 1 to \(RecurrenceRule.maxCount) (one a day from 0001-01-01 to 9999-12-31)")
      }
      return nil
    case "UNTIL":
      let digits = value.prefix(8)
      guard digits.count == 8, digits.allSatisfy({ ("0"..."9").contains($0) }),
        value.count == 8 || value.dropFirst(8).first == "T"
      else {
        return RRuleProblem(offset: valueAt, message: "UNTIL must be a date yyyyMMdd or date-time yyyyMMddTHHmmssZ")
      }
      return nil
    case "BYMONTH": return list(1...12, zero: false, what: "a month 1 to 12")
    case "BYMONTHDAY": return list(-31...31, zero: false, what: "a day of the month 1 to 31 or -31 to -1")
    case "BYSETPOS": return list(-366...366, zero: false, what: "a position 1 to 366 or -366 to -1")
    case "BYDAY":
      var seen = Set<String>()
      for (entry, offset) in entries() {
        let code = entry.suffix(2)
        let prefix = entry.dropLast(2)
        let ordinal = prefix.isEmpty ? 0 : Int(prefix)
        guard entry.count >= 2, ["SU", "MO", "TU", "WE", "TH", "FR", "SA"].contains(String(code)), let ordinal,
          prefix.isEmpty || (ordinal != 0 && abs(ordinal) <= 53)
        else {
          return RRuleProblem(
            offset: offset, message: "BYDAY entry '\(entry)' must be a weekday MO…SU with an optional ordinal ±1…53")
        }
        guard seen.insert("\(ordinal)\(code)").inserted else {
          return RRuleProblem(offset: offset, message: "BYDAY lists \(entry) twice; list each weekday once")
        }
      }
      return nil
    case "SKIP":
      guard Recurrence.Skip(rawValue: value) != nil else {
        return RRuleProblem(offset: valueAt, message: "SKIP must be OMIT, BACKWARD or FORWARD")
      }
      return nil
    case "WKST":
      guard value == "MO" else {
        return RRuleProblem(offset: valueAt, message: "WKST must be MO (weeks start on Monday)")
      }
      return nil
    default:
      return RRuleProblem(
        offset: valueAt - name.unicodeScalars.count - 1,
        message:
          "\(name) is not a rule part specc reads (FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, COUNT, UNTIL, WKST, SKIP)"
      )
    }
  }
}
