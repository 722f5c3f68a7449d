import SpeccRuntime

/// Android's `values-<locale>/strings.xml`: specc's resources read from and merged into the
/// app's own files, through `StrictXML` (no DTD, no entity expansion, bytes kept).
extension StringsInterchange {
  /// The styling tags Android keeps in a string resource; specc keeps them in the text as
  /// written (`Tap <b>here</b>`), and writes them back as markup.
  static let stylingTags: Set<String> = [
    "a", "annotation", "b", "big", "font", "i", "s", "small", "strike", "sub", "sup", "tt", "u",
  ]

  /// A piece of a resource's content: character data (Android's escapes still to decode) or
  /// styling markup kept as written.
  enum Segment: Sendable, Hashable {
    case text(String)
    case markup(String)
  }

  struct ContentProblem: Error, Sendable {
    var message: String
    var mark: Mark
  }

  /// The content of an element as segments: `<xliff:g>` placeholders unwrapped to their text,
  /// styling tags as markup, comments left out; any other element is a problem.
  static func segments(_ children: [StrictXML.Node], into segments: inout [Segment]) throws(ContentProblem) {
    for child in children {
      switch child {
      case .text(let text, _, _, _): segments.append(.text(text))
      case .comment, .instruction: continue
      case .element(let element):
        if element.name == "xliff:g" {
          try Self.segments(element.children, into: &segments)
        } else if stylingTags.contains(element.name) {
          var tag = "<" + element.name
          for attribute in element.attributes {
            tag += " \(attribute.name)=\"" + xmlAttributeEscape(attribute.value) + "\""
          }
          segments.append(.markup(tag + ">"))
          try Self.segments(element.children, into: &segments)
          segments.append(.markup("</\(element.name)>"))
        } else {
          throw ContentProblem(
            message:
              "<\(element.name)> inside a text: specc keeps the styling tags (\(stylingTags.sorted().joined(separator: ", "))) and <xliff:g> placeholders",
            mark: element.mark)
        }
      }
    }
  }

  /// The text of an XML comment as StrictXML gives it, without `<!--` and `-->` if present.
  static func commentText(_ raw: String) -> String {
    var text = Substring(raw)
    if text.hasPrefix("<!--") { text = text.dropFirst(4) }
    if text.hasSuffix("-->") { text = text.dropLast(3) }
    return String(text)
  }

  static func xmlAttributeEscape(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The text Android reads from a resource's character data (XML references already decoded):
  /// backslash escapes decoded (`\uD83E\uDDD8`, a surrogate pair, as its one character), runs of
  /// unescaped white space collapsed to one space and trimmed, except inside unescaped double
  /// quotes (which are removed). Nil with a message when an escape is malformed.
  static func androidUnescape(_ raw: String) -> (text: String?, problem: String?) {
    androidUnescape([.text(raw)])
  }

  static func androidUnescape(_ segments: [Segment]) -> (text: String?, problem: String?) {
    var result = String.UnicodeScalarView()
    var quoted = false
    var pendingSpace = false
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(scalar)
    }
    func hex(_ scalars: [Unicode.Scalar], _ index: Int) -> UInt32? {
      guard index + 4 <= scalars.count else { return nil }
      let digits = String(String.UnicodeScalarView(scalars[index..<(index + 4)]))
      guard digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit) else { return nil }
      return UInt32(digits, radix: 16)
    }
    for segment in segments {
      guard case .text(let raw) = segment else {
        if case .markup(let markup) = segment { markup.unicodeScalars.forEach(emit) }
        continue
      }
      let scalars = Array(raw.unicodeScalars)
      var index = 0
      while index < scalars.count {
        let scalar = scalars[index]
        index += 1
        if scalar == "\\" {
          guard index < scalars.count else { return (nil, "a backslash at the end of the text escapes nothing") }
          let escaped = scalars[index]
          index += 1
          switch escaped {
          case "n": emit("\n")
          case "t": emit("\t")
          case "u":
            guard var code = hex(scalars, index) else { return (nil, "\\u needs four hex digits") }
            index += 4
            if (0xD800...0xDBFF).contains(code) {
              guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u",
                let low = hex(scalars, index + 2), (0xDC00...0xDFFF).contains(low)
              else { return (nil, "\\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair") }
              index += 6
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let decoded = Unicode.Scalar(code) else {
              return (nil, "\\u\(String(code, radix: 16, uppercase: true)) is half of a surrogate pair")
            }
            emit(decoded)
          case "\\", "'", "\"", "@", "?": emit(escaped)
          default: return (nil, "unknown escape \\\(escaped)")
          }
        } else if scalar == "\"" {
          quoted.toggle()
        } else if !quoted && [" ", "\n", "\t", "\r"].contains(scalar) {
          pendingSpace = true
        } else if !quoted && scalar == "'" {
          return (nil, "an apostrophe must be escaped (\\') outside double quotes")
        } else {
          emit(scalar)
        }
      }
    }
    return (String(result), nil)
  }

