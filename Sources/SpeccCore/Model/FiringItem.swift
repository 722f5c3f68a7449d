/// Something that fires, whatever section declares it (a prayer, a slot): when it occurs, how
/// many notifications one occurrence schedules at most, and what comes with it. The budget, the
/// reminder checks and the docs read prayers and slots through this one view.
struct FiringItem: Sendable, Hashable {
  /// The section it comes from.
  enum Source: String, Sendable, Hashable { case prayer, slot }
  var source: Source
  var id: Located<String>
  /// Weekdays it occurs on; every day when nil.
  var onlyOn: Located<[Weekday]>?
  /// True when the user can have it notify at its time (a slot always does).
  var notifiesAtTime: Bool
  /// True when the user can enable a reminder before it.
  var canRemind: Bool
  /// Where its reminder options are written, if anywhere.
  var reminderMark: Mark?
  /// Its own reminder offsets, overriding `reminders.offsets_minutes`.
  var reminderOffsets: [Located<Int>]?
  var snooze: Snooze?
  /// The template it shows.
  var template: Located<String>?
  var mark: Mark

  /// Notifications one occurrence schedules at most: at-time and reminder.
  var perOccurrence: Int { (notifiesAtTime ? 1 : 0) + (canRemind ? 1 : 0) }

  /// True on `day`.
  func occurs(on day: Weekday) -> Bool { onlyOn?.value.contains(day) ?? true }

  /// `prayer 'x'`, `slot '0800'`.
  var name: String { "\(source.rawValue) '\(id.value)'" }
}

extension Spec {
  /// Every prayer, then every slot, as something that fires.
  var firingItems: [FiringItem] {
    let prayers = self.prayers.map {
      FiringItem(
        source: .prayer, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: $0.canNotifyAtTime, canRemind: $0.canRemind,
        reminderMark: $0.reminder.mark, reminderOffsets: $0.reminderOffsets, snooze: nil, template: $0.template,
        mark: $0.mark)
    }
    let slots = self.slots.map {
      FiringItem(
        source: .slot, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: true, canRemind: $0.canRemind,
        reminderMark: $0.reminder?.mark, reminderOffsets: $0.reminderOffsets, snooze: $0.snooze, template: $0.template,
        mark: $0.mark)
    }
    return prayers + slots
  }
}
