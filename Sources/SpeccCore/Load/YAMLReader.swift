import CYaml
import Foundation

/// Why a file could not be read into a node tree; always carries a location.
struct LoadFailure: Error, Sendable {
  var ruleID: RuleID
  var message: String
  var mark: Mark
  /// libyaml's own words, kept as a note when the message says it in plain words.
  var notes: [String] = []
  /// Where libyaml's context starts ("while parsing a block mapping"), when it names one.
  var related: [RelatedPlace] = []
}

/// Reads one YAML document into a `Node` tree straight from libyaml's events.
///
/// It never recurses (deep files cannot overflow the stack), types no scalar (the schema does),
/// and bounds size, depth and alias expansion before any tree is built. It uses the libyaml that
/// Yams bundles (module `CYaml`), pinned by the exact Yams version in Package.swift.
enum YAMLReader {
  /// Counts every read made inside `$reads.withValue(_:)`: the language server's tests check
  /// that a document is read once per version (one task-local look-up per file otherwise).
  @TaskLocal static var reads: ReadCount?

  /// A number of reads, safe to bump from any thread.
  final class ReadCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func bump() { lock.withLock { count += 1 } }
  }

  /// Parses `bytes` (UTF-8, or UTF-16 with a BOM) into the root node of its only document.
  public static func read(_ bytes: [UInt8], limits: LoadLimits = .default) -> Result<
    Node, LoadFailure
  > {
    reads?.bump()
    if bytes.count > limits.maxFileBytes {
      return .failure(
        LoadFailure(
          ruleID: LoadingRules.fileTooLarge,
          message:
            "file is \(bytes.count) bytes; the limit is \(limits.maxFileBytes) bytes",
          mark: .start))
    }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      return .failure(LoadFailure(ruleID: LoadingRules.emptyFile, message: "the spec file is empty", mark: .start))
    }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      return .failure(
        LoadFailure(ruleID: LoadingRules.yamlSyntax, message: "could not start the YAML parser", mark: .start))
    }
    defer { yaml_parser_delete(&parser) }
    return bytes.withUnsafeBufferPointer { buffer -> Result<Node, LoadFailure> in
      guard let base = buffer.baseAddress else {
        return .failure(LoadFailure(ruleID: LoadingRules.emptyFile, message: "the spec file is empty", mark: .start))
      }
      yaml_parser_set_input_string(&parser, base, buffer.count)
      var builder = TreeBuilder(limits: limits)
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else {
          return .failure(syntaxFailure(parser, bytes, limits: limits))
        }
        defer { yaml_event_delete(&event) }
        if let failure = builder.consume(event) { return .failure(failure) }
        if builder.finished { break }
      }
      guard let root = builder.takeRoot() else {
        return .failure(LoadFailure(ruleID: LoadingRules.emptyFile, message: "the spec file is empty", mark: .start))
      }
      return .success(root)
    }
  }

  /// The line and column (in scalars) of a byte offset; bytes that do not decode count one each.
  /// UTF-16 files (with their byte-order mark) are counted in code units, surrogate pairs as one.
  static func position(ofByte offset: Int, in bytes: [UInt8]) -> Mark {
    let littleEndian = bytes.starts(with: [0xFF, 0xFE])
    if littleEndian || bytes.starts(with: [0xFE, 0xFF]) {
      return utf16Position(ofByte: offset, in: bytes, littleEndian: littleEndian)
    }
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return Mark(line: line, column: column)
  }

  private static func utf16Position(ofByte offset: Int, in bytes: [UInt8], littleEndian: Bool) -> Mark {
    var line = 1
    var column = 1
    var index = 2
    let end = min(offset, bytes.count - 1)
    while index < end {
      let unit =
        littleEndian
        ? UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]) : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
      if unit == 0x0A {
        line += 1
        column = 1
      } else if !(0xDC00...0xDFFF).contains(unit) {
        column += 1
      }
      index += 2
    }
    return Mark(line: line, column: column)
  }

  private static func syntaxFailure(_ parser: yaml_parser_t, _ bytes: [UInt8], limits: LoadLimits) -> LoadFailure {
    let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
    var message = problem
    if let context = parser.context.map({ String(cString: $0) }) {
      message = "\(problem) (\(context) at line \(parser.context_mark.line + 1))"
    }
    var mark = Mark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
    if parser.error == YAML_READER_ERROR {
      // libyaml points after a lone high surrogate (where the low one should be): point at it.
      let back = problem == "expected low surrogate area" ? 2 : 0
      mark = position(ofByte: max(0, Int(parser.problem_offset) - back), in: bytes)
      return LoadFailure(
        ruleID: LoadingRules.invalidEncoding,
        message: "the file is not valid UTF-8 or UTF-16 text: \(problem)", mark: mark)
    }
    // libyaml's own cap (1,000 levels) can fire before ours while it scans ahead in `[[[…`.
    if problem.hasPrefix("Maximum nesting level") {
      return LoadFailure(
        ruleID: LoadingRules.nestingTooDeep, message: "nesting is deeper than \(limits.maxDepth) levels", mark: mark)
    }
    // An unclosed quote is found only at the end of the file: point at where it opens.
    if problem == "found unexpected end of stream",
      parser.context.map({ String(cString: $0) }) == "while scanning a quoted scalar"
    {
      return LoadFailure(
        ruleID: LoadingRules.yamlSyntax,
        message: "YAML syntax error: this quoted text is never closed (the file ends first)",
        mark: Mark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1))
    }
    if scalar(at: mark, in: bytes) == "\t" {
      return LoadFailure(
        ruleID: LoadingRules.yamlSyntax,
        message: "YAML syntax error: a tab cannot indent YAML or start a value; indent with spaces", mark: mark)
    }
    // The place the message's "at line N" names, for the editor.
    let context = parser.context.map { String(cString: $0) }.map { context in
      [
        RelatedPlace(
          Mark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1), context)
      ]
    }
    if let plain = plainWords(problem, context: parser.context.map { String(cString: $0) }, at: mark, in: bytes) {
      return LoadFailure(
        ruleID: LoadingRules.yamlSyntax, message: "YAML syntax error: \(plain)", mark: mark,
        notes: ["libyaml: \(message)"], related: context ?? [])
    }
    return LoadFailure(
      ruleID: LoadingRules.yamlSyntax, message: "YAML syntax error: \(message)", mark: mark, related: context ?? [])
  }

  /// libyaml's most common complaints, said as what to do about them.
  static func plainWords(_ problem: String, context: String?, at mark: Mark, in bytes: [UInt8]) -> String? {
    switch problem {
    case "mapping values are not allowed in this context":
      return
        "a second ': ' on this line: a value that holds a colon and a space must be quoted (title: \"Note: take it\")"
    case "did not find expected key":
      return
        "this line is not indented like the keys of the mapping above it: line it up with its siblings (spaces only), or quote a value that starts with a special character"
    case "did not find expected '-' indicator":
      return
        "this line lines up neither with the keys above it nor with the list's '- ' items: indent it like its siblings (spaces only)"
    case "could not find expected ':'":
      return "a key without its ':' (or a plain value running over several lines): add the ':' or quote the text"
    case "found character that cannot start any token":
      let character = scalar(at: mark, in: bytes).map { " '\($0)'" } ?? ""
      return "a value cannot start with\(character) unquoted: put the value in quotes"
    case "found unknown escape character":
      return "an unknown escape in double quotes: write \\\\ for a backslash, or use single quotes"
    case "found undefined tag handle":
      return "a '!' starts a YAML tag here: quote a value that starts with '!'"
    default:
      return nil
    }
  }

  /// The scalar at a 1-based line and column of UTF-8 text (after a UTF-8 byte-order mark), or
  /// nil when the mark is past its line or the file is UTF-16.
  static func scalar(at mark: Mark, in bytes: [UInt8]) -> Unicode.Scalar? {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return nil }
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    while line < mark.line {
      guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      start = newline + 1
      line += 1
    }
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    let text = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars
    guard mark.column >= 1, mark.column <= text.count else { return nil }
    return text[text.index(text.startIndex, offsetBy: mark.column - 1)]
  }
}

