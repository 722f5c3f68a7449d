import Foundation

/// Checks a node tree against a `SchemaType`: unknown and duplicate keys, missing required keys,
/// wrong types and values outside a set. Reports everything it finds; never throws.
struct SchemaValidator {
  var sink: DiagnosticSink
  /// The file's bytes, to point inside a value (the part of an `rrule` that is wrong).
  var bytes: [UInt8]? = nil
  /// The paths (`spec.platforms.ios.window_days`, and each of their parents) where a problem was
  /// reported: what the decoder leaves out there is not *absent*, and rules that conclude from
  /// absence stay quiet about it (`Spec.isInvalid(at:)`), so one mistake is one diagnostic.
  private(set) var invalid: Set<String> = []

  mutating func validate(_ node: Node, against type: SchemaType, path: SchemaPath) {
    let before = sink.diagnostics.count
    check(node, against: type, path: path)
    if sink.diagnostics.count > before { invalid.insert(path.description) }
  }

  private mutating func check(_ node: Node, against type: SchemaType, path: SchemaPath) {
    switch type {
    case .string:
      guard case .scalar = node.kind, !node.isNull else { return mismatch(node, type, path) }
      // `version: 1.0` is a number to every other YAML reader (editors, the JSON Schema): text
      // must be quoted to be text everywhere.
      if ScalarText.coreType(node) != nil { return unquoted(node, type, path) }
      if case .string(let pattern, let format?) = type, let text = node.scalar,
        !format.accepts(text, pattern: pattern)
      {
        let expected = format == .pattern ? "text matching \(pattern ?? "")" : format.phrase
        if format == .rrule, let problem = RRuleProblem.find(in: text) {
          let located = Located(text, at: node.mark)
          let mark = bytes.map { SourceText(bytes: $0).mark(ofScalar: problem.offset, in: located) } ?? node.mark
          sink.error(LoadingRules.schemaValue, "\(path): \(problem.message)", at: mark)
          return
        }
        let fix = padded(text, format, node)
        let write = fix.map { " (write \($0.new))" } ?? ""
        sink.error(
          LoadingRules.schemaValue, "\(path) must be \(expected); found '\(Suggest.clip(text))'\(write)", at: node.mark,
          fix: fix)
      }
    case .scalar:
      guard case .scalar = node.kind, !node.isNull else { return mismatch(node, type, path) }
    case .integer(let min, let max):
      guard let value = ScalarText.integer(node) else {
        if let text = ScalarText.oversizedInteger(node) { return outOfRange(text, node, min, max, path) }
        return mismatch(node, type, path)
      }
      if let min, value < min {
        sink.error(LoadingRules.schemaValue, "\(path) must be at least \(min), found \(value)", at: node.mark)
      }
      if let max, value > max {
        sink.error(LoadingRules.schemaValue, "\(path) must be at most \(max), found \(value)", at: node.mark)
      }
    case .boolean:
      guard ScalarText.boolean(node) != nil else { return mismatch(node, type, path) }
    case .enumeration(let values):
      guard let text = node.scalar, !node.isNull else { return mismatch(node, type, path) }
      if ScalarText.coreType(node) != nil, values.contains(text) { return unquoted(node, type, path) }
      if !values.contains(text) {
        let guess = Suggest.closest(to: text, in: values)
        let hint = guess.map { "; did you mean '\($0)'?" } ?? ""
        sink.error(
          LoadingRules.schemaValue,
          "\(path) must be one of \(values.joined(separator: ", ")); found '\(text)'\(hint)",
          at: node.mark, suggestion: guess)
      }
    case .list(let element):
      guard case .sequence(let items) = node.kind else { return mismatch(node, type, path) }
      for (index, item) in items.enumerated() {
        validate(item, against: element, path: path.appending(index: index))
      }
    case .object(let object):
      guard case .mapping(let pairs) = node.kind else { return mismatch(node, type, path) }
      validateObject(node, pairs, object, path: path)
    case .map(let value, let keys):
      guard case .mapping(let pairs) = node.kind else { return mismatch(node, type, path) }
      var seen: [String: Mark] = [:]
      for pair in pairs {
        guard let key = keyText(pair.key, path: path) else { continue }
        if let first = seen[key] {
          duplicate(key, pair.key.mark, first: first, path: path)
          continue
        }
        seen[key] = pair.key.mark
        if let keys, !keys.contains(key) {
          unknown(key, at: pair.key.mark, known: keys, in: path)
          continue
        }
        validate(pair.value, against: value, path: path.appending(key: key))
      }
    }
  }

