import Testing

@testable import SpeccCore

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.diff(old: "a\nb\n", new: "a\nb\n", path: "x") == "")
    #expect(UnifiedDiff.diff(old: nil, new: nil, path: "x") == "")
  }

  /// Expected outputs checked against GNU `diff -u` (headers aside).
  @Test func matchesDiffU() {
    let old = (1...12).map { "line \($0)\n" }.joined()
    var newLines = (1...12).map { "line \($0)\n" }
    newLines[1] = "changed 2\n"
    newLines.insert("inserted\n", at: 11)
    let new = newLines.joined()
    #expect(
      UnifiedDiff.diff(old: old, new: new, path: "F.swift") == """
        --- a/F.swift
        +++ b/F.swift
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +changed 2
         line 3
         line 4
         line 5
        @@ -9,4 +9,5 @@
         line 9
         line 10
         line 11
        +inserted
         line 12

        """)
  }

  @Test func nearbyChangesShareAHunk() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
    let new = "1\nx\n3\n4\n5\n6\n7\ny\n9\n"
    #expect(
      UnifiedDiff.diff(old: old, new: new, path: "f") == """
        --- a/f
        +++ b/f
        @@ -1,9 +1,9 @@
         1
        -2
        +x
         3
         4
         5
         6
         7
        -8
        +y
         9

        """)
  }

  @Test func newAndDeletedFiles() {
    #expect(UnifiedDiff.diff(old: nil, new: "a\nb\n", path: "f") == "--- /dev/null\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    #expect(UnifiedDiff.diff(old: "a\n", new: nil, path: "f") == "--- a/f\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n")
  }

  @Test func missingFinalNewline() {
    #expect(
      UnifiedDiff.diff(old: "a\nb", new: "a\nb\n", path: "f")
        == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
  }

  @Test func carriageReturnsStayInTheirLine() {
    #expect(
      UnifiedDiff.diff(old: "a\r\nb\n", new: "a\nb\n", path: "f") == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-a\r\n+a\n b\n"
    )
  }

  /// Applying the diff to the old text gives the new text, for many pseudo-random edits.
  @Test func patchRoundTrip() throws {
    var rng = SplitMix(seed: 42)
    for _ in 0..<300 {
      let old = randomText(&rng)
      var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for _ in 0..<rng.next(4) {
        let i = rng.next(lines.count + 1)
        switch rng.next(3) {
        case 0: lines.insert("n\(rng.next(5))", at: i)
        case 1: if i < lines.count { lines.remove(at: i) }
        default: if i < lines.count { lines[i] = "c\(rng.next(5))" }
        }
      }
      let new = lines.joined(separator: "\n")
      let diff = UnifiedDiff.diff(old: old, new: new, path: "f", context: rng.next(4))
      #expect(try apply(diff, to: old) == new, "old:\n\(old)\nnew:\n\(new)\ndiff:\n\(diff)")
    }
  }

  @Test func largeTotallyDifferentFilesFallBack() throws {
    let old = (0..<3000).map { "old \($0)\n" }.joined()
    let new = (0..<3000).map { "new \($0)\n" }.joined()
    let diff = UnifiedDiff.diff(old: old, new: new, path: "f")
    #expect(try apply(diff, to: old) == new)
  }

  // MARK: - helpers

  func randomText(_ rng: inout SplitMix) -> String {
    (0..<rng.next(12)).map { _ in "l\(rng.next(6))" }.joined(separator: "\n") + (rng.next(2) == 0 ? "\n" : "")
  }

  struct PatchError: Error { var message: String }

  /// A strict patch applier: context and deleted lines must match exactly.
  func apply(_ diff: String, to old: String) throws -> String {
    if diff.isEmpty { return old }
    let oldLines = UnifiedDiff.lines(old).map { (String(decoding: $0.text, as: UTF8.self), $0.hasNewline) }
    var result: [(String, Bool)] = []
    var cursor = 0
    var diffLines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    diffLines.removeLast()
    var index = 2
    while index < diffLines.count {
      let header = diffLines[index]
      guard header.hasPrefix("@@ -") else { throw PatchError(message: "bad header \(header)") }
      let oldRange = header.dropFirst(4).prefix { $0 != " " }
      let parts = oldRange.split(separator: ",")
      var start = Int(parts[0]) ?? -1
      let count = parts.count > 1 ? Int(parts[1]) ?? -1 : 1
      if count > 0 { start -= 1 }
      guard start >= cursor else { throw PatchError(message: "hunk goes backwards") }
      result += oldLines[cursor..<start]
      cursor = start
      index += 1
      while index < diffLines.count, !diffLines[index].hasPrefix("@@") {
        let line = diffLines[index]
        let text = String(line.dropFirst())
        let noNewline = index + 1 < diffLines.count && diffLines[index + 1] == "\\ No newline at end of file"
        switch line.first {
        case " ", "-":
          guard cursor < oldLines.count, oldLines[cursor] == (text, !noNewline) else {
            throw PatchError(message: "mismatch at old line \(cursor + 1): \(line)")
          }
          if line.first == " " { result.append(oldLines[cursor]) }
          cursor += 1
        case "+": result.append((text, !noNewline))
        default: throw PatchError(message: "bad line \(line)")
        }
        index += noNewline ? 2 : 1
      }
    }
    result += oldLines[cursor...]
    return result.map { $0.0 + ($0.1 ? "\n" : "") }.joined()
  }
}

/// A small deterministic random number generator for tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
