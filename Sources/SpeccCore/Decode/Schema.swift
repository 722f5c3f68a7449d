import SpeccRuntime

/// The shape a YAML value must have. One description serves the validator, the typed decoder
/// and `specc schema` (JSON Schema), so they cannot disagree.
indirect enum SchemaType: Sendable {
  /// Any string scalar; `pattern` is a documented regular expression. With a `format`, the
  /// validator checks the value (the pattern and, for times and dates, that it is a real time or
  /// date); without one, a rule checks it (`id_format` for ids, `slot_id_matches_time` for a
  /// slot id against its time, `references` for references to ids).
  case string(pattern: String? = nil, format: TextFormat? = nil)
  /// A decimal integer in a range.
  case integer(min: Int? = nil, max: Int? = nil)
  /// `true` or `false`, nothing else (no YAML 1.1 `yes`/`on`).
  case boolean
  /// One string of a fixed set.
  case enumeration([String])
  /// Any scalar (string, number or boolean), typed by another field.
  case scalar
  /// A list of values of one type.
  case list(SchemaType)
  /// A mapping with known keys.
  case object(ObjectSchema)
  /// A mapping from names (optionally restricted to `keys`) to values of one type.
  case map(SchemaType, keys: [String]?)

  /// How messages name this type ("an integer", "a list of integers").
  var phrase: String {
    switch self {
    case .string: "a string"
    case .integer: "an integer"
    case .boolean: "true or false"
    case .enumeration(let values): "one of \(values.joined(separator: ", "))"
    case .scalar: "a scalar value"
    case .list(let element): "a list of \(element.pluralPhrase)"
    case .object(let object): "a mapping (\(object.name))"
    case .map: "a mapping"
    }
  }

  var pluralPhrase: String {
    switch self {
    case .string: "strings"
    case .integer: "integers"
    case .boolean: "booleans"
    case .enumeration(let values): "values from \(values.joined(separator: ", "))"
    case .scalar: "scalars"
    case .list(let element): "lists of \(element.pluralPhrase)"
    case .object(let object): "\(object.name) mappings"
    case .map: "mappings"
    }
  }
}

/// What the validator checks of a string with a pattern (`SchemaType.string(pattern:format:)`).
enum TextFormat: Sendable, Hashable {
  /// A 24-hour wall-clock time `HH:MM`, 00:00–23:59.
  case clockTime
  /// A real proleptic Gregorian date `yyyy-MM-dd` (year 0001–9999).
  case localDate
  /// Text matching the field's pattern (names with an id's shape that no other rule checks).
  case pattern
  /// A month and day `MM-dd` of some year (`02-29` included), the bounds of a season.
  case monthDay
  /// An RFC 5545 `RRULE` in specc's subset (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`), with RFC 7529's
  /// `SKIP`.
  case rrule
  /// The anchor of a rule or cycle: a real date `yyyy-MM-dd`, or `app` (the app supplies it).
  case anchor

  /// How messages describe a value of this format.
  var phrase: String {
    switch self {
    case .clockTime: "a 24-hour time HH:MM from 00:00 to 23:59 (quote it: \"07:00\")"
    case .localDate: "a real date yyyy-MM-dd (quote it: \"2026-03-01\")"
    case .pattern: "text matching its pattern"
    case .monthDay: "a month and day MM-dd (quote it: \"03-01\")"
    case .rrule:
      "an RFC 5545 rule: FREQ=DAILY, WEEKLY, MONTHLY or YEARLY with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, COUNT or UNTIL (not both), WKST=MO, SKIP, each in range"
    case .anchor: "a real date yyyy-MM-dd or app (the app supplies it at run time)"
    }
  }

