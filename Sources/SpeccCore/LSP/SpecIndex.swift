/// The ids of one spec document for the editor: the symbol table (`SymbolTable`, which reads the
/// schema's declarations of what names what) placed in the document's UTF-16 positions, and the
/// outline. Nothing here lists fields: a section registered with its schema is covered.
struct SpecIndex: Sendable {
  struct Definition: Sendable, Hashable {
    /// The object schema's name: "channel", "flow state".
    var kind: String
    /// For ids unique only inside another item (a flow's states): "flow:NAME".
    var scope: String?
    var id: String
    /// The id's scalar.
    var range: LSPRange
    /// The whole item.
    var itemRange: LSPRange
    /// The item's other scalar fields, "key: value", for hover.
    var fields: [String]
    /// Its index among the symbol table's declarations.
    var declaration: Int
  }

  struct Reference: Sendable, Hashable {
    var kinds: [String]
    var scope: String?
    var id: String
    var range: LSPRange
    /// The range of the id's own text (inside quotes), which a rename replaces.
    var nameRange: LSPRange
    /// The definitions it resolves to (indexes into `definitions`).
    var targets: [Int]
  }

  struct Symbol: Sendable, Hashable {
    var name: String
    var detail: String
    /// LSP SymbolKind.
    var kind: Int
    var range: LSPRange
    var selectionRange: LSPRange
    var children: [Symbol]

    var json: JSON {
      .object([
        "name": .string(name.isEmpty ? "(empty)" : name), "detail": .string(detail), "kind": .int(kind),
        "range": range.json, "selectionRange": selectionRange.json, "children": .array(children.map(\.json)),
      ])
    }
  }

  /// A string key of `localization` (under translations.<locale> or plurals.<locale>), which
  /// names the item whose text it translates (`channels.breaks.name`).
  struct LocalizationKey: Sendable, Hashable {
    var key: String
    /// The key's scalar.
    var range: LSPRange
  }

  var definitions: [Definition] = []
  var references: [Reference] = []
  var localizationKeys: [LocalizationKey] = []
  var symbols: [Symbol] = []
  /// The sections the document was read with (its schema, for completion and hover).
  var sections = SectionList.standard
  /// References by the definition they resolve to.
  private var referencesTo: [Int: [Int]] = [:]

  /// The index of `root` (the spec's tree) in `document`, read along `sections`.
  static func build(_ root: Node, in document: TextDocument, sections: SectionList = .standard) -> SpecIndex {
    let table = SymbolTable(root, sections: sections)
    let source = SourceText(bytes: Array(document.text.utf8))
    var builder = Builder(
      document: document, declaring: SymbolTable.declaringKinds(sections),
      nested: Set(SymbolTable.parentKinds(sections).keys))
    var symbols: [Symbol] = []
    if case .mapping(let pairs) = root.kind {
      for pair in pairs {
        guard let key = pair.key.scalar else { continue }
        let keyRange = builder.range(of: pair.key)
        var children: [Symbol] = []
        var end = keyRange.end
        if let field = sections.root.field(key) {
          end = max(end, builder.walk(pair.value, field.type, symbols: &children))
        } else {
          end = max(end, builder.end(of: pair.value))
        }
        symbols.append(
          Symbol(
            name: key, detail: "", kind: 2, range: LSPRange(start: keyRange.start, end: end),
            selectionRange: keyRange, children: children))
      }
    }
    var index = SpecIndex()
    index.sections = sections
    index.symbols = symbols
    if case .mapping(let pairs) = root.kind,
      case .mapping(let localization)? = pairs.first(where: { $0.key.scalar == "localization" })?.value.kind
    {
      for section in localization where section.key.scalar == "translations" || section.key.scalar == "plurals" {
        guard case .mapping(let locales) = section.value.kind else { continue }
        for locale in locales {
          guard case .mapping(let entries) = locale.value.kind else { continue }
          for entry in entries {
            guard let key = entry.key.scalar else { continue }
            index.localizationKeys.append(LocalizationKey(key: key, range: builder.range(of: entry.key)))
          }
        }
      }
    }
    for (position, declaration) in table.declarations.enumerated() {
      let range = builder.range(of: declaration.id.mark)
      let item = builder.items[declaration.id.mark] ?? (range, [])
      index.definitions.append(
        Definition(
          kind: declaration.kind, scope: declaration.scope, id: declaration.id.value, range: range,
          itemRange: item.range, fields: item.fields, declaration: position))
    }
    for (position, reference) in table.references.enumerated() {
      // A placeholder in a text on several lines cannot be placed exactly: left out.
      guard let mark = table.mark(of: reference, in: source) else { continue }
      let range: LSPRange
      let name: LSPRange
      switch reference.reference.form {
      case .id:
        range = builder.range(of: mark)
        name = TextRanges.inner(range, in: document, length: reference.id.value.unicodeScalars.count)
      case .placeholders:
        let start = document.position(line: mark.line, column: mark.column)
        let column = document.scalarColumn(line: start.line, utf16: start.character)
        range = LSPRange(
          start: start,
          end: document.position(line: start.line, scalarColumn: column + reference.id.value.unicodeScalars.count))
        name = range
      }
      let targets = table.targets(of: position)
      let added = index.references.count
      index.references.append(
        Reference(
          kinds: reference.kinds, scope: table.scope(of: reference), id: reference.id.value, range: range,
          nameRange: name,
          targets: targets))
      for target in targets { index.referencesTo[target, default: []].append(added) }
    }
    return index
  }

