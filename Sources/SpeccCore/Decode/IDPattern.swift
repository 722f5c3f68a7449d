import Foundation

/// A fast matcher for the id patterns of `SpecSchema`, so that checking ids costs neither a
/// `Regex` compile (about 1 ms of start-up for each pattern) nor a regex match per id.
///
/// It accepts the subset the schema uses: `^…$` around a sequence of character classes such as
/// `[a-z0-9_]`, literals such as `:` or `\.`, and groups `(…)`, each optionally followed by `*`.
/// Any other pattern returns nil and is left to `Regex`. Matching is by Unicode scalar, exactly
/// (`Regex` with `.matchingSemantics(.unicodeScalar)`): an id is what its scalars are. Matching runs the pattern as a Thompson
/// automaton over the id's scalars: linear in the id's length, no recursion, no backtracking, so a
/// hostile multi-megabyte id cannot blow the stack. Patterns compile to at most 64 states.
struct IDPattern: Sendable {
  /// The scalar values `lower...upper`. Not a `ClosedRange<UInt32>`: its first array made the
  /// runtime scan the binary's conformances for `UInt32: Comparable` (~0.2 M instructions).
  private struct ScalarRange: Sendable {
    var lower: UInt32
    var upper: UInt32

    init(_ lower: UInt32, _ upper: UInt32) {
      self.lower = lower
      self.upper = upper
    }

    func contains(_ value: UInt32) -> Bool { lower <= value && value <= upper }
  }

  private enum Instruction: Sendable {
    /// Consume one scalar in one of the ranges, then go on at the next instruction.
    case scalar([ScalarRange])
    /// Go on at both targets.
    case split(Int, Int)
    case jump(Int)
    case match
  }

  private let program: [Instruction]
  /// For each instruction, the states reachable from it without consuming a scalar, as a bit set
  /// (programs longer than 64 instructions are declined, so a state set is one `UInt64`).
  private let closures: [UInt64]
  private let accepting: UInt64

  /// Nil when `pattern` is not of the supported shape.
  init?(_ pattern: String) {
    let scalars = Array(pattern.unicodeScalars)
    guard scalars.count >= 2, scalars.first == "^", scalars.last == "$" else { return nil }
    var parser = Parser(scalars: scalars[1..<(scalars.count - 1)])
    var program: [Instruction] = []
    guard parser.sequence(into: &program), parser.atEnd else { return nil }
    program.append(.match)
    guard program.count <= 64 else { return nil }
    self.program = program
    closures = program.indices.map { Self.closure(of: $0, in: program) }
    accepting = 1 << UInt64(program.count - 1)
  }

  /// True when the whole of `text` matches.
  func matches(_ text: String) -> Bool {
    var current = closures[0]
    for scalar in text.unicodeScalars {
      var next: UInt64 = 0
      var states = current
      while states != 0 {
        let pc = states.trailingZeroBitCount
        states &= states - 1
        if case .scalar(let ranges) = program[pc], ranges.contains(where: { $0.contains(scalar.value) }) {
          next |= closures[pc + 1]
        }
      }
      if next == 0 { return false }
      current = next
    }
    return current & accepting != 0
  }

  /// `start` and every state reachable from it through splits and jumps.
  private static func closure(of start: Int, in program: [Instruction]) -> UInt64 {
    var set: UInt64 = 0
    var pending = [start]
    while let pc = pending.popLast() {
      let bit: UInt64 = 1 << UInt64(pc)
      guard set & bit == 0 else { continue }
      set |= bit
      switch program[pc] {
      case .split(let a, let b): pending.append(contentsOf: [a, b])
      case .jump(let target): pending.append(target)
      case .scalar, .match: break
      }
    }
    return set
  }

  /// Compiles the supported subset straight into instructions.
  private struct Parser {
    var scalars: ArraySlice<Unicode.Scalar>

    var atEnd: Bool { scalars.isEmpty }

    /// Pieces until the end or a `)`.
    mutating func sequence(into program: inout [Instruction]) -> Bool {
      while let first = scalars.first, first != ")" {
        guard piece(into: &program) else { return false }
      }
      return true
    }

    /// One class, literal or group, with an optional `*`.
    mutating func piece(into program: inout [Instruction]) -> Bool {
      let start = program.count
      // A placeholder for the split of a `*`, patched below.
      program.append(.jump(0))
      guard let first = scalars.popFirst() else { return false }
      switch first {
      case "[":
        guard let ranges = characterClass() else { return false }
        program.append(.scalar(ranges))
      case "\\":
        guard let escaped = scalars.popFirst(), "^$.[]()*+?{}|\\-/".unicodeScalars.contains(escaped) else {
          return false
        }
        program.append(.scalar([ScalarRange(escaped.value, escaped.value)]))
      case "(":
        guard sequence(into: &program), scalars.popFirst() == ")" else { return false }
      default:
        // Any other metacharacter (`.`, `+`, `?`, `{`, `|`, …) is beyond the subset.
        guard !"^$.[]()*+?{}|\\".unicodeScalars.contains(first) else { return false }
        program.append(.scalar([ScalarRange(first.value, first.value)]))
      }
      if scalars.first == "*" {
        scalars.removeFirst()
        program.append(.jump(start))
        program[start] = .split(start + 1, program.count)
      } else {
        program[start] = .jump(start + 1)
      }
      return true
    }

    /// The ranges of `[…]` after its `[`; nil for negated classes, escapes, POSIX classes
    /// (`[:alpha:]`), set operations (`--`, `&&`, `~~`) and empty classes.
    mutating func characterClass() -> [ScalarRange]? {
      var ranges: [ScalarRange] = []
      guard scalars.first != ":" else { return nil }
      func special(_ c: Unicode.Scalar) -> Bool { c == "\\" || c == "[" || c == "&" || c == "~" }
      while let c = scalars.popFirst() {
        if c == "]" { return ranges.isEmpty ? nil : ranges }
        guard !special(c), !(c == "^" && ranges.isEmpty) else { return nil }
        if c == "-" && scalars.first == "-" { return nil }
        if scalars.count >= 2, scalars.first == "-", let upper = scalars.dropFirst().first, upper != "]" {
          guard !special(upper), upper != "-", c.value <= upper.value else { return nil }
          ranges.append(ScalarRange(c.value, upper.value))
          scalars.removeFirst(2)
        } else {
          ranges.append(ScalarRange(c.value, c.value))
        }
      }
      return nil
    }
  }
}

extension IDPattern {
  /// The compiled patterns of this process: the schema has a handful, which the id checks of
  /// every spec would otherwise compile again each time (a twentieth of linting a real spec).
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var patterns: [String: IDPattern?] = [:]
  }
  private static let cache = Cache()

  /// `IDPattern(pattern)`, compiled once per process.
  static func cached(_ pattern: String) -> IDPattern? {
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let known = cache.patterns[pattern] { return known }
    let compiled = IDPattern(pattern)
    cache.patterns[pattern] = compiled
    return compiled
  }
}
