/// Android notification channels.
enum ChannelTable {
  static func table(_ spec: Spec, links: DocLinks = DocLinks()) -> MarkdownTable {
    var table = MarkdownTable(["Channel id", "Name", "Importance", "Sound", "Vibration", "Description"])
    for channel in spec.channels {
      table.append([
        links.declared(channel.id), MarkdownTable.text(channel.name.value),
        MarkdownTable.text(channel.importance.value), channel.sound.map { MarkdownTable.code($0.value) } ?? "default",
        channel.vibration.map { $0 ? "yes" : "no" } ?? "", MarkdownTable.text(channel.description?.value ?? ""),
      ])
    }
    return table.droppingEmptyColumns()
  }

  static func section(_ spec: Spec, links: DocLinks = DocLinks()) -> DocSection? {
    guard !spec.channels.isEmpty else { return nil }
    return .table(
      "channels", "Android channels", table(spec, links: links),
      intro: "Channel ids are stable: once shipped, only a channel's name and description can change.")
  }
}
