/// A small, strict XML reader for translation files (Android's strings.xml), written so that
/// specc decides what is read: no DTD is ever read and no entity expanded (a DOCTYPE, or an
/// entity other than XML's five and character references, is an error at its place, so an
/// external entity (XXE) can neither read a file nor turn into an empty string); elements keep
/// the bytes they span, so a file can be rewritten keeping every element specc does not own
/// byte for byte; no size limit but memory (linear time); nesting at most 64 deep.
/// Input is valid UTF-8 (`ImportedFile.utf8Problem` is checked first).
enum StrictXML {
  struct Attribute: Sendable, Hashable {
    var name: String
    var value: String
    /// From the name's first byte to the closing quote, included.
    var span: Range<Int>
    var mark: Mark
  }

  struct ElementNode: Sendable, Hashable {
    var name: String
    var attributes: [Attribute]
    var children: [Node]
    /// From `<` to the end of the end tag (or of `/>`).
    var span: Range<Int>
    /// From `<` to the end of the start tag.
    var startTag: Range<Int>
    /// Where `<` is.
    var mark: Mark

    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    /// The child elements, in order.
    var elements: [ElementNode] {
      children.compactMap {
        if case .element(let element) = $0 { return element }
        return nil
      }
    }
  }

  enum Node: Sendable, Hashable {
    case element(ElementNode)
    /// Character data with XML's references decoded (CDATA included, `cdata` true).
    case text(String, span: Range<Int>, mark: Mark, cdata: Bool)
    /// A comment: its text between `<!--` and `-->`.
    case comment(String, span: Range<Int>)
    case instruction(span: Range<Int>)
  }

  struct Failure: Error, Sendable, Hashable {
    var message: String
    var mark: Mark
    /// True for well-formed XML specc refuses to read (a DOCTYPE, an entity).
    var refused = false
  }

  /// The root element of a document.
  static func parse(_ bytes: [UInt8]) throws(Failure) -> ElementNode {
    var reader = Reader(bytes)
    return try reader.document()
  }

  private struct Reader {
    var cursor: ByteCursor
    init(_ bytes: [UInt8]) { cursor = ByteCursor(bytes) }
    var bytes: [UInt8] { cursor.bytes }
    var index: Int { cursor.index }
    var mark: Mark { cursor.mark }
    var current: UInt8? { cursor.current }
    mutating func advance() { cursor.advance() }
    mutating func skipSpace() { cursor.skipSpace() }

    func failure(_ message: String, at mark: Mark? = nil) -> Failure {
      Failure(message: message, mark: mark ?? self.mark)
    }

    mutating func advance(_ count: Int) { for _ in 0..<count where index < bytes.count { advance() } }

    func looking(at text: String) -> Bool {
      var at = index
      for byte in text.utf8 {
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
      }
      return true
    }

    static func isSpace(_ byte: UInt8) -> Bool { ByteCursor.isSpace(byte) }

    /// Skips to just after `end`; an error naming `what` when the input ends first.
    mutating func skip(past end: String, _ what: String, from start: Mark) throws(Failure) -> Range<Int> {
      let first = index
      while index < bytes.count {
        if looking(at: end) {
          let inner = first..<index
          advance(end.utf8.count)
          return inner
        }
        advance()
      }
      throw failure("\(what) is not closed (\(end) expected)", at: start)
    }

    mutating func document() throws(Failure) -> ElementNode {
      var root: ElementNode?
      while true {
        skipSpace()
        guard current != nil else { break }
        let start = mark
        if looking(at: "<?") {
          advance(2)
          _ = try skip(past: "?>", "a processing instruction", from: start)
        } else if looking(at: "<!--") {
          advance(4)
          _ = try skip(past: "-->", "a comment", from: start)
        } else if looking(at: "<!DOCTYPE") || looking(at: "<!doctype") {
          var refusal = failure(
            "a DOCTYPE: specc reads no DTD and expands no entity (XXE); a strings.xml needs none", at: start)
          refusal.refused = true
          throw refusal
        } else if looking(at: "<!") {
          throw failure("unexpected markup declaration outside the root element", at: start)
        } else if current == UInt8(ascii: "<"), root == nil {
          root = try element(depth: 0)
        } else {
          throw failure(root == nil ? "expected the root element" : "text after the root element", at: start)
        }
      }
      guard let root else { throw failure("the file has no root element") }
      return root
    }

