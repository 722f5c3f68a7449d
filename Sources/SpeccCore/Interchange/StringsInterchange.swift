import Foundation
import SpeccRuntime

/// Translations in and out of a spec (`specc strings export` / `import`): Apple's String Catalog
/// (`.xcstrings`) and Android's `values-<locale>/strings.xml`. A string's key in both is its
/// string key (`TranslatableText.key`; in strings.xml with every character other than letters,
/// digits and `_` written `_`), a plural text's forms are `variations.plural` and `<plurals>`.
/// Export is deterministic (keys sorted); import writes the translations back into the spec's
/// `localization` section, which it rewrites in its canonical form, so a spec written in that
/// form comes back byte for byte.
public enum StringsInterchange {
  /// One text of one locale: a translation (`category` nil) or a plural form.
  struct Entry: Sendable, Hashable {
    var locale: String
    var key: String
    var category: String?
    var value: String
  }

  /// An entry read from an imported file, with where it was written there.
  struct Imported: Sendable, Hashable {
    var entry: Entry
    var mark: Mark
  }

  /// The rule id of every problem of an imported file.
  static let ruleID = "strings_import"

  // MARK: - What the spec has

  /// Every text of every shipped locale the spec has, the source language's own texts included:
  /// its non-plural texts, and a plural text's forms (its `other` is the template's text).
  static func entries(of spec: Spec) -> [Entry] {
    guard let localization = spec.localization else { return [] }
    let source = localization.sourceLanguage.value
    var entries: [Entry] = []
    for text in TranslatableText.all(in: spec) {
      for locale in localization.shipped {
        if text.isPlural {
          for category in Plurals.categories(locale: locale).map(\.rawValue) {
            let value =
              locale == source && category == "other"
              ? text.source.value
              : localization.plural(text.key, locale: locale)?.forms.first { $0.category.value == category }?.text
                .value
            if let value { entries.append(Entry(locale: locale, key: text.key, category: category, value: value)) }
          }
        } else {
          let value =
            locale == source ? text.source.value : localization.translation(text.key, locale: locale)?.text.value
          if let value { entries.append(Entry(locale: locale, key: text.key, value: value)) }
        }
      }
    }
    return entries
  }

  // MARK: - String Catalog

