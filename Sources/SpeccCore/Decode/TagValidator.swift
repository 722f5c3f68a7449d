/// Reports explicit YAML tags other than the core ones. A spec's types come from its schema;
/// a tag such as `!!float`, `!!binary` or a custom `!app!thing` (declared with `%TAG`) would
/// ask for a type specc does not have, so it is an error rather than silently ignored.
enum TagValidator {
  /// Core tags that name a shape the schema already reads (`!` is YAML's "plain string").
  static let allowed: Set<String> = [
    "!", "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map",
  ]

  /// Walks `root` without recursion and reports every node whose tag is not allowed. An aliased
  /// node is reported once (at its anchor), however often it is used.
  static func validate(_ root: Node, into sink: inout DiagnosticSink) {
    var stack = [root]
    var reported = Set<Mark>()
    while let node = stack.popLast() {
      if let tag = node.tag, !allowed.contains(tag), reported.insert(node.mark).inserted {
        sink.error(
          LoadingRules.unsupportedTag,
          "the tag '\(Suggest.clip(shortName(tag)))' is not supported: a spec's types come from the spec format; remove the tag",
          at: node.mark)
      }
      switch node.kind {
      case .scalar: break
      case .sequence(let items): stack.append(contentsOf: items.reversed())
      case .mapping(let pairs):
        for pair in pairs.reversed() {
          stack.append(pair.value)
          stack.append(pair.key)
        }
      }
    }
  }

  /// `!!float` for core tags, the full tag otherwise.
  static func shortName(_ tag: String) -> String {
    let core = "tag:yaml.org,2002:"
    return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
  }
}
