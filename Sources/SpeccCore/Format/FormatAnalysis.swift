import Foundation

/// The located tree of one file with its comments attached: every node in document order, where
/// its text ends, and the blank lines and comments that belong to it. Built from libyaml's tree
/// (`YAMLReader`, which keeps where each node starts) and the raw lines (which keep the comments
/// libyaml drops).
struct FormatAnalysis {
  var entries: [LayoutEntry] = []
  /// Every comment's text in source order (the formatter checks it writes each one back).
  var comments: [String] = []
  /// The first construct the formatter keeps as written (an anchor, a tag, a directive…).
  var unsupported: (message: String, mark: Mark)?
  /// The document starts with `---`.
  var explicitStart = false
  /// Comments and blank lines before the first key that stay at the top of the file.
  var header: [Trivia] = []

  private let source: SourceLines
  /// Per line, the column ranges inside quoted scalars or flow collections (no comment there).
  private var excluded: [Int: [ClosedRange<Int>]] = [:]
  /// Lines inside a node's text after its first line: neither blank lines nor comments of their own.
  private var occupied = Set<Int>()
  /// Lines of block scalar bodies.
  private var bodies = Set<Int>()

  init(root: Node, source: SourceLines, rootType: SchemaType) {
    self.source = source
    _ = add(root, parent: nil, blockColumn: 0, type: rootType, flowRoot: nil)
    guard unsupported == nil else { return }
    checkDocumentMarkers(rootLine: entries.first?.line ?? 1)
    guard unsupported == nil else { return }
    attachComments()
    guard unsupported == nil else { return }
    reattachCollectionTrivia()
  }

  private mutating func refuse(_ message: String, at mark: Mark) {
    if unsupported == nil { unsupported = (message, mark) }
  }

  // MARK: The tree

  /// Adds `node` and its children in document order; returns its index.
  private mutating func add(
    _ node: Node, parent: Int?, blockColumn: Int, type: SchemaType?, flowRoot: Int?, isKey: Bool = false
  ) -> Int {
    let index = entries.count
    let line = node.mark.line
    let column = node.mark.column
    entries.append(
      LayoutEntry(node: node, parent: parent, line: line, column: column, endLine: line, flowRoot: flowRoot, type: type)
    )
    let first = source[line, column]
    if node.tag != nil || first == "!" {
      refuse("a YAML tag", at: node.mark)
      return index
    }
    if first == "&" || first == "*" {
      refuse("a YAML anchor or alias", at: node.mark)
      return index
    }
    switch node.kind {
    case .scalar(_, let style):
      entries[index].endLine = scalarEnd(
        node, style: style, blockColumn: blockColumn, inFlow: flowRoot != nil, isKey: isKey)
    case .mapping(let pairs):
      var holder = flowRoot
      if flowRoot == nil, first == "{" {
        holder = index
        entries[index].flowRoot = index
        flowSpan(index)
      }
      for pair in pairs {
        guard case .scalar = pair.key.kind else {
          refuse("a key that is not a scalar", at: pair.key.mark)
          return index
        }
        let key = add(pair.key, parent: index, blockColumn: column, type: nil, flowRoot: holder, isKey: true)
        let value = add(
          pair.value, parent: index, blockColumn: column, type: Self.valueType(of: pair.key.scalar ?? "", in: type),
          flowRoot: holder)
        entries[index].pairs.append((key, value))
        if unsupported != nil { return index }
      }
    case .sequence(let items):
      var holder = flowRoot
      if flowRoot == nil, first == "[" {
        holder = index
        entries[index].flowRoot = index
        flowSpan(index)
      }
      var element: SchemaType? = nil
      if case .list(let inner)? = type { element = inner }
      for item in items {
        entries[index].items.append(add(item, parent: index, blockColumn: column, type: element, flowRoot: holder))
        if unsupported != nil { return index }
      }
    }
    return index
  }

