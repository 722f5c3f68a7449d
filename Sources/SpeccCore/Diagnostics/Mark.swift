/// A 1-based line and column (in Unicode scalars) inside one file.
///
/// Stored as two 32-bit numbers: every node and every `Located` value carries one, so on a 10 MB
/// spec this halves what the marks cost. Files are at most 16 MiB by default; past 4 Gi lines or
/// columns (possible only with a raised `--max-file-bytes`) a mark saturates instead of trapping.
struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
  private var storedLine: UInt32
  private var storedColumn: UInt32

  var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }

  var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }

  init(line: Int, column: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
  }

  /// The start of a file.
  static let start = Mark(line: 1, column: 1)

  static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }

  var description: String { "\(line):\(column)" }
}