/// Turns the event stream into nodes with an explicit stack.
private struct TreeBuilder {
  private enum Collection {
    case mapping, sequence
  }

  private struct Frame {
    var collection: Collection
    var mark: Mark
    var tag: String?
    var anchor: String?
    /// Where its children start in `children`.
    var start: Int
    var weight = 1
  }

  let limits: LoadLimits
  private var stack: [Frame] = []
  /// The children of the open collections, innermost last (one array for all of them: an
  /// array per collection grew by doubling, ~125,000 of them on a 10 MB spec).
  private var children: [Node] = []
  /// The tree's closed collections' children, kept in the tree's `NodeStore`.
  private var pairs: [NodePair] = []
  private var items: [Node] = []
  /// Anchored nodes with their weights (nodes in the subtree, aliases expanded).
  var anchors: [String: (node: Node, weight: Int)] = [:]
  public var root: Node?
  var documents = 0
  var finished = false
  var totalNodes = 0
  var aliasExpansion = 0

  init(limits: LoadLimits) { self.limits = limits }

  mutating func consume(_ event: yaml_event_t) -> LoadFailure? {
    let mark = Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    switch event.type {
    case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
      return nil
    case YAML_STREAM_END_EVENT:
      finished = true
      return nil
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        return LoadFailure(
          ruleID: LoadingRules.multipleDocuments,
          message: "a spec file holds one YAML document; found a second one here", mark: mark)
      }
      return nil
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text = scalarText(scalar.value, Int(scalar.length), column: mark.column)
      let style: ScalarStyle
      switch scalar.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
      case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
      case YAML_LITERAL_SCALAR_STYLE: style = .literal
      case YAML_FOLDED_SCALAR_STYLE: style = .folded
      default: style = .plain
      }
      let node = Node(.scalar(text, style), mark: mark, tag: cString(scalar.tag))
      return add(node, weight: 1, anchor: cString(scalar.anchor))
    case YAML_ALIAS_EVENT:
      let name = cString(event.data.alias.anchor) ?? ""
      guard let target = anchors[name] else {
        return LoadFailure(ruleID: LoadingRules.yamlSyntax, message: "unknown alias '*\(name)'", mark: mark)
      }
      aliasExpansion += target.weight
      if aliasExpansion > limits.maxAliasExpansion {
        return LoadFailure(
          ruleID: LoadingRules.aliasExpansionLimit,
          message:
            "aliases expand to more than \(limits.maxAliasExpansion) nodes; refusing a possible alias bomb",
          mark: mark)
      }
      return add(target.node, weight: target.weight, anchor: nil)
    case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
      if stack.count >= limits.maxDepth {
        return LoadFailure(
          ruleID: LoadingRules.nestingTooDeep,
          message: "nesting is deeper than \(limits.maxDepth) levels", mark: mark)
      }
      let isMapping = event.type == YAML_MAPPING_START_EVENT
      let tag = isMapping ? cString(event.data.mapping_start.tag) : cString(event.data.sequence_start.tag)
      let anchor =
        isMapping ? cString(event.data.mapping_start.anchor) : cString(event.data.sequence_start.anchor)
      stack.append(
        Frame(
          collection: isMapping ? .mapping : .sequence, mark: mark, tag: tag, anchor: anchor, start: children.count))
      return nil
    case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
      guard let frame = stack.popLast() else { return nil }
      let kind: Node.Kind
      switch frame.collection {
      case .sequence:
        kind = .sequence(NodeItems(store: nil, start: items.count, count: children.count - frame.start))
        items.append(contentsOf: children[frame.start...])
      case .mapping:
        let start = pairs.count
        var index = frame.start
        while index + 1 < children.count {
          pairs.append(NodePair(key: children[index], value: children[index + 1]))
          index += 2
        }
        kind = .mapping(NodePairs(store: nil, start: start, count: pairs.count - start))
      }
      children.removeSubrange(frame.start...)
      return add(Node(kind, mark: frame.mark, tag: frame.tag), weight: frame.weight, anchor: frame.anchor)
    default:
      return nil
    }
  }

  /// Adds `node`, which stands for `weight` nodes (an alias stands for its whole anchored subtree).
  private mutating func add(_ node: Node, weight: Int, anchor: String?) -> LoadFailure? {
    totalNodes += weight
    if totalNodes > limits.maxNodes {
      return LoadFailure(
        ruleID: LoadingRules.tooManyNodes,
        message: "the file holds more than \(limits.maxNodes) YAML nodes", mark: node.mark)
    }
    if let anchor { anchors[anchor] = (node, weight) }
    if stack.isEmpty {
      root = node
    } else {
      children.append(node)
      stack[stack.count - 1].weight += weight
    }
    return nil
  }

  /// The finished tree's root, its collections read from one store of the tree's children.
  /// Consumes the builder's arrays (moved into the store, not copied).
  mutating func takeRoot() -> Node? {
    guard let root else { return nil }
    anchors = [:]
    children = []
    let store = NodeStore(pairs: pairs, items: items)
    pairs = []
    items = []
    self.root = nil
    return root.attached(to: store)
  }

  /// The text of a scalar. A text longer than 15 bytes (shorter ones are stored inside the
  /// string) that is the same as the last one read at the same column with the same length is
  /// that one string: a spec repeats long values from item to item (a template's body, its
  /// channel), and the decoded spec keeps them (~4 MB of a 10 MB spec's strings).
  private mutating func scalarText(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int, column: Int)
    -> String
  {
    guard let pointer, length > 0 else { return "" }
    let bytes = UnsafeBufferPointer(start: pointer, count: length)
    guard length > 15 else { return String(decoding: bytes, as: UTF8.self) }
    let slot = (length &* 31 &+ column) & (Self.recentSlots - 1)
    var recent = self.recent[slot]
    if recent.utf8.count == length,
      recent.withUTF8({ stored in stored.baseAddress.map { memcmp($0, pointer, length) == 0 } ?? false })
    {
      return recent
    }
    let text = String(decoding: bytes, as: UTF8.self)
    self.recent[slot] = text
    return text
  }

  private static let recentSlots = 256
  /// The last long text read, by length and column (`scalarText`).
  private var recent = [String](repeating: "", count: recentSlots)

  private func cString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }
}
