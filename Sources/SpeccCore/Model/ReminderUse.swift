extension Spec {
  /// The reminders of one prayer, slot or user item that name their own template, channel or
  /// sound (`reminder_template`, `reminder_channel`, `reminder_sound`; issue 37).
  struct ReminderUse: Sendable {
    /// How messages name the item: `prayer 'dawn'`.
    var what: String
    var role: ReminderRole
    /// The template the item shows: its channel is the reminders' unless `reminder_channel` says.
    var template: Ref<Template>?
    /// True when the user can enable a reminder before it.
    var canRemind: Bool
    /// The reminder options a user chooses from (off, silent, sound), where the item has them: a
    /// user item's reminders always sound.
    var options: Located<[ReminderOption]>?
  }

  /// Every prayer, slot and user item whose reminders name a template, channel or sound of their
  /// own, in spec order.
  var reminderUses: [ReminderUse] {
    var uses: [ReminderUse] = []
    for prayer in prayers where prayer.reminderRole.isGiven {
      uses.append(
        ReminderUse(
          what: "prayer '\(prayer.id.value)'", role: prayer.reminderRole, template: prayer.template,
          canRemind: prayer.canRemind, options: prayer.reminder))
    }
    for slot in slots where slot.roles.reminder.isGiven {
      uses.append(
        ReminderUse(
          what: "slot '\(slot.id.value)'", role: slot.roles.reminder, template: slot.template,
          canRemind: slot.canRemind, options: slot.reminder))
    }
    for kind in userItems where kind.roles.reminder.isGiven {
      uses.append(
        ReminderUse(
          what: "user item '\(kind.id.value)'", role: kind.roles.reminder, template: kind.template,
          canRemind: kind.remindersPerOccurrence > 0, options: nil))
    }
    return uses
  }

  /// The channel `use`'s reminders post on: `reminder_channel`, else the item's template's.
  func reminderChannel(of use: ReminderUse) -> Channel? {
    use.role.channel != nil ? self[use.role.channel] : self[self[use.template]?.channel]
  }
}
