/// Something that fires, whatever section declares it (a prayer, a slot): when it occurs, how
/// many notifications one occurrence schedules at most, and what comes with it. The budget, the
/// reminder checks and the docs read prayers and slots through this one view.
public struct FiringItem: Sendable, Hashable {
  /// The section it comes from.
  public enum Source: String, Sendable, Hashable { case prayer, slot }
  public var source: Source
  public var id: Located<String>
  /// Weekdays it occurs on; every day when nil.
  public var onlyOn: Located<[Weekday]>?
  /// True when the user can have it notify at its time (a slot always does).
  public var notifiesAtTime: Bool
  /// True when the user can enable a reminder before it.
  public var canRemind: Bool
  /// Where its reminder options are written, if anywhere.
  public var reminderMark: Mark?
  /// Its own reminder offsets, overriding `reminders.offsets_minutes`.
  public var reminderOffsets: [Located<Int>]?
  public var snooze: Snooze?
  public var mark: Mark

  /// Notifications one occurrence schedules at most: at-time and reminder.
  public var perOccurrence: Int { (notifiesAtTime ? 1 : 0) + (canRemind ? 1 : 0) }

  /// True on `day`.
  public func occurs(on day: Weekday) -> Bool { onlyOn?.value.contains(day) ?? true }

  /// `prayer 'x'`, `slot '0800'`.
  public var name: String { "\(source.rawValue) '\(id.value)'" }
}

extension Spec {
  /// Every prayer, then every slot, as something that fires.
  public var firingItems: [FiringItem] {
    let prayers = self.prayers.map {
      FiringItem(
        source: .prayer, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: $0.canNotifyAtTime, canRemind: $0.canRemind,
        reminderMark: $0.reminder.mark, reminderOffsets: $0.reminderOffsets, snooze: nil, mark: $0.mark)
    }
    let slots = self.slots.map {
      FiringItem(
        source: .slot, id: $0.id, onlyOn: $0.onlyOn, notifiesAtTime: true, canRemind: $0.canRemind,
        reminderMark: $0.reminder?.mark, reminderOffsets: $0.reminderOffsets, snooze: $0.snooze, mark: $0.mark)
    }
    return prayers + slots
  }
}
