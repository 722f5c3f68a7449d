import Foundation
import SpeccRuntime

/// Translations in and out of a spec (`specc strings export` / `import`), inside the app's own
/// String Catalog (`.xcstrings`) and Android `values-<locale>/strings.xml`.
///
/// specc owns the keys that start with its prefix, `specc.<spec id>.` (`Ownership`): a text's key
/// there is the prefix and its string key (`specc.study_breaks.templates.break_soon.title`); in
/// strings.xml the prefix is `specc_`, the spec id with each `_` doubled and `_`, and the key has
/// every character other than letters, digits and `_` written `_`
/// (`specc_study__breaks_templates_break_soon_title`), so that specs `a` and `a_b` never share a name. Export merges
/// into an existing file: it writes its own keys and leaves every other key, comment and
/// attribute byte for byte; import reads only its own keys and reports the others once, as a note.
/// A plural text's forms are `variations.plural` (or a substitution) and `<plurals>`. Import
/// writes the translations back into the spec's `localization` section, rewritten in its
/// canonical form, so a spec written in that form comes back byte for byte.
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
    var path: String = ""
  }

  /// What reading one file gave: entries and located problems.
  struct Reading: Sendable {
    var entries: [Imported] = []
    var diagnostics: [Diagnostic] = []
  }

  /// The rule id of every problem of an imported file.
  static let ruleID = "strings_import"

  /// The keys specc owns in a shared catalog or strings.xml: those starting with
  /// `specc.<spec id>.` (in strings.xml `specc_<spec id, each _ doubled>_`).
  struct Ownership: Sendable, Hashable {
    var keyPrefix: String

    /// The catalog key of a string key.
    func catalogKey(_ key: String) -> String { keyPrefix + key }
    /// The string key of a catalog key specc owns (nil: not specc's).
    func stringKey(_ catalogKey: String) -> String? {
      catalogKey.hasPrefix(keyPrefix) ? String(catalogKey.dropFirst(keyPrefix.count)) : nil
    }
    /// The strings.xml prefix: `specc_`, the spec id with each `_` doubled, and one `_`
    /// (`specc_garden_`, `specc_study__breaks_`). A key's part starts with a letter, so a name
    /// belongs to the spec whose prefix it starts with and is not followed by `_`: spec `a`
    /// owns `specc_a_templates_…` and not spec `a_b`'s `specc_a__b_templates_…`.
    var resourcePrefix: String

    init(spec: ResolvedSpec) {
      keyPrefix = "specc.\(spec.id.value)."
      resourcePrefix = "specc_" + spec.id.value.replacingOccurrences(of: "_", with: "__") + "_"
    }

    /// The resource name of a string key.
    func resourceName(_ key: String) -> String { resourcePrefix + StringsInterchange.resourceName(key) }
    func owns(resource name: String) -> Bool {
      name.hasPrefix(resourcePrefix) && name.dropFirst(resourcePrefix.count).first.map { $0 != "_" } == true
    }
  }

  /// The note of a file's keys that are not specc's: one per file, at the first of them.
  static func foreignNote(_ file: ImportedFile, count: Int, first: Located<String>?, ownership: Ownership, what: String)
    -> Diagnostic?
  {
    guard count > 0, let first else { return nil }
    return file.diagnostic(
      .note,
      "\(count) \(what)\(count == 1 ? " is" : "s are") not specc's (first '\(first.value)'): specc reads and writes only the keys starting '\(what == "key" ? ownership.keyPrefix : ownership.resourcePrefix)' and leaves the others as they are",
      at: first.mark)
  }

  // MARK: - What the spec has

  /// Every text of every shipped locale the spec has, the source language's own texts included:
  /// its non-plural texts, and a plural text's forms (its `other` is the template's text).
  static func entries(of spec: ResolvedSpec) -> [Entry] {
    guard let localization = spec.localization else { return [] }
    let source = localization.sourceLanguage.value
    var entries: [Entry] = []
    for text in TranslatableText.all(in: spec.spec) {
      for locale in localization.shipped {
        if text.isPlural {
          for category in spec.locales[locale].pluralCategories.map(\.rawValue) {
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

  /// The spec's texts by key, and each key's entries by locale.
  static func entriesByKey(of spec: ResolvedSpec) -> [String: [String: [Entry]]] {
    var byKey: [String: [String: [Entry]]] = [:]
    for entry in entries(of: spec) { byKey[entry.key, default: [:]][entry.locale, default: []].append(entry) }
    return byKey
  }

  /// Whether two lists of one locale's forms say the same (order aside).
  static func sameTexts(_ a: [Entry], _ b: [Entry]) -> Bool {
    func forms(_ entries: [Entry]) -> [String: String] {
      Dictionary(entries.map { ($0.category ?? "", $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    return a.count == b.count && forms(a) == forms(b)
  }

  /// Whether `file` gives every text of `spec` (one locale's forms) alike, and perhaps more forms.
  static func saysAll(_ spec: [Entry], _ file: [Entry]) -> Bool {
    let given = Dictionary(file.map { ($0.category ?? "", $0.value) }, uniquingKeysWith: { first, _ in first })
    return spec.allSatisfy { given[$0.category ?? ""] == $0.value }
  }

  /// The translator's comment of a text, from the spec: what the text is, what each token
  /// stands for (its description), which token picks the plural form, and that tokens stay.
  static func translatorComment(_ text: TranslatableText, spec: ResolvedSpec) -> String {
    let last = text.key.split(separator: ".").last.map(String.init) ?? text.key
    let parts = text.key.split(separator: ".").map(String.init)
    var what = commentOpening(text.kind)
    switch text.kind {
    case .templateTitle, .templateBody:
      what += "'\(text.templateID ?? last)'"
      if let variant = text.variantID { what += " (variant '\(variant)')" }
      what += "."
    case .copy:
      let copy = spec.copy.first { "copy.\($0.id.value)" == text.key }
      what += (copy.map { " (\($0.context.value), \($0.platform.value.rawValue))" } ?? "") + "."
    case .statusLabel: what += "'\(last)'."
    case .actionTitle:
      what += "'\(last)' on notifications of category '\(parts.count > 1 ? parts[1] : last)'."
    case .channelName:
      what += "'\(parts.count > 1 ? parts[1] : last)' in Android's settings."
    case .channelDescription:
      what += "'\(parts.count > 1 ? parts[1] : last)' in Android's settings."
    case .itemLabel: what += "'\(parts.count > 1 ? parts[1] : last)'."
    }
    var lines = [what]
    var seen: Set<String> = []
    let parsed = TemplateText(text.source.value, known: spec.tokenNames, at: text.source.mark)
    for part in parsed.parts {
      guard case .token(let ref) = part, seen.insert(ref.value).inserted, let token = spec[ref] else { continue }
      let name = ref.value
      let about =
        token.description.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "a \(token.kind.value.rawValue)"
      lines.append("\(TemplateText.placeholder(name)): \(about)" + (about.hasSuffix(".") ? "" : "."))
    }
    if let count = text.count {
      lines.append("The plural form is chosen by the number \(TemplateText.placeholder(count)).")
    }
    if !seen.isEmpty { lines.append("Keep every {{token}} as written.") }
    return lines.joined(separator: " ")
  }

  /// How specc's translator comment of a text of `kind` starts: a comment that does not start
  /// so is someone else's (a developer's), and export keeps it.
  static func commentOpening(_ kind: TranslatableText.Kind) -> String {
    switch kind {
    case .templateTitle: "Title of the notification "
    case .templateBody: "Body of the notification "
    case .copy: "Text shown in the app"
    case .statusLabel: "Status label "
    case .actionTitle: "Button "
    case .channelName: "Name of the notification channel "
    case .channelDescription: "Description of the notification channel "
    case .itemLabel: "Label of "
    }
  }

  /// Whether `comment` is one specc wrote for a text of `kind` (and may rewrite).
  static func isSpeccComment(_ comment: String, kind: TranslatableText.Kind) -> Bool {
    comment.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(commentOpening(kind))
  }

  // MARK: - Android names and folders

  /// The resource name of a string key: every character other than ASCII letters, digits and `_` as `_`.
  static func resourceName(_ key: String) -> String {
    String(
      key.unicodeScalars.map {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") ? Character($0) : "_"
      })
  }

  /// The `values` folder of a locale (its subtags read once by the Resolve stage): `values` for
  /// the source language, `values-fr`, `values-fr-rCA`, and `values-b+zh+Hant+TW` for a tag with a
  /// script or more subtags.
  static func valuesFolder(_ locale: LocaleValue, source: String) -> String {
    guard locale.tag != source else { return "values" }
    let subtags = locale.subtags
    if subtags.count == 1 { return "values-\(subtags[0])" }
    if subtags.count == 2, subtags[1].count == 2, subtags[1].allSatisfy(\.isLetter) {
      return "values-\(subtags[0])-r\(subtags[1].uppercased())"
    }
    return "values-b+" + subtags.joined(separator: "+")
  }

  /// The locale of a `values` folder, the reverse of `valuesFolder` (nil: not a values folder,
  /// or one with qualifiers other than a locale, `values-v29`, `values-fr-night`).
  static func locale(ofFolder folder: String, source: String) -> String? {
    guard let parsed = valuesQualifiers(folder), parsed.others.isEmpty else { return nil }
    return parsed.locale ?? source
  }

  /// A `values` folder's resource qualifiers as Android's resource compiler reads them: the
  /// locale (`fr`, `fr-rCA`, `b+zh+Hant+TW`; nil for none) and every other qualifier (`v29`,
  /// `night`, `sw600dp`, `mcc310`), in order. Nil for a folder that is not a values folder. A
  /// language is two or three letters (`car` is the car UI mode, as aapt2 reads it).
  static func valuesQualifiers(_ folder: String) -> (locale: String?, others: [String])? {
    if folder == "values" { return (nil, []) }
    guard folder.hasPrefix("values-") else { return nil }
    let parts = folder.dropFirst("values-".count).split(separator: "-", omittingEmptySubsequences: false).map(
      String.init)
    guard !parts.contains(where: \.isEmpty) else { return nil }
    func isLower(_ text: String) -> Bool { text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } }
    func isDigits(_ text: String) -> Bool {
      !text.isEmpty && text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }
    var index = 0
    var others: [String] = []
    for prefix in ["mcc", "mnc"] where index < parts.count {
      if parts[index].hasPrefix(prefix), isDigits(String(parts[index].dropFirst(3))) {
        others.append(parts[index])
        index += 1
      }
    }
    var locale: String?
    if index < parts.count {
      let part = parts[index]
      if part.hasPrefix("b+") {
        let subtags = part.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
        guard !subtags.isEmpty, !subtags.contains(where: \.isEmpty) else { return nil }
        locale = subtags.joined(separator: "-")
        index += 1
      } else if (2...3).contains(part.count), isLower(part), part != "car" {
        locale = part
        index += 1
        if index < parts.count, parts[index].hasPrefix("r") {
          let region = String(parts[index].dropFirst())
          if (region.count == 2 && region.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }))
            || (region.count == 3 && isDigits(region))
          {
            locale = part + "-" + region
            index += 1
          }
        }
      }
    }
    others += parts[index...]
    return (locale, others)
  }
}

/// A JSON value printed as Xcode prints a String Catalog.
indirect enum CatalogJSON: Sendable {
  case string(String)
  /// Members in the order given (callers sort them).
  case object([(String, CatalogJSON)])
  /// A value kept as it was written in the file being merged into.
  case raw(String)

  func printed(indent: String) -> String {
    switch self {
    case .string(let value): return Self.quoted(value)
    case .raw(let text): return text
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
  static func load(_ path: String) -> (spec: ResolvedSpec?, text: String, diagnostics: [Diagnostic]) {
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        nil, "", [Diagnostic(.error, ruleID, "cannot read \(path)", at: SourceLocation(path: path, line: 1, column: 1))]
      )
    }
    let text = String(decoding: data, as: UTF8.self)
    let result = Pipeline.lint(bytes: Array(data), path: path)
    guard let spec = result.resolved else { return (nil, text, result.diagnostics.filter { $0.severity == .error }) }
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

  /// The file at `path` when it exists (nil), or an error when it exists and cannot be read.
  static func existing(_ path: String) -> (file: ImportedFile?, problem: Diagnostic?) {
    guard FileManager.default.fileExists(atPath: path) else { return (nil, nil) }
    guard let data = FileManager.default.contents(atPath: path) else {
      return (
        nil, Diagnostic(.error, ruleID, "cannot read \(path)", at: SourceLocation(path: path, line: 1, column: 1))
      )
    }
    return (ImportedFile(path: path, bytes: Array(data)), nil)
  }

  /// `specc strings export`: the spec's texts merged into the String Catalog at `xcstrings` and
  /// the `values*/strings.xml` under `android` (created when missing); specc's keys are
  /// rewritten, everything else in those files is kept byte for byte. Each file is written
  /// atomically and only when it changes; an error in any of them writes nothing.
  public static func export(spec path: String, xcstrings: String?, android: String?) throws(WriteError) -> Outcome {
    var outcome = Outcome()
    let loaded = load(path)
    guard let spec = loaded.spec, let localization = spec.localization else {
      outcome.diagnostics = loaded.diagnostics
      return outcome
    }
    let ownership = Ownership(spec: spec)
    var files: [(String, String)] = []
    if let xcstrings {
      let found = existing(xcstrings)
      if let problem = found.problem {
        outcome.diagnostics.append(problem)
      } else {
        let merged = mergeXCStrings(into: found.file, path: xcstrings, spec: spec, ownership: ownership)
        outcome.diagnostics += merged.diagnostics
        if let text = merged.text { files.append((xcstrings, text)) }
      }
    }
    if let android {
      var seen: [String: String] = [:]
      for key in TranslatableText.all(in: spec.spec).map(\.key) {
        let name = ownership.resourceName(key)
        if let other = seen[name], other != key {
          outcome.diagnostics.append(
            Diagnostic(
              .error, ruleID,
              "'\(key)' and '\(other)' are both '\(name)' in strings.xml (only letters, digits and _ are kept); rename one id",
              at: SourceLocation(path: path, line: 1, column: 1)))
        }
        seen[name] = key
      }
      let source = localization.sourceLanguage.value
      // A locale's folder: the one the app already has for it (`values-b+ast` for `ast`), else
      // the one `valuesFolder` names.
      let present = ((try? FileManager.default.contentsOfDirectory(atPath: android)) ?? []).sorted()
      func folder(_ tag: String) -> String {
        let named = valuesFolder(spec.locales[tag], source: source)
        if present.contains(named) { return named }
        return present.first { Self.locale(ofFolder: $0, source: source) == tag } ?? named
      }
      for locale in localization.shipped.sorted(by: { folder($0) < folder($1) }) {
        let file = android + "/" + folder(locale) + "/strings.xml"
        let found = existing(file)
        if let problem = found.problem {
          outcome.diagnostics.append(problem)
          continue
        }
        let merged = mergeAndroid(into: found.file, path: file, locale: locale, spec: spec, ownership: ownership)
        outcome.diagnostics += merged.diagnostics
        if let text = merged.text { files.append((file, text)) }
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

  /// `specc strings import`: reads specc's keys from `.xcstrings` files and `values*/strings.xml`
  /// files (their locale from the folder's name) and writes their translations into the spec's
  /// localization section, atomically and only when it changes. Any error in an imported file,
  /// or two files that give one text differently, stops the import before anything is written.
  public static func importFiles(_ files: [String], into path: String) throws(WriteError) -> Outcome {
    var outcome = Outcome()
    let loaded = load(path)
    guard let spec = loaded.spec, let localization = spec.localization else {
      outcome.diagnostics = loaded.diagnostics
      return outcome
    }
    let source = localization.sourceLanguage.value
    let ownership = Ownership(spec: spec)
    var imported: [Imported] = []
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        outcome.diagnostics.append(
          Diagnostic(.error, ruleID, "cannot read \(path)", at: SourceLocation(path: path, line: 1, column: 1)))
        continue
      }
      let file = ImportedFile(path: path, bytes: Array(data))
      let read: Reading
      if path.hasSuffix(".xcstrings") {
        read = readXCStrings(file, spec: spec, ownership: ownership)
      } else if path.hasSuffix(".xml") {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        if let parsed = valuesQualifiers(folder), !parsed.others.isEmpty {
          outcome.diagnostics.append(
            file.diagnostic(
              .warning,
              "\(folder) holds resources for a device configuration (\(parsed.others.joined(separator: ", "))) of \(parsed.locale.map { "locale '\($0)'" } ?? "the default locale"), not a locale's translations: specc reads values/ and values-<locale>/ only, so this file is not read",
              at: Mark(line: 1, column: 1)))
          continue
        }
        guard let locale = locale(ofFolder: folder, source: source) else {
          outcome.diagnostics.append(
            file.diagnostic(
              .error,
              "\(path) is not in a values folder (values, values-fr, values-fr-rCA, values-b+zh+Hant): its locale is unknown",
              at: Mark(line: 1, column: 1)))
          continue
        }
        guard localization.shipped.contains(locale) else {
          outcome.diagnostics.append(
            file.diagnostic(
              .warning,
              "extra translation: the spec does not ship '\(locale)' (from the folder name; it ships \(localization.shipped.joined(separator: ", "))), so this file is not read; add it to locales to import it",
              at: Mark(line: 1, column: 1)))
          continue
        }
        read = readAndroid(file, locale: locale, spec: spec, ownership: ownership)
      } else {
        outcome.diagnostics.append(
          file.diagnostic(
            .error, "\(path) is neither a String Catalog (.xcstrings) nor an Android strings.xml",
            at: Mark(line: 1, column: 1)))
        continue
      }
      outcome.diagnostics += read.diagnostics
      imported += read.entries.map { entry in
        var entry = entry
        entry.path = path
        return entry
      }
    }
    // The source language's own texts are the spec's, not imported: they cannot disagree.
    imported.removeAll { $0.entry.locale == source && ($0.entry.category ?? "other") == "other" }
    outcome.diagnostics += disagreements(imported, ownership: ownership)
    guard !outcome.failed else { return outcome }
    guard let rewritten = rewrite(loaded.text, spec: spec, imported: imported.map(\.entry)) else { return outcome }
    // A spec specc could not read back is refused, not written.
    let limit = LoadLimits.default.maxFileBytes
    if rewritten.utf8.count > limit {
      let line = (sectionLines(loaded.text)?.lowerBound ?? 0) + 1
      outcome.diagnostics.append(
        Diagnostic(
          .error, ruleID,
          "the imported translations would make \(path) \(rewritten.utf8.count) bytes, over the \(limit) bytes (16 MiB) specc reads: nothing is written; import fewer locales or split the spec",
          at: SourceLocation(path: path, line: line, column: 1)))
      return outcome
    }
    if try Writer.writeFile(rewritten, to: path) {
      outcome.written.append(path)
    } else {
      outcome.unchanged.append(path)
    }
    return outcome
  }

  /// One error for each text two imported places give differently, at the second, naming the first.
  static func disagreements(_ imported: [Imported], ownership: Ownership) -> [Diagnostic] {
    struct Slot: Hashable {
      var locale: String
      var key: String
      var category: String?
    }
    var first: [Slot: Imported] = [:]
    var diagnostics: [Diagnostic] = []
    for item in imported {
      let slot = Slot(locale: item.entry.locale, key: item.entry.key, category: item.entry.category)
      guard let prior = first[slot] else {
        first[slot] = item
        continue
      }
      guard prior.entry.value != item.entry.value else { continue }
      let form = item.entry.category.map { " (\($0))" } ?? ""
      diagnostics.append(
        Diagnostic(
          .error, ruleID,
          "the \(item.entry.locale)\(form) text of '\(ownership.catalogKey(item.entry.key))' is \(CatalogJSON.quoted(item.entry.value)) here but \(CatalogJSON.quoted(prior.entry.value)) at \(prior.path):\(prior.mark.line):\(prior.mark.column); make the two files agree",
          at: SourceLocation(path: item.path, line: item.mark.line, column: item.mark.column)))
    }
    return diagnostics
  }
}
