/// A CLDR plural category: which form of a counted text a number takes in a language ("1 minute",
/// "2 minutes"; Arabic has six forms, Japanese one).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules, from the data of one pinned release (`cldrVersion`, the rules in
/// PluralRules.swift that scripts/generate-plurals.py writes from Tests/Vectors/cldr/plurals.json),
/// not from the OS's ICU, whose release varies. The Kotlin (`specc.runtime.Plurals`) and
/// TypeScript (`specc-plurals.ts`) runtimes carry the same rules, so a count selects one form in
/// every language, on every OS, JDK and engine.
///
/// A locale is a BCP 47 tag (`fr-CA`, `fr_CA`, `zh-Hant-TW`, any case): it takes the rules of its
/// most specific tag that CLDR has rules for (`pt-PT` has its own, `fr-CA` takes `fr`'s), and a
/// language CLDR has no rules for takes the root rules (`other` only).
public enum Plurals {
  /// The CLDR release whose plural rules these are.
  public static let cldrVersion: String = PluralRules.cldrVersion

  /// The category `count` selects in `locale` (the sign is ignored, as CLDR's n is |x|).
  public static func category(_ count: Int, locale: String) -> PluralCategory {
    PluralRules.select(rules(for: locale), PluralOperands(count))
  }

  /// The category the decimal number `decimal` selects in `locale`, with its visible fraction
  /// digits counting (`1` is `one` in English, `1.0` is `other`), or nil when `decimal` is not a
  /// decimal number: an optional `-`, digits, optionally `.` and digits, optionally `c` or `e`
  /// and the digits of a compact exponent (`1.2c6` is 1200000 with CLDR's operand e = 6).
  public static func category(decimal: String, locale: String) -> PluralCategory? {
    guard let operands = PluralOperands(decimal: decimal) else { return nil }
    return PluralRules.select(rules(for: locale), operands)
  }

  /// The cardinal categories `locale`'s language has, in zero…other order (`other` is always last).
  public static func categories(locale: String) -> [PluralCategory] {
    PluralRules.categories[rules(for: locale)]
  }

  /// Whether CLDR has plural rules for `locale` or a less specific tag of it (`fr-CA`: yes, as
  /// `fr`; `xx`: no, and it takes the root rules).
  public static func hasRules(locale: String) -> Bool {
    specificRules(for: locale) != nil
  }

  static func rules(for locale: String) -> Int {
    specificRules(for: locale) ?? PluralRules.root
  }

  /// The rule set of the longest prefix of `locale`'s subtags that the data names.
  static func specificRules(for locale: String) -> Int? {
    // A tag as the data spells it (`en`, `ar`) needs no normalizing.
    if let rules = PluralRules.locales[locale] { return rules }
    var key = Locales.normalized(locale)
    while !key.isEmpty {
      if let rules = PluralRules.locales[key] { return rules }
      key = Locales.truncated(key)
    }
    return nil
  }
}

/// Locale fallback for localized texts.
public enum Locales {
  /// The locales to try, in order, for a text in `locale`: `locale` itself, then each less specific
  /// tag of it (BCP 47 lookup, RFC 4647 §3.4: the last subtag dropped, and a single-letter subtag
  /// left last dropped with it: `zh-Hant-TW` → `zh-Hant` → `zh`), each only when `available`
  /// has it, and last the source language `source`, which always has every text. Tags compare
  /// without regard to case or to `_` for `-`; each comes back spelled as `available` spells it
  /// (the source as given), and none twice. `fr-CA` with `fr` available → `["fr", source]`.
  public static func fallbackChain(_ locale: String, available: [String], source: String) -> [String] {
    var spelled: [String: String] = [:]
    for tag in available {
      let key = normalized(tag)
      if spelled[key] == nil { spelled[key] = tag }
    }
    let sourceKey = normalized(source)
    spelled[sourceKey] = source
    var chain: [String] = []
    var seen: Set<String> = []
    var key = normalized(locale)
    while !key.isEmpty {
      if let tag = spelled[key], seen.insert(key).inserted { chain.append(tag) }
      key = truncated(key)
    }
    if seen.insert(sourceKey).inserted { chain.append(source) }
    return chain
  }

