import Foundation
import SpeccRuntime

#if canImport(FoundationXML)
  import FoundationXML
#endif

extension StringsInterchange {
  /// Reads one `values-<locale>/strings.xml` of `locale`: every `<string>` and `<plurals>` of a
  /// known key, and a diagnostic located in the file for anything else (the position XMLParser
  /// reports: the end of the element's start tag).
  static func readAndroid(_ text: String, path: String, locale: String, spec: Spec)
    -> (entries: [Imported], diagnostics: [Diagnostic])
  {
    let reader = AndroidXMLReader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let parsed = parser.parse()
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, _ line: Int, _ column: Int) {
      diagnostics.append(
        Diagnostic(.error, ruleID, message, at: SourceLocation(path: path, line: max(1, line), column: max(1, column))))
    }
    if !parsed {
      let at = reader.failure ?? (parser.lineNumber, parser.columnNumber)
      error("not well-formed XML", at.line, at.column)
      return ([], diagnostics)
    }
    let lines = text.components(separatedBy: "\n")
    /// XMLParser reports the end of a start tag (in bytes); diagnostics point at its `<`.
    func tagStart(_ line: Int, _ column: Int) -> (Int, Int) {
      guard line >= 1, line <= lines.count else { return (line, column) }
      let bytes = Array(lines[line - 1].utf8)
      var index = min(max(0, column - 1), bytes.count - 1)
      while index > 0 && bytes[index] != UInt8(ascii: "<") { index -= 1 }
      guard index >= 0, index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return (line, column) }
      return (line, String(decoding: bytes[..<index], as: UTF8.self).unicodeScalars.count + 1)
    }
    guard let localization = spec.localization else {
      error("the spec has no localization: add source_language and locales before importing", 1, 1)
      return ([], diagnostics)
    }
    guard localization.shipped.contains(locale) else {
      error(
        "unknown locale '\(locale)' (from the folder name): the spec ships \(localization.shipped.joined(separator: ", "))",
        1, 1)
      return ([], diagnostics)
    }
    var texts: [String: TranslatableText] = [:]
    for text in TranslatableText.all(in: spec) where texts[resourceName(text.key)] == nil {
      texts[resourceName(text.key)] = text
    }
    let categories = Plurals.categories(locale: locale).map(\.rawValue)
    var entries: [Imported] = []
    for problem in reader.problems {
      let at = tagStart(problem.line, problem.column)
      error(problem.message, at.0, at.1)
    }
    for resource in reader.resources {
      guard let text = texts[resource.name] else {
        let suggestion =
          Suggest.closest(to: resource.name, in: Array(texts.keys)).map { " (did you mean '\($0)'?)" } ?? ""
        let at = tagStart(resource.line, resource.column)
        error("unknown string name '\(resource.name)'\(suggestion): no text of \(spec.path) has this key", at.0, at.1)
        continue
      }
      if resource.isPlural != text.isPlural {
        let at = tagStart(resource.line, resource.column)
        error(
          text.isPlural
            ? "'\(text.key)' varies with a count: give it as <plurals> with an <item> per plural category"
            : "'\(text.key)' has no plural forms: give it as a <string>", at.0, at.1)
        continue
      }
      for item in resource.items {
        if resource.isPlural {
          guard let quantity = item.quantity, categories.contains(quantity) else {
            let what =
              item.quantity.map {
                SpecSchema.pluralCategories.contains($0)
                  ? "'\($0)' is not a plural category of \(locale)" : "'\($0)' is not a CLDR plural category"
              } ?? "an <item> needs quantity"
            let at = tagStart(item.line, item.column)
            error(
              "bad plural quantity of '\(text.key)': \(what) (\(locale) has \(categories.joined(separator: ", ")))",
              at.0, at.1)
            continue
          }
        }
        let decoded = androidUnescape(item.raw)
        guard let value = decoded.text else {
          let at = tagStart(item.line, item.column)
          error("the text of '\(text.key)' cannot be read: \(decoded.problem ?? "malformed")", at.0, at.1)
          continue
        }
        entries.append(
          Imported(
            entry: Entry(
              locale: locale, key: text.key, category: resource.isPlural ? item.quantity : nil, value: value),
            mark: Mark(line: max(1, item.line), column: max(1, item.column))))
      }
    }
    return (entries, diagnostics)
  }
}

/// Collects the `<string>` and `<plurals>` of a `<resources>` document with their positions.
private final class AndroidXMLReader: NSObject, XMLParserDelegate {
  struct Item {
    var quantity: String?
    var raw = ""
    var line: Int
    var column: Int
  }
  struct Resource {
    var name: String
    var isPlural: Bool
    var items: [Item]
    var line: Int
    var column: Int
  }
  struct Problem {
    var message: String
    var line: Int
    var column: Int
  }

  var resources: [Resource] = []
  var problems: [Problem] = []
  /// Where the parser found the document not well-formed.
  var failure: (line: Int, column: Int)?

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    if failure == nil { failure = (parser.lineNumber, parser.columnNumber) }
  }
  private var path: [String] = []
  private var current: Resource?
  private var item: Item?

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let line = parser.lineNumber
    let column = parser.columnNumber
    defer { path.append(element) }
    switch (path.last, element) {
    case (nil, "resources"): return
    case ("resources", "string"), ("resources", "plurals"):
      guard let name = attributes["name"] else {
        problems.append(Problem(message: "<\(element)> without a name", line: line, column: column))
        return
      }
      current = Resource(name: name, isPlural: element == "plurals", items: [], line: line, column: column)
      if element == "string" { item = Item(line: line, column: column) }
    case ("plurals", "item"):
      item = Item(quantity: attributes["quantity"], line: line, column: column)
    default:
      problems.append(
        Problem(
          message:
            "unexpected <\(element)>\(path.last.map { " in <\($0)>" } ?? ""): a strings.xml holds <resources> of <string> and <plurals>",
          line: line, column: column))
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { item?.raw += string }

  func parser(_ parser: XMLParser, foundCDATA block: Data) { item?.raw += String(decoding: block, as: UTF8.self) }

  func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
    path.removeLast()
    switch element {
    case "item":
      if let item { current?.items.append(item) }
      item = nil
    case "string":
      if let item { current?.items.append(item) }
      item = nil
      if let current { resources.append(current) }
      current = nil
    case "plurals":
      if let current { resources.append(current) }
      current = nil
    default: break
    }
  }
}
