import SpeccRuntime

/// Apple's String Catalog (`.xcstrings`): specc's keys read from and merged into the app's own.
extension StringsInterchange {
  /// Parses a catalog's bytes: UTF-8, JSON without duplicate keys, an object with `strings`.
  static func parseCatalog(_ file: ImportedFile) -> (root: LocatedJSON?, strings: LocatedJSON?, problem: Diagnostic?) {
    if let problem = file.utf8Problem() { return (nil, nil, problem) }
    let root: LocatedJSON
    do {
      root = try LocatedJSON.parse(file.bytes)
    } catch {
      return (nil, nil, file.diagnostic(.error, "not valid JSON: \(error.message)", at: error.mark))
    }
    guard root.members != nil else {
      return (
        nil, nil,
        file.diagnostic(.error, "a String Catalog is a JSON object with sourceLanguage and strings", at: root.mark)
      )
    }
    guard let strings = root["strings"], strings.members != nil else {
      return (
        nil, nil,
        file.diagnostic(.error, "a String Catalog has a strings object", at: root["strings"]?.mark ?? root.mark)
      )
    }
    return (root, strings, nil)
  }

  /// The error of a catalog whose sourceLanguage is not the spec's.
  static func sourceLanguageProblem(_ root: LocatedJSON, _ file: ImportedFile, spec: ResolvedSpec) -> Diagnostic? {
    guard let language = root["sourceLanguage"], let source = spec.localization?.sourceLanguage.value,
      language.string != source
    else { return nil }
    return file.diagnostic(
      .error,
      "sourceLanguage is \(language.string.map { "'\($0)'" } ?? language.description); the spec's source_language is '\(source)'",
      at: language.mark)
  }

