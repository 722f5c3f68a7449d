/// Every id a spec declares and every reference to one, read from the spec's tree along its
/// schema: an object whose kind is one of the sections' `IDKind`s declares its `id`, and a field
/// with a `FieldReference` names ids. Nothing else lists which fields name ids, so a section
/// registered with `SpecSections` (or `Pipeline.lint(…, sections:)`) is covered by the reference
/// check, unused declarations and the language server with no further code.
struct SymbolTable: Sendable, Hashable {
  /// One declared id.
  struct Declaration: Sendable, Hashable {
    /// The declaring object schema's name: "channel", "flow state".
    var kind: String
    /// For ids unique only inside another item (a flow's states): "flow:NAME".
    var scope: String?
    /// The id, where it is written.
    var id: Located<String>
    /// Where the declaring item starts.
    var item: Mark
  }

  /// One id named by a field.
  struct Reference: Sendable, Hashable {
    /// "object.field" of the schema: "template.channel" (one string shared by every reference of
    /// the field).
    var field: String
    /// What the field declares it names.
    var reference: FieldReference
    /// The scope the id is looked up in (a transition's target: its flow), when its kind has one.
    var scope: String?
    /// The id; its mark is where the value is written (for a placeholder, the text's: see
    /// `mark(of:in:)` for the name's own).
    var id: Located<String>
    /// For a `{{name}}` placeholder: the text it is written in and the scalar offset of the name.
    var placeholder: (text: Located<String>, offset: Int)?
    /// Whether it resolves to a declaration.
    var isResolved = false
    /// The innermost declaration it is written in (a template, for its channel), when any.
    var from: Int?

    var kinds: [String] { reference.kinds }

    static func == (a: Reference, b: Reference) -> Bool {
      (a.field, a.scope, a.id, a.isResolved, a.from) == (b.field, b.scope, b.id, b.isResolved, b.from)
        && a.placeholder?.text == b.placeholder?.text && a.placeholder?.offset == b.placeholder?.offset
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(field)
      hasher.combine(id)
      hasher.combine(placeholder?.offset)
    }
  }

  /// A key only one platform reads (`FieldSchema.platform`), where it is written.
  struct PlatformKey: Sendable, Hashable {
    /// "object.field" of the schema: "template.ongoing".
    var field: String
    var platform: PlatformName
    /// The key, where it is written.
    var key: Located<String>
  }

  private(set) var declarations: [Declaration] = []
  private(set) var references: [Reference] = []
  /// Every platform-only key written, in document order.
  private(set) var platformKeys: [PlatformKey] = []
  /// The first declaration of each kind and id; `sameID` chains the later ones (repeated ids).
  private var byID: [Key: Int] = [:]
  private var sameID: [Int: Int] = [:]
  /// References by the declaration they resolve to, flat: those of declaration `d` are
  /// `referenceList[referenceStart[d]..<referenceStart[d + 1]]`.
  private var referenceStart: [Int] = []
  private var referenceList: [Int] = []

  private struct Key: Hashable {
    var kind: String
    var id: String
  }

  init() {}

  /// The table of `root` (a spec's tree) read along `sections`.
  init(_ root: Node, sections: SectionList) {
    var builder = Builder(declaring: Self.declaringKinds(sections), parents: Self.parentKinds(sections))
    builder.walk(root, .object(sections.root), field: ("spec", nil), stack: [])
    declarations = builder.declarations
    references = builder.references
    platformKeys = builder.platformKeys
    var last: [Key: Int] = [:]
    for (index, declaration) in declarations.enumerated() {
      let key = Key(kind: declaration.kind, id: declaration.id.value)
      if let previous = last[key] { sameID[previous] = index } else { byID[key] = index }
      last[key] = index
    }
    var counts = [Int](repeating: 0, count: declarations.count + 1)
    var pairs: [(reference: Int, target: Int)] = []
    for index in references.indices {
      let reference = references[index]
      let targets = lookup(reference.id.value, kinds: reference.kinds, scope: reference.scope)
      references[index].isResolved = !targets.isEmpty
      for target in targets {
        counts[target + 1] += 1
        pairs.append((index, target))
      }
    }
    for d in declarations.indices { counts[d + 1] += counts[d] }
    referenceStart = counts
    referenceList = [Int](repeating: 0, count: pairs.count)
    var next = counts
    for pair in pairs {
      referenceList[next[pair.target]] = pair.reference
      next[pair.target] += 1
    }
  }

  // MARK: Queries

