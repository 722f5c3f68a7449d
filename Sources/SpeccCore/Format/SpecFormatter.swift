/// What formatting one file gave.
public struct FormatResult: Sendable {
  /// The canonical text; nil when the file is left as it is (it does not parse, or it uses YAML
  /// that the formatter keeps as written).
  public var formatted: String?
  /// Why the file was left as it is.
  public var diagnostics: [Diagnostic]
  /// True when `formatted` differs from the file's bytes.
  public var changed: Bool
}

/// `specc format`: a spec file in its canonical form. Keys in the schema's declared order (keys
/// the schema does not know after the known ones, in their order; a mapping whose keys are free,
/// such as the locales of a translation, in its own order), quotes only where YAML needs them
/// (`FormatScalars`), two spaces of indentation, a list indented under its key, flow
/// collections written `[a, b]` and `{ a: 1 }`, at most one blank line in a row and none at the
/// start of a block, and every comment kept with the key or item it is written before or beside.
///
/// libyaml drops comments, so the text is rebuilt from the located tree (`YAMLReader`) and the
/// raw lines (`FormatAnalysis`). Before anything is returned the result is read back: it must
/// give the same tree (key order aside) and hold the same comments, or the file is left as it is
/// with an error. A file that does not parse gets its loading diagnostic and is left as it is;
/// so are files with anchors, aliases, tags or directives (a warning says which).
public enum SpecFormatter {
  /// Reported for a file the formatter leaves as it is although it parses.
  static let unsupported = FormatRules.unsupported

  public static func format(
    bytes: [UInt8], path: String, sections: SectionList = .standard, limits: LoadLimits = .default
  ) -> FormatResult {
    var sink = DiagnosticSink(path: path)
    func leave(_ severity: Severity, _ message: String, at mark: Mark) -> FormatResult {
      sink.report(severity, unsupported, message, at: mark)
      return FormatResult(formatted: nil, diagnostics: sink.diagnostics, changed: false)
    }
    let root: Node
    switch YAMLReader.read(bytes, limits: limits) {
    case .failure(let failure):
      sink.error(failure.ruleID, failure.message, at: failure.mark, notes: failure.notes)
      return FormatResult(formatted: nil, diagnostics: sink.diagnostics, changed: false)
    case .success(let node):
      root = node
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return leave(.warning, "specc format leaves UTF-16 files as they are", at: .start)
    }
    let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let text = String(decoding: hasBOM ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
    let rootType = SchemaType.object(sections.root)
    let analysis = FormatAnalysis(root: root, source: SourceLines(text), rootType: rootType)
    if let (what, mark) = analysis.unsupported {
      return leave(.warning, "specc format leaves this file as it is: it uses \(what)", at: mark)
    }
    // Line breaks: a file whose every line ends in CRLF keeps CRLF; any other is written with LF.
    let crlf = Self.allCRLF(bytes)
    var printed = FormatPrinter(analysis: analysis).print()
    if crlf { printed = printed.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
    let formatted = (hasBOM ? "\u{FEFF}" : "") + printed
    // Read back: the same values and the same comments, or nothing is written.
    guard case .success(let reread) = YAMLReader.read(Array(formatted.utf8), limits: limits) else {
      return leave(
        .error, "specc format could not format this file (its output does not parse); please report it", at: .start)
    }
    let check = FormatAnalysis(
      root: reread, source: SourceLines(hasBOM ? String(formatted.dropFirst()) : formatted), rootType: rootType)
    guard signature(root, rootType) == signature(reread, rootType),
      check.comments.sorted() == analysis.comments.sorted()
    else {
      return leave(
        .error, "specc format could not keep this file's meaning or comments, so it is left as it is; please report it",
        at: .start)
    }
    return FormatResult(formatted: formatted, diagnostics: [], changed: Array(formatted.utf8) != bytes)
  }

  /// True when the bytes have line breaks and every one is CRLF.
  static func allCRLF(_ bytes: [UInt8]) -> Bool {
    var lineFeeds = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      guard index > 0, bytes[index - 1] == 0x0D else { return false }
      lineFeeds += 1
    }
    return lineFeeds > 0
  }

  /// Pairs of a mapping in canonical order: keys of the schema in its order, then the others in
  /// theirs.
  static func ordered<Pair>(_ pairs: [Pair], key: (Pair) -> String, type: SchemaType?) -> [Pair] {
    func rank(_ name: String) -> Int? {
      switch type {
      case .object(let object)?: object.fields.firstIndex { $0.name == name }
      case .map(_, let keys?)?: keys.firstIndex(of: name)
      default: nil
      }
    }
    return pairs.enumerated()
      .map { (position: $0.offset, rank: rank(key($0.element)) ?? Int.max, pair: $0.element) }
      .sorted { ($0.rank, $0.position) < ($1.rank, $1.position) }
      .map(\.pair)
  }

  /// What a tree means to specc, key order aside: every scalar's meaning, in canonical order.
  static func signature(_ root: Node, _ rootType: SchemaType) -> [String] {
    var out: [String] = []
    var stack: [(Node, SchemaType?)] = [(root, rootType)]
    while let (node, type) = stack.popLast() {
      switch node.kind {
      case .scalar:
        out.append(FormatScalars.meaning(node))
      case .sequence(let items):
        out.append("[\(items.count)")
        var element: SchemaType? = nil
        if case .list(let inner)? = type { element = inner }
        stack += items.reversed().map { ($0, element) }
      case .mapping(let pairs):
        out.append("{\(pairs.count)")
        let sorted = ordered(Array(pairs), key: { $0.key.scalar ?? "" }, type: type)
        for pair in sorted.reversed() {
          stack.append((pair.value, FormatAnalysis.valueType(of: pair.key.scalar ?? "", in: type)))
          stack.append((pair.key, nil))
        }
      }
    }
    return out
  }
}

/// Prints an analysed file in canonical form.
struct FormatPrinter {
  let analysis: FormatAnalysis
  private var entries: [LayoutEntry] { analysis.entries }
  private var out: [String] = []
  /// The lines up to the end of the last `|+` or `>+` body printed (its blank lines are text).
  private var kept = 0