  /// The ranges (in scalars) of the styling tags of `text` when they pair up (`<b>…</b>`,
  /// `<a href="…">…</a>`); empty when there are none or they do not nest properly (then every
  /// `<` is text).
  static func styledRanges(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var open: [String] = []
    var index = 0
    func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    func tag(at start: Int) -> (end: Int, name: String, closing: Bool)? {
      var i = start + 1
      let closing = i < scalars.count && scalars[i] == "/"
      if closing { i += 1 }
      var name = ""
      while i < scalars.count, isLetter(scalars[i]) {
        name.unicodeScalars.append(scalars[i])
        i += 1
      }
      guard stylingTags.contains(name) else { return nil }
      while !closing, i < scalars.count, scalars[i] == " " {
        while i < scalars.count, scalars[i] == " " { i += 1 }
        guard i < scalars.count, isLetter(scalars[i]) else { break }
        while i < scalars.count, isLetter(scalars[i]) || scalars[i] == ":" || scalars[i] == "_" || scalars[i] == "-" {
          i += 1
        }
        guard i + 1 < scalars.count, scalars[i] == "=", scalars[i + 1] == "\"" else { return nil }
        i += 2
        while i < scalars.count, scalars[i] != "\"" {
          guard scalars[i] != "<" else { return nil }
          if scalars[i] == "&" {
            let rest = String(String.UnicodeScalarView(scalars[i..<min(scalars.count, i + 6)]))
            guard ["&amp;", "&lt;", "&quot;"].contains(where: { rest.hasPrefix($0) }) else { return nil }
          }
          i += 1
        }
        guard i < scalars.count else { return nil }
        i += 1
      }
      guard i < scalars.count, scalars[i] == ">" else { return nil }
      return (i + 1, name, closing)
    }
    while index < scalars.count {
      guard scalars[index] == "<", let found = tag(at: index) else {
        index += 1
        continue
      }
      if found.closing {
        guard open.last == found.name else { return [] }
        open.removeLast()
      } else {
        open.append(found.name)
      }
      ranges.append(index..<found.end)
      index = found.end
    }
    return open.isEmpty ? ranges : []
  }