  /// True when `text` is a value of this format (`pattern`: the field's pattern).
  func accepts(_ text: String, pattern: String?) -> Bool {
    switch self {
    case .clockTime: return TextFormat.clock(text) != nil
    case .localDate: return TextFormat.date(text) != nil
    case .monthDay: return TextFormat.monthDay(text) != nil
    case .rrule: return RecurrenceRule(rrule: text) != nil
    case .anchor: return TextFormat.anchor(text) != nil
    case .pattern:
      guard let pattern else { return true }
      if let matcher = IDPattern.cached(pattern) { return matcher.matches(text) }
      guard let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) else { return false }
      return (try? regex.wholeMatch(in: text)) != nil
    }
  }

  /// The time of a strict `HH:MM` in 00:00–23:59: specc's one reader of wall-clock times (the
  /// schema's format check, the decoder's typed values, `specc lint --fix`).
  static func clock(_ text: String) -> LocalTime? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 5, scalars[2] == ":",
      [0, 1, 3, 4].allSatisfy({ ("0"..."9").contains(scalars[$0]) }),
      let hour = Int(text.prefix(2)), let minute = Int(text.suffix(2)), hour < 24, minute < 60
    else { return nil }
    return LocalTime(hour: hour, minute: minute)
  }

  /// The date of a strict `yyyy-MM-dd` that names a real date (0001-01-01 to 9999-12-31;
  /// 29 February only in leap years): specc's one reader of dates.
  static func date(_ text: String) -> LocalDate? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-",
      [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ ("0"..."9").contains(scalars[$0]) })
    else { return nil }
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, parts[0] >= 1, (1...12).contains(parts[1]),
      (1...daysIn(month: parts[1], year: parts[0])).contains(parts[2])
    else { return nil }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
  }

  /// The month and day of a strict `MM-dd` that some year has (`02-29` included).
  static func monthDay(_ text: String) -> MonthDay? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 5, scalars[2] == "-", [0, 1, 3, 4].allSatisfy({ ("0"..."9").contains(scalars[$0]) }),
      let month = Int(text.prefix(2)), let day = Int(text.suffix(2)), (1...12).contains(month),
      (1...daysIn(month: month, year: 2000)).contains(day)
    else { return nil }
    return MonthDay(month: month, day: day)
  }

  /// `app`, or a real date.
  static func anchor(_ text: String) -> Anchor? {
    text == "app" ? .app : date(text).map(Anchor.date)
  }

  /// Days of `month` (1–12) in `year` (proleptic Gregorian).
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// One key of a mapping.
struct FieldSchema: Sendable {
  var name: String
  var type: SchemaType
  var required: Bool
  var doc: String
  /// The ids its value names, when it names any: declared here, once, and read by the symbol
  /// table (`SymbolTable`), so the reference check, unused declarations and the language server's
  /// definition, references, rename and completion all follow it.
  var reference: FieldReference?
  /// A list whose elements are distinct (weekdays, dates, offsets): the validator reports a
  /// repeat at the repeat (`duplicate_list_item`), for every rule that reads the list.
  var unique: Bool
  /// The one platform that reads the field (`ongoing`: Android), when only one does: the symbol
  /// table records where it is written, and `unused_declaration` warns at the key in a spec whose
  /// `platforms:` leave that platform out (there it does nothing).
  var platform: PlatformName?

  init(
    _ name: String, _ type: SchemaType, required: Bool = false, unique: Bool = false,
    refers reference: FieldReference? = nil, only platform: PlatformName? = nil, _ doc: String
  ) {
    self.name = name
    self.type = type
    self.required = required
    self.unique = unique
    self.reference = reference
    self.platform = platform
    self.doc = doc
  }
}

/// What a field's value names: the ids of items of some kinds, as the whole value (`channel:
/// doses.daily`, each element of a list) or as `{{id}}` placeholders inside a text.
struct FieldReference: Sendable, Hashable {
  /// How the value names its ids.
  enum Form: Sendable, Hashable {
    /// The whole scalar (or each scalar of a list) is one id.
    case id
    /// Every `{{name}}` inside the text names one id.
    case placeholders
  }

  /// The object schema names of the kinds it may name (`IDKind.schema.name`: "channel"); a
  /// reference resolves to a declaration of any of them.
  var kinds: [String]
  var form: Form
  /// The rule that reports a reference that resolves to nothing, when another rule than
  /// `unknown_reference` does (with a check of its own: a flow's states by its platform, a
  /// template's tokens with their translations). One mistake, one diagnostic.
  var checkedBy: String?
  /// The platform (`SpecSchema.platformNames`) on which an item needs the field: a spec that
  /// lists it under `platforms` must give it (`missing_reference`).
  var requiredOn: String?

  /// A field whose value is the id of one of `kinds`.
  static func id(_ kinds: String..., checkedBy: String? = nil, requiredOn: String? = nil) -> FieldReference {
    FieldReference(kinds: kinds, form: .id, checkedBy: checkedBy, requiredOn: requiredOn)
  }

  /// A text whose `{{name}}` placeholders name ids of `kind`.
  static func placeholders(_ kind: String, checkedBy: String? = nil) -> FieldReference {
    FieldReference(kinds: [kind], form: .placeholders, checkedBy: checkedBy)
  }
}

/// A mapping with named fields.
public struct ObjectSchema: Sendable {
  /// Singular name used in messages ("prayer", "channel").
  var name: String
  var doc: String
  var fields: [FieldSchema] { didSet { index = Self.index(fields) } }
  /// Position of each field by name (the first, when a name repeats).
  private var index: [String: Int]

  init(_ name: String, doc: String, fields: [FieldSchema]) {
    self.name = name
    self.doc = doc
    self.fields = fields
    self.index = Self.index(fields)
  }

  /// The field called `name`, if any.
  func field(_ name: String) -> FieldSchema? { index[name].map { fields[$0] } }

  /// The position of the first field of each name. Sized once, and filled from the last field
  /// to the first so that the first of a repeated name wins with one hash per field: every object
  /// schema of the standard sections is indexed on each run.
  private static func index(_ fields: [FieldSchema]) -> [String: Int] {
    var index = [String: Int](minimumCapacity: fields.count)
    for position in fields.indices.reversed() { index[fields[position].name] = position }
    return index
  }
}
