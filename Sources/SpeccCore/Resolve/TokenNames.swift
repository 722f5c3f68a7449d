/// The spec's declared tokens by name: the one table that matches a `{{name}}` written in a text
/// (a template's title, a translation) to the token it names. `TemplateText` parses a text
/// against it, and each token of the text it finds is a `Ref<Token>` linked here, so what follows
/// the parse reads the token through the handle (`spec[ref]`), never by its name again.
struct TokenNames: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// The declared names, in spec order (what a misspelt token's suggestion is chosen from).
  let names: [String]
  /// The index in `Spec.tokens` of the first token declared under each name.
  private let first: [String: Int]

  /// The names of `tokens` (a spec's `tokens`, in order).
  init(_ tokens: [Token]) { self.init(names: tokens.map(\.id.value)) }

  /// Names standing for tokens declared in this order (each the index of its first in `names`).
  init(names: [String]) {
    self.names = names
    var first: [String: Int] = [:]
    first.reserveCapacity(names.count)
    for (index, name) in names.enumerated() where first[name] == nil { first[name] = index }
    self.first = first
  }

  init(arrayLiteral names: String...) { self.init(names: names) }

  /// True when a token is declared as `name`.
  func contains(_ name: String) -> Bool { first[name] != nil }

  /// The token declared as `name`, linked (written at `mark`), nil when none is.
  func ref(_ name: String, at mark: Mark) -> Ref<Token>? {
    guard let index = first[name] else { return nil }
    var ref = Ref<Token>(Located(name, at: mark))
    ref.resolve(to: index)
    return ref
  }

  static func == (a: TokenNames, b: TokenNames) -> Bool { a.names == b.names }
  func hash(into hasher: inout Hasher) { hasher.combine(names) }
}
