import SpeccRuntime

/// A local wall-clock time (the runtime's type).
typealias LocalTime = SpeccRuntime.Scheduling.LocalTime
/// A local calendar date (the runtime's type).
typealias LocalDate = SpeccRuntime.Scheduling.LocalDate

/// A value as written (`text`, with its position) and as read, parsed once while decoding by the
/// one parser of its format (`TextFormat`). `typed` is nil when the text does not read: the
/// schema's `schema_value` (or the rule of the field) reports it, and everything downstream treats
/// the value as absent, never as a made-up one.
struct Typed<Value: Sendable & Hashable>: Sendable, Hashable {
  var text: Located<String>
  var typed: Value?

  /// The text as written.
  var value: String { text.value }
  /// Where it is written.
  var mark: Mark { text.mark }
}

extension Typed where Value == LocalTime {
  /// A strict `HH:MM` from 00:00 to 23:59.
  init(time text: Located<String>) {
    self.text = text
    typed = TextFormat.clock(text.value)
  }
}

extension Typed where Value == LocalDate {
  /// A strict `yyyy-MM-dd` naming a real date.
  init(date text: Located<String>) {
    self.text = text
    typed = TextFormat.date(text.value)
  }
}

/// A month and day of every year (a season's bound).
struct MonthDay: Sendable, Hashable {
  var month: Int
  var day: Int
}

/// Where a rule or cycle starts: a date the spec fixes, or one the app supplies at run time.
enum Anchor: Sendable, Hashable {
  case date(LocalDate)
  case app
}

extension Typed where Value == MonthDay {
  /// A strict `MM-dd` some year has.
  init(monthDay text: Located<String>) {
    self.text = text
    typed = TextFormat.monthDay(text.value)
  }
}

extension Typed where Value == Anchor {
  /// `app` or a strict `yyyy-MM-dd`.
  init(anchor text: Located<String>) {
    self.text = text
    typed = TextFormat.anchor(text.value)
  }
}

/// A slot's `rrule`: RFC 5545 text in specc's subset, read by the runtime's one parser. The same
/// shape as `Typed`, but not a `Typed<RecurrenceRule>`: that generic type, met in a field, makes the
/// runtime look `Recurrence.Rule: Hashable` up by scanning every conformance record of the binary
/// on every lint (~0.2 M instructions, issue 27's own-work bound; docs/benchmarks.md).
struct RuleField: Sendable, Hashable {
  var text: Located<String>
  var typed: RecurrenceRule?

  init(rrule text: Located<String>) {
    self.text = text
    typed = RecurrenceRule(rrule: text.value)
  }

  /// The text as written.
  var value: String { text.value }
  /// Where it is written.
  var mark: Mark { text.mark }
}

/// A wall-clock time field (`time`, `from`, `earliest`, …).
typealias TimeField = Typed<LocalTime>
/// A local date field (`from`, `until`, `on_dates`).
typealias DateField = Typed<LocalDate>
