import Foundation

/// The Kotlin and TypeScript backends: how each prints a spec's model, and what each language is
/// known to reject or misread (reported as diagnostics by `BackendLimitsRule`, with rule ids,
/// severities from `.specc.yml`, suppressions and SARIF like every other check).
extension KotlinEmitter {
  static let backend = Backend(
    language: .kotlin, displayName: "Kotlin", fileExtension: ".kt", writesIntoMainOutput: false,
    generate: { inputs in
      (files(for: inputs) + PlatformAdapters.files(for: inputs, language: .kotlin)).sorted { $0.name < $1.name }
    },
    limits: limits, limitRule: limitRule, naming: .kotlin)

  static let limitRule = RuleDescription(
    id: "kotlin_jvm_limits", title: "Kotlin: the JVM's limits",
    summary:
      "For a spec that generates Kotlin: an enum whose class initializer nears the JVM's 64 KB method limit, or a text longer than a JVM string constant (65,535 bytes of modified UTF-8).",
    rationale:
      "kotlinc rejects both (\"Method too large\", \"UTF8 string too large\"), so the app's build would fail on code specc wrote. "
      + "Measured with kotlinc 1.3 on OpenJDK 17: 1,600 status labels compile and 2,500 fail; 250 templates compile and 400 fail; "
      + "the estimate warns from about 1,400 status labels or 300 templates.",
    triggering: [
      LoadingRules.header + "feature_flags:\n  - id: banner\n    type: string\n    default: ↓"
        + longText(65_536) + "\n"
    ],
    nonTriggering: [
      LoadingRules.header + "feature_flags:\n  - id: banner\n    type: string\n    default: "
        + longText(65_535) + "\n"
    ])

  /// `count` x's, made in one copy: the registry (and so this rule's examples) is built at every
  /// start of specc, where `String(repeating:count:)` costs about 20 M instructions per example.
  private static func longText(_ count: Int) -> String {
    String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: count), as: UTF8.self)
  }

  /// Estimated bytes of an enum class's initializer past which specc warns. The JVM limits a
  /// method to 64 KB, and kotlinc fails past it ("Method too large").
  static let initializerBudget = 50_000
  /// Most bytes of one JVM string constant (modified UTF-8).
  static let stringConstantLimit = 65_535

  /// About how many bytes of the class initializer `value` costs as a constructor argument.
  static func initializerCost(_ value: CodeValue) -> Int {
    switch value {
    case .null, .bool: 1
    case .int, .string, .member, .runtimeMember: 4
    case .list(let items): 10 + items.reduce(0) { $0 + initializerCost($1) + 5 }
    case .record(_, let values): 8 + values.reduce(0) { $0 + initializerCost($1) }
    case .parts(let parts): 10 + parts.count * 17
    case .variants(let wordings): 10 + wordings.reduce(0) { $0 + 24 + 17 * ($1.title.count + $1.body.count) }
    case .policy: 40
    }
  }

  /// Bytes of `text` in the JVM's modified UTF-8 (NUL is 2 bytes, an astral character 6).
  static func modifiedUTF8Count(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x01...0x7F: total + 1
      case 0, 0x80...0x7FF: total + 2
      case 0x800...0xFFFF: total + 3
      default: total + 6
      }
    }
  }

  /// What kotlinc is known to reject in `code`'s output.
  static func limits(_ code: CodeFile) -> [LanguageLimit] {
    var found: [LanguageLimit] = []
    // `last`: the case a value belongs to, appended to `path` only for a finding (most values
    // have none, and this runs on every lint of a spec that generates Kotlin).
    func text(_ value: String, _ path: [String], _ last: String?) {
      // Modified UTF-8 takes at most twice the UTF-8 bytes: most texts need no count.
      guard value.utf8.count * 2 > stringConstantLimit else { return }
      let bytes = modifiedUTF8Count(value)
      guard bytes > stringConstantLimit else { return }
      let path = path + (last.map { [$0] } ?? [])
      found.append(
        LanguageLimit(
          path: path, text: value,
          message:
            "a text of \(bytes) bytes in \(path.joined(separator: ".")) is longer than a JVM string constant (\(stringConstantLimit) bytes); kotlinc will reject it"
        ))
    }
    func parts(_ parts: [TemplatePart], _ path: [String], _ last: String?) {
      for part in parts { if case .literal(let value) = part { text(value, path, last) } }
    }
    func check(_ value: CodeValue, _ path: [String], _ last: String?) {
      switch value {
      case .string(let value), .member(_, let value): text(value, path, last)
      case .list(let items): items.forEach { check($0, path, last) }
      case .record(_, let values): values.forEach { check($0, path, last) }
      case .parts(let list): parts(list, path, last)
      case .variants(let wordings):
        for wording in wordings {
          text(wording.id, path, last)
          parts(wording.title, path, last)
          parts(wording.body, path, last)
        }
      case .policy(let policy): text(policy.placeholder ?? "", path, last)
      case .null, .bool, .int, .runtimeMember: break
      }
    }
    code.forEachPath(
      constant: { path, value in check(value, path, nil) },
      enumeration: { path, item in
        let cost = item.cases.reduce(0) { total, entry in
          total + 20 + entry.values.reduce(4) { $0 + initializerCost($1) }
        }
        if cost > initializerBudget {
          found.append(
            LanguageLimit(
              path: path + item.cases.prefix(1).map(\.raw), text: nil,
              message:
                "\(path.joined(separator: "."))'s \(item.cases.count) cases need about \(cost / 1_000) KB of class initializer, near or past the JVM's 64 KB (kotlinc fails past it: \"Method too large\"): split the list, or leave kotlin out of the languages"
            ))
        }
        for entry in item.cases {
          text(entry.raw, path, entry.raw)
          entry.values.forEach { check($0, path, entry.raw) }
        }
      })
    return found
  }
}

