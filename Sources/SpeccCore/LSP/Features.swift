import Foundation

/// Hover, completion, definition and references for one document: the cursor's context comes
/// from the text (`YAMLCursor`, which works while the YAML is broken), the ids from the last
/// index of a version that parsed.
struct Features {
  let document: TextDocument
  let index: SpecIndex?
  let uri: String

  // MARK: Context

  private func cursor(at position: LSPPosition) -> YAMLCursor {
    let column = document.scalarColumn(line: position.line, utf16: position.character)
    return YAMLCursor.at(line: position.line, column: column, lineCount: document.lines.count) { index in
      document.scalars(index) ?? []
    }
  }

  /// The sections the document is read with.
  private var sections: SectionList { index?.sections ?? .standard }

  /// The schema type at `path` from the root of `sections` (lists stepped through) and the object
  /// holding its last key.
  static func resolve(_ path: [String], in sections: SectionList) -> (type: SchemaType?, object: ObjectSchema?) {
    var type: SchemaType? = .object(sections.root)
    var holder: ObjectSchema? = nil
    for key in path {
      guard let current = type.map(unwrapped) else { return (nil, nil) }
      switch current {
      case .object(let object):
        holder = object
        type = object.field(key)?.type
      case .map(let value, _):
        type = value
      default:
        return (nil, nil)
      }
    }
    return (type.map(unwrapped), holder)
  }

  static func unwrapped(_ type: SchemaType) -> SchemaType {
    if case .list(let element) = type { return unwrapped(element) }
    return type
  }

  /// The word (id characters) around scalar `column` of `line`.
  private func word(line: Int, column: Int) -> (text: String, start: Int, end: Int)? {
    guard let scalars = document.scalars(line) else { return nil }
    func isWord(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-"
    }
    var start = min(column, scalars.count)
    var end = start
    while start > 0, isWord(scalars[start - 1]) { start -= 1 }
    while end < scalars.count, isWord(scalars[end]) { end += 1 }
    guard end > start else { return nil }
    return (String(String.UnicodeScalarView(scalars[start..<end])), start, end)
  }

  // MARK: Hover

  func hover(at position: LSPPosition) -> JSON {
    let column = document.scalarColumn(line: position.line, utf16: position.character)
    guard let word = word(line: position.line, column: column) else { return .null }
    let range = LSPRange(
      start: document.position(line: position.line, scalarColumn: word.start),
      end: document.position(line: position.line, scalarColumn: word.end))
    func answer(_ markdown: String) -> JSON {
      .object(["contents": .object(["kind": .string("markdown"), "value": .string(markdown)]), "range": range.json])
    }
    let context = cursor(at: document.position(line: position.line, scalarColumn: word.end))
    if case .comment = context.mode {
      return Self.rule(word.text).map(answer) ?? .null
    }
    if let index {
      let (definition, reference) = index.symbol(at: position)
      if let definition { return answer(Self.describe(definition)) }
      if let reference {
        if let first = index.targets(of: reference).first { return answer(Self.describe(first)) }
        return answer("No \(reference.kinds.joined(separator: ", ")) `\(reference.id)` is defined in this spec.")
      }
    }
    let scalars = document.scalars(position.line) ?? []
    var after = word.end
    while after < scalars.count, scalars[after] == " " { after += 1 }
    if after < scalars.count, scalars[after] == ":" {
      let keyContext = cursor(at: document.position(line: position.line, scalarColumn: word.start))
      let (type, _) = Self.resolve(keyContext.path, in: sections)
      if case .object(let object)? = type, let field = object.field(word.text) {
        return answer(Self.describe(field, in: object))
      }
      if let rule = Self.rule(word.text) { return answer(rule) }
      return .null
    }
    if case .value(let key, _) = context.mode {
      let (type, _) = Self.resolve(context.path, in: sections)
      if case .object(let object)? = type, let field = object.field(key) {
        return answer(Self.describe(field, in: object))
      }
    }
    return Self.rule(word.text).map(answer) ?? .null
  }

  /// A rule's documentation, when `id` names one.
  static func rule(_ id: String) -> String? {
    guard let rule = RuleRegistry.everyDescription.first(where: { $0.id == id }) else { return nil }
    let link =
      DiagnosticConverter.documentation(rule: rule.id).map { "[docs/rules.md](\($0))" }
      ?? "docs/rules.md (`specc rules \(rule.id)`)"
    return "**\(rule.id)** — \(rule.title)\n\n\(rule.summary)\n\n\(rule.rationale)\n\n" + link
  }

  static func describe(_ field: FieldSchema, in object: ObjectSchema) -> String {
    var lines = ["**\(field.name)** (\(object.name)): \(field.doc)", ""]
    lines.append("Type: \(bounds(field.type))" + (field.required ? "; required." : "; optional."))
    return lines.joined(separator: "\n")
  }