  /// The schema type of the value of `key` in a mapping of `type`.
  static func valueType(of key: String, in type: SchemaType?) -> SchemaType? {
    switch type {
    case .object(let object)?: object.field(key)?.type
    case .map(let value, _)?: value
    default: nil
    }
  }

  private mutating func exclude(from start: (line: Int, column: Int), to end: (line: Int, column: Int)) {
    for line in start.line...end.line {
      let from = line == start.line ? start.column : 1
      let to = line == end.line ? end.column : Int.max
      excluded[line, default: []].append(from...to)
      if line > start.line { occupied.insert(line) }
    }
  }

  private mutating func flowSpan(_ index: Int) {
    let entry = entries[index]
    guard let end = source.flowEnd(line: entry.line, column: entry.column) else {
      return refuse("a flow collection this formatter cannot follow", at: entry.node.mark)
    }
    if end.comment { return refuse("a comment inside a flow collection", at: entry.node.mark) }
    exclude(from: (entry.line, entry.column), to: (end.line, end.column))
    entries[index].endLine = end.line
  }

  /// The last line of a scalar's text (and its quoted span or block body marked).
  private mutating func scalarEnd(_ node: Node, style: ScalarStyle, blockColumn: Int, inFlow: Bool, isKey: Bool) -> Int
  {
    let line = node.mark.line
    switch style {
    case .singleQuoted, .doubleQuoted:
      if inFlow { return line }
      guard let end = source.quotedEnd(line: line, column: node.mark.column) else {
        refuse("a quoted scalar this formatter cannot follow", at: node.mark)
        return line
      }
      exclude(from: (line, node.mark.column), to: end)
      return end.line
    case .plain:
      if inFlow || isKey || node.scalar?.isEmpty != false { return line }
      var end = line
      var next = line + 1
      while next <= source.count {
        guard let indent = source.indent(next) else {
          next += 1
          continue
        }
        if source[next, indent] == "#" || indent <= blockColumn { break }
        end = next
        next += 1
      }
      for continued in stride(from: line + 1, through: end, by: 1) { occupied.insert(continued) }
      return end
    case .literal, .folded:
      let header = blockHeader(line: line, column: node.mark.column)
      if header.contains(where: { ("0"..."9").contains($0) }) {
        refuse("a block scalar with an explicit indentation indicator", at: node.mark)
      }
      var end = line
      var contentIndent: Int? = nil
      var next = line + 1
      while next <= source.count {
        guard let indent = source.indent(next) else {
          // A line of spaces only is part of the body under `+`, and when it holds more spaces
          // than the body's indentation (those spaces are text).
          if header.contains("+") { end = next }
          if let contentIndent, let spaces = source.spacesOnly(next), spaces >= contentIndent { end = next }
          next += 1
          continue
        }
        if indent <= blockColumn || indent < (contentIndent ?? indent) { break }
        if contentIndent == nil { contentIndent = indent }
        end = next
        next += 1
      }
      for body in stride(from: line + 1, through: end, by: 1) {
        bodies.insert(body)
        occupied.insert(body)
      }
      return end
    }
  }

  /// The scalars of a 1-based source line.
  func sourceLine(_ line: Int) -> [Unicode.Scalar] { line >= 1 && line <= source.count ? source.lines[line - 1] : [] }

  /// The header of the block scalar at `line`, `column`: `|`, `>-`, `|+`.
  func blockHeader(line: Int, column: Int) -> String {
    var header = ""
    var c = column
    while let character = source[line, c], c == column || "+-0123456789".unicodeScalars.contains(character) {
      header.unicodeScalars.append(character)
      c += 1
    }
    return header
  }

