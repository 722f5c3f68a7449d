/// The one place a reference is looked up by its spelling: `link()` fills every `Ref` of a decoded
/// spec with the declaration it names, and every later stage follows the handle
/// (`spec[template.channel]`, `flow[transition.to]`). `scripts/check-resolved-model.sh` finds no
/// lookup of a declaration by its id outside `Resolve/`.
extension Spec {
  /// Links every reference to the first declaration of its id and kind (in document order: the
  /// first the symbol table's `lookup` finds; a repeated id is `unique_ids`' error), or to none
  /// when the id names nothing of its kind (`references` reports it).
  mutating func link() {
    let channelIndex = Self.firstIndex(channels)
    let categoryIndex = Self.firstIndex(categories)
    let groupIndex = Self.firstIndex(channelGroups)
    for index in templates.indices where templates[index].channel != nil || templates[index].category != nil {
      if let id = templates[index].channel?.value { templates[index].channel?.resolve(to: channelIndex[id]) }
      if let id = templates[index].category?.value { templates[index].category?.resolve(to: categoryIndex[id]) }
    }
    for index in channels.indices {
      if let id = channels[index].group?.value { channels[index].group?.resolve(to: groupIndex[id]) }
    }
    for index in prayers.indices where prayers[index].reminderRole.channel != nil {
      prayers[index].reminderRole.link(channels: channelIndex)
    }
    for index in slots.indices where slots[index].roles.reminder.channel != nil {
      slots[index].roles.reminder.link(channels: channelIndex)
    }
    for index in userItems.indices where userItems[index].roles.reminder.channel != nil {
      userItems[index].roles.reminder.link(channels: channelIndex)
    }
    // Templates are the one store that can be large (21,000 on the 10 MB benchmark): indexed only
    // when something names one.
    if prayers.contains(where: { $0.template != nil || $0.reminderRole.template != nil })
      || slots.contains(where: {
        $0.template != nil || $0.roles.reminder.template != nil || $0.roles.snoozeTemplate != nil
      })
      || !userItems.isEmpty
    {
      let templateIndex = Self.firstIndex(templates)
      for index in prayers.indices {
        if let id = prayers[index].template?.value { prayers[index].template?.resolve(to: templateIndex[id]) }
        prayers[index].reminderRole.link(templates: templateIndex)
      }
      for index in slots.indices {
        if let id = slots[index].template?.value { slots[index].template?.resolve(to: templateIndex[id]) }
        slots[index].roles.link(templates: templateIndex)
      }
      for index in userItems.indices {
        userItems[index].template.resolve(to: templateIndex[userItems[index].template.value])
        userItems[index].roles.link(templates: templateIndex)
      }
    }
    linkTokens()
    if slots.contains(where: { $0.userWeekdaysFrom != nil }) {
      let slotIndex = Self.firstIndex(slots)
      for index in slots.indices {
        if let id = slots[index].userWeekdaysFrom?.value { slots[index].userWeekdaysFrom?.resolve(to: slotIndex[id]) }
      }
    }
    if !flows.isEmpty {
      let copyIndex = Self.firstIndex(copy)
      let labelIndex = Self.firstIndex(statusLabels)
      for flow in flows.indices { flows[flow].link(copy: copyIndex, labels: labelIndex) }
    }
  }

  /// Links each template's `count` and the token of each `{{token}}` badge (the tokens of its
  /// texts are linked where `TemplateText` parses them, against the same `TokenNames`).
  private mutating func linkTokens() {
    guard
      templates.contains(where: { $0.count != nil || $0.content.badgeToken != nil })
    else { return }
    let names = TokenNames(tokens)
    for index in templates.indices {
      if let count = templates[index].count {
        templates[index].count = names.ref(count.value, at: count.mark) ?? count
      }
      if let badge = templates[index].content.badge, let name = templates[index].content.badgeToken {
        templates[index].content.badgeRef = names.ref(name, at: badge.mark) ?? Ref(Located(name, at: badge.mark))
      }
    }
  }

  /// The index of the first item of each id.
  fileprivate static func firstIndex<Item: Identified>(_ items: [Item]) -> [String: Int] {
    var found: [String: Int] = [:]
    found.reserveCapacity(items.count)
    for (index, item) in items.enumerated() where found[item.id.value] == nil { found[item.id.value] = index }
    return found
  }
}

extension Flow {
  /// Links its start and its transitions' targets: a flow's states are scoped to it, so a
  /// transition names a state of its own flow (`Spec.link()` links every flow). Each state's copy
  /// entry and status label name the spec's (`copy`, `labels`: the index of each id's first).
  mutating func link(copy: [String: Int], labels: [String: Int]) {
    let stateIndex = Spec.firstIndex(states)
    start.resolve(to: stateIndex[start.value])
    for state in states.indices {
      if let id = states[state].copy?.value { states[state].copy?.resolve(to: copy[id]) }
      if let id = states[state].status?.value { states[state].status?.resolve(to: labels[id]) }
      for transition in states[state].transitions.indices {
        states[state].transitions[transition].to.resolve(to: stateIndex[states[state].transitions[transition].to.value])
      }
    }
  }
}

extension Roles {
  /// Links the reminders' and the snooze's templates (`templates`: the index of each id's first).
  fileprivate mutating func link(templates: [String: Int]) {
    reminder.link(templates: templates)
    if let id = snoozeTemplate?.value { snoozeTemplate?.resolve(to: templates[id]) }
  }
}

extension ReminderRole {
  fileprivate mutating func link(templates: [String: Int]) {
    if let id = template?.value { template?.resolve(to: templates[id]) }
  }

  fileprivate mutating func link(channels: [String: Int]) {
    if let id = channel?.value { channel?.resolve(to: channels[id]) }
  }
}

/// A declaration with an id (what `Spec.link()` indexes).
protocol Identified { var id: Located<String> { get } }
extension Channel: Identified {}
extension ChannelGroup: Identified {}
extension Category: Identified {}
extension Template: Identified {}
extension FlowState: Identified {}
extension Slot: Identified {}
extension Copy: Identified {}
extension StatusLabel: Identified {}