  /// Declarations of `id` among `kinds` (in `scope` when given and the declaration is scoped).
  func lookup(_ id: String, kinds: [String], scope: String?) -> [Int] {
    var found: [Int] = []
    for kind in kinds {
      var next = byID[Key(kind: kind, id: id)]
      while let index = next {
        if scope == nil || declarations[index].scope == nil || declarations[index].scope == scope {
          found.append(index)
        }
        next = sameID[index]
      }
    }
    return found
  }

  /// The declarations reference `index` resolves to.
  func targets(of index: Int) -> [Int] {
    let reference = references[index]
    return reference.isResolved ? lookup(reference.id.value, kinds: reference.kinds, scope: reference.scope) : []
  }

  /// Where a reference's id is written: a placeholder's name inside its text, when the text is
  /// on one line (`source` reproduces it); nil when it cannot be placed exactly.
  static func mark(of reference: Reference, in source: SourceText) -> Mark? {
    guard let (text, offset) = reference.placeholder else { return reference.id.mark }
    guard let columns = source.columns(of: text), offset < columns.count else { return nil }
    return Mark(line: text.mark.line, column: columns[offset] + 1)
  }

  /// The declarations of `kind`, in document order.
  func declarations(of kind: String) -> [Declaration] { declarations.filter { $0.kind == kind } }

  /// The indexes of the references that resolve to declaration `index`.
  func referenceIndexes(to index: Int) -> ArraySlice<Int> {
    guard index + 1 < referenceStart.count else { return [] }
    return referenceList[referenceStart[index]..<referenceStart[index + 1]]
  }

  /// The references that resolve to declaration `index`.
  func references(to index: Int) -> [Reference] { referenceIndexes(to: index).map { references[$0] } }

  /// Whether some reference resolves to declaration `index`.
  func isReferenced(_ index: Int) -> Bool { !referenceIndexes(to: index).isEmpty }

  // MARK: The schema's declarations

  /// The object schema names of the kinds that declare ids.
  static func declaringKinds(_ sections: SectionList) -> Set<String> { Set(sections.idKinds.map(\.schema.name)) }

  /// Every field of the schema that names ids: "object.field" with its declaration and the
  /// top-level section it is found under (each object once, in schema order).
  static func referenceFields(_ sections: SectionList) -> [(field: String, reference: FieldReference, section: String)]
  {
    var found: [(String, FieldReference, String)] = []
    var seen = Set<String>()
    func visit(_ type: SchemaType, section: String) {
      switch type {
      case .list(let element), .map(let element, _): visit(element, section: section)
      case .object(let object):
        guard seen.insert(object.name).inserted else { return }
        for field in object.fields {
          if let reference = field.reference { found.append(("\(object.name).\(field.name)", reference, section)) }
          visit(field.type, section: section)
        }
      default: break
      }
    }
    for field in sections.root.fields {
      if let reference = field.reference { found.append(("spec.\(field.name)", reference, field.name)) }
      visit(field.type, section: field.name)
    }
    return found
  }

  /// For each kind declared inside another declaring kind (flow state inside flow), that kind.
  static func parentKinds(_ sections: SectionList) -> [String: String] {
    let declaring = declaringKinds(sections)
    var parents: [String: String] = [:]
    var seen = Set<String>()
    func visit(_ type: SchemaType, enclosing: String?) {
      switch type {
      case .list(let element), .map(let element, _): visit(element, enclosing: enclosing)
      case .object(let object):
        guard seen.insert(object.name).inserted else { return }
        var inner = enclosing
        if declaring.contains(object.name) {
          if let enclosing { parents[object.name] = enclosing }
          inner = object.name
        }
        for field in object.fields { visit(field.type, enclosing: inner) }
      default: break
      }
    }
    visit(.object(sections.root), enclosing: nil)
    return parents
  }

  // MARK: Building

  /// The `{{name}}` placeholders of `text`, each with the scalar offset of its name.
  static func placeholders(in text: String) -> [(offset: Int, name: String)] { Builder.placeholders(in: text) }

  private struct Builder {
    let declaring: Set<String>
    let parents: [String: String]
    var declarations: [Declaration] = []
    var references: [Reference] = []
    var platformKeys: [PlatformKey] = []
    /// "object.field" names, made once per field of an object.
    var fieldNames: [String: [String: String]] = [:]

    /// The enclosing declarations, outermost first.
    typealias Stack = [(kind: String, id: String, index: Int)]

    /// The field a value is walked for: its name ("object.field") and what it names.
    typealias Field = (name: String, reference: FieldReference?)

