import Foundation
import SpeccRuntime
import Testing

/// Issue 21, item 5: the Swift runtime's plural rules give the category CLDR's own samples say,
/// for every sample of every locale of the pinned data (Tests/Vectors/plurals.json, written by
/// scripts/generate-plurals.py from Tests/Vectors/cldr/plurals.json). Kotlin and TypeScript run
/// the same vectors (Tests/Vectors/Plurals.kt, plurals.ts, from scripts/check-foreign.sh).
@Suite struct PluralVectorTests {
  struct Vectors: Decodable {
    struct Group: Decodable {
      let locales: [String]
      let categories: [String]
      let samples: [String: [String: [String]]]
    }
    struct Resolution: Decodable {
      let locale: String
      let number: String
      let category: String
    }
    struct Fallback: Decodable {
      let locale: String
      let available: [String]
      let source: String
      let chain: [String]
    }
    let cldrVersion: String
    let groups: [Group]
    let resolution: [Resolution]
    let fallback: [Fallback]
    let notDecimals: [String]
  }

  static let vectors: Vectors? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Vectors/plurals.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(Vectors.self, from: data)
  }()

  @Test func everySampleOfEveryLocaleSelectsItsCategory() throws {
    let vectors = try #require(Self.vectors)
    #expect(vectors.cldrVersion == Plurals.cldrVersion)
    var checked = 0
    var failures: [String] = []
    for group in vectors.groups {
      for locale in group.locales {
        let categories = Plurals.categories(locale: locale).map(\.rawValue)
        if categories != group.categories { failures.append("\(locale): categories \(categories)") }
        if !Plurals.hasRules(locale: locale) { failures.append("\(locale): hasRules is false") }
        for (category, kinds) in group.samples {
          for (kind, samples) in kinds {
            for sample in samples {
              checked += 1
              let byDecimal = Plurals.category(decimal: sample, locale: locale)?.rawValue
              if byDecimal != category {
                failures.append("\(locale) \(kind) \(sample): \(byDecimal ?? "nil"), CLDR says \(category)")
              }
              if kind == "integer", let count = Int(sample) {
                let byCount = Plurals.category(count, locale: locale).rawValue
                if byCount != category {
                  failures.append("\(locale) count \(count): \(byCount), CLDR says \(category)")
                }
              }
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(checked) samples: \(failures.prefix(20))")
    // Every locale of the data, and the seven the issue names, were checked.
    let locales = Set(vectors.groups.flatMap(\.locales))
    #expect(locales.isSuperset(of: ["en", "fr", "ar", "ru", "pl", "ja", "cy"]))
    #expect(checked > 10_000)
  }

  @Test func aLocaleTakesItsMostSpecificRulesElseRoot() throws {
    let vectors = try #require(Self.vectors)
    #expect(!vectors.resolution.isEmpty)
    for vector in vectors.resolution {
      #expect(
        Plurals.category(decimal: vector.number, locale: vector.locale)?.rawValue == vector.category,
        "\(vector.locale) \(vector.number)")
      if let count = Int(vector.number) {
        #expect(Plurals.category(count, locale: vector.locale).rawValue == vector.category, "\(vector.locale) \(count)")
      }
    }
    #expect(!Plurals.hasRules(locale: "xx") && Plurals.hasRules(locale: "fr-CA") && Plurals.hasRules(locale: "pt_PT"))
    #expect(Plurals.categories(locale: "xx-YY") == [.other])
    #expect(Plurals.categories(locale: "ar") == [.zero, .one, .two, .few, .many, .other])
    #expect(Plurals.category(Int.min, locale: "ru") == .many)  // …808: i % 10 = 8
    #expect(Plurals.category(Int.max, locale: "ru") == .many)  // …807
  }

  /// The count and the decimal lookups agree on every integer, the extremes included, in every
  /// rule set (seeded, so a failure repeats).
  @Test func countAndDecimalAgree() throws {
    let vectors = try #require(Self.vectors)
    var state: UInt64 = 0x2121_2121
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var counts = [
      0, 1, 2, 3, 11, 100, 1_000_000, -1, -21, Int.max, Int.min, Int.max - 1, Int.min + 1, 1_000_000_000_000_001,
      2_000_000_000_000_000, -1_000_000_000_000_002,
    ]
    for k in 0..<2_000 {
      let raw = Int(truncatingIfNeeded: next())
      counts.append(k % 3 == 0 ? raw : k % 3 == 1 ? raw % 1_000 : raw % 10_000_000_000_000_000)
    }
    for group in vectors.groups {
      let locale = group.locales[0]
      for count in counts {
        let byDecimal = Plurals.category(decimal: String(count), locale: locale)
        #expect(Plurals.category(count, locale: locale) == byDecimal, "\(locale) \(count)")
      }
    }
  }

  @Test func theFallbackChain() throws {
    let vectors = try #require(Self.vectors)
    #expect(!vectors.fallback.isEmpty)
    for vector in vectors.fallback {
      #expect(
        Locales.fallbackChain(vector.locale, available: vector.available, source: vector.source) == vector.chain,
        "\(vector.locale) in \(vector.available)")
    }
  }

  @Test func whatIsNotADecimalIsNil() throws {
    let vectors = try #require(Self.vectors)
    for text in vectors.notDecimals {
      #expect(Plurals.category(decimal: text, locale: "en") == nil, "\(text)")
    }
    // A huge exponent is a number, and answers at once.
    #expect(Plurals.category(decimal: "1c999999999999", locale: "fr") == .many)
    #expect(Plurals.category(decimal: "0c999999999999", locale: "en") == .other)
  }
}