extension TypeScriptEmitter {
  static let backend = Backend(
    language: .typescript, displayName: "TypeScript", fileExtension: ".ts", writesIntoMainOutput: false,
    generate: { inputs in
      (files(for: inputs) + PlatformAdapters.files(for: inputs, language: .typescript)).sorted { $0.name < $1.name }
    },
    limits: limits, limitRule: limitRule, naming: .typeScript)

  static let limitRule = RuleDescription(
    id: "typescript_unsafe_integer", title: "TypeScript: integers past 2^53 − 1",
    summary:
      "For a spec that generates TypeScript: an integer (a feature flag's default, say) that a JavaScript number cannot hold exactly.",
    rationale:
      "A JavaScript number is a double: past Number.MAX_SAFE_INTEGER (9,007,199,254,740,991) the generated constant reads as another number, so the app would use a value the spec never said.",
    triggering: [
      LoadingRules.header + "feature_flags:\n  - id: seed\n    type: integer\n    default: ↓123456789012345678\n"
    ],
    nonTriggering: [
      LoadingRules.header + "feature_flags:\n  - id: seed\n    type: integer\n    default: 9007199254740991\n"
    ])

  /// Integers of `code` that a JavaScript number cannot hold exactly.
  static func limits(_ code: CodeFile) -> [LanguageLimit] {
    let safe = 9_007_199_254_740_991
    var found: [LanguageLimit] = []
    func check(_ value: CodeValue, _ path: [String], _ last: String?) {
      switch value {
      case .int(let number) where number > safe || number < -safe:
        let path = path + (last.map { [$0] } ?? [])
        found.append(
          LanguageLimit(
            path: path, text: String(number),
            message:
              "\(number) in \(path.joined(separator: ".")) is past Number.MAX_SAFE_INTEGER; JavaScript reads it as \(String(format: "%.0f", Double(number)))"
          ))
      case .list(let items): items.forEach { check($0, path, last) }
      case .record(_, let values): values.forEach { check($0, path, last) }
      default: break
      }
    }
    code.forEachPath(
      constant: { path, value in check(value, path, nil) },
      enumeration: { path, item in
        item.cases.forEach { entry in entry.values.forEach { check($0, path, entry.raw) } }
      })
    return found
  }
}
