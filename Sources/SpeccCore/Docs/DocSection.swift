/// One titled part of a spec's docs page, and the block `--inject` can place elsewhere.
struct DocSection: Sendable, Equatable {
  /// Short name within the spec (`status_labels`); the injection name is `<spec id>.<key>`.
  var key: String
  /// Heading on the page.
  var title: String
  /// Markdown, ending in a newline; what `--inject` places between the markers.
  var body: String
  /// Smaller blocks that can be injected on their own (one per flow), named `<spec id>.<key>`.
  var parts: [DocSection]

  init(key: String, title: String, body: String, parts: [DocSection] = []) {
    self.key = key
    self.title = title
    self.body = body
    self.parts = parts
  }
}

extension DocSection {
  /// A section holding one table, with an optional sentence before it.
  static func table(_ key: String, _ title: String, _ table: MarkdownTable, intro: String? = nil) -> DocSection {
    let lead = intro.map { $0 + "\n\n" } ?? ""
    return DocSection(key: key, title: title, body: lead + table.render())
  }
}