    mutating func name() throws(Failure) -> String {
      let start = index
      while let byte = current, !Self.isSpace(byte), !"/>=<\"'&".utf8.contains(byte) { advance() }
      guard start < index else { throw failure("expected a name") }
      let first = bytes[start]
      guard
        first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ":")
          || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
      else { throw failure("'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not an XML name") }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func element(depth: Int) throws(Failure) -> ElementNode {
      let start = index
      let startMark = mark
      guard depth < 64 else { throw failure("elements nested more than 64 deep") }
      advance()  // <
      let elementName = try name()
      var attributes: [Attribute] = []
      var attributeNames: Set<String> = []
      while true {
        let before = index
        skipSpace()
        guard let byte = current else { throw failure("the file ends inside the start tag of <\(elementName)>") }
        if byte == UInt8(ascii: "/") {
          advance()
          guard current == UInt8(ascii: ">") else { throw failure("expected '>' after '/'") }
          advance()
          return ElementNode(
            name: elementName, attributes: attributes, children: [], span: start..<index, startTag: start..<index,
            mark: startMark)
        }
        if byte == UInt8(ascii: ">") {
          advance()
          break
        }
        guard index > before else { throw failure("expected white space before an attribute") }
        let attributeStart = index
        let attributeMark = mark
        let attributeName = try name()
        guard attributeNames.insert(attributeName).inserted else {
          throw failure("duplicate attribute '\(attributeName)' in <\(elementName)>", at: attributeMark)
        }
        skipSpace()
        guard current == UInt8(ascii: "=") else { throw failure("expected '=' after attribute '\(attributeName)'") }
        advance()
        skipSpace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
          throw failure("the value of attribute '\(attributeName)' must be quoted")
        }
        advance()
        var value: [UInt8] = []
        while true {
          guard let next = current else { throw failure("the file ends inside the value of '\(attributeName)'") }
          if next == quote {
            advance()
            break
          }
          if next == UInt8(ascii: "<") { throw failure("'<' inside an attribute value must be written &lt;") }
          if next == UInt8(ascii: "&") {
            value += try reference()
            continue
          }
          try checkCharacter()
          value.append(next)
          advance()
        }
        attributes.append(
          Attribute(
            name: attributeName, value: String(decoding: value, as: UTF8.self), span: attributeStart..<index,
            mark: attributeMark))
      }
      let startTag = start..<index
      var children: [Node] = []
      var text: [UInt8] = []
      var textStart = index
      var textMark = mark
      func flush(_ children: inout [Node], _ end: Int) {
        if !text.isEmpty || textStart < end {
          children.append(
            .text(String(decoding: text, as: UTF8.self), span: textStart..<end, mark: textMark, cdata: false))
        }
        text = []
      }
      while true {
        guard let byte = current else {
          throw failure("<\(elementName)> is not closed (the file ends first)", at: startMark)
        }
        if byte == UInt8(ascii: "<") {
          flush(&children, index)
          let markupStart = index
          let markupMark = mark
          if looking(at: "</") {
            advance(2)
            let closing = try name()
            guard closing == elementName else {
              throw failure("</\(closing)> closes <\(elementName)> (opened at line \(startMark.line))", at: markupMark)
            }
            skipSpace()
            guard current == UInt8(ascii: ">") else { throw failure("expected '>' to end </\(closing)>") }
            advance()
            return ElementNode(
              name: elementName, attributes: attributes, children: children, span: start..<index, startTag: startTag,
              mark: startMark)
          } else if looking(at: "<!--") {
            advance(4)
            let inner = try skip(past: "-->", "a comment", from: markupMark)
            children.append(
              .comment(String(decoding: bytes[inner], as: UTF8.self), span: markupStart..<index))
          } else if looking(at: "<![CDATA[") {
            advance(9)
            let inner = try skip(past: "]]>", "a CDATA section", from: markupMark)
            children.append(
              .text(
                String(decoding: bytes[inner], as: UTF8.self), span: markupStart..<index, mark: markupMark, cdata: true)
            )
          } else if looking(at: "<?") {
            advance(2)
            _ = try skip(past: "?>", "a processing instruction", from: markupMark)
            children.append(.instruction(span: markupStart..<index))
          } else if looking(at: "<!") {
            throw failure("unexpected markup declaration inside <\(elementName)>", at: markupMark)
          } else {
            children.append(.element(try element(depth: depth + 1)))
          }
          textStart = index
          textMark = mark
        } else if byte == UInt8(ascii: "&") {
          text += try reference()
        } else {
          try checkCharacter()
          text.append(byte)
          advance()
        }
      }
    }

    /// A control character XML does not allow is an error.
    func checkCharacter() throws(Failure) {
      guard let byte = current, byte < 0x20, !Self.isSpace(byte) else { return }
      throw failure("control character U+\(String(format: byte)) is not allowed in XML")
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` and `&#N;` `&#xH;`, as UTF-8; any other entity is an error.
    mutating func reference() throws(Failure) -> [UInt8] {
      let start = mark
      let from = index
      advance()  // &
      while let byte = current, byte != UInt8(ascii: ";"), index - from < 40,
        !Self.isSpace(byte), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&")
      {
        advance()
      }
      guard current == UInt8(ascii: ";") else {
        throw failure("'&' must be written &amp; (or start a reference ending in ';')", at: start)
      }
      let body = String(decoding: bytes[(from + 1)..<index], as: UTF8.self)
      advance()
      switch body {
      case "lt": return [UInt8(ascii: "<")]
      case "gt": return [UInt8(ascii: ">")]
      case "amp": return [UInt8(ascii: "&")]
      case "quot": return [UInt8(ascii: "\"")]
      case "apos": return [UInt8(ascii: "'")]
      default: break
      }
      if body.hasPrefix("#") {
        let digits = body.dropFirst()
        let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let code, let scalar = Unicode.Scalar(code),
          code == 0x09 || code == 0x0A || code == 0x0D || (code >= 0x20 && code != 0xFFFE && code != 0xFFFF)
        else { throw failure("&\(body); is not a character XML allows", at: start) }
        return Array(String(Character(scalar)).utf8)
      }
      var refusal = failure(
        "the entity &\(body); is not expanded: specc reads no DTD and expands no entity (only &lt; &gt; &amp; &quot; &apos; and &#…;)",
        at: start)
      refusal.refused = true
      throw refusal
    }
  }
}

extension String {
  /// `byte` as four uppercase hex digits.
  fileprivate init(format byte: UInt8) {
    let hex = String(byte, radix: 16, uppercase: true)
    self = String(repeating: "0", count: 4 - hex.count) + hex
  }
}