  private struct Builder {
    let document: TextDocument
    /// Kinds that declare ids, and those of them declared inside another.
    let declaring: Set<String>
    let nested: Set<String>
    /// Each declaring item's range and its other scalar fields, by the mark of its id.
    var items: [Mark: (range: LSPRange, fields: [String])] = [:]

    init(document: TextDocument, declaring: Set<String>, nested: Set<String>) {
      self.document = document
      self.declaring = declaring
      self.nested = nested
    }

    func range(of node: Node) -> LSPRange { range(of: node.mark) }

    /// The range of the scalar written at `mark`.
    func range(of mark: Mark) -> LSPRange {
      let start = document.position(line: mark.line, column: mark.column)
      let length =
        document.scalars(start.line).map {
          TokenRange.length(in: $0, from: document.scalarColumn(line: start.line, utf16: start.character))
        } ?? 0
      let column = document.scalarColumn(line: start.line, utf16: start.character)
      return LSPRange(start: start, end: document.position(line: start.line, scalarColumn: column + length))
    }

    /// The end of a node not walked along a schema.
    func end(of node: Node) -> LSPPosition {
      var last = node
      while true {
        switch last.kind {
        case .scalar: return range(of: last).end
        case .mapping(let pairs):
          guard let pair = pairs.last else { return range(of: last).end }
          last = pair.value
        case .sequence(let items):
          guard let item = items.last else { return range(of: last).end }
          last = item
        }
      }
    }

