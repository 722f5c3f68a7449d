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

/// A wall-clock time field (`time`, `from`, `earliest`, …).
typealias TimeField = Typed<LocalTime>
/// A local date field (`from`, `until`, `on_dates`).
typealias DateField = Typed<LocalDate>
