import SpeccRuntime

/// What every notification of the spec must fit, with the values in force (given by the spec or
/// specc's defaults, `PlatformSettings`): title and body lengths, each platform's pending cap and
/// reserve, and the spec's own `limits` (`max_per_day`, `quiet_hours`).
enum LimitsTable {
  static func table(_ spec: Spec) -> MarkdownTable {
    var table = MarkdownTable(["Limit", "In force", "From"], alignments: [.left, .left, .left])
    let units = spec.lengthUnits.map { $0 == .utf16 ? "UTF-16 units" : "characters" }.joined(separator: " and ")
    if !spec.templates.isEmpty {
      table.append([
        "Title length", "≤ \(TemplateRendering.titleLimit) \(units)",
        "specc, for every template and translation (`template_length`, `translation_length`)",
      ])
      table.append([
        "Body length", "≤ \(TemplateRendering.bodyLimit) \(units)",
        "specc, for every template and translation (`template_length`, `translation_length`)",
      ])
    }
    for platform in spec.platforms.sorted(by: { $0.name.value < $1.name.value }) {
      let settings = PlatformSettings(platform, scheduling: spec.scheduling)
      let name = PlatformTable.displayName(platform.name.value)
      let key = "platforms." + platform.name.value.rawValue
      guard let cap = settings.cap else {
        table.append([
          "Pending notifications (\(name))", "no cap", "the spec sets no " + MarkdownTable.code(key + ".pending_cap"),
        ])
        continue
      }
      table.append([
        "Pending notifications (\(name))", "≤ \(cap.value)",
        cap.isDefaulted ? "\(name)'s own cap (specc's default)" : MarkdownTable.code(key + ".pending_cap"),
      ])
      if settings.reserve.value > 0 {
        table.append([
          "Planned at most (\(name))", "\(max(0, cap.value - settings.reserve.value))",
          "the cap less " + MarkdownTable.code(key + ".reserve") + " (\(settings.reserve.value))",
        ])
      }
    }
    let limits = spec.limits
    table.append([
      "Notifications a day", limits?.maxPerDay.map { "≤ \($0.value)" } ?? "no maximum",
      limits?.maxPerDay == nil ? "the spec sets none" : MarkdownTable.code("limits.max_per_day"),
    ])
    if let quiet = limits?.quietHours {
      table.append([
        "Quiet hours", "\(quiet.from.value)–\(quiet.to.value)",
        MarkdownTable.code("limits.quiet_hours") + " (nothing fires from the first time up to the second"
          + (quiet.userCanDisable?.value == true ? "; the user may switch them off, which changes no count)" : ")"),
      ])
    } else {
      table.append(["Quiet hours", "none", "the spec sets none"])
    }
    return table
  }

  static func section(_ spec: Spec) -> DocSection? {
    guard !spec.templates.isEmpty || !spec.platforms.isEmpty || spec.limits != nil else { return nil }
    return .table("limits", "Limits", table(spec))
  }
}