  static func bounds(_ type: SchemaType) -> String {
    switch type {
    case .integer(let low, let high):
      switch (low, high) {
      case (let low?, let high?): return "an integer from \(low) to \(high)"
      case (let low?, nil): return "an integer of at least \(low)"
      case (nil, let high?): return "an integer of at most \(high)"
      default: return "an integer"
      }
    case .string(let pattern?, _): return "a string matching `\(pattern)`"
    case .enumeration(let values): return "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
    case .list(let element): return "a list of \(element.pluralPhrase)"
    default: return type.phrase
    }
  }

  static func describe(_ definition: SpecIndex.Definition) -> String {
    var text = "**\(definition.kind)** `\(definition.id)`"
    if let scope = definition.scope { text += " (in \(scope.replacingOccurrences(of: ":", with: " '"))')" }
    if !definition.fields.isEmpty {
      text += "\n\n" + definition.fields.map { "- \($0)" }.joined(separator: "\n")
    }
    return text
  }

  // MARK: Completion

  func completion(at position: LSPPosition) -> JSON {
    let column = document.scalarColumn(line: position.line, utf16: position.character)
    let context = cursor(at: position)
    var items: [JSON] = []
    func item(_ label: String, kind: Int, detail: String, doc: String? = nil, insert: String? = nil, from start: Int)
      -> JSON
    {
      let range = LSPRange(
        start: document.position(line: position.line, scalarColumn: min(start, column)), end: position)
      var members: [String: JSON] = [
        "label": .string(label), "kind": .int(kind), "detail": .string(detail),
        "textEdit": .object(["range": range.json, "newText": .string(insert ?? label)]),
      ]
      if let doc { members["documentation"] = .object(["kind": .string("markdown"), "value": .string(doc)]) }
      return .object(members)
    }
    switch context.mode {
    case .comment:
      return .object(["isIncomplete": .bool(false), "items": .array([])])
    case .key(let start):
      let (type, _) = Self.resolve(context.path, in: sections)
      switch type {
      case .object(let object)?:
        for field in object.fields where !context.presentKeys.contains(field.name) {
          items.append(
            item(
              field.name, kind: 10, detail: Self.bounds(field.type), doc: Self.describe(field, in: object),
              insert: field.name + ": ", from: start))
        }
      case .map(_, let keys?)?:
        for key in keys where !context.presentKeys.contains(key) {
          items.append(item(key, kind: 10, detail: "key", insert: key + ":", from: start))
        }
      default: break
      }
    case .value(let key, var start):
      let (type, _) = Self.resolve(context.path, in: sections)
      guard case .object(let object)? = type, let field = object.field(key) else { break }
      let prefix = context.valuePrefix
      if let first = prefix.unicodeScalars.first, first == "\"" || first == "'" { start += 1 }
      // What the field names, as its schema declares: `{{token}}` placeholders or whole ids.
      if let reference = field.reference, reference.form == .placeholders,
        let open = prefix.range(of: "{{", options: .backwards),
        prefix.range(of: "}}", range: open.upperBound..<prefix.endIndex) == nil
      {
        var tokenStart = column - prefix[open.upperBound...].unicodeScalars.count
        let line = document.scalars(position.line) ?? []
        while tokenStart < column, line[tokenStart] == " " { tokenStart += 1 }
        let closed = line.count >= column + 2 && line[column] == "}" && line[column + 1] == "}"
        for definition in (index?.definitions ?? []) where reference.kinds.contains(definition.kind) {
          items.append(
            item(
              definition.id, kind: 6, detail: definition.kind, doc: Self.describe(definition),
              insert: definition.id + (closed ? "" : "}}"), from: tokenStart))
        }
      } else if let reference = field.reference, reference.form == .id {
        let kinds = reference.kinds
        var definitions = (index?.definitions ?? []).filter { kinds.contains($0.kind) }
        // A kind declared inside another (a flow's states) offers the ids of the enclosing item.
        let parents = SymbolTable.parentKinds(sections)
        if kinds.count == 1, let parent = parents[kinds[0]], let around = index?.enclosing(parent, at: position) {
          definitions = definitions.filter { $0.scope == "\(parent):\(around.id)" }
        }
        var seen = Set<String>()
        for definition in definitions where seen.insert(definition.id).inserted {
          items.append(
            item(definition.id, kind: 18, detail: definition.kind, doc: Self.describe(definition), from: start))
        }
      } else {
        switch Self.unwrapped(field.type) {
        case .enumeration(let values):
          for value in values { items.append(item(value, kind: 20, detail: field.name, from: start)) }
        case .boolean:
          for value in ["true", "false"] { items.append(item(value, kind: 12, detail: field.name, from: start)) }
        default: break
        }
      }
    }
    return .object(["isIncomplete": .bool(false), "items": .array(items)])
  }

  // MARK: Definition and references

  private func location(_ range: LSPRange) -> JSON {
    .object(["uri": .string(uri), "range": range.json])
  }

  /// The definitions the id at `position` names (itself, for a definition).
  private func targets(at position: LSPPosition) -> [SpecIndex.Definition] {
    guard let index else { return [] }
    let (definition, reference) = index.symbol(at: position)
    if let definition { return [definition] }
    if let reference { return index.targets(of: reference) }
    return []
  }

  func definition(at position: LSPPosition) -> JSON {
    let found = targets(at: position)
    return found.isEmpty ? .null : .array(found.map { location($0.range) })
  }

