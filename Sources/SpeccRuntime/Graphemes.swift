/// User-perceived characters: the extended grapheme clusters of Unicode Standard Annex #29, from
/// the Unicode data of one pinned version (`unicodeVersion`, the tables in GraphemeTables.swift
/// that scripts/generate-graphemes.py writes), not from whatever Unicode the OS's String carries.
/// The Kotlin (`specc.runtime.Graphemes`) and TypeScript (`specc-graphemes.ts`) runtimes carry
/// the same tables and the same rules, so a text has one length in every language, on every OS
/// and JDK, and at build time. Rules GB1–GB999 of UAX #29, including GB9c (Indic conjuncts) and
/// GB11 (emoji ZWJ sequences).
public enum Graphemes {
  /// The Unicode version whose data the segmentation uses.
  public static let unicodeVersion = GraphemeTables.unicodeVersion

  /// How many extended grapheme clusters `text` has.
  public static func count(_ text: String) -> Int {
    // ASCII text: every scalar is a cluster of its own but "\r\n" (UAX #29 GB3-GB5; no ASCII
    // scalar extends, prepends or joins).
    var pairs = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return count(scalars: text) }
      if byte == 0x0A && previous == 0x0D { pairs += 1 }
      previous = byte
    }
    return text.utf8.count - pairs
  }

  private static func count(scalars text: String) -> Int {
    GraphemeTables.runs.withUnsafeBufferPointer { runs in
      var breaker = Breaker()
      var count = 0
      for scalar in text.unicodeScalars where breaker.isBoundary(before: property(of: scalar.value, in: runs)) {
        count += 1
      }
      return count
    }
  }

  /// The extended grapheme clusters of `text`, in order.
  public static func clusters(_ text: String) -> [String] {
    let scalars = text.unicodeScalars
    var starts = boundaries(text)
    starts.append(scalars.endIndex)
    return zip(starts, starts.dropFirst()).map { String(String.UnicodeScalarView(scalars[$0..<$1])) }
  }

  /// Where each cluster of `text` starts, as indices of `text.unicodeScalars` (empty for "").
  public static func boundaries(_ text: String) -> [String.Index] {
    GraphemeTables.runs.withUnsafeBufferPointer { runs in
      var breaker = Breaker()
      var starts: [String.Index] = []
      let scalars = text.unicodeScalars
      var index = scalars.startIndex
      while index < scalars.endIndex {
        if breaker.isBoundary(before: property(of: scalars[index].value, in: runs)) { starts.append(index) }
        index = scalars.index(after: index)
      }
      return starts
    }
  }

  // The packed properties: Grapheme_Cluster_Break in bits 0–3 (numbered as below),
  // Indic_Conjunct_Break in bits 4–5 (none, linker, consonant, extend), Extended_Pictographic in bit 6.
  static let other: UInt32 = 0
  static let cr: UInt32 = 1
  static let lf: UInt32 = 2
  static let control: UInt32 = 3
  static let extend: UInt32 = 4
  static let zwj: UInt32 = 5
  static let regionalIndicator: UInt32 = 6
  static let prepend: UInt32 = 7
  static let spacingMark: UInt32 = 8
  static let l: UInt32 = 9
  static let v: UInt32 = 10
  static let t: UInt32 = 11
  static let lv: UInt32 = 12
  static let lvt: UInt32 = 13
  static let incbLinker: UInt32 = 1
  static let incbConsonant: UInt32 = 2
  static let incbExtend: UInt32 = 3

  /// The packed properties of the code point `value`: a binary search over the table's runs.
  static func property(of value: UInt32) -> UInt32 {
    GraphemeTables.runs.withUnsafeBufferPointer { property(of: value, in: $0) }
  }

  @inline(__always)
  private static func property(of value: UInt32, in runs: UnsafeBufferPointer<UInt32>) -> UInt32 {
    // Printable ASCII is Other, with no conjunct or emoji property.
    if value >= 0x20 && value < 0x7F { return 0 }
    let key = value << 7 | 0x7F
    var low = 0
    var high = runs.count - 1
    // The last run starting at or before `value`; runs[0] starts at U+0000.
    while low < high {
      let middle = (low + high + 1) / 2
      if runs[middle] <= key { low = middle } else { high = middle - 1 }
    }
    return runs[low] & 0x7F
  }

  /// The rules of UAX #29 over a text's code points, one at a time, by their packed properties.
  struct Breaker {
    private var started = false
    private var previous: UInt32 = 0
    /// An odd number of regional indicators ends at the previous code point (GB12, GB13).
    private var oddRegional = false
    /// 1 after `\p{Extended_Pictographic} Extend*`, 2 after that and a ZWJ (GB11).
    private var emoji = 0
    /// 1 after `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]*`, 2 when a linker is among them (GB9c).
    private var conjunct = 0

    /// Whether a cluster starts at a code point with the packed properties `value`.
    mutating func isBoundary(before value: UInt32) -> Bool {
      let gcb = value & 0xF
      let incb = (value >> 4) & 0x3
      let pictographic = value & 0x40 != 0
      let boundary = started ? breaks(previous, gcb, incb, pictographic) : true
      started = true
      oddRegional =
        gcb == Graphemes.regionalIndicator ? !(previous == Graphemes.regionalIndicator && oddRegional) : false
      if pictographic {
        emoji = 1
      } else if emoji == 1 && gcb == Graphemes.extend {
        emoji = 1
      } else if emoji == 1 && gcb == Graphemes.zwj {
        emoji = 2
      } else {
        emoji = 0
      }
      if incb == Graphemes.incbConsonant {
        conjunct = 1
      } else if conjunct > 0 && incb == Graphemes.incbLinker {
        conjunct = 2
      } else if conjunct > 0 && incb == Graphemes.incbExtend {
      } else {
        conjunct = 0
      }
      previous = gcb
      return boundary
    }

    private func breaks(_ before: UInt32, _ gcb: UInt32, _ incb: UInt32, _ pictographic: Bool) -> Bool {
      typealias G = Graphemes
      if before == G.cr && gcb == G.lf { return false }  // GB3
      if before == G.control || before == G.cr || before == G.lf { return true }  // GB4
      if gcb == G.control || gcb == G.cr || gcb == G.lf { return true }  // GB5
      if before == G.l && (gcb == G.l || gcb == G.v || gcb == G.lv || gcb == G.lvt) { return false }  // GB6
      if (before == G.lv || before == G.v) && (gcb == G.v || gcb == G.t) { return false }  // GB7
      if (before == G.lvt || before == G.t) && gcb == G.t { return false }  // GB8
      if gcb == G.extend || gcb == G.zwj { return false }  // GB9
      if gcb == G.spacingMark { return false }  // GB9a
      if before == G.prepend { return false }  // GB9b
      if conjunct == 2 && incb == G.incbConsonant { return false }  // GB9c
      if emoji == 2 && pictographic { return false }  // GB11
      if before == G.regionalIndicator && gcb == G.regionalIndicator && oddRegional { return false }  // GB12, GB13
      return true  // GB999
    }
  }
}
