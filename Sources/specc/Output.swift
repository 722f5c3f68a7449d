import ArgumentParser
import Foundation

/// Writing to standard output and error.
enum Output {
  /// Writes `text` to standard error, adding a newline when missing.
  static func error(_ text: String) {
    let line = text.hasSuffix("\n") ? text : text + "\n"
    writeAll(line, to: STDERR_FILENO)
  }

  /// Writes `text` to standard output without adding anything.
  static func out(_ text: String) {
    writeAll(text, to: STDOUT_FILENO)
  }

  /// Writes all of `text`'s UTF-8 bytes to `descriptor`, as `FileHandle.write` does, without
  /// making a `Data` of them first (its first use looks up a conformance at run time, a scan of
  /// the binary's conformances: ~0.25 M instructions).
  private static func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Whether to colour what goes to `descriptor` under `--color mode`: `always` and `never` say
  /// so; `auto` colours a terminal unless NO_COLOR is set or TERM is dumb, and FORCE_COLOR or
  /// CLICOLOR_FORCE (set, not "0") colour even a pipe.
  static func colour(
    _ mode: ColorMode, descriptor: Int32, environment: [String: String] = Output.colourEnvironment()
  )
    -> Bool
  {
    switch mode {
    case .always: return true
    case .never: return false
    case .auto:
      func set(_ name: String) -> Bool { environment[name].map { !$0.isEmpty && $0 != "0" } ?? false }
      if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return false }
      if set("FORCE_COLOR") || set("CLICOLOR_FORCE") { return true }
      if environment["TERM"] == "dumb" { return false }
      return isatty(descriptor) == 1
    }
  }
}

extension Output {
  /// The variables `colour` reads, each with getenv: building ProcessInfo's whole environment
  /// cost as much as reading a small spec.
  static func colourEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    for name in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "TERM"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return environment
  }
}

/// `--color auto|always|never`.
enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never

  // Spelt out, so that ArgumentParser does not find them by reflection and dynamic casts at
  // every start (about a million instructions).
  static var allValueStrings: [String] { allCases.map(\.rawValue) }
  var defaultValueDescription: String { rawValue }
}
