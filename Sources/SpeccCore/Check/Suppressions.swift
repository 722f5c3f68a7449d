import Foundation

/// In-file suppressions, each with a reason:
///
/// ```yaml
/// # specc:disable-next-line template_overflow -- the pharmacy list caps names at 40
/// title: "{{medicine}}"
/// # specc:disable unused_declaration -- kept for the next release
/// …
/// # specc:enable unused_declaration
/// ```
///
/// Only full-line comments count; a directive after a value, a `disable-next-line` on the last
/// line and an `enable` that ends nothing are reported. `disable-next-line` covers the next line and the block it opens
/// (the lines indented deeper than it), since a finding about a YAML entry points inside it. A suppression without a reason, naming no known rule, or that
/// suppresses nothing is itself reported (`suppression`), and cannot be suppressed.
enum Suppressions {
  static let description = RuleDescription(
    id: "suppression", title: "Suppressions",
    summary:
      "A `# specc:disable-next-line RULE -- reason` comment (or a `# specc:disable RULE -- reason` … `# specc:enable RULE` block) hides the findings of RULE on the next line (or the lines between); a reason is required, the rule must exist, and a suppression that hides nothing is a warning.",
    rationale:
      "Teams adopting a checker need to accept a finding on purpose without turning the rule off; the reason is the record of why, and a stale suppression would hide the next real finding.",
    triggering: [
      LoadingRules.header + "↓# specc:disable-next-line unused_declaration\n"
        + "reminders:\n  offsets_minutes: [10]\n"
        + "↓# specc:disable-next-line template_tokens -- nothing here uses a token\n"
        + "description: plain\n"
        + "↓# specc:disable-next-line tempalte_tokens -- a typo\n"
        + "name2: x\n",
      LoadingRules.header
        + "categories:\n  - id: UNUSED ↓# specc:disable-next-line unused_declaration -- next release\n",
      LoadingRules.header + "↓# specc:enable unused_declaration\n",
      LoadingRules.header + "↓# specc:disable-next-line unused_declaration -- nothing below\n",
    ],
    nonTriggering: [
      LoadingRules.header + "# specc:disable-next-line unused_declaration -- the slots get reminders next release\n"
        + "reminders:\n  offsets_minutes: [10]\n"
    ])

  private struct Entry {
    var rules: [String]
    var first: Int
    var last: Int
    var line: Int
    var used = false
  }

