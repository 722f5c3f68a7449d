import Foundation

/// Writing to standard output and error.
enum Output {
  /// Writes `text` to standard error, adding a newline when missing.
  static func error(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }

  /// Writes `text` to standard output without adding anything.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Whether to colour output: a terminal, and NO_COLOR unset.
  static var colourStdout: Bool {
    isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}