  /// `tag` lowercased (ASCII), with `_` as `-`.
  static func normalized(_ tag: String) -> String {
    String(
      decoding: tag.utf8.map { byte -> UInt8 in
        switch byte {
        case UInt8(ascii: "_"): UInt8(ascii: "-")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        default: byte
        }
      }, as: UTF8.self)
  }

  /// `key` without its last subtag, and without a single-letter subtag that would then be last.
  static func truncated(_ key: String) -> String {
    var utf8 = Array(key.utf8)
    guard let dash = utf8.lastIndex(of: UInt8(ascii: "-")) else { return "" }
    utf8.removeSubrange(dash...)
    if let previous = utf8.lastIndex(of: UInt8(ascii: "-")), previous == utf8.count - 2 {
      utf8.removeSubrange(previous...)
    }
    return String(decoding: utf8, as: UTF8.self)
  }
}

/// CLDR's plural operands of a number (UTS #35 Part 3, "Plural Operand Meanings"): i the integer
/// digits, v and f the visible fraction digits (their count and value), w and t the same without
/// trailing zeros, e the compact exponent. n, the absolute value, is i when t is 0 (the generated
/// rules test it so). i, f and t are carried modulo 10^15, plus 10^15 when they reach it: every
/// modulus in CLDR's rules divides 10^15 and every literal is smaller, so each rule gives what it
/// gives for the true value (and the Kotlin and TypeScript runtimes, the same numbers).
struct PluralOperands: Sendable {
  static let clamp: Int64 = 1_000_000_000_000_000

  var i: Int64
  var v: Int
  var w: Int
  var f: Int64
  var t: Int64
  var e: Int

  init(_ count: Int) {
    // UInt64, not UInt: 10^15 does not fit a 32-bit UInt (watchOS's arm64_32).
    let magnitude = UInt64(count.magnitude)
    let clamp = UInt64(Self.clamp)
    i = Int64(magnitude % clamp) + (magnitude >= clamp ? Self.clamp : 0)
    v = 0
    w = 0
    f = 0
    t = 0
    e = 0
  }

  init?(decimal: String) {
    var bytes = Array(decimal.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    func digits(_ slice: inout ArraySlice<UInt8>) -> ArraySlice<UInt8> {
      let end = slice.firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? slice.endIndex
      defer { slice = slice[end...] }
      return slice[..<end]
    }
    var integer = Array(digits(&bytes))
    guard !integer.isEmpty else { return nil }
    var fraction: [UInt8] = []
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = Array(digits(&bytes))
      guard !fraction.isEmpty else { return nil }
    }
    var exponent = 0
    if let marker = bytes.first, marker == UInt8(ascii: "c") || marker == UInt8(ascii: "e") {
      bytes = bytes.dropFirst()
      let power = digits(&bytes)
      guard !power.isEmpty else { return nil }
      for digit in power { exponent = min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000) }
    }
    guard bytes.isEmpty else { return nil }
    // The compact exponent moves the decimal point: 1.2c3 is 1200, 1.0000001c6 is 1000000.1.
    if exponent > 0 {
      let moved = min(exponent, fraction.count)
      integer += fraction[..<moved]
      fraction.removeFirst(moved)
      // Past 16 zeros, i modulo 10^15 is 0 and i reaches 10^15 whatever more there are.
      integer += repeatElement(UInt8(ascii: "0"), count: min(exponent - moved, 16))
    }
    let trimmed = fraction[..<(fraction.lastIndex { $0 != UInt8(ascii: "0") }.map { $0 + 1 } ?? 0)]
    i = Self.value(integer[...])
    v = fraction.count
    f = Self.value(fraction[...])
    w = trimmed.count
    t = Self.value(trimmed)
    e = exponent
  }

  /// The digits' value modulo 10^15, plus 10^15 when it reaches 10^15.
  static func value(_ digits: ArraySlice<UInt8>) -> Int64 {
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    var value: Int64 = 0
    for digit in significant.suffix(15) { value = value * 10 + Int64(digit - UInt8(ascii: "0")) }
    return significant.count > 15 ? value + clamp : value
  }
}