  /// A text as Android reads it back exactly: XML's `&` and `<`; Android's `\\`, `\'`, `\"`,
  /// `\n`, `\t`; `\@` and `\?` at the start (a resource reference otherwise); a space that
  /// Android would collapse or trim, and other control characters, as `\uXXXX`; styling tags
  /// that pair up (`<b>…</b>`) as markup.
  static func androidEscape(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    var styled = styledRanges(scalars)[...]
    var index = 0
    while index < scalars.count {
      if let range = styled.first, range.lowerBound == index {
        result += String(String.UnicodeScalarView(scalars[range]))
        index = range.upperBound
        styled = styled.dropFirst()
        continue
      }
      let scalar = scalars[index]
      switch scalar {
      case "\\": result += "\\\\"
      case "'": result += "\\'"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "@" where index == 0: result += "\\@"
      case "?" where index == 0: result += "\\?"
      case " " where index == 0 || index == scalars.count - 1 || scalars[index - 1] == " ":
        result += "\\u0020"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      index += 1
    }
    return result
  }

  /// Whether Android would read a `%` of the text as a format specifier (a `%` followed by
  /// anything): then a new resource gets `formatted="false"`. A resource that exists keeps the
  /// attributes it has.
  static func needsUnformatted(_ text: String) -> Bool {
    var rest = Substring(text)
    while let percent = rest.firstIndex(of: "%") {
      rest = rest[rest.index(after: percent)...]
      if !rest.isEmpty { return true }
    }
    return false
  }

  // MARK: - Import

  /// The texts of one of specc's `<string>` or `<plurals>`: a translation, or a form per
  /// `<item>`; an extra plural category is a warning, anything malformed an error.
  static func decodeResource(
    _ element: StrictXML.ElementNode, text: TranslatableText, locale value: LocaleValue, file: ImportedFile
  ) -> Reading {
    let locale = value.tag
    var reading = Reading()
    func error(_ message: String, _ mark: Mark) {
      reading.diagnostics.append(file.diagnostic(.error, message, at: mark))
    }
    func decode(_ item: StrictXML.ElementNode, _ category: String?) {
      var parts: [Segment] = []
      do {
        try segments(item.children, into: &parts)
      } catch {
        reading.diagnostics.append(file.diagnostic(.error, error.message, at: error.mark))
        return
      }
      let decoded = androidUnescape(parts)
      guard let value = decoded.text else {
        error("the text of '\(text.key)' cannot be read: \(decoded.problem ?? "malformed")", item.mark)
        return
      }
      reading.entries.append(
        Imported(entry: Entry(locale: locale, key: text.key, category: category, value: value), mark: item.mark))
    }
    let isPlural = element.name == "plurals"
    guard isPlural == text.isPlural else {
      error(
        text.isPlural
          ? "'\(text.key)' varies with a count: give it as <plurals> with an <item> per plural category"
          : "'\(text.key)' has no plural forms: give it as a <string>", element.mark)
      return reading
    }
    guard isPlural else {
      decode(element, nil)
      return reading
    }
    let categories = value.pluralCategories.map(\.rawValue)
    for item in element.elements {
      guard item.name == "item" else {
        error("unexpected <\(item.name)> in <plurals>: a plural form is an <item quantity=…>", item.mark)
        continue
      }
      guard let quantity = item.attribute("quantity"), SpecSchema.pluralCategories.contains(quantity) else {
        let what =
          item.attribute("quantity").map { "'\($0)' is not a CLDR plural category" } ?? "an <item> needs quantity"
        error(
          "bad plural quantity of '\(text.key)': \(what) (\(locale) has \(categories.joined(separator: ", ")))",
          item.mark)
        continue
      }
      guard categories.contains(quantity) else {
        reading.diagnostics.append(
          file.diagnostic(
            .warning,
            "extra plural category of '\(text.key)': '\(quantity)' is not a plural category of \(locale) (\(locale) has \(categories.joined(separator: ", "))), so it is not read",
            at: item.mark))
        continue
      }
      decode(item, quantity)
    }
    return reading
  }

  /// Parses a strings.xml: UTF-8, strict XML, a `<resources>` root.
  static func parseResources(_ file: ImportedFile) -> (root: StrictXML.ElementNode?, problem: Diagnostic?) {
    if let problem = file.utf8Problem() { return (nil, problem) }
    let root: StrictXML.ElementNode
    do {
      root = try StrictXML.parse(file.bytes)
    } catch {
      return (
        nil,
        file.diagnostic(.error, error.refused ? error.message : "not well-formed XML: \(error.message)", at: error.mark)
      )
    }
    guard root.name == "resources" else {
      return (
        nil, file.diagnostic(.error, "the root of a strings.xml is <resources>, not <\(root.name)>", at: root.mark)
      )
    }
    return (root, nil)
  }

  /// specc's resources named twice and plural forms given twice in one of them: errors at the
  /// second, naming the first (Android's resource compiler rejects both; neither import nor
  /// export guesses which one the translator meant).
  static func duplicates(in root: StrictXML.ElementNode, file: ImportedFile, ownership: Ownership) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var names: [String: Mark] = [:]
    for element in root.elements where element.name == "string" || element.name == "plurals" {
      guard let name = element.attribute("name"), ownership.owns(resource: name) else { continue }
      if let first = names[name] {
        diagnostics.append(
          file.diagnostic(
            .error, "duplicate resource '\(name)' (first at line \(first.line), column \(first.column)); keep one",
            at: element.mark))
        continue
      }
      names[name] = element.mark
      var quantities: [String: Mark] = [:]
      for item in element.elements where element.name == "plurals" && item.name == "item" {
        guard let quantity = item.attribute("quantity") else { continue }
        if let first = quantities[quantity] {
          diagnostics.append(
            file.diagnostic(
              .error,
              "duplicate plural form '\(quantity)' in '\(name)' (first at line \(first.line), column \(first.column)); keep one",
              at: item.mark))
        } else {
          quantities[quantity] = item.mark
        }
      }
    }
    return diagnostics
  }