  /// `---` before the root is kept; directives and `...` are left as written.
  private mutating func checkDocumentMarkers(rootLine: Int) {
    for line in 1...max(1, source.count) where !occupied.contains(line) {
      let text = String(String.UnicodeScalarView(source.lines[line - 1]))
      if text.hasPrefix("%") {
        return refuse("a YAML directive", at: Mark(line: line, column: 1))
      }
      if text == "---" || text.hasPrefix("--- ") || text.hasPrefix("---\t") {
        let rest = text.dropFirst(3).trimmingCharacters(in: .whitespaces)
        guard line < rootLine, rest.isEmpty || rest.hasPrefix("#") else {
          return refuse("a document marker after content", at: Mark(line: line, column: 1))
        }
        explicitStart = true
      }
      if text == "..." || text.hasPrefix("... ") {
        return refuse("a document end marker", at: Mark(line: line, column: 1))
      }
    }
  }

  // MARK: Comments

  /// The index of the last entry that starts at or before `line` (strictly before, with `before`).
  private func lastEntry(startingBefore line: Int, inclusive: Bool) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if inclusive ? entries[middle].line <= line : entries[middle].line < line {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low == 0 ? nil : low - 1
  }

  /// The column where a comment starts on `line`, if one does.
  private func commentColumn(_ line: Int) -> Int? {
    let chars = source.lines[line - 1]
    let ranges = excluded[line] ?? []
    var column = 1
    var previousSpace = true
    while column <= chars.count {
      if let range = ranges.first(where: { $0.contains(column) }) {
        if range.upperBound == Int.max { return nil }
        column = range.upperBound + 1
        previousSpace = false
        continue
      }
      let character = chars[column - 1]
      if character == "#" && previousSpace { return column }
      previousSpace = character == " " || character == "\t"
      column += 1
    }
    return nil
  }

  private enum CommentTarget: Equatable {
    case leading(Int)
    case footer(Int)
  }

  private mutating func attachComments() {
    var run: [(trivia: Trivia, line: Int, column: Int)] = []
    for line in stride(from: 1, through: source.count, by: 1) {
      if bodies.contains(line) { continue }
      if let column = commentColumn(line) {
        var text = String(String.UnicodeScalarView(source.lines[line - 1][(column - 1)...]))
        while text.last == " " || text.last == "\t" { text.removeLast() }
        comments.append(text)
        let fullLine = source.indent(line) == column
        if fullLine && !occupied.contains(line) {
          run.append((.comment(text), line, column))
          continue
        }
        if fullLine { return refuse("a comment inside a value", at: Mark(line: line, column: column)) }
        flush(&run)
        attachTrailing(text, line: line, column: column)
        continue
      }
      if source.indent(line) == nil {
        if !occupied.contains(line) { run.append((.blank, line, 1)) }
        continue
      }
      flush(&run)
    }
    flush(&run)
  }

