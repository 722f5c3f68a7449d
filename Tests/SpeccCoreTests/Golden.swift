import Foundation
import Testing

/// Golden files under Tests/SpeccCoreTests/Fixtures: compared byte for byte; `SPECC_RECORD=1`
/// rewrites them instead.
enum Golden {
  /// Tests/SpeccCoreTests/Fixtures in the source tree (not the bundle copy, so recording works).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  static var recording: Bool { ProcessInfo.processInfo.environment["SPECC_RECORD"] == "1" }

  /// Reads a fixture as text.
  static func read(_ relative: String) throws -> String {
    try String(contentsOf: fixtures.appendingPathComponent(relative), encoding: .utf8)
  }

  /// Expects `actual` to equal the golden file `relative`, or records it.
  static func check(_ actual: String, _ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = fixtures.appendingPathComponent(relative)
    if recording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    #expect(
      actual == expected,
      "\(relative) differs (re-record with SPECC_RECORD=1 swift test):\n\(firstDifference(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// The first differing line of two texts, for failure messages.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? a[index] : "<end of file>"
      let right = index < b.count ? b[index] : "<end of file>"
      if left != right { return "line \(index + 1):\n- \(left)\n+ \(right)" }
    }
    return "(no line differs)"
  }
}