  /// Reads one `values-<locale>/strings.xml`: specc's `<string>` and `<plurals>`; the app's
  /// other resources are one note; `<string-array>`, `<skip/>` and `translatable="false"`
  /// strings are skipped; a problem is a diagnostic located in the file.
  static func readAndroid(_ file: ImportedFile, locale: String, spec: ResolvedSpec, ownership: Ownership) -> Reading {
    var reading = Reading()
    let parsed = parseResources(file)
    guard let root = parsed.root else {
      reading.diagnostics += [parsed.problem].compactMap { $0 }
      return reading
    }
    reading.diagnostics = duplicates(in: root, file: file, ownership: ownership)
    guard reading.diagnostics.isEmpty else { return reading }
    var texts: [String: TranslatableText] = [:]
    for text in TranslatableText.all(in: spec.spec) where texts[ownership.resourceName(text.key)] == nil {
      texts[ownership.resourceName(text.key)] = text
    }
    let names = texts.keys.sorted()
    var foreign = 0
    var firstForeign: Located<String>?
    var suggestions = 10
    for element in root.elements {
      guard let name = element.attribute("name") else { continue }
      guard ownership.owns(resource: name) else {
        foreign += 1
        if firstForeign == nil { firstForeign = Located(name, at: element.mark) }
        continue
      }
      guard element.name == "string" || element.name == "plurals", element.attribute("translatable") != "false"
      else { continue }
      guard let text = texts[name] else {
        suggestions -= 1
        let suggestion =
          suggestions < 0 ? "" : Suggest.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        reading.diagnostics.append(
          file.diagnostic(
            .warning,
            "extra translation: '\(name)'\(suggestion) is not a text of \(spec.path), so it is not read",
            at: element.mark))
        continue
      }
      let read = decodeResource(element, text: text, locale: spec.locales[locale], file: file)
      reading.entries += read.entries
      reading.diagnostics += read.diagnostics
    }
    if let note = foreignNote(file, count: foreign, first: firstForeign, ownership: ownership, what: "resource") {
      reading.diagnostics.append(note)
    }
    return reading
  }

  // MARK: - Export

