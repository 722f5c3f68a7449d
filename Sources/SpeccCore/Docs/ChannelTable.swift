/// Android notification channels.
enum ChannelTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Channel id", "Name", "Importance", "Sound", "Vibration", "Description"])
    for channel in spec.channels {
      table.append([
        MarkdownTable.code(channel.id.value), MarkdownTable.text(channel.name.value),
        MarkdownTable.text(channel.importance.value), channel.sound.map { MarkdownTable.code($0.value) } ?? "default",
        channel.vibration.map { $0 ? "yes" : "no" } ?? "", MarkdownTable.text(channel.description?.value ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.channels.isEmpty else { return nil }
    return .table(
      "channels", "Android channels", table(spec),
      intro: "Channel ids are stable: once shipped, only a channel's name and description can change.")
  }
}
