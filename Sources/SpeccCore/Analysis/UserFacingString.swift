import SpeccRuntime

/// A string a user reads, wherever the spec keeps it: copy entries (their own context), status
/// labels (context `status`), template titles and bodies (`template`), the titles of iOS
/// categories' actions (`action`), Android channels' names and descriptions (`channel`), and the
/// labels of the items that fire: prayer names and slot labels (`item_label`). Copy rules apply to
/// these; a rule's `contexts` may also name one field (`template_title`, `template_body`,
/// `channel_name`, `channel_description`, `prayer_name`, `slot_label`).
struct UserFacingString: Sendable, Hashable {
  enum Source: String, Sendable, Hashable {
    case copy, statusLabel, templateTitle, templateBody, actionTitle, channelName, channelDescription, prayerName,
      slotLabel
  }
  var source: Source
  /// The copy, status label, template, action, channel, prayer or slot id.
  var id: String
  var platform: CopyPlatform
  /// The copy context; `status`, `template`, `action`, `channel` or `item_label` for the others.
  var context: String
  /// What a prompt requests, for copy that has it.
  var requests: String?
  var text: Located<String>
  /// A template's title or body: its worst-case rendered length in characters (tokens at their
  /// longest, escaped; nil when a token is unbounded). Nil for the other kinds.
  var rendered: TemplateAnalysis.Field? = nil
  /// The category an action title belongs to.
  var owner: String? = nil
  /// The variant a template title or body is the wording of (nil: the template's own).
  var variant: String? = nil
  /// The locale of a translation (`fr`, `ar`), nil for the spec's own text (its source language).
  var locale: String? = nil
  /// A plural form's CLDR category (`few`), nil for any other text.
  var category: String? = nil

  /// The length a copy rule's `max_length` compares: the text's characters (as `Graphemes`
  /// counts them), or a template's
  /// worst case as rendered (nil when that is unbounded).
  var lengthForRules: Int? { rendered.map(\.worstCaseLength) ?? Graphemes.count(text.value) }

  /// The one field a copy rule's `contexts` may name instead of the whole context
  /// (`template_title`, `channel_description`, `slot_label`, …), if the string is such a field.
  var field: String? {
    switch source {
    case .copy, .statusLabel, .actionTitle: nil
    case .templateTitle: "template_title"
    case .templateBody: "template_body"
    case .channelName: "channel_name"
    case .channelDescription: "channel_description"
    case .prayerName: "prayer_name"
    case .slotLabel: "slot_label"
    }
  }

  /// How messages name it: `copy 'x'`, `status label 'y'`, `title of template 'z'`, `title of
  /// action 'stop' in category 'alarm'`, `name of channel 'c'`, `label of slot 's'`.
  /// A translation adds its locale and plural category: `title of template 'z' in ar (few)`.
  var name: String { ownName + (locale.map { " in \($0)" + (category.map { " (\($0))" } ?? "") } ?? "") }

  private var ownName: String {
    switch source {
    case .copy: "copy '\(id)'"
    case .statusLabel: "status label '\(id)'"
    case .templateTitle: "title of template '\(id)'"
    case .templateBody: "body of template '\(id)'"
    case .actionTitle: "title of action '\(id)'" + (owner.map { " in category '\($0)'" } ?? "")
    case .channelName: "name of channel '\(id)'"
    case .channelDescription: "description of channel '\(id)'"
    case .prayerName: "name of prayer '\(id)'"
    case .slotLabel: "label of slot '\(id)'"
    }
  }

  /// Every user-facing string of `spec`, in source order by section.
  static func all(in spec: Spec, templates analyses: TemplateAnalyses) -> [UserFacingString] {
    let copy = spec.copy.map {
      UserFacingString(
        source: .copy, id: $0.id.value, platform: $0.platform.value, context: $0.context.value,
        requests: $0.requests?.value, text: $0.text)
    }
    let labels = spec.statusLabels.map {
      UserFacingString(source: .statusLabel, id: $0.id.value, platform: $0.platform, context: "status", text: $0.label)
    }
    let templates = analyses.all.flatMap { analysis in
      [
        UserFacingString(
          source: .templateTitle, id: analysis.templateID, platform: .all, context: "template",
          text: analysis.title.text, rendered: analysis.title, variant: analysis.variantID),
        UserFacingString(
          source: .templateBody, id: analysis.templateID, platform: .all, context: "template",
          text: analysis.body.text, rendered: analysis.body, variant: analysis.variantID),
      ]
    }
    let actions = spec.categories.flatMap { category in
      category.actions.map {
        UserFacingString(
          source: .actionTitle, id: $0.id.value, platform: .ios, context: "action", text: $0.title,
          owner: category.id.value)
      }
    }
    let channels = spec.channels.flatMap { channel in
      [
        UserFacingString(
          source: .channelName, id: channel.id.value, platform: .android, context: "channel", text: channel.name)
      ]
        + (channel.description.map {
          [
            UserFacingString(
              source: .channelDescription, id: channel.id.value, platform: .android, context: "channel", text: $0)
          ]
        } ?? [])
    }
    let prayers = spec.prayers.map {
      UserFacingString(source: .prayerName, id: $0.id.value, platform: .all, context: "item_label", text: $0.name)
    }
    let slots = spec.slots.compactMap { slot in
      slot.labelText.map {
        UserFacingString(source: .slotLabel, id: slot.id.value, platform: .all, context: "item_label", text: $0)
      }
    }
    return copy + labels + templates + actions + channels + prayers + slots
  }
}