  /// Reads a String Catalog: every translation and form of specc's keys in shipped locales; the
  /// app's other keys are one note; a problem is a diagnostic located in the file.
  static func readXCStrings(_ file: ImportedFile, spec: ResolvedSpec, ownership: Ownership) -> Reading {
    var reading = Reading()
    let parsed = parseCatalog(file)
    guard let root = parsed.root, let strings = parsed.strings?.members, let localization = spec.localization else {
      reading.diagnostics += [parsed.problem].compactMap { $0 }
      return reading
    }
    if let problem = sourceLanguageProblem(root, file, spec: spec) { reading.diagnostics.append(problem) }
    let texts = Dictionary(TranslatableText.all(in: spec.spec).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let keys = texts.keys.sorted()
    let shipped = Set(localization.shipped)
    var foreign = 0
    var firstForeign: Located<String>?
    var suggestions = 10
    for member in strings {
      let catalogKey = member.key.value
      guard let key = ownership.stringKey(catalogKey) else {
        foreign += 1
        if firstForeign == nil { firstForeign = member.key }
        continue
      }
      let value = member.value
      let stale = value["extractionState"]?.string == "stale"
      guard let text = texts[key] else {
        // A key specc marked stale on export is specc's own leftover: not an extra translation.
        guard !stale else { continue }
        suggestions -= 1
        let suggestion =
          suggestions < 0
          ? "" : Suggest.closest(to: key, in: keys).map { " (did you mean '\(ownership.catalogKey($0))'?)" } ?? ""
        reading.diagnostics.append(
          file.diagnostic(
            .warning,
            "extra translation: '\(catalogKey)'\(suggestion) is not a text of \(spec.path), so it is not read",
            at: member.key.mark))
        continue
      }
      if value["shouldTranslate"]?.bool == false {
        reading.diagnostics.append(
          file.diagnostic(
            .warning, "'\(catalogKey)' has shouldTranslate false: its translations are not read",
            at: member.key.mark))
        continue
      }
      guard let localizations = value["localizations"] else { continue }
      guard let locales = localizations.members else {
        reading.diagnostics.append(
          file.diagnostic(
            .error, "localizations of '\(catalogKey)' is \(localizations.description), not an object",
            at: localizations.mark))
        continue
      }
      for locale in locales {
        guard shipped.contains(locale.key.value) else {
          reading.diagnostics.append(
            file.diagnostic(
              .warning,
              "extra translation: '\(catalogKey)' has a '\(locale.key.value)' text, but the spec ships \(localization.shipped.joined(separator: ", ")); it is not read",
              at: locale.key.mark))
          continue
        }
        let read = readLocalization(
          locale.value, text: text, catalogKey: catalogKey, locale: spec.locales[locale.key.value], file: file,
          checkStates: true)
        reading.entries += read.entries
        reading.diagnostics += read.diagnostics
      }
    }
    if let note = foreignNote(file, count: foreign, first: firstForeign, ownership: ownership, what: "key") {
      reading.diagnostics.append(note)
    }
    return reading
  }

  /// The texts one locale of one catalog key gives: a `stringUnit`, `variations.plural`, or a
  /// `stringUnit` with one `%#@name@` substitution whose plural variations become the forms
  /// (`%arg` as the count token). A device variation is read through its `other` device, with a
  /// warning. With `checkStates`, a unit in state `new`, `needs_review` or `stale` is not a
  /// translation (a warning); without it (comparing on export), every unit counts.
  static func readLocalization(
    _ value: LocatedJSON, text: TranslatableText, catalogKey: String, locale localeValue: LocaleValue,
    file: ImportedFile, checkStates: Bool
  ) -> Reading {
    let locale = localeValue.tag
    var reading = Reading()
    func error(_ message: String, _ mark: Mark) {
      reading.diagnostics.append(file.diagnostic(.error, message, at: mark))
    }
    func warning(_ message: String, _ mark: Mark) {
      reading.diagnostics.append(file.diagnostic(.warning, message, at: mark))
    }
    func add(_ category: String?, _ value: String, _ mark: Mark) {
      reading.entries.append(
        Imported(entry: Entry(locale: locale, key: text.key, category: category, value: value), mark: mark))
    }
    let what = "'\(catalogKey)' in \(locale)"
    func unitValue(_ unit: LocatedJSON, _ what: String) -> String? {
      guard unit.members != nil, let value = unit["value"]?.string else {
        error("the stringUnit of \(what) has no string value", unit.mark)
        return nil
      }
      guard checkStates, let state = unit["state"] else { return value }
      switch state.string {
      case "translated": return value
      case let name? where ["new", "needs_review", "stale"].contains(name):
        warning(
          "\(what) is in state '\(name)', not a translation: it is not read (translate it and mark it translated)",
          state.mark)
      default:
        warning(
          "\(what) has state \(state.string.map { "'\($0)'" } ?? state.description), not 'translated': it is not read",
          state.mark)
      }
      return nil
    }
    func forms(_ plural: LocatedJSON, _ what: String, _ transform: (String) -> String) {
      guard let members = plural.members else {
        error("the plural variations of \(what) are \(plural.description), not an object", plural.mark)
        return
      }
      let categories = localeValue.pluralCategories.map(\.rawValue)
      for member in members {
        let category = member.key.value
        guard SpecSchema.pluralCategories.contains(category) else {
          error(
            "plural category '\(category)' of \(what) is not a CLDR plural category (zero, one, two, few, many, other)",
            member.key.mark)
          continue
        }
        guard categories.contains(category) else {
          warning(
            "extra plural category '\(category)' of \(what): \(locale) has \(categories.joined(separator: ", ")), so it is not read",
            member.key.mark)
          continue
        }
        guard let unit = member.value["stringUnit"] else {
          error("the \(category) form of \(what) has no stringUnit", member.value.mark)
          continue
        }
        if let value = unitValue(unit, "\(what) (\(category))") { add(category, transform(value), unit.mark) }
      }
    }
    guard value.members != nil else {
      error("\(what) is \(value.description), not an object", value.mark)
      return reading
    }
    var node = value
    if let device = node["variations"]?["device"] {
      let devices = (device.members ?? []).map(\.key.value).filter { $0 != "other" }
      guard let other = device["other"] else {
        warning(
          "device variations of \(what) (\(devices.joined(separator: ", "))) are not read: specc has one text per locale, and there is no 'other' device",
          device.mark)
        return reading
      }
      warning(
        "device variations of \(what) (\(devices.joined(separator: ", "))) are not read: specc has one text per locale, so the 'other' device's text is",
        device.mark)
      node = other
    }
    let substitutions = node["substitutions"]
    if let variations = node["variations"] {
      guard let plural = variations["plural"] else {
        error("the variations of \(what) are neither plural nor device variations", variations.mark)
        return reading
      }
      guard text.isPlural else {
        error("'\(catalogKey)' has no plural forms: give its \(locale) text as a stringUnit", variations.mark)
        return reading
      }
      if let substitutions {
        error(
          "substitutions inside the plural variations of \(what): specc's plural texts vary with one count",
          substitutions.mark)
        return reading
      }
      forms(plural, what) { $0 }
    } else if let unit = node["stringUnit"] {
      if let substitutions {
        substitute(unit, substitutions, what: what, text: text, error: error) { unit, plurals in
          guard let raw = unitValue(unit, what) else { return }
          let count = TemplateText.placeholder(text.count ?? "count")
          // Each substitution's forms by category, read (and checked) one substitution at a time.
          var byName: [String: [String: String]] = [:]
          for (name, plural) in plurals {
            let before = reading.entries.count
            forms(plural, "\(what) (substitution '\(name)')") { $0 }
            for entry in reading.entries[before...] {
              byName[name, default: [:]][entry.entry.category ?? "other"] = entry.entry.value
            }
            reading.entries.removeSubrange(before...)
          }
          // One count picks every substitution's form: category c is the text with each
          // substitution's c form.
          let categories = localeValue.pluralCategories.map(\.rawValue)
          // A form is read when every substitution gives it (a form in `needs_review` in one of
          // them is not a translation of the whole text).
          for category in categories where plurals.allSatisfy({ byName[$0.name]?[category] != nil }) {
            var value = raw
            for (name, _) in plurals {
              let form = byName[name]?[category] ?? ""
              value = value.replacingOccurrences(
                of: "%#@\(name)@", with: form.replacingOccurrences(of: "%arg", with: count))
            }
            add(category, value, unit.mark)
          }
        }
      } else if text.isPlural, localeValue.pluralCategories.map(\.rawValue) == ["other"] {
        // A language with one plural form (Japanese, Chinese): Xcode lets its text be a plain
        // stringUnit, the `other` form.
        if let value = unitValue(unit, what) { add("other", value, unit.mark) }
      } else {
        guard !text.isPlural else {
          error(
            "'\(catalogKey)' varies with a count: its \(locale) text needs variations.plural (or a %#@…@ substitution with plural variations)",
            unit.mark)
          return reading
        }
        if let value = unitValue(unit, what) { add(nil, value, unit.mark) }
      }
    } else {
      error("\(what) has neither a stringUnit nor variations", value.mark)
    }
    return reading
  }

  /// Checks a text's `%#@name@` substitutions against specc's plural texts and hands their
  /// plural variations to `read`, in the order the text uses them. Several substitutions are
  /// read when one count drives them all (the same `argNum`, or none given): French agreement,
  /// `%#@items@ %#@removed@`. Every way they cannot map is an error (never dropped).
  private static func substitute(
    _ unit: LocatedJSON, _ substitutions: LocatedJSON, what: String, text: TranslatableText,
    error: (String, Mark) -> Void, read: (LocatedJSON, [(name: String, plural: LocatedJSON)]) -> Void
  ) {
    guard text.isPlural else {
      error("\(what) has substitutions, but the spec's text does not vary with a count", substitutions.mark)
      return
    }
    guard let defined = substitutions.members else {
      error("the substitutions of \(what) are \(substitutions.description), not an object", substitutions.mark)
      return
    }
    let used = substitutionNames(unit["value"]?.string ?? "")
    guard !used.isEmpty else {
      error("\(what) has substitutions, but its text uses none (%#@name@)", unit.mark)
      return
    }
    for member in defined where !used.contains(member.key.value) {
      error(
        "substitution '\(member.key.value)' of \(what) is not used by its text (\(used.map { "%#@\($0)@" }.joined(separator: ", ")) \(used.count == 1 ? "is" : "are"))",
        member.key.mark)
      return
    }
    var plurals: [(name: String, plural: LocatedJSON)] = []
    var argument: (number: String, name: String)?
    for name in used {
      guard let substitution = substitutions[name] else {
        error("\(what) uses %#@\(name)@, but substitutions has no '\(name)'", substitutions.mark)
        return
      }
      guard let plural = substitution["variations"]?["plural"] else {
        error(
          "substitution '\(name)' of \(what) has no plural variations: specc maps a substitution to its plural forms",
          substitution.mark)
        return
      }
      var number = "1"
      if case .number(let given, _)? = substitution["argNum"] { number = given }
      if let first = argument, first.number != number {
        error(
          "substitutions '\(first.name)' and '\(name)' of \(what) count different arguments (argNum \(first.number) and \(number)): specc's plural texts vary with one count",
          substitution.mark)
        return
      }
      if argument == nil { argument = (number, name) }
      plurals.append((name, plural))
    }
    read(unit, plurals)
  }

  /// The distinct names of the `%#@name@` substitutions in a catalog text, in order.
  static func substitutionNames(_ text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "%#@") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "@") else { break }
      let name = String(rest[..<end])
      if !names.contains(name) { names.append(name) }
      rest = rest[rest.index(after: end)...]
    }
    return names
  }

  // MARK: - Export

  /// A new catalog, as Xcode writes an empty one.
  static func emptyCatalog(_ spec: ResolvedSpec) -> String {
    "{\n  \"sourceLanguage\" : \(CatalogJSON.quoted(spec.localization?.sourceLanguage.value ?? "en")),\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  /// The spec's texts as a new String Catalog, as Xcode writes one: `" : "` separators,
  /// two-space indentation, keys sorted.
  static func xcstrings(_ spec: ResolvedSpec) -> String {
    mergeXCStrings(into: nil, path: "new.xcstrings", spec: spec, ownership: Ownership(spec: spec)).text ?? ""
  }

  /// The catalog `file` (or a new one) with specc's keys written from the spec and every other
  /// byte as it was: other keys, their order and everything outside `strings` untouched. Of a
  /// key of specc's it keeps what specc does not write (`extractionState`, `shouldTranslate`,
  /// other members) and every locale whose texts already say what the spec says, state and
  /// substitutions included; a key the spec no longer has is marked `extractionState: stale`.
  static func mergeXCStrings(into file: ImportedFile?, path: String, spec: ResolvedSpec, ownership: Ownership) -> (
    text: String?, diagnostics: [Diagnostic]
  ) {
    let file = file ?? ImportedFile(path: path, bytes: Array(emptyCatalog(spec).utf8))
    let parsed = parseCatalog(file)
    guard let root = parsed.root, let strings = parsed.strings, let members = strings.members,
      let span = strings.span
    else { return (nil, [parsed.problem].compactMap { $0 }) }
    if let problem = sourceLanguageProblem(root, file, spec: spec) { return (nil, [problem]) }
    let bytes = file.bytes
    func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    // The layout of `strings`: what precedes the first member and follows the last.
    let lead: String
    let close: String
    if let first = members.first, let last = members.last {
      lead = slice((span.lowerBound + 1)..<first.span.lowerBound)
      close = slice(last.span.upperBound..<(span.upperBound - 1))
    } else {
      let closeLine = slice((span.lowerBound + 1)..<(span.upperBound - 1))
      let outer = String(closeLine.split(separator: "\n", omittingEmptySubsequences: false).last ?? "  ")
      lead = "\n" + outer + "  "
      close = "\n" + outer
    }
    let indent = String(lead.split(separator: "\n", omittingEmptySubsequences: false).last ?? "    ")
    let texts = TranslatableText.all(in: spec.spec)
    let byKey = entriesByKey(of: spec)
    let shipped = (spec.localization?.shipped ?? []).map { spec.locales[$0] }
    let present = Dictionary(members.map { ($0.key.value, $0.value) }, uniquingKeysWith: { a, _ in a })
    var written: [String: String] = [:]
    var notes: [Diagnostic] = []
    for text in texts {
      let key = ownership.catalogKey(text.key)
      written[key] = ownedEntry(
        text, key: key, existing: present[key], bytes: bytes, locales: byKey[text.key] ?? [:], shipped: shipped,
        comment: translatorComment(text, spec: spec), file: file, indent: indent, notes: &notes)
    }
    var output: [String] = []
    let pending = written.keys.filter { present[$0] == nil }.sorted()
    var next = 0
    for member in members {
      while next < pending.count, pending[next] < member.key.value {
        output.append("\(CatalogJSON.quoted(pending[next])) : \(written[pending[next]] ?? "{}")")
        next += 1
      }
      if let entry = written[member.key.value] {
        output.append("\(CatalogJSON.quoted(member.key.value)) : \(entry)")
      } else if ownership.stringKey(member.key.value) != nil {
        output.append(
          "\(CatalogJSON.quoted(member.key.value)) : \(staleEntry(member.value, bytes: bytes, indent: indent))")
      } else {
        output.append(slice(member.span))
      }
    }
    for key in pending[next...] { output.append("\(CatalogJSON.quoted(key)) : \(written[key] ?? "{}")") }
    let body =
      output.isEmpty
      ? slice((span.lowerBound + 1)..<(span.upperBound - 1)) : lead + output.joined(separator: "," + lead) + close
    let text = slice(0..<(span.lowerBound + 1)) + body + slice((span.upperBound - 1)..<bytes.count)
    return (text, notes)
  }

  /// An object's members as `CatalogJSON` members, each value kept as written.
  private static func rawMembers(_ object: LocatedJSON?, bytes: [UInt8]) -> [(String, CatalogJSON)] {
    (object?.members ?? []).map { ($0.key.value, .raw(String(decoding: bytes[$0.valueSpan], as: UTF8.self))) }
  }

  /// `members` with `key` set to `value`: in place when present, else before the first greater key.
  private static func setting(_ key: String, _ value: CatalogJSON, in members: [(String, CatalogJSON)]) -> [(
    String, CatalogJSON
  )] {
    var members = members
    if let index = members.firstIndex(where: { $0.0 == key }) {
      members[index].1 = value
    } else {
      members.insert((key, value), at: members.firstIndex { $0.0 > key } ?? members.count)
    }
    return members
  }

  /// The entry of one of specc's keys: the existing one's members kept, `comment` from the spec
  /// (a comment someone else wrote is kept, with a note), `extractionState` kept (`manual` when
  /// new), each shipped locale's texts from the spec unless the file already says the same. Of a
  /// plural text, each form the file has and the spec does not (a form in `needs_review`, say)
  /// is kept as written, with its state, and so is each form that already says what the spec says.
  private static func ownedEntry(
    _ text: TranslatableText, key catalogKey: String, existing: LocatedJSON?, bytes: [UInt8],
    locales: [String: [Entry]], shipped: [LocaleValue], comment: String, file: ImportedFile, indent: String,
    notes: inout [Diagnostic]
  ) -> String {
    var members = rawMembers(existing, bytes: bytes)
    if let old = existing?["comment"], let written = old.string, !written.isEmpty,
      !isSpeccComment(written, kind: text.kind)
    {
      if written != comment {
        notes.append(
          file.diagnostic(
            .note,
            "kept the comment of '\(catalogKey)': it is not specc's (specc's starts '\(commentOpening(text.kind).trimmingCharacters(in: .whitespaces))'), so specc's translator comment is not written; delete it to get specc's",
            at: old.mark))
      }
    } else {
      members = setting("comment", .string(comment), in: members)
    }
    if existing?["extractionState"] == nil { members = setting("extractionState", .string("manual"), in: members) }
    let previous = existing?["localizations"]
    var localizations = rawMembers(previous, bytes: bytes)
    func unit(_ value: String) -> CatalogJSON {
      .object([("stringUnit", .object([("state", .string("translated")), ("value", .string(value))]))])
    }
    for value in shipped {
      let locale = value.tag
      guard let entries = locales[locale] else {
        if let old = previous?[locale] {
          notes.append(
            file.diagnostic(
              .note,
              "kept the \(locale) text of '\(catalogKey)' as it is: the spec has no \(locale) text for it (import the file to bring it into the spec)",
              at: old.mark))
        }
        continue
      }
      let old = previous?[locale]
      if let old {
        let read = readLocalization(
          old, text: text, catalogKey: text.key, locale: value, file: file, checkStates: false)
        // The file already says everything the spec says (and maybe more: forms the spec does
        // not have yet): it stays as written, states and substitutions included.
        if saysAll(entries, read.entries.map(\.entry)) { continue }
      }
      let generated: CatalogJSON
      if entries.count == 1, let only = entries.first, only.category == nil {
        generated = unit(only.value)
      } else if let old, old["substitutions"] == nil, old["variations"]?["device"] == nil,
        let oldPlural = old["variations"]?["plural"], let oldForms = oldPlural.members
      {
        // Form by form: the file's forms the spec does not write, or writes alike, as written.
        var plural = rawMembers(oldPlural, bytes: bytes)
        var kept: [String] = []
        let wanted = Dictionary(
          entries.compactMap { e in e.category.map { ($0, e.value) } }, uniquingKeysWith: { a, _ in a })
        for form in oldForms where wanted[form.key.value] == nil { kept.append(form.key.value) }
        for (category, text) in wanted.sorted(by: { $0.key < $1.key }) {
          let present = oldForms.first { $0.key.value == category }
          if present?.value["stringUnit"]?["value"]?.string == text { continue }
          plural = setting(category, unit(text), in: plural)
        }
        if !kept.isEmpty {
          notes.append(
            file.diagnostic(
              .note,
              "kept the \(locale) form\(kept.count == 1 ? "" : "s") \(kept.joined(separator: ", ")) of '\(catalogKey)' as written (with \(kept.count == 1 ? "its" : "their") state): the spec has no such form (import the file to bring \(kept.count == 1 ? "it" : "them") into the spec)",
              at: oldPlural.mark))
        }
        let variations = setting("plural", .object(plural), in: rawMembers(old["variations"], bytes: bytes))
        generated = .object(setting("variations", .object(variations), in: rawMembers(old, bytes: bytes)))
      } else {
        let plural = entries.compactMap { form in form.category.map { ($0, unit(form.value)) } }.sorted { $0.0 < $1.0 }
        generated = .object([("variations", .object([("plural", .object(plural))]))])
      }
      localizations = setting(locale, generated, in: localizations)
    }
    members = setting("localizations", .object(localizations), in: members)
    return CatalogJSON.object(members).printed(indent: indent)
  }

  /// A key of specc's the spec no longer has: kept, marked `extractionState: stale` (as Xcode
  /// marks a key its code no longer uses).
  private static func staleEntry(_ value: LocatedJSON, bytes: [UInt8], indent: String) -> String {
    guard value.members != nil, let span = value.span else { return "{}" }
    guard value["extractionState"]?.string != "stale" else { return String(decoding: bytes[span], as: UTF8.self) }
    return CatalogJSON.object(setting("extractionState", .string("stale"), in: rawMembers(value, bytes: bytes)))
      .printed(indent: indent)
  }
}