    /// Walks `node` as a value of `type` for the outline; returns where it ends.
    mutating func walk(_ node: Node, _ type: SchemaType, symbols: inout [Symbol]) -> LSPPosition {
      switch (node.kind, type) {
      case (.scalar, _):
        return range(of: node).end
      case (.sequence(let items), .list(let element)):
        var end = range(of: node).end
        for item in items { end = max(end, walk(item, element, symbols: &symbols)) }
        return end
      case (.mapping(let pairs), .map(let value, _)):
        var end = range(of: node).end
        for pair in pairs { end = max(end, walk(pair.value, value, symbols: &symbols)) }
        return end
      case (.mapping(let pairs), .object(let schema)):
        let idNode = pairs.first { $0.key.scalar == "id" }?.value
        let defines = declaring.contains(schema.name) && idNode?.scalar != nil
        var inner: [Symbol] = []
        var end = range(of: node).end
        var fields: [String] = []
        for pair in pairs {
          guard let key = pair.key.scalar else { continue }
          end = max(end, range(of: pair.key).end)
          if let value = pair.value.scalar, key != "id", fields.count < 8 {
            fields.append("\(key): \(value.count > 80 ? String(value.prefix(80)) + "…" : value)")
          }
          guard let sub = schema.field(key) else {
            end = max(end, self.end(of: pair.value))
            continue
          }
          if key == "id", defines { continue }
          end = max(end, walk(pair.value, sub.type, symbols: &inner))
        }
        if defines, let idNode, let id = idNode.scalar {
          let idRange = range(of: idNode)
          end = max(end, idRange.end)
          let item = LSPRange(start: min(range(of: node).start, idRange.start), end: end)
          items[idNode.mark] = (item, fields)
          let kind = nested.contains(schema.name) ? 22 : 19
          symbols.append(
            Symbol(name: id, detail: schema.name, kind: kind, range: item, selectionRange: idRange, children: inner))
        } else {
          symbols.append(contentsOf: inner)
        }
        return end
      default:
        return end(of: node)
      }
    }
  }

  /// The definitions a reference resolves to.
  func targets(of reference: Reference) -> [Definition] { reference.targets.map { definitions[$0] } }

  /// References to a definition.
  func references(to definition: Definition) -> [Reference] {
    (referencesTo[definition.declaration] ?? []).map { references[$0] }
  }

  /// The definition whose id, or the reference whose value, is at `position`.
  func symbol(at position: LSPPosition) -> (definition: Definition?, reference: Reference?) {
    if let definition = definitions.first(where: { $0.range.contains(position) }) { return (definition, nil) }
    if let reference = references.first(where: { $0.range.contains(position) }) { return (nil, reference) }
    return (nil, nil)
  }

  /// The innermost definition whose item holds `position` (the flow around a cursor).
  func enclosing(_ kind: String, at position: LSPPosition) -> Definition? {
    definitions.last { $0.kind == kind && $0.itemRange.contains(position) }
  }
}

/// How far a scalar written at a column runs on its line.
enum TokenRange {
  /// The length in scalars of the token at `start` of `line`: a quoted string with its quotes,
  /// a flow collection to its closing bracket, or a plain scalar to a `: `, ` #`, a flow
  /// separator or the end of the line (trailing spaces left out).
  static func length(in line: [Unicode.Scalar], from start: Int) -> Int {
    guard start >= 0, start < line.count else { return 0 }
    let first = line[start]
    var end = start
    if first == "\"" || first == "'" {
      end += 1
      while end < line.count {
        if line[end] == "\\" && first == "\"" {
          end += 2
          continue
        }
        if line[end] == first {
          if first == "'", end + 1 < line.count, line[end + 1] == "'" {
            end += 2
            continue
          }
          end += 1
          return min(end, line.count) - start
        }
        end += 1
      }
      return trimmed(line, start, min(end, line.count))
    }
    if first == "{" || first == "[" {
      var depth = 0
      while end < line.count {
        if line[end] == "{" || line[end] == "[" { depth += 1 }
        if line[end] == "}" || line[end] == "]" {
          depth -= 1
          if depth == 0 { return end + 1 - start }
        }
        end += 1
      }
      return trimmed(line, start, end)
    }
    while end < line.count {
      let c = line[end]
      if c == "]" || c == "}" || c == "," { break }
      if c == ":", end + 1 == line.count || line[end + 1] == " " || line[end + 1] == "\r" { break }
      if c == "#", end > start, line[end - 1] == " " { break }
      end += 1
    }
    return trimmed(line, start, end)
  }

  private static func trimmed(_ line: [Unicode.Scalar], _ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, line[end - 1] == " " || line[end - 1] == "\r" || line[end - 1] == "\t" { end -= 1 }
    return end - start
  }
}
