/// The ids of one spec document: where each is defined and referred to, and the outline, read
/// from its YAML tree along the spec format's schema (so every section with ids is covered).
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
  }

  struct Reference: Sendable, Hashable {
    var kinds: [String]
    var scope: String?
    var id: String
    var range: LSPRange
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

  var definitions: [Definition] = []
  var references: [Reference] = []
  var symbols: [Symbol] = []

  /// Fields that refer to ids: "object.field" → the object kinds whose ids they name.
  static let referenceFields: [String: [String]] = [
    "template.channel": ["channel"], "template.category": ["category"], "missing value.skip": ["error code"],
    "prayer.template": ["template"], "slot.template": ["template"],
    "copy rule.copy": ["copy", "status label", "template"], "copy rule.except": ["copy", "status label", "template"],
    "flow state.copy": ["copy"], "flow state.status": ["status label"], "flow.start": ["flow state"],
    "transition.to": ["flow state"],
  ]

  /// Fields whose text inserts tokens as `{{id}}`.
  static let tokenFields: Set<String> = [
    "template.title", "template.body", "template variant.title", "template variant.body",
  ]

  /// Object kinds that declare ids (`IDKind`s of the sections).
  static let idObjects: Set<String> = Set(SectionList.standard.idKinds.map(\.schema.name))

  /// For each id kind declared inside another (flow state inside flow), that kind.
  static let parentKind: [String: String] = {
    var parents: [String: String] = [:]
    var seen = Set<String>()
    func visit(_ type: SchemaType, enclosing: String?) {
      switch type {
      case .list(let element), .map(let element, _): visit(element, enclosing: enclosing)
      case .object(let object):
        guard seen.insert(object.name).inserted else { return }
        var inner = enclosing
        if idObjects.contains(object.name) {
          if let enclosing { parents[object.name] = enclosing }
          inner = object.name
        }
        for field in object.fields { visit(field.type, enclosing: inner) }
      default: break
      }
    }
    visit(.object(SectionList.standard.root), enclosing: nil)
    return parents
  }()

  /// The scope of a reference to `kind` made from inside `stack` (the enclosing id items).
  static func scope(of kind: String, in stack: [(kind: String, id: String)]) -> String? {
    guard let parent = parentKind[kind], let item = stack.last(where: { $0.kind == parent }) else { return nil }
    return "\(parent):\(item.id)"
  }

  /// The index of `root` (the spec's tree) in `document`.
  static func build(_ root: Node, in document: TextDocument) -> SpecIndex {
    var builder = Builder(document: document)
    var symbols: [Symbol] = []
    if case .mapping(let pairs) = root.kind {
      for pair in pairs {
        guard let key = pair.key.scalar else { continue }
        let keyRange = builder.range(of: pair.key)
        var children: [Symbol] = []
        var end = keyRange.end
        if let field = SectionList.standard.root.field(key) {
          end = max(
            end, builder.walk(pair.value, field.type, object: "spec", field: key, stack: [], symbols: &children))
        } else {
          end = max(end, builder.end(of: pair.value))
        }
        symbols.append(
          Symbol(
            name: key, detail: "", kind: 2, range: LSPRange(start: keyRange.start, end: end),
            selectionRange: keyRange, children: children))
      }
    }
    var index = builder.index
    index.symbols = symbols
    return index
  }

  private struct Builder {
    let document: TextDocument
    var index = SpecIndex()

    init(document: TextDocument) { self.document = document }

    func range(of node: Node) -> LSPRange {
      let start = document.position(line: node.mark.line, column: node.mark.column)
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

    /// Walks `node` as a value of `type` (field `field` of `object`); returns where it ends.
    mutating func walk(
      _ node: Node, _ type: SchemaType, object: String, field: String, stack: [(kind: String, id: String)],
      symbols: inout [Symbol]
    ) -> LSPPosition {
      switch (node.kind, type) {
      case (.scalar(let text, _), _):
        let range = range(of: node)
        let name = "\(object).\(field)"
        if let kinds = SpecIndex.referenceFields[name] {
          let scope = kinds.count == 1 ? SpecIndex.scope(of: kinds[0], in: stack) : nil
          index.references.append(Reference(kinds: kinds, scope: scope, id: text, range: range))
        } else if SpecIndex.tokenFields.contains(name) {
          tokens(in: node, text: text)
        }
        return range.end
      case (.sequence(let items), .list(let element)):
        var end = range(of: node).end
        for item in items {
          end = max(end, walk(item, element, object: object, field: field, stack: stack, symbols: &symbols))
        }
        return end
      case (.sequence(let items), _):
        // A list of scalars where a scalar is expected (copy: [a, b] of a copy rule).
        var end = range(of: node).end
        for item in items where item.scalar != nil {
          end = max(end, walk(item, type, object: object, field: field, stack: stack, symbols: &symbols))
        }
        return end
      case (.mapping(let pairs), .map(let value, _)):
        var end = range(of: node).end
        for pair in pairs {
          end = max(end, walk(pair.value, value, object: object, field: field, stack: stack, symbols: &symbols))
        }
        return end
      case (.mapping(let pairs), .object(let schema)):
        var stack = stack
        let idNode = pairs.first { $0.key.scalar == "id" }?.value
        let defines = SpecIndex.idObjects.contains(schema.name) && idNode?.scalar != nil
        let scope = defines ? SpecIndex.scope(of: schema.name, in: stack) : nil
        if defines, let id = idNode?.scalar { stack.append((schema.name, id)) }
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
          end = max(end, walk(pair.value, sub.type, object: schema.name, field: key, stack: stack, symbols: &inner))
        }
        if defines, let idNode, let id = idNode.scalar {
          let idRange = range(of: idNode)
          end = max(end, idRange.end)
          let item = LSPRange(start: min(range(of: node).start, idRange.start), end: end)
          index.definitions.append(
            Definition(kind: schema.name, scope: scope, id: id, range: idRange, itemRange: item, fields: fields))
          let kind = SpecIndex.parentKind[schema.name] == nil ? 19 : 22
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

    /// The `{{token}}` references written in a one-line scalar.
    mutating func tokens(in node: Node, text: String) {
      let start = range(of: node).start
      guard let line = document.scalars(start.line), text.contains("{{") else { return }
      var i = document.scalarColumn(line: start.line, utf16: start.character)
      while i + 1 < line.count {
        guard line[i] == "{", line[i + 1] == "{" else {
          i += 1
          continue
        }
        var j = i + 2
        while j < line.count, line[j] == " " { j += 1 }
        let nameStart = j
        while j < line.count, line[j] != "}", line[j] != " ", line[j] != "\"", line[j] != "{" { j += 1 }
        if j > nameStart {
          let name = String(String.UnicodeScalarView(line[nameStart..<j]))
          let range = LSPRange(
            start: document.position(line: start.line, scalarColumn: nameStart),
            end: document.position(line: start.line, scalarColumn: j))
          index.references.append(Reference(kinds: ["token"], scope: nil, id: name, range: range))
        }
        i = j
      }
    }
  }

  /// Definitions of `id` among `kinds` (in `scope` when given and the kind is scoped).
  func definitions(of id: String, kinds: [String], scope: String?) -> [Definition] {
    definitions.filter {
      kinds.contains($0.kind) && $0.id == id && (scope == nil || $0.scope == nil || $0.scope == scope)
    }
  }

  /// References to a definition.
  func references(to definition: Definition) -> [Reference] {
    references.filter { reference in
      reference.id == definition.id && reference.kinds.contains(definition.kind)
        && (definition.scope == nil || reference.scope == nil || reference.scope == definition.scope)
    }
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