  /// `diagnostics` without the suppressed ones, plus the findings about the suppressions.
  /// `ruleIDs` are the ids a suppression may name (the run's `RuleRegistry`), read only when the
  /// file has a `specc:` comment.
  static func apply(
    _ diagnostics: [Diagnostic], source bytes: [UInt8], path: String, ruleIDs: @autoclosure () -> [String]
  ) -> [Diagnostic] {
    guard bytes.count < 64 << 20, containsMarker(bytes) else { return diagnostics }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var sink = DiagnosticSink(path: path)
    let ids = ruleIDs()
    let known = Set(ids)
    var entries: [Entry] = []
    var open: [String: Int] = [:]
    for (index, raw) in lines.enumerated() {
      let text = raw.trimmingCharacters(in: .whitespaces)
      let number = index + 1
      // `# specc:disable…`: prose such as `# specc: the tokens…` is not a directive.
      guard text.hasPrefix("#"), text.dropFirst().trimmingCharacters(in: .whitespaces).hasPrefix("specc:"),
        let marker = text.range(of: "specc:"), text[marker.upperBound...].first?.isLetter == true
      else {
        // A directive after a value is a YAML comment too, but specc reads only full-line ones:
        // say so rather than ignore it.
        if let column = trailingDirective(raw) {
          sink.error(
            description.ruleID,
            "a specc: suppression after a value is ignored: put it on its own line above the line it covers",
            at: Mark(line: number, column: column))
        }
        continue
      }
      let mark = Mark(line: number, column: raw.prefix { $0 == " " }.count + 1)
      let body = text[marker.upperBound...]
      let parts = body.components(separatedBy: " -- ")
      let words = parts[0].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
      guard let verb = words.first, ["disable-next-line", "disable", "enable"].contains(verb) else {
        sink.error(
          description.ruleID, "unknown specc comment: use specc:disable-next-line, specc:disable or specc:enable",
          at: mark)
        continue
      }
      let named = Array(words.dropFirst())
      if named.isEmpty {
        sink.error(description.ruleID, "specc:\(verb) names no rule", at: mark)
        continue
      }
      // A misspelt rule is reported once, here, and then left out (it would hide nothing).
      for rule in named where !known.contains(rule) {
        let hint = Suggest.closest(to: rule, in: ids).map { "; did you mean '\($0)'?" } ?? ""
        sink.error(description.ruleID, "specc:\(verb) names no known rule '\(rule)'\(hint)", at: mark)
      }
      let rules = named.filter(known.contains)
      guard !rules.isEmpty else { continue }
      let reason = parts.count > 1 ? parts[1...].joined(separator: " -- ").trimmingCharacters(in: .whitespaces) : ""
      if verb != "enable" && reason.isEmpty {
        sink.error(description.ruleID, "specc:\(verb) needs a reason: add ' -- why' after the rule", at: mark)
        continue
      }
      switch verb {
      case "disable-next-line":
        let next = (index + 1..<lines.count).first {
          let line = lines[$0].trimmingCharacters(in: .whitespaces)
          return !line.isEmpty && !line.hasPrefix("#")
        }
        guard let next else {
          sink.error(
            description.ruleID, "specc:disable-next-line is on the last line: there is no line for it to cover",
            at: mark)
          continue
        }
        // The next line, and the block it opens (the lines indented deeper than it).
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        let depth = indent(lines[next])
        var last = next
        for later in next + 1..<lines.count {
          let line = lines[later]
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
          guard indent(line) > depth else { break }
          last = later
        }
        entries.append(Entry(rules: rules, first: next + 1, last: last + 1, line: number))
      case "disable":
        for rule in rules { open[rule] = entries.count }
        entries.append(Entry(rules: rules, first: number + 1, last: Int.max, line: number))
      default:
        for rule in rules {
          if let at = open.removeValue(forKey: rule) {
            entries[at].last = min(entries[at].last, number - 1)
          } else {
            sink.error(
              description.ruleID, "specc:enable \(rule) ends no specc:disable \(rule) above it: remove it", at: mark)
          }
        }
      }
    }
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      let line = diagnostic.location.line
      if let at = entries.firstIndex(where: {
        $0.rules.contains(diagnostic.ruleID) && (($0.first)...($0.last)).contains(line)
      }) {
        entries[at].used = true
      } else {
        kept.append(diagnostic)
      }
    }
    for entry in entries where !entry.used {
      sink.warning(
        description.ruleID,
        "this suppression of \(entry.rules.joined(separator: ", ")) hides nothing: remove it",
        at: Mark(line: entry.line, column: 1))
    }
    return kept + sink.diagnostics
  }

  /// The column (1-based, in characters) of a `# specc:` directive that follows a value on its
  /// line (`title: x  # specc:disable-next-line …`), if any.
  static func trailingDirective(_ line: Substring) -> Int? {
    var previous: Character = " "
    var column = 0
    var rest = line[...]
    while let character = rest.first {
      column += 1
      if character == "#" && (previous == " " || previous == "\t") {
        let after = rest.dropFirst().drop { $0 == " " }
        if after.hasPrefix("specc:"), after.dropFirst("specc:".count).first?.isLetter == true { return column }
      }
      previous = character
      rest = rest.dropFirst()
    }
    return nil
  }

  /// Whether the file holds `specc:` at all (most files do not: nothing to parse).
  private static func containsMarker(_ bytes: [UInt8]) -> Bool {
    let marker: [UInt8] = Array("specc:".utf8)
    guard bytes.count >= marker.count else { return false }
    // libc's memchr finds each 's', the rest is compared where one is: this runs over every
    // byte of every spec on each lint (a loop over the bytes cost 5.4 M instructions on 1 MB).
    return bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return false }
      let last = buffer.count - marker.count
      var start = 0
      while start <= last, let found = memchr(base + start, Int32(marker[0]), last + 1 - start) {
        let at = base.distance(to: UnsafeRawPointer(found))
        var matched = 1
        while matched < marker.count && buffer[at + matched] == marker[matched] { matched += 1 }
        if matched == marker.count { return true }
        start = at + 1
      }
      return false
    }
  }
}