  func references(at position: LSPPosition, includeDeclaration: Bool) -> JSON {
    guard let index else { return .array([]) }
    var ranges: [LSPRange] = []
    for definition in targets(at: position) {
      if includeDeclaration { ranges.append(definition.range) }
      ranges += index.references(to: definition).map(\.range)
    }
    var seen = Set<LSPRange>()
    let unique = ranges.filter { seen.insert($0).inserted }.sorted { $0.start < $1.start }
    return .array(unique.map(location))
  }

  // MARK: Rename

  /// `textDocument/prepareRename`: the range and text of the id at `position` (a declaration or
  /// a reference to one), or nil where nothing can be renamed.
  func prepareRename(at position: LSPPosition) -> JSON {
    guard let index else { return .null }
    let (definition, reference) = index.symbol(at: position)
    if let definition {
      let range = TextRanges.inner(definition.range, in: document, length: definition.id.unicodeScalars.count)
      return .object(["range": range.json, "placeholder": .string(definition.id)])
    }
    if let reference, !index.targets(of: reference).isEmpty {
      return .object(["range": reference.nameRange.json, "placeholder": .string(reference.id)])
    }
    return .null
  }

  /// The edits that rename the id at `position` (a declaration or a reference to one) to
  /// `newName`, everywhere the symbol table resolves it and in the string keys of `localization`
  /// that name its item (`channels.OLD.name`, `categories.C.actions.OLD`); an error message when
  /// it cannot.
  func rename(at position: LSPPosition, to newName: String) -> (edit: JSON?, error: String?) {
    guard let index else { return (nil, nil) }
    let found = targets(at: position)
    guard !found.isEmpty else { return (nil, "no declared id at this position") }
    for definition in found {
      let kind = sections.idKinds.first { $0.schema.name == definition.kind }
      if case .string(let pattern?, _)? = kind?.schema.field("id")?.type, let valid = IDPattern.cached(pattern),
        !valid.matches(newName)
      {
        return (nil, "'\(newName)' is not a valid \(definition.kind) id (it must match \(pattern))")
      }
    }
    var ranges: [LSPRange] = []
    for definition in found {
      ranges.append(TextRanges.inner(definition.range, in: document, length: definition.id.unicodeScalars.count))
      ranges += index.references(to: definition).map(\.nameRange)
      ranges += keyRanges(of: definition, in: index)
    }
    var seen = Set<LSPRange>()
    let edits = ranges.filter { seen.insert($0).inserted }.sorted { $0.start < $1.start }.map {
      JSON.object(["range": $0.json, "newText": .string(newName)])
    }
    return (.object(["changes": .object([uri: .array(edits)])]), nil)
  }

  /// The ranges of `definition`'s id inside the string keys of its item's texts.
  private func keyRanges(of definition: SpecIndex.Definition, in index: SpecIndex) -> [LSPRange] {
    guard
      let prefix = TranslationKeyPrefix.of(
        kind: definition.kind, id: definition.id, scope: definition.scope, sections: sections)
    else { return [] }
    let offset = prefix.unicodeScalars.count - definition.id.unicodeScalars.count
    let length = definition.id.unicodeScalars.count
    return index.localizationKeys.filter { TranslationKeyPrefix.key($0.key, isUnder: prefix) }.map { key in
      let text = TextRanges.inner(key.range, in: document, length: key.key.unicodeScalars.count)
      let line = text.start.line
      let column = document.scalarColumn(line: line, utf16: text.start.character)
      return LSPRange(
        start: document.position(line: line, scalarColumn: column + offset),
        end: document.position(line: line, scalarColumn: column + offset + length))
    }
  }

  /// The warning a rename of the id at `position` deserves: its kind is frozen on devices (a
  /// channel, an action, a slot: removing or renaming one breaks installed apps, the
  /// breaking-change check says), so the user is told before the app ships the new id.
  func renameWarning(at position: LSPPosition) -> String? {
    for definition in targets(at: position) {
      guard let removal = sections.idKinds.first(where: { $0.schema.name == definition.kind })?.removal else {
        continue
      }
      return
        "Renaming \(definition.kind) '\(definition.id)' breaks installed apps once this spec has shipped: \(removal.why). `specc lint --against` reports it as \(removal.rule.rawValue); accept it on purpose under breaking_changes_ok with a reason, or keep the id."
    }
    return nil
  }
}

/// Ranges inside the scalars of a document.
enum TextRanges {
  /// The part of a scalar's `range` that is its text of `length` scalars (inside its quotes, when quoted).
  static func inner(_ range: LSPRange, in document: TextDocument, length: Int) -> LSPRange {
    guard let line = document.scalars(range.start.line) else { return range }
    let column = document.scalarColumn(line: range.start.line, utf16: range.start.character)
    guard column < line.count, line[column] == "\"" || line[column] == "'" else { return range }
    return LSPRange(
      start: document.position(line: range.start.line, scalarColumn: column + 1),
      end: document.position(line: range.start.line, scalarColumn: column + 1 + length))
  }
}
