/// An id kept as the app shipped it (`shipped: true`) answers to its platform's rules, not to
/// specc's id format: what the platform takes whole is allowed, what it cuts or cannot store is
/// not, and the key is reported where it does nothing (issue 37, item 4).
struct ShippedIDRule: Rule {
  static let description = RuleDescription(
    id: "shipped_id", title: "Ids kept as shipped",
    summary:
      "An id marked shipped: true (a channel, channel group, category or action the app shipped before its spec) is one its platform accepts: not empty, and for Android channels and channel groups no control character and at most 1,000 UTF-16 code units; shipped: true on an id that already has specc's format does nothing and is reported.",
    rationale:
      "Android keeps channels by id on installed devices and never renames them: an app that shipped a channel REMINDERS must keep that id, or every user gets a second channel and loses their settings. Android's NotificationChannel and NotificationChannelGroup keep at most 1,000 characters of an id and cut the rest (MAX_TEXT_LENGTH, https://cs.android.com/android/platform/superproject/+/main:frameworks/base/core/java/android/app/NotificationChannel.java), so two long ids could become one; iOS reads an empty categoryIdentifier as no category (https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier); Android keeps channel settings as XML on the device (NotificationManagerService's policy file), which cannot hold control characters.",
    triggering: [
      LoadingRules.header
        + "channels:\n  - id: ↓\"REMINDERS\\tDAILY\"\n    shipped: true\n    name: A\n    importance: high\n",
      LoadingRules.header + "categories:\n  - id: ↓\"\"\n    shipped: true\n",
      LoadingRules.header + "channels:\n  - id: reminders\n    shipped: ↓true\n    name: A\n    importance: high\n",
    ],
    nonTriggering: [
      LoadingRules.header + "channels:\n  - id: REMINDERS\n    shipped: true\n    name: A\n    importance: high\n"
        + "categories:\n  - id: \"reminder category\"\n    shipped: true\n    actions:\n      - id: \"com.app:done\"\n"
        + "        shipped: true\n        title: Done\n",
      LoadingRules.header + "channels:\n  - id: reminders\n    name: A\n    importance: high\n",
    ])

  static func check(_ spec: ResolvedSpec, into sink: inout DiagnosticSink) {
    for kind in spec.sections.idKinds {
      guard let shipped = kind.shipped else { continue }
      let format = IDFormat(kind.schema)
      for (id, flag) in shipped.ids(spec.spec) where flag.value {
        if let problem = problem(id.value, shipped) {
          sink.error(
            Self.id,
            "\(kind.what) id '\(Self.shown(id.value))' is kept as shipped, but \(shipped.platform) \(problem)",
            at: id.mark)
        } else if format?.matches(id.value) == true {
          sink.warning(
            Self.id,
            "shipped: true does nothing here: \(kind.what) id '\(id.value)' already has specc's id format; remove the key",
            at: flag.mark)
        }
      }
    }
  }

  /// What the platform does not accept of `id`, or nil.
  static func problem(_ id: String, _ shipped: IDKind.Shipped) -> String? {
    if id.isEmpty { return "takes no empty id (an empty identifier means none)" }
    if shipped.noControlCharacters,
      id.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return "cannot keep an id with a control character (the device keeps its channel settings as XML)"
    }
    if let limit = shipped.maxUTF16Length, id.utf16.count > limit {
      return
        "keeps only the first \(limit) UTF-16 code units of an id (this one has \(id.utf16.count)), so it would not be the id that shipped"
    }
    return nil
  }

  /// An id for a message, its control characters shown as escapes.
  static func shown(_ id: String) -> String {
    var text = ""
    for scalar in id.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The id format of an object schema (its `id` field's pattern).
  struct IDFormat {
    let matches: (String) -> Bool
    init?(_ object: ObjectSchema) {
      guard case .string(let pattern?, _) = object.field("id")?.type else { return nil }
      if let fast = IDPattern.cached(pattern) {
        matches = fast.matches
      } else if let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar) {
        matches = { (try? regex.wholeMatch(in: $0)) != nil }
      } else {
        return nil
      }
    }
  }
}
