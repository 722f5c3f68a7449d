/// User-facing copy and the wording rules that apply to it.
enum CopyTables {
  static func copy(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Id", "Platform", "Context", "Requests", "Text"])
    for copy in spec.copy {
      table.append([
        links.declared(copy.id), copy.platform.value.rawValue, MarkdownTable.text(copy.context.value),
        copy.requests.map { MarkdownTable.text($0.value) } ?? "", MarkdownTable.text(copy.text.value),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func rules(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Rule", "Applies to", "Checks", "Severity", "Message"])
    for rule in spec.copyRules {
      table.append([
        MarkdownTable.code(rule.id.value), scope(rule, links: links), checks(rule), rule.severity.rawValue,
        MarkdownTable.text(rule.message.value),
      ])
    }
    return table
  }

  /// Where a rule applies, e.g. "platforms: android; contexts: prompt; except: `ios_allow_alarms`".
  static func scope(_ rule: CopyRule, links: DocLinks = DocLinks()) -> String {
    var parts: [String] = []
    if let platforms = rule.platforms {
      parts.append("platforms: " + platforms.map(\.rawValue).joined(separator: ", "))
    }
    if let contexts = rule.contexts {
      parts.append("contexts: " + MarkdownTable.text(contexts.joined(separator: ", ")))
    }
    if let copy = rule.copy { parts.append("copy: " + copy.map(links.named).joined(separator: ", ")) }
    if !rule.except.isEmpty { parts.append("except: " + rule.except.map(links.named).joined(separator: ", ")) }
    if !rule.exceptRequests.isEmpty {
      parts.append(
        "except prompts requesting: " + MarkdownTable.text(rule.exceptRequests.map(\.value).joined(separator: ", ")))
    }
    return parts.isEmpty ? "all copy" : parts.joined(separator: "; ")
  }

  /// What a rule checks, e.g. "forbids: alarm, alarms; requires one of: notification".
  static func checks(_ rule: CopyRule) -> String {
    var parts: [String] = []
    if !rule.forbidWords.isEmpty { parts.append("forbids: " + quoted(rule.forbidWords)) }
    if !rule.requireAny.isEmpty { parts.append("requires one of: " + quoted(rule.requireAny)) }
    if let maxLength = rule.maxLength { parts.append("at most \(maxLength.value) characters") }
    if rule.sameTextAcrossPlatforms { parts.append("same text on every platform") }
    return parts.joined(separator: "; ")
  }

  private static func quoted(_ words: [Located<String>]) -> String {
    words.map { "“" + MarkdownTable.text($0.value) + "”" }.joined(separator: ", ")
  }

  static func copySection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.copy.isEmpty else { return nil }
    return .table("copy", "Copy", copy(spec, links: links))
  }

  static func rulesSection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.copyRules.isEmpty else { return nil }
    return .table("copy_rules", "Copy rules", rules(spec, links: links))
  }
}