    /// The scope of `kind` seen from inside `stack`: the innermost enclosing item of the kind
    /// that declares it, when it is declared inside another.
    func scope(of kind: String, in stack: Stack) -> String? {
      guard let parent = parents[kind], let item = stack.last(where: { $0.kind == parent }) else { return nil }
      return "\(parent):\(item.id)"
    }

    /// Walks `node` as a value of `type` (of `field`).
    mutating func walk(_ node: Node, _ type: SchemaType, field: Field, stack: Stack) {
      switch (node.kind, type) {
      case (.scalar(let text, _), _):
        // A null value is an absent one, as the decoder reads it.
        if let reference = field.reference, !node.isNull {
          refer(Located(text, at: node.mark), reference, field.name, stack)
        }
      case (.sequence(let items), .list(let element)):
        for item in items { walk(item, element, field: field, stack: stack) }
      case (.mapping(let pairs), .map(let value, _)):
        for pair in pairs { walk(pair.value, value, field: field, stack: stack) }
      case (.mapping(let pairs), .object(let schema)):
        var stack = stack
        let declares = declaring.contains(schema.name)
        if declares, let id = pairs.first(where: { $0.key.scalar == "id" })?.value, let text = id.scalar {
          declarations.append(
            Declaration(
              kind: schema.name, scope: scope(of: schema.name, in: stack), id: Located(text, at: id.mark),
              item: node.mark))
          stack.append((schema.name, text, declarations.count - 1))
        }
        for pair in pairs {
          guard let key = pair.key.scalar, !(declares && key == "id"), let sub = schema.field(key) else { continue }
          if let platform = sub.platform {
            platformKeys.append(
              PlatformKey(
                field: "\(schema.name).\(key)", platform: platform, key: Located(key, at: pair.key.mark)))
          }
          var name = ""
          if sub.reference != nil {
            if let known = fieldNames[schema.name]?[key] {
              name = known
            } else {
              name = "\(schema.name).\(key)"
              fieldNames[schema.name, default: [:]][key] = name
            }
          }
          walk(pair.value, sub.type, field: (name, sub.reference), stack: stack)
        }
      default:
        break
      }
    }

    /// Records what `value` of field `name` names.
    mutating func refer(_ value: Located<String>, _ reference: FieldReference, _ name: String, _ stack: Stack) {
      let scope = reference.kinds.count == 1 ? scope(of: reference.kinds[0], in: stack) : nil
      switch reference.form {
      case .id:
        references.append(
          Reference(field: name, reference: reference, scope: scope, id: value, from: stack.last?.index))
      case .placeholders:
        for (offset, id) in Self.placeholders(in: value.value) {
          references.append(
            Reference(
              field: name, reference: reference, scope: scope, id: Located(id, at: value.mark),
              placeholder: (value, offset), from: stack.last?.index))
        }
      }
    }

    /// The `{{name}}` placeholders of `text` (spaces around the name allowed: `template_tokens`
    /// reports those as malformed, but they still name the token): the scalar offset of each
    /// name, and the name.
    static func placeholders(in text: String) -> [(offset: Int, name: String)] {
      // Read by UTF-8 byte: every delimiter is ASCII, so no scalar is split; the scalar offset
      // is counted only up to each name found.
      var bytes = text
      return bytes.withUTF8 { s in
        var found: [(Int, String)] = []
        var counted = 0
        var scalars = 0
        func offset(_ byte: Int) -> Int {
          while counted < byte {
            if s[counted] & 0xC0 != 0x80 { scalars += 1 }
            counted += 1
          }
          return scalars
        }
        func isDelimiter(_ byte: UInt8) -> Bool {
          switch byte {
          case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\""),
            UInt8(ascii: "'"):
            true
          default: false
          }
        }
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        var i = 0
        while i + 1 < s.count {
          guard s[i] == open, s[i + 1] == open, i == 0 || s[i - 1] != open else {
            i += 1
            continue
          }
          var start = i + 2
          while start < s.count, s[start] == UInt8(ascii: " ") { start += 1 }
          var end = start
          while end < s.count, !isDelimiter(s[end]) { end += 1 }
          var after = end
          while after < s.count, s[after] == UInt8(ascii: " ") { after += 1 }
          if end > start, after + 1 < s.count, s[after] == close, s[after + 1] == close {
            found.append(
              (offset(start), String(decoding: UnsafeBufferPointer(rebasing: s[start..<end]), as: UTF8.self)))
            i = after + 2
          } else {
            i = max(end, i + 2)
          }
        }
        return found
      }
    }
  }
}
