import Foundation

/// A problem with the `specc:begin` / `specc:end` markers of a file, at a 1-based line.
public struct MarkerError: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var message: String

  init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  public static func < (a: MarkerError, b: MarkerError) -> Bool { (a.line, a.message) < (b.line, b.message) }

  public var description: String { "line \(line): \(message)" }
}

/// Replaces what lies between `<!-- specc:begin NAME -->` and `<!-- specc:end NAME -->` lines
/// of a Markdown file with the block called NAME, leaving every other byte as it was.
///
/// A marker is a line of its own (spaces around it allowed). Markers inside fenced code
/// blocks outside any marked block are ignored, so a README can show the syntax. Block
/// lines take the begin marker's indentation and line ending (`\r\n` files stay `\r\n`).
public enum MarkerInjector {
  /// The file with every marked block replaced, or every marker problem found (sorted by line).
  static func inject(into bytes: [UInt8], blocks: [String: String]) -> Result<[UInt8], MarkerInjectionFailure> {
    let lines = split(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var errors: [MarkerError] = []
    var open: (name: String, line: Int, indent: [UInt8], crlf: Bool)?
    var seen: [String: Int] = [:]
    var fence: String?

    for (index, line) in lines.enumerated() {
      let number = index + 1
      let marker = parseMarker(line)
      if let current = open {
        switch marker {
        case .none:
          continue  // old block content: dropped
        case .malformed(let text):
          errors.append(
            MarkerError(line: number, "malformed specc marker '\(text)'; expected <!-- specc:end \(current.name) -->"))
        case .begin(let name):
          errors.append(
            MarkerError(
              line: number,
              "nested marker: 'specc:begin \(name)' inside block '\(current.name)' begun at line \(current.line); close it first with <!-- specc:end \(current.name) -->"
            ))
        case .end(let name) where name != current.name:
          errors.append(
            MarkerError(
              line: number,
              "'specc:end \(name)' does not match 'specc:begin \(current.name)' at line \(current.line)"))
        case .end:
          if let block = blocks[current.name] {
            output += render(block, indent: current.indent, crlf: current.crlf)
          }
          output += line
          open = nil
        }
        continue
      }
      output += line
      if let delimiter = fence {
        if closesFence(line, delimiter) { fence = nil }
        continue
      }
      if let delimiter = opensFence(line) {
        fence = delimiter
        continue
      }
      switch marker {
      case .none: break
      case .malformed(let text):
        errors.append(
          MarkerError(
            line: number, "malformed specc marker '\(text)'; expected <!-- specc:begin NAME --> on a line of its own"))
      case .end(let name):
        errors.append(
          MarkerError(line: number, "'specc:end \(name)' without a matching 'specc:begin \(name)' before it"))
      case .begin(let name):
        if let first = seen[name] {
          errors.append(MarkerError(line: number, "duplicated block '\(name)' (already begun at line \(first))"))
        } else if blocks[name] == nil {
          errors.append(MarkerError(line: number, "unknown block '\(name)'" + suggestion(name, blocks.keys)))
        }
        seen[name] = seen[name] ?? number
        open = (name, number, Array(line.prefix { $0 == 0x20 || $0 == 0x09 }), line.suffix(2) == [0x0D, 0x0A])
      }
    }
    if let current = open {
      errors.append(
        MarkerError(
          line: current.line,
          "'specc:begin \(current.name)' has no end marker; add <!-- specc:end \(current.name) --> after the block"))
    }
    if !errors.isEmpty { return .failure(MarkerInjectionFailure(errors: errors.sorted())) }
    return .success(output)
  }

  /// Names of the blocks a file's markers ask for, in order (for listing and tests).
  public static func names(in bytes: [UInt8]) -> [String] {
    split(bytes).compactMap { if case .begin(let name) = parseMarker($0) { name } else { nil } }
  }

  enum Marker: Equatable {
    case none
    case begin(String)
    case end(String)
    case malformed(String)
  }

  /// Lines with their terminators; a last line may lack one.
  static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      lines.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  static func parseMarker(_ line: ArraySlice<UInt8>) -> Marker {
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("<!--"), text.contains("specc:") else { return .none }
    // The docs test's mark on a block it does not run (`<!-- specc: not run: REASON -->`).
    if text.hasPrefix("<!-- specc: not run"), text.hasSuffix("-->") { return .none }
    let words = text.dropFirst(4).split(whereSeparator: \.isWhitespace)
    guard text.hasSuffix("-->"), words.count == 3, words[2] == "-->", isName(words[1]) else {
      return .malformed(text)
    }
    switch words[0] {
    case "specc:begin": return .begin(String(words[1]))
    case "specc:end": return .end(String(words[1]))
    default: return .malformed(text)
    }
  }

  private static func isName(_ name: Substring) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
  }

  /// A fence opener (up to three spaces, then three or more backticks or tildes): its delimiter.
  static func opensFence(_ line: ArraySlice<UInt8>) -> String? {
    let text = String(decoding: line, as: UTF8.self)
    let indent = text.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let rest = text.dropFirst(indent.count)
    guard let first = rest.first, first == "`" || first == "~" else { return nil }
    let run = rest.prefix { $0 == first }
    guard run.count >= 3 else { return nil }
    if first == "`", rest.dropFirst(run.count).contains("`") { return nil }
    return String(run)
  }

  /// Whether the line closes a fence opened with `delimiter`.
  static func closesFence(_ line: ArraySlice<UInt8>, _ delimiter: String) -> Bool {
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let first = delimiter.first else { return false }
    return text.count >= delimiter.count && text.allSatisfy { $0 == first }
  }

  /// The block's lines with the marker's indentation and line ending.
  static func render(_ block: String, indent: [UInt8], crlf: Bool) -> [UInt8] {
    var output: [UInt8] = []
    let text = block.hasSuffix("\n") ? String(block.dropLast()) : block
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.isEmpty { output += indent }
      output += Array(line.utf8)
      output += crlf ? [0x0D, 0x0A] : [0x0A]
    }
    return output
  }

  private static func suggestion(_ name: String, _ known: Dictionary<String, String>.Keys) -> String {
    let sorted = known.sorted()
    if let close = Suggest.closest(to: name, in: sorted) { return "; did you mean '\(close)'?" }
    let prefix = name.split(separator: ".").first.map(String.init) ?? name
    let sameSpec = sorted.filter { $0.hasPrefix(prefix + ".") }
    if !sameSpec.isEmpty { return "; blocks of '\(prefix)': " + sameSpec.joined(separator: ", ") }
    return sorted.isEmpty
      ? ""
      : "; known specs: " + Set(sorted.compactMap { $0.split(separator: ".").first }).sorted().joined(separator: ", ")
  }
}

/// Every marker problem of one file.
public struct MarkerInjectionFailure: Error, Sendable, Hashable {
  public var errors: [MarkerError]
}