  private mutating func attachTrailing(_ text: String, line: Int, column: Int) {
    // `- # note` with the item's text on the next lines: the comment stays on the dash's line
    // (a suppression written there must not start to apply to the line below).
    let before = source.lines[line - 1][..<(column - 1)]
    if let dash = before.lastIndex(of: "-"), before.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "-" }),
      before.filter({ $0 == "-" }).count == 1
    {
      let next = lastEntry(startingBefore: line, inclusive: true).map { $0 + 1 } ?? 0
      if next < entries.count, entries[next].line > line {
        let item = outermost(next)
        if let parent = entries[item].parent, case .sequence = entries[parent].node.kind,
          entries[parent].column == dash + 1, entries[parent].flowRoot == nil, entries[item].dashComment == nil
        {
          entries[item].dashComment = text
          return
        }
      }
    }
    guard var owner = lastEntry(startingBefore: line, inclusive: true) else {
      header.append(.comment(text))
      return
    }
    if let flow = entries[owner].flowRoot { owner = flow }
    if entries[owner].isBlockCollection {
      // `- # note` before the item's first key: a comment of its own line before the item.
      entries[owner].leading.append(.comment(text))
      return
    }
    if entries[owner].trailing != nil {
      return refuse("two comments for one value", at: Mark(line: line, column: column))
    }
    entries[owner].trailing = text
  }

  /// Attaches a run of blank lines and full-line comments: each comment to the next node, or to
  /// the end of the block it is indented into; a blank line to what the next comment of the run
  /// goes to.
  private mutating func flush(_ run: inout [(trivia: Trivia, line: Int, column: Int)]) {
    guard !run.isEmpty else { return }
    defer { run.removeAll() }
    let lastLine = run[run.count - 1].line
    let next = lastEntry(startingBefore: lastLine, inclusive: true).map { $0 + 1 } ?? 0
    let nextEntry: Int? = next < entries.count ? next : nil
    var targets: [CommentTarget?] = run.map { item in
      guard case .comment = item.trivia else { return nil }
      return target(line: item.line, column: item.column, next: nextEntry)
    }
    // A blank line goes with the next comment of the run, or to the next node.
    var following: CommentTarget? = nextEntry.map { .leading($0) }
    for index in run.indices.reversed() {
      if let target = targets[index] { following = target } else { targets[index] = following }
    }
    for (item, target) in zip(run, targets) {
      switch target {
      case .leading(let entry)?: Self.append(item.trivia, to: &entries[entry].leading)
      case .footer(let entry)?: Self.append(item.trivia, to: &entries[entry].footer)
      case nil: break  // blank lines at the end of the file
      }
    }
  }

  private static func append(_ trivia: Trivia, to list: inout [Trivia]) {
    if trivia == .blank, list.last == .blank { return }
    list.append(trivia)
  }

  /// Where the comment at `line`, `column` belongs: the block it is indented into when it is
  /// indented deeper than the next node, else the next node.
  private func target(line: Int, column: Int, next: Int?) -> CommentTarget? {
    // Where the next node starts: an item of a block list at its dash (its first key is two
    // columns further), so a comment indented like the previous item's keys stays with it.
    var nextColumn = Int.max
    if let next {
      let start = outermost(next)
      nextColumn = entries[start].column
      if let parent = entries[start].parent, case .sequence = entries[parent].node.kind, entries[parent].flowRoot == nil
      {
        nextColumn = min(nextColumn, entries[parent].column)
      }
    }
    if next == nil || column > nextColumn {
      var ancestors = Set<Int>()
      var walk = next
      while let current = walk {
        ancestors.insert(current)
        walk = entries[current].parent
      }
      var candidate = lastEntry(startingBefore: line, inclusive: false)
      while let current = candidate {
        if entries[current].isBlockCollection, !ancestors.contains(current), entries[current].column <= column {
          return .footer(current)
        }
        candidate = entries[current].parent
      }
    }
    guard let next else { return entries.isEmpty ? nil : .footer(0) }
    return .leading(outermost(next))
  }

  /// The outermost entry that starts where `index` starts (a block mapping starts at its first key).
  private func outermost(_ index: Int) -> Int {
    var current = index
    while let parent = entries[current].parent, entries[parent].line == entries[current].line,
      entries[parent].column == entries[current].column
    {
      current = parent
    }
    return current
  }

  /// A block collection's leading comments belong to its first key or item; the root's, up to
  /// their last blank line, stay at the top of the file.
  private mutating func reattachCollectionTrivia() {
    for index in entries.indices where entries[index].isBlockCollection && !entries[index].leading.isEmpty {
      // An item's comments stay before its `- `.
      if let parent = entries[index].parent, case .sequence = entries[parent].node.kind { continue }
      var trivia = entries[index].leading
      entries[index].leading = []
      if index == 0, let lastBlank = trivia.lastIndex(of: .blank) {
        header += trivia[...lastBlank]
        trivia = Array(trivia[(lastBlank + 1)...])
      }
      let first = entries[index].pairs.first?.key ?? entries[index].items.first
      guard let first else { continue }
      entries[first].leading = trivia + entries[first].leading
    }
    if entries.first?.isCollection == false || entries.first?.flowRoot != nil {
      header += entries[0].leading
      entries[0].leading = []
    }
  }
}
