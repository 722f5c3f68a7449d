/// Cross-links between the tables of one docs page, read from the spec's symbol table: the cell
/// that shows a declared id carries an anchor, and a cell that shows an id a reference field names
/// (a template's channel, a slot's template) links to it. What is a reference and what it resolves
/// to is the symbol table's answer, so a field declared as a reference in the schema links with no
/// code here; an id that resolves to nothing, or to more than one declaration, stays plain code.
struct DocLinks: Sendable {
  /// The kinds whose tables anchor their declarations (`declared(_:)`): the channel group, channel, category,
  /// template, token, copy, status-label and error-code tables. A reference to another kind (a flow
  /// state, drawn in a diagram) is shown as plain code. `DocsPageTests` checks that every link on
  /// every page finds its anchor on that page, and that no anchor is written twice.
  static let anchoredKinds: Set<String> = [
    "channel group", "channel", "category", "template", "token", "copy", "status label", "error code",
  ]

  /// The anchor of each declaration's id, by where the id is written.
  private var anchorAt: [Mark: String] = [:]
  /// The anchor each resolved reference links to, by where its id is written.
  private var linkAt: [Mark: String] = [:]

  /// No links: every id as plain code.
  init() {}

  /// The links of a spec whose symbol table is `symbols`.
  init(_ symbols: SymbolTable) {
    var anchors: [Int: String] = [:]
    var taken = Set<String>()
    for (index, declaration) in symbols.declarations.enumerated() where Self.anchoredKinds.contains(declaration.kind) {
      let base = Self.slug(declaration.kind) + "-" + Self.slug(declaration.id.value)
      var anchor = base
      var suffix = 2
      while !taken.insert(anchor).inserted {
        anchor = base + "-" + String(suffix)
        suffix += 1
      }
      anchors[index] = anchor
      anchorAt[declaration.id.mark] = anchor
    }
    for index in symbols.references.indices where !symbols.references[index].isPlaceholder {
      let targets = symbols.targets(of: index)
      guard targets.count == 1, let anchor = anchors[targets[0]] else { continue }
      linkAt[symbols.references[index].id.mark] = anchor
    }
  }

  /// A declared id as a cell: `shown` (Markdown; the id as code by default) with the id's anchor.
  /// Use once per declaration and page.
  func declared(_ id: Located<String>, shown: String? = nil) -> String {
    let cell = shown ?? MarkdownTable.code(id.value)
    guard let anchor = anchorAt[id.mark], !cell.isEmpty else { return cell }
    return "<a id=\"" + anchor + "\"></a>" + cell
  }

  /// An id a reference field names, as a cell: code linking to its declaration's anchor.
  func named(_ id: Located<String>) -> String {
    let code = MarkdownTable.code(id.value)
    guard let anchor = linkAt[id.mark], !code.isEmpty else { return code }
    return "[" + code + "](#" + anchor + ")"
  }

  /// An anchor's part for `text`: ASCII letters, digits, `_` and `.` kept; every other scalar
  /// (spaces, `-`, non-ASCII) as `-` (a `-` of the text too, so `a-b` and `a b` cannot
  /// meet `a` `b` split by the kind's dash; collisions that remain get a numeric suffix).
  static func slug(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "_", ".": result.unicodeScalars.append(scalar)
      default: result += "-"
      }
    }
    return result
  }
}
