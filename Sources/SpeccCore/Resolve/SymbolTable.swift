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

  /// One id named by a field. A spec of many templates holds tens of thousands of these (ten
  /// per template on the template-heavy benchmark), so it is kept small (48 bytes): what its
  /// field declares is shared by every reference of the field, and the text a placeholder is
  /// written in and the scope an id is looked up in are kept once in the table, the reference
  /// holding their indexes (`SymbolTable.placeholder(of:)`, `SymbolTable.scope(of:)`).
  struct Reference: Sendable, Hashable {
    /// "object.field" of the schema and what it declares it names: one object per field of the
    /// schema, shared by every reference of the field.
    final class Field: Sendable {
      let name: String
      let reference: FieldReference
      /// The kind whose items scope the ids it names (a transition's target: "flow"), when it
      /// names one kind and that kind is declared inside another.
      let scopeKind: String?
      init(name: String, reference: FieldReference, scopeKind: String? = nil) {
        self.name = name
        self.reference = reference
        self.scopeKind = scopeKind
      }
    }

    private let shared: Field
    /// The id; its mark is where the value is written (for a placeholder, the text's: see
    /// `mark(of:in:)` for the name's own).
    var id: Located<String>
    /// For a placeholder, the index of the text it is written in (at `id.mark`) in the table's
    /// `texts`, else -1.
    fileprivate let textIndex: Int32
    /// The index in the table's `scopes` of the scope the id is looked up in (a transition's
    /// target: its flow), when its kind has one, else -1.
    fileprivate let scopeIndex: Int32
    /// The innermost declaration it is written in, or -1.
    private let fromIndex: Int32
    /// Bit 31: whether it resolves to a declaration; the rest: a placeholder's scalar offset.
    private var bits: UInt32

    fileprivate init(field: Field, scopeIndex: Int, id: Located<String>, text: (index: Int, offset: Int)?, from: Int?) {
      shared = field
      self.id = id
      self.scopeIndex = Int32(truncatingIfNeeded: scopeIndex)
      textIndex = Int32(truncatingIfNeeded: text?.index ?? -1)
      bits = UInt32(truncatingIfNeeded: text?.offset ?? 0) & 0x7FFF_FFFF
      fromIndex = from.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    /// "object.field" of the schema: "template.channel".
    var field: String { shared.name }
    /// What the field declares it names.
    var reference: FieldReference { shared.reference }
    var kinds: [String] { shared.reference.kinds }
    /// Whether it is a `{{name}}` placeholder in a text (`SymbolTable.placeholder(of:)`).
    var isPlaceholder: Bool { textIndex >= 0 }
    /// The scalar offset of a placeholder's name in its text.
    fileprivate var placeholderOffset: Int { Int(bits & 0x7FFF_FFFF) }
    /// The innermost declaration it is written in (a template, for its channel), when any.
    var from: Int? { fromIndex < 0 ? nil : Int(fromIndex) }
    /// Whether it resolves to a declaration.
    var isResolved: Bool {
      get { bits & 0x8000_0000 != 0 }
      set { bits = newValue ? bits | 0x8000_0000 : bits & 0x7FFF_FFFF }
    }

    static func == (a: Reference, b: Reference) -> Bool {
      (a.field, a.scopeIndex, a.id, a.bits, a.fromIndex, a.textIndex)
        == (b.field, b.scopeIndex, b.id, b.bits, b.fromIndex, b.textIndex)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(field)
      hasher.combine(id)
      hasher.combine(textIndex < 0 ? nil : placeholderOffset)
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
  /// The texts placeholders are written in, each once (`Reference.textIndex`).
  private var texts: [String] = []
  /// The scopes references are looked up in (`Reference.scopeIndex`).
  private var scopes: [String] = []
  /// Every platform-only key written, in document order.
  private(set) var platformKeys: [PlatformKey] = []
  /// The first declaration of each id, of any kind; `sameID` chains the later ones (the same id
  /// declared by another kind, or repeated), so a lookup hashes the id alone.
  private var byID: [String: Int] = [:]
  private var sameID: [Int: Int] = [:]
  /// References by the declaration they resolve to, flat: those of declaration `d` are
  /// `referenceList[referenceStart[d]..<referenceStart[d + 1]]`.
  private var referenceStart: [Int] = []
  private var referenceList: [Int] = []

  init() {}

  /// The declarations and references read from a spec's tree, not indexed yet: the tree can be
  /// freed before the table is built (`SymbolTable(_: Walk)`).
  struct Walk {
    fileprivate var builder: Builder
  }

  /// Reads the declarations and references of `root` (a spec's tree) along `sections`.
  static func walk(_ root: Node, sections: SectionList) -> Walk {
    var builder = Builder(sections)
    builder.walk(root, .object(sections.root), field: nil, stack: [])
    return Walk(builder: builder)
  }

  /// The table of `root` (a spec's tree) read along `sections`.
  init(_ root: Node, sections: SectionList) {
    self.init(Self.walk(root, sections: sections))
  }

  /// The table of what a walk read.
  init(_ walk: consuming Walk) {
    declarations = walk.builder.declarations
    // Moved, not shared: setting `isResolved` below would copy a shared array whole (the walk's
    // own, not a copy of it, is emptied: 10 MB on a 10 MB spec).
    references = walk.builder.references
    walk.builder.references = []
    platformKeys = walk.builder.platformKeys
    texts = walk.builder.texts
    scopes = walk.builder.scopes
    // The last declaration of each id so far, by its first one's index.
    var last = [Int32](repeating: -1, count: declarations.count)
    byID.reserveCapacity(declarations.count)
    for (index, declaration) in declarations.enumerated() {
      let id = declaration.id.value
      if let first = byID[id] {
        sameID[Int(last[first])] = index
        last[first] = Int32(truncatingIfNeeded: index)
      } else {
        byID[id] = index
        last[index] = Int32(truncatingIfNeeded: index)
      }
    }
    var counts = [Int](repeating: 0, count: declarations.count + 1)
    // Each (reference, target) pair in one Int, the reference in the high 32 bits (an array of
    // tuples costs its generic metadata on first use, ~0.4 M instructions a lint).
    var pairs: [Int] = []
    pairs.reserveCapacity(references.count)
    for index in references.indices {
      var resolved = false
      let reference = references[index]
      forEachTarget(reference.id.value, kinds: reference.kinds, scope: scope(of: reference)) { target in
        resolved = true
        counts[target + 1] += 1
        pairs.append(index << 32 | target)
      }
      if resolved { references[index].isResolved = true }
    }
    for d in declarations.indices { counts[d + 1] += counts[d] }
    referenceStart = counts
    referenceList = [Int](repeating: 0, count: pairs.count)
    var next = counts
    for pair in pairs {
      let target = pair & 0xFFFF_FFFF
      referenceList[next[target]] = pair >> 32
      next[target] += 1
    }
  }

  // MARK: Queries

  /// Declarations of `id` among `kinds` (in `scope` when given and the declaration is scoped).
  func lookup(_ id: String, kinds: [String], scope: String?) -> [Int] {
    var found: [Int] = []
    forEachTarget(id, kinds: kinds, scope: scope) { found.append($0) }
    return found
  }

  /// Calls `body` with each declaration `lookup` finds, in the same order, without an array.
  private func forEachTarget(_ id: String, kinds: [String], scope: String?, _ body: (Int) -> Void) {
    guard let first = byID[id] else { return }
    for kind in kinds {
      var next: Int? = first
      while let index = next {
        let declaration = declarations[index]
        if declaration.kind == kind
          && (scope == nil || declaration.scope == nil || declaration.scope == scope)
        {
          body(index)
        }
        next = sameID[index]
      }
    }
  }

  /// The declarations reference `index` resolves to.
  func targets(of index: Int) -> [Int] {
    let reference = references[index]
    return reference.isResolved
      ? lookup(reference.id.value, kinds: reference.kinds, scope: scope(of: reference)) : []
  }

  /// The scope `reference`'s id is looked up in (a transition's target: its flow), when its
  /// kind has one.
  func scope(of reference: Reference) -> String? {
    reference.scopeIndex < 0 ? nil : scopes[Int(reference.scopeIndex)]
  }

  /// For a `{{name}}` placeholder: the text it is written in and the scalar offset of the name.
  func placeholder(of reference: Reference) -> (text: Located<String>, offset: Int)? {
    guard reference.textIndex >= 0 else { return nil }
    return (Located(texts[Int(reference.textIndex)], at: reference.id.mark), reference.placeholderOffset)
  }

  /// Where a reference's id is written: a placeholder's name inside its text, when the text is
  /// on one line (`source` reproduces it); nil when it cannot be placed exactly.
  func mark(of reference: Reference, in source: SourceText) -> Mark? {
    guard let (text, offset) = placeholder(of: reference) else { return reference.id.mark }
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

  fileprivate struct Builder {
    /// What the walk needs of one object schema, looked up once per object: whether it declares
    /// ids, and the fields it walks into: those that name ids or hold, at any depth, an object
    /// that declares or names ids (a title or a channel's importance holds none, so the walk
    /// neither looks their keys up nor visits their values).
    struct ObjectInfo {
      var declares: Bool
      var walked: [(key: String, type: SchemaType, field: Reference.Field?, platform: PlatformName?)]
    }

    /// By object schema name; a name used by two object schemas with different fields has none
    /// (the walk looks each key up in its own schema then).
    let objects: [String: ObjectInfo]
    let declaring: Set<String>
    let parents: [String: String]
    var declarations: [Declaration] = []
    var references: [Reference] = []
    var platformKeys: [PlatformKey] = []
    var texts: [String] = []
    var scopes: [String] = []

    /// The builder of the standard sections, read from the schema once per process (1.2 M
    /// instructions, as much as the walk of a small spec).
    private static let standard = Builder(reading: .standard)

    /// A builder for `sections`: the standard one when `sections` is `SectionList.standard`
    /// itself (the same storage, not only the same keys: a test may register other schemas).
    init(_ sections: SectionList) {
      let isStandard =
        sections.sections.withUnsafeBufferPointer { $0.baseAddress }
        == SectionList.standard.sections.withUnsafeBufferPointer { $0.baseAddress }
      self = isStandard ? Self.standard : Builder(reading: sections)
    }

    private init(reading sections: SectionList) {
      let declaring = SymbolTable.declaringKinds(sections)
      let parents = SymbolTable.parentKinds(sections)
      func objectNames(in type: SchemaType) -> [String] {
        switch type {
        case .list(let element), .map(let element, _): objectNames(in: element)
        case .object(let object): [object.name]
        default: []
        }
      }
      // Every object schema by name, and the names two different schemas share.
      var schemas: [String: ObjectSchema] = [:]
      var order: [String] = []
      var ambiguous = Set<String>()
      func collect(_ type: SchemaType) {
        switch type {
        case .list(let element), .map(let element, _): collect(element)
        case .object(let object):
          if let seen = schemas[object.name] {
            // The same schema reached again (most repeats: one static schema used in several
            // places) shares its fields' storage: equal without comparing them.
            let same =
              seen.fields.withUnsafeBufferPointer { $0.baseAddress }
              == object.fields.withUnsafeBufferPointer { $0.baseAddress }
            if !same
              && (seen.fields.map(\.name) != object.fields.map(\.name)
                || seen.fields.map(\.reference) != object.fields.map(\.reference)
                || seen.fields.map(\.platform) != object.fields.map(\.platform)
                || seen.fields.map({ objectNames(in: $0.type) }) != object.fields.map({ objectNames(in: $0.type) }))
            {
              ambiguous.insert(object.name)
            }
            return
          }
          schemas[object.name] = object
          order.append(object.name)
          for field in object.fields { collect(field.type) }
        default: break
        }
      }
      collect(.object(sections.root))
      // The objects the walk must enter: those that declare or name ids or have a platform-only
      // key, and, until nothing changes, those with a field that reaches one.
      var relevant = Set(
        order.filter { name in
          ambiguous.contains(name) || declaring.contains(name)
            || (schemas[name]?.fields.contains { $0.reference != nil || $0.platform != nil } ?? false)
        })
      var changed = true
      while changed {
        changed = false
        for name in order where !relevant.contains(name) {
          let fields = schemas[name]?.fields ?? []
          if fields.contains(where: { objectNames(in: $0.type).contains(where: relevant.contains) }) {
            relevant.insert(name)
            changed = true
          }
        }
      }
      var objects: [String: ObjectInfo] = [:]
      for name in order where !ambiguous.contains(name) {
        guard let object = schemas[name] else { continue }
        var info = ObjectInfo(declares: declaring.contains(name), walked: [])
        var seen = Set<String>(minimumCapacity: object.fields.count)
        for field in object.fields where seen.insert(field.name).inserted {
          let named = field.reference.map { reference in
            Reference.Field(
              name: "\(name).\(field.name)", reference: reference,
              scopeKind: reference.kinds.count == 1 ? parents[reference.kinds[0]] : nil)
          }
          if named != nil || field.platform != nil || objectNames(in: field.type).contains(where: relevant.contains) {
            info.walked.append((field.name, field.type, named, field.platform))
          }
        }
        objects[name] = info
      }
      self.objects = objects
      self.declaring = declaring
      self.parents = parents
    }

    /// The enclosing declarations, outermost first.
    typealias Stack = [(kind: String, id: String, index: Int)]

    /// Notes a platform-only key (`FieldSchema.platform`) where it is written.
    mutating func recordPlatformKey(_ object: String, _ key: String, _ platform: PlatformName, at mark: Mark) {
      platformKeys.append(PlatformKey(field: object + "." + key, platform: platform, key: Located(key, at: mark)))
    }

    /// The field a value is walked for, when it names ids.
    typealias Field = Reference.Field?

    /// The scope of `kind` seen from inside `stack`: the innermost enclosing item of the kind
    /// that declares it, when it is declared inside another.
    mutating func scope(of kind: String, in stack: Stack) -> String? {
      guard let parent = parents[kind], let item = stack.last(where: { $0.kind == parent }) else { return nil }
      // The items of one enclosing item (a template's variants) share its scope's string.
      if let last = lastScope, last.index == item.index { return last.text }
      let text = "\(parent):\(item.id)"
      lastScope = (item.index, text)
      return text
    }

    /// The scope last made, by the index of the enclosing declaration it names.
    private var lastScope: (index: Int, text: String)?

    /// Walks `node` as a value of `type` (of `field`).
    mutating func walk(_ node: Node, _ type: SchemaType, field: Field, stack: Stack) {
      switch (node.kind, type) {
      case (.scalar(let text, _), _):
        // A null value is an absent one, as the decoder reads it.
        if let field, !node.isNull {
          refer(Located(text, at: node.mark), field, stack)
        }
      case (.sequence(let items), .list(let element)):
        for item in items { walk(item, element, field: field, stack: stack) }
      case (.mapping(let pairs), .map(let value, _)):
        for pair in pairs { walk(pair.value, value, field: field, stack: stack) }
      case (.mapping(let pairs), .object(let schema)):
        var stack = stack
        let info = objects[schema.name]
        let declares = info?.declares ?? declaring.contains(schema.name)
        if declares, let id = pairs.first(where: { $0.key.scalar == "id" })?.value, let text = id.scalar {
          declarations.append(
            Declaration(
              kind: schema.name, scope: scope(of: schema.name, in: stack), id: Located(text, at: id.mark),
              item: node.mark))
          stack.append((schema.name, text, declarations.count - 1))
        }
        if let info {
          // Only the fields that can hold a reference or a declaration, by key; the first
          // field of a name wins, as `ObjectSchema.field` finds it.
          for pair in pairs {
            guard let key = pair.key.scalar, !(declares && key == "id"),
              let walked = info.walked.first(where: { $0.key == key })
            else { continue }
            if let platform = walked.platform { recordPlatformKey(schema.name, key, platform, at: pair.key.mark) }
            walk(pair.value, walked.type, field: walked.field, stack: stack)
          }
        } else {
          for pair in pairs {
            guard let key = pair.key.scalar, !(declares && key == "id"), let sub = schema.field(key) else { continue }
            if let platform = sub.platform { recordPlatformKey(schema.name, key, platform, at: pair.key.mark) }
            let field = sub.reference.map { reference in
              Reference.Field(
                name: "\(schema.name).\(key)", reference: reference,
                scopeKind: reference.kinds.count == 1 ? parents[reference.kinds[0]] : nil)
            }
            walk(pair.value, sub.type, field: field, stack: stack)
          }
        }
      default:
        break
      }
    }

    /// Records what `value` of field `name` names.
    mutating func refer(_ value: Located<String>, _ field: Reference.Field, _ stack: Stack) {
      let reference = field.reference
      var scopeIndex = -1
      if field.scopeKind != nil, let scope = scope(of: reference.kinds[0], in: stack) {
        // References of one flow follow each other: their scope is kept once.
        if scopes.last != scope { scopes.append(scope) }
        scopeIndex = scopes.count - 1
      }
      switch reference.form {
      case .id:
        references.append(
          Reference(field: field, scopeIndex: scopeIndex, id: value, text: nil, from: stack.last?.index))
      case .placeholders:
        let found = Self.placeholders(in: value.value)
        guard !found.isEmpty else { return }
        texts.append(value.value)
        for (offset, id) in found {
          references.append(
            Reference(
              field: field, scopeIndex: scopeIndex, id: Located(id, at: value.mark),
              text: (texts.count - 1, offset), from: stack.last?.index))
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
        var found: [(offset: Int, name: String)] = []
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