  /// The strings.xml `file` of `locale` (or a new one) with specc's resources written from the
  /// spec and every other byte as it was. A resource of specc's keeps its place, its other
  /// attributes and, when it already says what the spec says, its bytes (styling, `<xliff:g>`,
  /// `formatted`); the comment on the line before it is its translator comment, written by
  /// specc (someone else's comment there stays, specc's goes after it); new resources follow
  /// the last of specc's (or go before `</resources>`), by name. Nothing is removed: a resource
  /// of specc's the spec has no text of in this locale, or that cannot be read, stays as it is,
  /// with a note (a warning when unreadable).
  static func mergeAndroid(
    into file: ImportedFile?, path: String, locale: String, spec: ResolvedSpec, ownership: Ownership
  )
    -> (text: String?, diagnostics: [Diagnostic])
  {
    let file =
      file
      ?? ImportedFile(
        path: path, bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n</resources>\n".utf8))
    let parsed = parseResources(file)
    guard let root = parsed.root else { return (nil, [parsed.problem].compactMap { $0 }) }
    let repeated = duplicates(in: root, file: file, ownership: ownership)
    guard repeated.isEmpty else { return (nil, repeated) }
    let bytes = file.bytes
    let byKey = entriesByKey(of: spec)
    struct Wanted {
      var name: String
      var text: TranslatableText
      var entries: [Entry]
    }
    var wanted: [String: Wanted] = [:]
    for text in TranslatableText.all(in: spec.spec) {
      guard let entries = byKey[text.key]?[locale] else { continue }
      let name = ownership.resourceName(text.key)
      if wanted[name] == nil { wanted[name] = Wanted(name: name, text: text, entries: entries) }
    }
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    func lineStart(_ position: Int) -> Int {
      var index = position
      while index > 0, isBlank(bytes[index - 1]) { index -= 1 }
      return index == 0 || bytes[index - 1] == UInt8(ascii: "\n") ? index : position
    }
    func lineEnd(_ position: Int) -> Int {
      var index = position
      while index < bytes.count, isBlank(bytes[index]) || bytes[index] == 0x0D { index += 1 }
      if index == bytes.count { return index }
      return bytes[index] == UInt8(ascii: "\n") ? index + 1 : position
    }
    var indent = "    "
    if let first = root.elements.first {
      let start = lineStart(first.span.lowerBound)
      if start < first.span.lowerBound {
        indent = String(decoding: bytes[start..<first.span.lowerBound], as: UTF8.self)
      }
    }
    func comment(_ wanted: Wanted) -> String {
      var text = translatorComment(wanted.text, spec: spec).replacingOccurrences(of: "\n", with: " ")
      while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
      return "<!-- " + text + (text.hasSuffix("-") ? " " : "") + " -->"
    }
    func element(_ wanted: Wanted, attributes: String?) -> String {
      let name = "name=\"\(wanted.name)\""
      let unformatted = wanted.entries.contains { needsUnformatted($0.value) } ? " formatted=\"false\"" : ""
      let extra = attributes ?? unformatted
      if wanted.entries.count == 1, let only = wanted.entries.first, only.category == nil {
        return "<string \(name)\(extra)>\(androidEscape(only.value))</string>"
      }
      let order = SpecSchema.pluralCategories
      let items = wanted.entries.sorted {
        (order.firstIndex(of: $0.category ?? "other") ?? 6) < (order.firstIndex(of: $1.category ?? "other") ?? 6)
      }.map { "\(indent)\(indent)<item quantity=\"\($0.category ?? "other")\">\(androidEscape($0.value))</item>" }
      return "<plurals \(name)\(extra)>\n" + items.joined(separator: "\n") + "\n\(indent)</plurals>"
    }
    var edits: [(range: Range<Int>, text: String)] = []
    var notes: [Diagnostic] = []
    var done: Set<String> = []
    var lastOwnedEnd: Int?
    var pendingComment: (text: String, span: Range<Int>)?
    let specNames = Set(TranslatableText.all(in: spec.spec).map { ownership.resourceName($0.key) })
    let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? "values"
    for node in root.children {
      switch node {
      case .comment(let text, let span): pendingComment = (text, span)
      case .text(let text, _, _, _):
        if !text.allSatisfy(\.isWhitespace) || text.filter({ $0 == "\n" }).count > 1 { pendingComment = nil }
      case .instruction: pendingComment = nil
      case .element(let resource):
        let previousComment = pendingComment
        pendingComment = nil
        guard let name = resource.attribute("name"), ownership.owns(resource: name),
          resource.name == "string" || resource.name == "plurals"
        else { continue }
        let blockEnd = lineEnd(resource.span.upperBound)
        lastOwnedEnd = blockEnd
        // Export removes nothing it did not write: a resource the spec has no text of in this
        // locale (not imported yet, or a text the spec dropped) stays as it is, with a note.
        guard let want = wanted[name], done.insert(name).inserted else {
          notes.append(
            file.diagnostic(
              .note,
              specNames.contains(name)
                ? "kept '\(name)' in \(folder) as it is: the spec has no \(locale) text for it yet (import this file to bring it into the spec)"
                : "kept '\(name)' in \(folder) as it is: the spec has no such text (renamed or removed?); delete it when the app no longer uses it",
              at: resource.mark))
          continue
        }
        let current = decodeResource(resource, text: want.text, locale: spec.locales[locale], file: file)
        if let problem = current.diagnostics.first(where: { $0.severity == .error }) {
          notes.append(
            file.diagnostic(
              .warning,
              "kept '\(name)' in \(folder) as it is: it cannot be read (\(problem.message)), so the spec's text is not written over it; fix it, import, and export again",
              at: resource.mark))
          continue
        }
        if let previousComment, isSpeccComment(Self.commentText(previousComment.text), kind: want.text.kind) {
          edits.append((previousComment.span, comment(want)))
        } else {
          // No comment, or someone else's (kept, before specc's): specc's goes on the line before.
          let start = lineStart(resource.span.lowerBound)
          let lineIndent = String(decoding: bytes[start..<resource.span.lowerBound], as: UTF8.self)
          edits.append(
            start < resource.span.lowerBound || start == 0 || bytes[start - 1] == UInt8(ascii: "\n")
              ? (start..<start, lineIndent + comment(want) + "\n") : (start..<start, comment(want)))
        }
        if sameTexts(current.entries.map(\.entry), want.entries) { continue }
        let kept = resource.attributes.filter { $0.name != "name" }
        let attributes =
          kept.isEmpty ? nil : kept.map { " " + String(decoding: bytes[$0.span], as: UTF8.self) }.joined()
        edits.append((resource.span, element(want, attributes: attributes)))
      }
    }
    let new = wanted.values.filter { !done.contains($0.name) }.sorted { $0.name < $1.name }
    if !new.isEmpty {
      var at = lastOwnedEnd ?? root.span.upperBound
      if lastOwnedEnd == nil {
        // Before the end tag `</resources>`, on its own line when it has one.
        var close = root.span.upperBound - 1
        while close > root.startTag.upperBound, !(bytes[close] == UInt8(ascii: "<")) { close -= 1 }
        at = lineStart(close)
      }
      let block = new.map { "\(indent)\(comment($0))\n\(indent)\(element($0, attributes: nil))\n" }.joined()
      let startsLine = at == 0 || bytes[at - 1] == UInt8(ascii: "\n")
      edits.append((at..<at, (startsLine ? "" : "\n") + block))
    }
    edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in edits where edit.range.lowerBound >= cursor {
      output += bytes[cursor..<edit.range.lowerBound]
      output += Array(edit.text.utf8)
      cursor = edit.range.upperBound
    }
    output += bytes[cursor...]
    return (String(decoding: output, as: UTF8.self), notes)
  }
}