  private mutating func validateObject(
    _ node: Node, _ pairs: NodePairs, _ object: ObjectSchema, path: SchemaPath
  ) {
    var seen = SmallStringMap<Mark>(capacity: pairs.count)
    // A misspelt required key is one mistake: reported at the typo, not again as missing.
    var explained = Set<String>()
    // The keys present, made once and only for an unknown key's suggestion (most objects have
    // none; a file of 200,000 wrong keys must not make it once per key).
    var present: Set<String>? = nil
    for pair in pairs {
      guard let key = keyText(pair.key, path: path) else { continue }
      if let first = seen[key] {
        duplicate(key, pair.key.mark, first: first, path: path)
        continue
      }
      seen.insertIfAbsent(key, pair.key.mark)
      guard let field = object.field(key) else {
        let keys = present ?? Set(pairs.compactMap { $0.key.scalar })
        present = keys
        let missing = object.fields.filter { $0.required && !keys.contains($0.name) }.map(\.name)
        if !sink.isFull, let meant = Suggest.closest(to: key, in: missing) {
          explained.insert(meant)
          sink.error(
            LoadingRules.schemaUnknownKey,
            "unknown key '\(key)' in \(path); did you mean '\(meant)'? (\(meant) is required and missing)",
            at: pair.key.mark, fix: Fix(old: key, new: meant), suggestion: meant)
        } else {
          unknown(key, at: pair.key.mark, known: object.fields.map(\.name), in: path, present: keys)
        }
        continue
      }
      if pair.value.isNull && !field.required { continue }
      validate(pair.value, against: field.type, path: path.appending(key: key))
      if field.unique { checkUnique(pair.value, path: path.appending(key: key)) }
    }
    for field in object.fields where field.required && seen[field.name] == nil && !explained.contains(field.name) {
      sink.error(
        LoadingRules.schemaRequired, "missing required key '\(field.name)' in \(object.name) at \(path)",
        at: node.mark)
    }
  }

  private mutating func keyText(_ key: Node, path: SchemaPath) -> String? {
    guard let text = key.scalar else {
      sink.error(
        LoadingRules.schemaType, "keys in \(path) must be plain strings, found \(key.kindDescription)", at: key.mark)
      return nil
    }
    return text
  }

  /// A list declared unique: each repeated element reported once, at the repeat. Numbers
  /// compare by value (`60` and `060`), other scalars by their text.
  private mutating func checkUnique(_ node: Node, path: SchemaPath) {
    guard case .sequence(let items) = node.kind else { return }
    var seen: [String: Mark] = [:]
    for item in items {
      guard let text = item.scalar else { continue }
      let key = Int(text).map(String.init) ?? text
      if let first = seen[key] {
        sink.error(
          LoadingRules.duplicateListItem,
          "'\(text)' is listed twice in \(path) (first at line \(first.line), column \(first.column)); "
            + "each value counts once: remove this one",
          at: item.mark)
        continue
      }
      seen[key] = item.mark
    }
  }

  private mutating func duplicate(_ key: String, _ mark: Mark, first: Mark, path: SchemaPath) {
    sink.error(
      LoadingRules.duplicateKey,
      "duplicate key '\(key)' in \(path) (first defined at line \(first.line), column \(first.column))",
      at: mark, related: [RelatedPlace(first, "'\(key)' is first defined here")])
  }

  private mutating func unknown(
    _ key: String, at mark: Mark, known: @autoclosure () -> [String], in path: SchemaPath, present: Set<String> = []
  ) {
    // Once the sink is full the report is only counted: skip the costly suggestion.
    let suggestion = sink.isFull ? nil : Suggest.closest(to: key, in: known())
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    // Renaming the key is the fix only when the suggested key is not there already.
    let fix = suggestion.flatMap { present.contains($0) ? nil : Fix(old: key, new: $0) }
    sink.error(
      LoadingRules.schemaUnknownKey, "unknown key '\(key)' in \(path)\(hint)", at: mark, fix: fix,
      suggestion: fix?.new)
  }

  /// `7:00` → `"07:00"`: the fix of a time missing its leading zero.
  private func padded(_ text: String, _ format: TextFormat, _ node: Node) -> Fix? {
    guard format == .clockTime, case .scalar(_, let style) = node.kind, TextFormat.clock("0" + text) != nil else {
      return nil
    }
    switch style {
    case .plain: return Fix(old: text, new: "\"0\(text)\"")
    case .doubleQuoted: return Fix(old: "\"\(text)\"", new: "\"0\(text)\"")
    case .singleQuoted: return Fix(old: "'\(text)'", new: "'0\(text)'")
    case .literal, .folded: return nil
    }
  }

  /// An integer with more digits than `ScalarText.integer` reads: out of range, not a string.
  private mutating func outOfRange(_ text: String, _ node: Node, _ min: Int?, _ max: Int?, _ path: SchemaPath) {
    let bound =
      text.hasPrefix("-")
      ? min.map { "must be at least \($0)" } : max.map { "must be at most \($0)" }
    let rule = bound ?? "must have at most \(ScalarText.maxIntegerDigits) digits"
    sink.error(LoadingRules.schemaValue, "\(path) \(rule), found \(Suggest.clip(text))", at: node.mark)
  }