  /// The spec's texts as a String Catalog, as Xcode writes one: `" : "` separators, two-space
  /// indentation, keys sorted, every string `extractionState: manual` (its source is the spec).
  static func xcstrings(_ spec: Spec) -> String {
    let entries = entries(of: spec)
    var byKey: [String: [Entry]] = [:]
    for entry in entries { byKey[entry.key, default: []].append(entry) }
    func unit(_ value: String) -> CatalogJSON {
      .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))])
    }
    let strings = byKey.keys.sorted().map { key -> (String, CatalogJSON) in
      var locales: [String: [Entry]] = [:]
      for entry in byKey[key] ?? [] { locales[entry.locale, default: []].append(entry) }
      let localizations = locales.keys.sorted().map { locale -> (String, CatalogJSON) in
        let forms = locales[locale] ?? []
        if forms.count == 1, let only = forms.first, only.category == nil { return (locale, unit(only.value)) }
        let plural = forms.compactMap { form in form.category.map { ($0, unit(form.value)) } }.sorted { $0.0 < $1.0 }
        return (locale, .object([("variations", .object([("plural", .object(plural))]))]))
      }
      return (
        key, .object([("extractionState", .string("manual")), ("localizations", .object(localizations))])
      )
    }
    let root = CatalogJSON.object([
      ("sourceLanguage", .string(spec.localization?.sourceLanguage.value ?? "en")),
      ("strings", .object(strings)), ("version", .string("1.0")),
    ])
    return root.printed(indent: "") + "\n"
  }

  /// Reads a String Catalog: every translation and form of a known key and shipped locale, and a
  /// diagnostic located in the file for anything else.
  static func readXCStrings(_ text: String, path: String, spec: Spec) -> (
    entries: [Imported], diagnostics: [Diagnostic]
  ) {
    var diagnostics: [Diagnostic] = []
    func error(_ message: String, _ mark: Mark) {
      diagnostics.append(
        Diagnostic(.error, ruleID, message, at: SourceLocation(path: path, line: mark.line, column: mark.column)))
    }
    let root: LocatedJSON
    do {
      root = try LocatedJSON.parse(text)
    } catch {
      diagnostics.append(
        Diagnostic(
          .error, ruleID, "not valid JSON: \(error.message)",
          at: SourceLocation(path: path, line: error.mark.line, column: error.mark.column)))
      return ([], diagnostics)
    }
    guard let localization = spec.localization else {
      error("the spec has no localization: add source_language and locales before importing", root.mark)
      return ([], diagnostics)
    }
    let texts = Dictionary(TranslatableText.all(in: spec).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    guard root.members != nil else {
      error("a String Catalog is a JSON object with sourceLanguage and strings", root.mark)
      return ([], diagnostics)
    }
    if let language = root["sourceLanguage"], language.string != localization.sourceLanguage.value {
      error(
        "sourceLanguage is \(language.string.map { "'\($0)'" } ?? language.description); the spec's source_language is '\(localization.sourceLanguage.value)'",
        language.mark)
    }
    guard let strings = root["strings"]?.members else {
      error("a String Catalog has a strings object", root.mark)
      return ([], diagnostics)
    }
    var entries: [Imported] = []
    let keys = texts.keys.sorted()
    let shipped = Set(localization.shipped)
    var suggestions = 10
    for (key, value) in strings {
      guard let text = texts[key.value] else {
        suggestions -= 1
        let suggestion =
          suggestions < 0 ? "" : Suggest.closest(to: key.value, in: keys).map { " (did you mean '\($0)'?)" } ?? ""
        error("unknown string key '\(key.value)'\(suggestion): no text of \(spec.path) has this key", key.mark)
        continue
      }
      guard let localizations = value["localizations"] else { continue }
      guard let locales = localizations.members else {
        error("localizations of '\(key.value)' is \(localizations.description), not an object", localizations.mark)
        continue
      }
      for (locale, form) in locales {
        guard shipped.contains(locale.value) else {
          error(
            "unknown locale '\(locale.value)' for '\(key.value)': the spec ships \(localization.shipped.joined(separator: ", "))",
            locale.mark)
          continue
        }
        if let unit = form["stringUnit"] {
          guard !text.isPlural else {
            error(
              "'\(key.value)' varies with a count: its \(locale.value) text needs variations.plural, one per plural category",
              unit.mark)
            continue
          }
          if let value = stringUnit(unit, what: "'\(key.value)' in \(locale.value)", error) {
            entries.append(Imported(entry: Entry(locale: locale.value, key: key.value, value: value), mark: unit.mark))
          }
        } else if let variations = form["variations"] {
          guard text.isPlural else {
            error("'\(key.value)' has no plural forms: give its \(locale.value) text as a stringUnit", variations.mark)
            continue
          }
          guard let plural = variations["plural"]?.members else {
            error("variations of '\(key.value)' in \(locale.value) has no plural object", variations.mark)
            continue
          }
          let categories = Plurals.categories(locale: locale.value).map(\.rawValue)
          for (category, unitHolder) in plural {
            guard categories.contains(category.value) else {
              let what =
                SpecSchema.pluralCategories.contains(category.value)
                ? "is not a plural category of \(locale.value)" : "is not a CLDR plural category"
              error(
                "plural quantity '\(category.value)' of '\(key.value)' \(what) (\(locale.value) has \(categories.joined(separator: ", ")))",
                category.mark)
              continue
            }
            guard let unit = unitHolder["stringUnit"] else {
              error(
                "the \(category.value) form of '\(key.value)' in \(locale.value) has no stringUnit", unitHolder.mark)
              continue
            }
            if let value = stringUnit(unit, what: "'\(key.value)' in \(locale.value) (\(category.value))", error) {
              entries.append(
                Imported(
                  entry: Entry(locale: locale.value, key: key.value, category: category.value, value: value),
                  mark: unit.mark))
            }
          }
        } else {
          error("'\(key.value)' in \(locale.value) has neither a stringUnit nor variations", form.mark)
        }
      }
    }
    return (entries, diagnostics)
  }

  private static func stringUnit(_ unit: LocatedJSON, what: String, _ error: (String, Mark) -> Void) -> String? {
    guard let value = unit["value"]?.string else {
      error("the stringUnit of \(what) has no string value", unit.mark)
      return nil
    }
    return value
  }

  // MARK: - Android

  /// The resource name of a string key: every character other than ASCII letters, digits and `_` as `_`.
  static func resourceName(_ key: String) -> String {
    String(
      key.unicodeScalars.map {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? Character($0) : "_"
      })
  }

  /// The `values` folder of a locale: `values` for the source language, `values-fr`,
  /// `values-fr-rCA`, and `values-b+zh+Hant+TW` for a tag with a script or more subtags.
  static func valuesFolder(_ locale: String, source: String) -> String {
    guard locale != source else { return "values" }
    let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    if subtags.count == 1 { return "values-\(subtags[0])" }
    if subtags.count == 2, subtags[1].count == 2, subtags[1].allSatisfy(\.isLetter) {
      return "values-\(subtags[0])-r\(subtags[1].uppercased())"
    }
    return "values-b+" + subtags.joined(separator: "+")
  }

  /// The locale of a `values` folder, the reverse of `valuesFolder` (nil: not a values folder).
  static func locale(ofFolder folder: String, source: String) -> String? {
    if folder == "values" { return source }
    guard folder.hasPrefix("values-") else { return nil }
    let rest = String(folder.dropFirst("values-".count))
    if rest.hasPrefix("b+") { return rest.dropFirst(2).split(separator: "+").joined(separator: "-") }
    let parts = rest.split(separator: "-").map(String.init)
    if parts.count == 1 { return parts[0] }
    if parts.count == 2, parts[1].hasPrefix("r") { return parts[0] + "-" + parts[1].dropFirst() }
    return nil
  }

  /// One `strings.xml` per shipped locale, by folder (`values`, `values-fr`, …), sorted.
  static func androidFiles(_ spec: Spec) -> [(folder: String, contents: String)] {
    guard let localization = spec.localization else { return [] }
    let source = localization.sourceLanguage.value
    var byLocale: [String: [Entry]] = [:]
    for entry in entries(of: spec) { byLocale[entry.locale, default: []].append(entry) }
    return localization.shipped.map { locale in
      var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\"?>", "<resources>"]
      var byKey: [String: [Entry]] = [:]
      for entry in byLocale[locale] ?? [] { byKey[entry.key, default: []].append(entry) }
      let names = Dictionary(byKey.keys.map { ($0, resourceName($0)) }, uniquingKeysWith: { a, _ in a })
      for key in byKey.keys.sorted(by: { (names[$0] ?? $0, $0) < (names[$1] ?? $1, $1) }) {
        let forms = byKey[key] ?? []
        let name = resourceName(key)
        if forms.count == 1, let only = forms.first, only.category == nil {
          lines.append("    <string name=\"\(name)\"\(formatted(only.value))>\(androidEscape(only.value))</string>")
        } else {
          let unformatted = forms.contains { !formatted($0.value).isEmpty }
          lines.append("    <plurals name=\"\(name)\"\(unformatted ? " formatted=\"false\"" : "")>")
          for form in forms.sorted(by: { order($0.category) < order($1.category) }) {
            lines.append("        <item quantity=\"\(form.category ?? "other")\">\(androidEscape(form.value))</item>")
          }
          lines.append("    </plurals>")
        }
      }
      lines.append("</resources>")
      return (valuesFolder(locale, source: source), lines.joined(separator: "\n") + "\n")
    }.sorted { $0.folder < $1.folder }
  }

  private static func order(_ category: String?) -> Int {
    SpecSchema.pluralCategories.firstIndex(of: category ?? "other") ?? 6
  }

  /// ` formatted="false"` for a text with `%` (Android would read it as a format specifier).
  private static func formatted(_ value: String) -> String { value.contains("%") ? " formatted=\"false\"" : "" }

  /// A text as Android reads it back exactly: XML's `&` and `<`; Android's `\\`, `\'`, `\"`,
  /// `\n`, `\t`; `\@` and `\?` at the start (a resource reference otherwise); a space that
  /// Android would collapse or trim, and other control characters, as `\uXXXX`.
  static func androidEscape(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
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
          result += "\\u" + String(format: "%04X", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The text Android reads from a resource's character data (XML entities already decoded):
  /// backslash escapes decoded, runs of unescaped white space collapsed to one space and trimmed,
  /// except inside unescaped double quotes (which are removed). Nil with a message when an
  /// escape is malformed.
  static func androidUnescape(_ raw: String) -> (text: String?, problem: String?) {
    let scalars = Array(raw.unicodeScalars)
    var result = String.UnicodeScalarView()
    var quoted = false
    var pendingSpace = false
    var index = 0
    func emit(_ scalar: Unicode.Scalar) {
      if pendingSpace && !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(scalar)
    }
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
          guard index + 4 <= scalars.count,
            let code = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + 4)])), radix: 16),
            let decoded = Unicode.Scalar(code)
          else { return (nil, "\\u needs four hex digits") }
          index += 4
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
    return (String(result), nil)
  }
}

