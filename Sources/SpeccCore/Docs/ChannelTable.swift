/// Android notification channels and their groups.
enum ChannelTable {
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable([
      "Channel id", "Name", "Group", "Importance", "Sound", "Vibration", "Lock screen", "Do Not Disturb", "Description",
    ])
    for channel in spec.channels {
      table.append([
        links.declared(channel.id), MarkdownTable.text(channel.name.value),
        channel.group.map { links.named($0.id) } ?? "",
        MarkdownTable.text(channel.importance.value), channel.sound.map { MarkdownTable.code($0.value) } ?? "default",
        vibration(channel), channel.visibility.map { MarkdownTable.text($0.value) } ?? "",
        channel.bypassDND.map { $0.value ? "sounds" : "silenced" } ?? "",
        MarkdownTable.text(channel.description?.value ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  /// `yes`, `no`, or the pattern (`0, 400, 200, 400 ms`).
  private static func vibration(_ channel: Channel) -> String {
    if let pattern = channel.vibrationPattern, !pattern.isEmpty {
      return pattern.map { String($0.value) }.joined(separator: ", ") + " ms"
    }
    return channel.vibration.map { $0.value ? "yes" : "no" } ?? ""
  }

  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.channels.isEmpty else { return nil }
    return .table(
      "channels", "Android channels", table(spec, links: links),
      intro:
        "Channel ids are stable: once shipped, only a channel's name and description can change (its sound, vibration, lock-screen visibility and Do Not Disturb setting stay as first created)."
    )
  }

  /// Each sound a user may choose for a prayer or user item and the Android channel that plays it
  /// (the generated `channelChoices`); a choice without exactly one channel says so.
  static func choiceTable(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Item", "Sound", "Android channel"])
    for choice in spec.channelChoices {
      let channel: String
      if let one = choice.channel {
        channel = MarkdownTable.code(one.id.value)
      } else if choice.carriers.isEmpty {
        channel = "none (channel_choice)"
      } else {
        channel = choice.carriers.map { MarkdownTable.code($0.id.value) }.joined(separator: ", ") + " (ambiguous)"
      }
      table.append([
        MarkdownTable.code(choice.item.value), choice.silent ? "silent" : MarkdownTable.code(choice.sound.value),
        channel,
      ])
    }
    return table
  }

  static func choiceSection(_ spec: Spec) -> DocSection? {
    guard !spec.channels.isEmpty, !spec.channelChoices.isEmpty else { return nil }
    return .table(
      "sound_choices", "Sound choices", choiceTable(spec),
      intro:
        "Android plays a notification with its channel's sound, fixed when the channel is created: the app posts each item's notification on the channel of the sound the user chose (channelChoices in the generated code)."
    )
  }

  static func groupTable(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Group id", "Name", "Channels", "Description"])
    for (index, group) in spec.channelGroups.enumerated() {
      // A repeated group id (unique_ids) is named by no channel: each names its first.
      let members = spec.channels.filter { $0.group?.target == index }.map { MarkdownTable.code($0.id.value) }
      table.append([
        links.declared(group.id), MarkdownTable.text(group.name.value), members.joined(separator: ", "),
        MarkdownTable.text(group.description?.value ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func groupSection(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.channelGroups.isEmpty else { return nil }
    return .table(
      "channel_groups", "Android channel groups", groupTable(spec, links: links),
      intro: "Sections of the app's channels in the system settings (NotificationChannelGroup).")
  }
}