  init(analysis: FormatAnalysis) { self.analysis = analysis }

  consuming func print() -> String {
    if analysis.explicitStart { out.append("---") }
    trivia(analysis.header, indent: 0, first: true)
    if let root = entries.indices.first {
      if entries[root].isBlockCollection {
        block(root, indent: 0)
      } else {
        out.append(withTrailing(inline(root), root))
      }
    }
    // Blank lines at the end of the file go, except the ones a `|+` block keeps.
    while out.count > kept, out.last == "" { out.removeLast() }
    return out.joined(separator: "\n") + "\n"
  }

  private static func pad(_ indent: Int) -> String { String(repeating: " ", count: indent) }

  private mutating func trivia(_ list: [Trivia], indent: Int, first: Bool) {
    var list = list[...]
    if first || out.isEmpty || out.last == "" { while list.first == .blank { list = list.dropFirst() } }
    for item in list {
      switch item {
      case .blank: out.append("")
      case .comment(let text): out.append(Self.pad(indent) + text)
      }
    }
  }

  private func withTrailing(_ line: String, _ index: Int) -> String {
    guard let comment = entries[index].trailing else { return line }
    return line + " " + comment
  }

  private func sortedPairs(_ index: Int) -> [(key: Int, value: Int)] {
    SpecFormatter.ordered(entries[index].pairs, key: { entries[$0.key].node.scalar ?? "" }, type: entries[index].type)
  }

  /// A block mapping or sequence at `indent`.
  private mutating func block(_ index: Int, indent: Int) {
    if case .sequence = entries[index].node.kind {
      for (position, item) in entries[index].items.enumerated() {
        trivia(entries[item].leading, indent: indent, first: position == 0)
        if let comment = entries[item].dashComment {
          // `- # note` on its own line; the item's text on the next lines, under the dash.
          out.append(Self.pad(indent) + "- " + comment)
          value(item, indent: indent + 2, prefix: Self.pad(indent + 1), isItem: true)
          continue
        }
        let start = out.count
        value(item, indent: indent + 2, prefix: Self.pad(indent) + "-", isItem: true)
        // A mapping or list item starts on the line of its `- `.
        if entries[item].isBlockCollection, start < out.count {
          out[start] = Self.pad(indent) + "- " + out[start].dropFirst(indent + 2)
        }
      }
    } else {
      for (position, pair) in sortedPairs(index).enumerated() {
        trivia(entries[pair.key].leading, indent: indent, first: position == 0)
        if !entries[pair.value].isBlockCollection { trivia(entries[pair.value].leading, indent: indent, first: false) }
        let key = withTrailing(Self.pad(indent) + inline(pair.key) + ":", pair.key)
        value(pair.value, indent: indent + 2, prefix: key)
      }
    }
    trivia(entries[index].footer, indent: indent, first: false)
  }

  /// The value after `prefix` (a key's `key:` or an item's `-`); a block collection goes on the
  /// next lines at `indent`.
  private mutating func value(_ index: Int, indent: Int, prefix: String, isItem: Bool = false) {
    let entry = entries[index]
    if entry.isBlockCollection {
      // An item's first key or item takes the place of its `-` line (see `block`).
      if !isItem { out.append(prefix) }
      block(index, indent: indent)
      return
    }
    if case .scalar(let text, let style) = entry.node.kind {
      if style == .literal || style == .folded {
        let header = analysis.blockHeader(line: entry.line, column: entry.column)
        out.append(withTrailing(prefix + " " + header, index))
        blockBody(entry, indent: indent)
        if header.contains("+") { kept = out.count }
        return
      }
      if style == .plain, text.isEmpty {
        out.append(withTrailing(prefix, index))
        return
      }
    }
    out.append(withTrailing(prefix + " " + inline(index), index))
  }

  /// A block scalar's lines, moved to `indent`.
  private mutating func blockBody(_ entry: LayoutEntry, indent: Int) {
    guard entry.endLine > entry.line else { return }
    let lines = (entry.line + 1...entry.endLine).map { analysis.sourceLine($0) }
    let contentIndent = lines.compactMap { line in line.firstIndex { $0 != " " } }.min() ?? 0
    for line in lines {
      if line.allSatisfy({ $0 == " " }) && line.count <= contentIndent {
        out.append("")
      } else {
        out.append(Self.pad(indent) + String(String.UnicodeScalarView(line.dropFirst(contentIndent))))
      }
    }
  }

  /// A scalar or flow collection on one line.
  private func inline(_ index: Int) -> String {
    let entry = entries[index]
    switch entry.node.kind {
    case .scalar(let text, let style):
      if style == .plain, text.isEmpty { return entry.flowRoot != nil ? "~" : "" }
      return FormatScalars.render(text, style: style, flow: entry.flowRoot != nil) ?? text
    case .sequence:
      return "[" + entry.items.map(inline).joined(separator: ", ") + "]"
    case .mapping:
      if entry.pairs.isEmpty { return "{}" }
      return "{ " + sortedPairs(index).map { inline($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
    }
  }
}