/// A JSON value printed as Xcode prints a String Catalog.
indirect enum CatalogJSON: Sendable {
  case string(String)
  /// Members in the order given (callers sort them).
  case object([(String, CatalogJSON)])

  func printed(indent: String) -> String {
    switch self {
    case .string(let value): return Self.quoted(value)
    case .object(let members):
      guard !members.isEmpty else { return "{\n\n\(indent)}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { "\(inner)\(Self.quoted($0.0)) : \($0.1.printed(indent: inner))" }.joined(separator: ",\n")
        + "\n\(indent)}"
    }
  }

  /// A JSON string literal, as the JSON reports write it (`JSONValue.quote`).
  static func quoted(_ text: String) -> String {
    var result = ""
    JSONValue.quote(text, into: &result)
    return result
  }
}

// MARK: - Commands

extension StringsInterchange {
  /// What an export or import did: files written (changed ones only), problems found.
  public struct Outcome: Sendable {
    public var written: [String] = []
    public var unchanged: [String] = []
    public var diagnostics: [Diagnostic] = []
    /// True when an error stopped the command (nothing is written then).
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Reads and decodes the spec at `path`; a spec that does not decode, or has no
  /// `localization`, is reported with its own diagnostics.
  static func load(_ path: String) -> (spec: Spec?, text: String, diagnostics: [Diagnostic]) {
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        nil, "", [Diagnostic(.error, ruleID, "cannot read \(path)", at: SourceLocation(path: path, line: 1, column: 1))]
      )
    }
    let text = String(decoding: data, as: UTF8.self)
    let result = Pipeline.lint(bytes: Array(data), path: path)
    guard let spec = result.spec else { return (nil, text, result.diagnostics.filter { $0.severity == .error }) }
    guard spec.localization != nil else {
      return (
        nil, text,
        [
          Diagnostic(
            .error, ruleID, "\(path) has no localization section: add source_language and locales first",
            at: SourceLocation(path: path, line: 1, column: 1))
        ]
      )
    }
    return (spec, text, [])
  }

  /// `specc strings export`: the spec's texts as a String Catalog at `xcstrings` and as
  /// `values*/strings.xml` under `android`, each written atomically and only when it changes.
  public static func export(spec path: String, xcstrings: String?, android: String?) throws(WriteError) -> Outcome {
    var outcome = Outcome()
    let loaded = load(path)
    guard let spec = loaded.spec else {
      outcome.diagnostics = loaded.diagnostics
      return outcome
    }
    var files: [(String, String)] = []
    if let xcstrings { files.append((xcstrings, Self.xcstrings(spec))) }
    if let android {
      let names = TranslatableText.all(in: spec).map(\.key)
      var seen: [String: String] = [:]
      for key in names {
        let name = resourceName(key)
        if let other = seen[name], other != key {
          outcome.diagnostics.append(
            Diagnostic(
              .error, ruleID,
              "'\(key)' and '\(other)' are both '\(name)' in strings.xml (only letters, digits and _ are kept); rename one id",
              at: SourceLocation(path: path, line: 1, column: 1)))
        }
        seen[name] = key
      }
      for file in androidFiles(spec) {
        files.append((android + "/" + file.folder + "/strings.xml", file.contents))
      }
    }
    guard !outcome.failed else { return outcome }
    for (file, contents) in files {
      if try Writer.writeFile(contents, to: file) {
        outcome.written.append(file)
      } else {
        outcome.unchanged.append(file)
      }
    }
    return outcome
  }

  /// `specc strings import`: reads `.xcstrings` files and `values*/strings.xml` files (their
  /// locale from the folder's name) and writes their translations into the spec's localization
  /// section, atomically and only when it changes. Any error in an imported file stops the
  /// import before anything is written.
  public static func importFiles(_ files: [String], into path: String) throws(WriteError) -> Outcome {
    var outcome = Outcome()
    let loaded = load(path)
    guard let spec = loaded.spec, let source = spec.localization?.sourceLanguage.value else {
      outcome.diagnostics = loaded.diagnostics
      return outcome
    }
    var entries: [Entry] = []
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        outcome.diagnostics.append(
          Diagnostic(.error, ruleID, "cannot read \(file)", at: SourceLocation(path: file, line: 1, column: 1)))
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      let read: (entries: [Imported], diagnostics: [Diagnostic])
      if file.hasSuffix(".xcstrings") {
        read = readXCStrings(text, path: file, spec: spec)
      } else if file.hasSuffix(".xml") {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().lastPathComponent
        guard let locale = locale(ofFolder: folder, source: source) else {
          outcome.diagnostics.append(
            Diagnostic(
              .error, ruleID,
              "\(file) is not in a values folder (values, values-fr, values-fr-rCA, values-b+zh+Hant): its locale is unknown",
              at: SourceLocation(path: file, line: 1, column: 1)))
          continue
        }
        read = readAndroid(text, path: file, locale: locale, spec: spec)
      } else {
        outcome.diagnostics.append(
          Diagnostic(
            .error, ruleID, "\(file) is neither a String Catalog (.xcstrings) nor an Android strings.xml",
            at: SourceLocation(path: file, line: 1, column: 1)))
        continue
      }
      outcome.diagnostics += read.diagnostics
      entries += read.entries.map(\.entry)
    }
    guard !outcome.failed else { return outcome }
    guard let rewritten = rewrite(loaded.text, spec: spec, imported: entries) else { return outcome }
    if try Writer.writeFile(rewritten, to: path) {
      outcome.written.append(path)
    } else {
      outcome.unchanged.append(path)
    }
    return outcome
  }
}