  /// A plain scalar that YAML's core schema reads as a number or a boolean where text is
  /// expected: one error, and `--fix` quotes it.
  private mutating func unquoted(_ node: Node, _ type: SchemaType, _ path: SchemaPath) {
    guard let text = node.scalar, let kind = ScalarText.coreType(node) else { return }
    let quoted = "\"" + text + "\""
    sink.error(
      LoadingRules.schemaType,
      "\(path): expected \(type.phrase), found \(kind) \(Suggest.clip(text)); quote it (\(Suggest.clip(quoted))) so that every YAML reader sees text",
      at: node.mark, fix: Fix(old: text, new: quoted))
  }

  private mutating func mismatch(_ node: Node, _ type: SchemaType, _ path: SchemaPath) {
    var found = node.kindDescription
    if let text = node.scalar, !node.isNull {
      found = ScalarText.coreType(node).map { "\($0) \(Suggest.clip(text))" } ?? "a string '\(Suggest.clip(text))'"
    }
    sink.error(LoadingRules.schemaType, "\(path): expected \(type.phrase), found \(found)", at: node.mark)
  }
}

/// Reads typed values out of scalars by the schema's rules, not YAML 1.1's.
enum ScalarText {
  /// Most digits of an integer: every sum and product specc forms from spec values stays far
  /// inside `Int`.
  static let maxIntegerDigits = 18

  /// A decimal integer such as `12` or `-3`; `0x1`, `8:00` and `1e3` are not integers.
  static func integer(_ node: Node) -> Int? {
    guard let digits = decimalDigits(node), digits.count <= maxIntegerDigits, let text = node.scalar else { return nil }
    return Int(text)
  }

  /// The text of a decimal integer too long for `integer` (`9000000000000000000`), else nil.
  static func oversizedInteger(_ node: Node) -> String? {
    guard let digits = decimalDigits(node), digits.count > maxIntegerDigits else { return nil }
    return node.scalar
  }

  /// The digits of a plain (or `!!int`) scalar that is an optional sign and decimal digits.
  private static func decimalDigits(_ node: Node) -> Substring? {
    guard case .scalar(let text, let style) = node.kind, style == .plain || node.tag == "tag:yaml.org,2002:int" else {
      return nil
    }
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
    return digits
  }

  /// What YAML 1.2's core schema (editors, `check-jsonschema`) reads a plain, untagged scalar as
  /// when not text: "the number" (`1.0`, `42`, `0x1F`, `1e3`, `.inf`) or "the boolean" (`true`,
  /// `False`); nil for text (and for null, which callers handle). Underscores in numbers count,
  /// as some readers accept them.
  static func coreType(_ node: Node) -> String? {
    guard case .scalar(let text, let style) = node.kind, style == .plain, node.tag == nil, let first = text.utf8.first
    else { return nil }
    // Most text starts with a letter that no number or boolean starts with: decided by one byte.
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      break
    default: return nil
    }
    switch text {
    case "true", "True", "TRUE", "false", "False", "FALSE": return "the boolean"
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
      return "the number"
    default: return isCoreNumber(Array(text.utf8)) ? "the number" : nil
    }
  }

  /// `[-+]?` then a decimal, `0o` octal or `0x` hex integer, or a decimal float with an optional
  /// exponent (digits may have `_`).
  private static func isCoreNumber(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func digits(_ allowed: (UInt8) -> Bool) -> Int {
      let start = index
      while index < bytes.count, allowed(bytes[index]) || (bytes[index] == UInt8(ascii: "_") && index > start) {
        index += 1
      }
      return index - start
    }
    let decimal: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    if bytes.count - index > 2, bytes[index] == UInt8(ascii: "0") {
      let radix = bytes[index + 1]
      if radix == UInt8(ascii: "x") || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") {
        index += 2
        let allowed: (UInt8) -> Bool =
          radix == UInt8(ascii: "x")
          ? { decimal($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "f")) }
          : radix == UInt8(ascii: "o")
            ? { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") } : { $0 == 48 || $0 == 49 }
        return digits(allowed) > 0 && index == bytes.count
      }
    }
    let whole = digits(decimal)
    var fraction = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fraction = digits(decimal)
    }
    guard whole + fraction > 0 else { return false }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
      guard digits(decimal) > 0 else { return false }
    }
    return index == bytes.count
  }

  /// `true` or `false` only.
  static func boolean(_ node: Node) -> Bool? {
    guard case .scalar(let text, let style) = node.kind, style == .plain else { return nil }
    switch text {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }
}
