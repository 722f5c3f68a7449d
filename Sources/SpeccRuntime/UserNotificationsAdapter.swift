import Foundation

#if canImport(UserNotifications)
  import UserNotifications
#endif

/// The iOS adapter (docs/scheduling.md), the same for every spec: each spec's generated
/// `<Namespace>.IOSAdapter` holds its categories and what each template's notification carries
/// (issue 29) and hands them to this type, so a spec's file holds only its data. `apply(_:to:)`
/// works over a `Center` a test can fake; where UserNotifications exists, `registerCategories`,
/// `request(for:calendar:)` and `SystemCenter` (the `UNUserNotificationCenter` as a `Center`).
/// (specc's CI type-checks that half against `Tests/PlatformDeclarations/UserNotifications`.)
public struct UserNotificationsAdapter: Sendable {
  /// An action button of a category.
  public struct ActionInfo: Sendable, Hashable {
    public let id: String
    public let title: String
    public let foreground: Bool
    public let destructive: Bool

    public init(id: String, title: String, foreground: Bool, destructive: Bool) {
      self.id = id
      self.title = title
      self.foreground = foreground
      self.destructive = destructive
    }
  }

  /// A category of the spec with its actions and options, as UserNotifications registers it.
  public struct CategoryInfo: Sendable, Hashable {
    public let id: String
    public let actions: [ActionInfo]
    /// `UNNotificationCategoryOptions.customDismissAction`: the app hears the user dismiss it.
    public let customDismissAction: Bool

    public init(id: String, actions: [ActionInfo], customDismissAction: Bool = false) {
      self.id = id
      self.actions = actions
      self.customDismissAction = customDismissAction
    }
  }

  /// What a template's notification carries beyond its text: its interruption level (as
  /// `UNNotificationInterruptionLevel` names it: passive, active, timeSensitive, critical), its
  /// thread (else the plan's), a fixed badge or the number token whose value is it, and its
  /// attachments (file names relative to the spec).
  public struct ContentInfo: Sendable, Hashable {
    public let interruptionLevel: String?
    public let thread: String?
    public let badgeCount: Int?
    public let badgeToken: String?
    public let attachments: [String]

    public init(
      interruptionLevel: String? = nil, thread: String? = nil, badgeCount: Int? = nil, badgeToken: String? = nil,
      attachments: [String] = []
    ) {
      self.interruptionLevel = interruptionLevel
      self.thread = thread
      self.badgeCount = badgeCount
      self.badgeToken = badgeToken
      self.attachments = attachments
    }
  }

  /// The key of `userInfo` that holds the plan's id of a request (beside the app's own keys).
  public static let idKey = "speccId"

  /// The spec's categories, in spec order.
  public let categories: [CategoryInfo]
  /// By template id, for the templates that carry something.
  public let contents: [String: ContentInfo]
  /// The spec's namespace (`Scheduling.namespace(spec:)`): the prefix of its ids, and the marker
  /// its requests carry in `userInfo[UserNotificationsAdapter.namespaceKey]`.
  public let namespace: String

  public init(categories: [CategoryInfo], contents: [String: ContentInfo], namespace: String = "") {
    self.categories = categories
    self.contents = contents
    self.namespace = namespace
  }

  /// The `userInfo` key of the namespace marker every request of a spec carries.
  public static let namespaceKey = "speccNamespace"

  /// What `apply` needs of the notification center: `SystemCenter` on iOS, a fake in tests.
  public protocol Center: Sendable {
    /// The pending requests' ids and next fire dates.
    func pendingRequests() async -> [Scheduling.PendingRequest]
    func removePendingRequests(_ ids: [String]) async
    func add(_ notification: Scheduling.Notification) async throws
  }

  /// Makes `center` hold exactly `plan`: reconciles the plan with the pending requests, removes
  /// what is not in the plan or moved (a time-zone change moves wall-clock notifications), then
  /// adds what is missing. Applying the same plan again makes no call but `pendingRequests`. Only
  /// the requests of the plan's namespace are read and removed: the app's own and another spec's
  /// are left as they are.
  @discardableResult
  public static func apply(_ plan: Scheduling.Plan, to center: some Center) async throws -> (
    cancel: [String], add: [Scheduling.Notification]
  ) {
    let pending = await center.pendingRequests().filter { Scheduling.owns(plan.namespace, $0.id) }
    let work = Scheduling.reconcile(pending: pending, plan: plan)
    if !work.cancel.isEmpty { await center.removePendingRequests(work.cancel) }
    for notification in work.add { try await center.add(notification) }
    return work
  }

  /// What a planned notification's request carries: its template's content, the thread (the
  /// template's, else the plan's) and the badge (fixed, else `badge` of the token; nil: none).
  public func content(
    of notification: Scheduling.Notification, badge: (_ token: String, _ notification: Scheduling.Notification) -> Int?
  ) -> (content: ContentInfo?, thread: String, badge: Int?) {
    let content = notification.occurrence.template.flatMap { contents[$0] }
    let number = content?.badgeCount ?? content?.badgeToken.flatMap { badge($0, notification) }
    return (content, content?.thread ?? notification.threadIdentifier, number)
  }

  /// The date components of a repeating calendar trigger (issue 37, item 5): hour and minute,
  /// with the weekday (1 = Sunday), the day of the month, or the month and day; in the Gregorian
  /// calendar (whatever the user's: the day and month are the spec's) and without a time zone, so
  /// the request follows the device's wall clock wherever it is, as the planner's times do.
  public static func components(of repeats: Scheduling.Repeat) -> DateComponents {
    var components = DateComponents()
    components.calendar = Calendar(identifier: .gregorian)
    components.hour = repeats.time.hour
    components.minute = repeats.time.minute
    switch repeats {
    case .daily: break
    case .weekly(let weekday, _): components.weekday = weekday
    case .monthly(let day, _): components.day = day
    case .yearly(let month, let day, _): (components.month, components.day) = (month, day)
    }
    return components
  }

  /// The repeat of a pending repeating request's date components (`components(of:)` read back),
  /// nil for components without an hour and minute.
  public static func repeats(of components: DateComponents) -> Scheduling.Repeat? {
    guard let hour = components.hour, let minute = components.minute else { return nil }
    let time = Scheduling.LocalTime(hour: hour, minute: minute)
    if let month = components.month, let day = components.day { return .yearly(month: month, day: day, time) }
    if let day = components.day { return .monthly(day: day, time) }
    if let weekday = components.weekday { return .weekly(weekday: weekday, time) }
    return .daily(time)
  }
}

#if canImport(UserNotifications)
  extension UserNotificationsAdapter {
    /// The spec's categories with their actions and options.
    public var notificationCategories: Set<UNNotificationCategory> {
      Set(
        categories.map { category in
          UNNotificationCategory(
            identifier: category.id,
            actions: category.actions.map { action in
              var options: UNNotificationActionOptions = []
              if action.foreground { options.insert(.foreground) }
              if action.destructive { options.insert(.destructive) }
              return UNNotificationAction(identifier: action.id, title: action.title, options: options)
            }, intentIdentifiers: [], options: category.customDismissAction ? [.customDismissAction] : [])
        })
    }

    /// Registers the spec's categories and their actions (once, at launch).
    public func registerCategories(on center: UNUserNotificationCenter = .current()) {
      center.setNotificationCategories(notificationCategories)
    }

    /// The default place of an attachment: the bundle's resource of its file name, copied to a
    /// temporary file (UserNotifications moves what it attaches).
    public static func bundledAttachment(_ file: String) -> URL? {
      let path = URL(fileURLWithPath: file)
      let name = path.lastPathComponent
      guard
        let source = Bundle.main.url(
          forResource: path.deletingPathExtension().lastPathComponent, withExtension: path.pathExtension)
      else { return nil }
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + "-" + name)
      return (try? FileManager.default.copyItem(at: source, to: copy)).map { copy }
    }

    /// The request of a planned notification: its text, sound (a named file, the default, or none),
    /// category, thread, interruption level, badge and attachments, and a calendar trigger at its
    /// fire date's wall-clock time in `calendar`'s time zone (Gregorian components, whatever the
    /// user's calendar: the trigger names both). `badge` gives a number token's value; `attachment`
    /// the file URL of an attachment (an attachment without one, or that UserNotifications refuses,
    /// is left out).
    ///
    /// The app's hooks (docs/scheduling.md, "Hooks"): `soundChoice` the sound the user chose for the
    /// notification's item (`Scheduling.chosenSound`: an at-time notification that plays a sound
    /// plays it); `userInfo` the app's payload (a deep link, the app's own id), put in
    /// `content.userInfo` untouched beside specc's own `speccId` and `speccNamespace` (keys that begin `specc` are
    /// specc's); `customize` changes the content last, before the request is made.
    public func request(
      for notification: Scheduling.Notification, calendar: Calendar,
      badge: (_ token: String, _ notification: Scheduling.Notification) -> Int? = { _, _ in nil },
      attachment: (String) -> URL? = UserNotificationsAdapter.bundledAttachment,
      soundChoice: (_ notification: Scheduling.Notification) -> String? = { _ in nil },
      userInfo: (_ notification: Scheduling.Notification) -> [AnyHashable: Any] = { _ in [:] },
      customize: (_ content: UNMutableNotificationContent, _ notification: Scheduling.Notification) -> Void = { _, _ in
      }
    ) -> UNNotificationRequest {
      let carried = content(of: notification, badge: badge)
      let content = UNMutableNotificationContent()
      content.title = notification.title
      content.body = notification.body
      content.threadIdentifier = carried.thread
      if let category = notification.category { content.categoryIdentifier = category }
      var info = userInfo(notification)
      info[Self.idKey] = notification.id
      info[Self.namespaceKey] = namespace
      content.userInfo = info
      switch Scheduling.chosenSound(notification, soundChoice(notification)) {
      case nil: content.sound = nil
      case "default"?: content.sound = .default
      case let name?: content.sound = UNNotificationSound(named: UNNotificationSoundName(rawValue: name))
      }
      if let number = carried.badge { content.badge = NSNumber(value: number) }
      if #available(iOS 15.0, macOS 12.0, watchOS 8.0, tvOS 15.0, *), let level = carried.content?.interruptionLevel {
        switch level {
        case "passive": content.interruptionLevel = .passive
        case "timeSensitive": content.interruptionLevel = .timeSensitive
        case "critical": content.interruptionLevel = .critical
        default: content.interruptionLevel = .active
        }
      }
      content.attachments = (carried.content?.attachments ?? []).compactMap { file in
        attachment(file).flatMap { try? UNNotificationAttachment(identifier: file, url: $0, options: nil) }
      }
      let trigger: UNCalendarNotificationTrigger
      if let repeats = notification.repeats {
        // One request the OS repeats by itself, on the wall clock (no time zone).
        trigger = UNCalendarNotificationTrigger(dateMatching: Self.components(of: repeats), repeats: true)
      } else {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let components = gregorian.dateComponents(
          [.calendar, .timeZone, .year, .month, .day, .hour, .minute, .second], from: notification.fireDate)
        trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
      }
      customize(content, notification)
      return UNNotificationRequest(identifier: notification.id, content: content, trigger: trigger)
    }

    /// `UNUserNotificationCenter.current()` as `apply`'s center, with the calendar of the triggers
    /// and what the app supplies: badges from number tokens, attachments, and the hooks of
    /// `request(for:…)` (the chosen sound, the app's `userInfo`, the content's last changes).
    public struct SystemCenter: Center {
      public typealias Customize =
        @Sendable (
          _ content: UNMutableNotificationContent, _ notification: Scheduling.Notification
        ) -> Void
      public let adapter: UserNotificationsAdapter
      public let calendar: Calendar
      public let badge: @Sendable (_ token: String, _ notification: Scheduling.Notification) -> Int?
      public let attachment: @Sendable (String) -> URL?
      public let soundChoice: @Sendable (_ notification: Scheduling.Notification) -> String?
      public let userInfo: @Sendable (_ notification: Scheduling.Notification) -> [AnyHashable: Any]
      public let customize: Customize

      public init(
        adapter: UserNotificationsAdapter, calendar: Calendar = .current,
        badge: @escaping @Sendable (_ token: String, _ notification: Scheduling.Notification) -> Int? = { _, _ in nil },
        attachment: @escaping @Sendable (String) -> URL? = { UserNotificationsAdapter.bundledAttachment($0) },
        soundChoice: @escaping @Sendable (_ notification: Scheduling.Notification) -> String? = { _ in nil },
        userInfo: @escaping @Sendable (_ notification: Scheduling.Notification) -> [AnyHashable: Any] = { _ in [:] },
        customize: @escaping Customize = { _, _ in }
      ) {
        self.adapter = adapter
        self.calendar = calendar
        self.badge = badge
        self.attachment = attachment
        self.soundChoice = soundChoice
        self.userInfo = userInfo
        self.customize = customize
      }

      /// The pending requests of this spec: its namespace's ids that carry its marker.
      public func pendingRequests() async -> [Scheduling.PendingRequest] {
        await UNUserNotificationCenter.current().pendingNotificationRequests().filter { request in
          Scheduling.owns(adapter.namespace, request.identifier)
            && request.content.userInfo[UserNotificationsAdapter.namespaceKey] as? String == adapter.namespace
        }.map { request in
          let trigger = request.trigger as? UNCalendarNotificationTrigger
          // A repeating one is known by its trigger (reconcile compares that, not its next date).
          let repeats = trigger.flatMap { $0.repeats ? UserNotificationsAdapter.repeats(of: $0.dateComponents) : nil }
          return Scheduling.PendingRequest(
            id: request.identifier, fireDate: trigger?.nextTriggerDate(), repeats: repeats)
        }
      }

      public func removePendingRequests(_ ids: [String]) async {
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ids)
      }

      public func add(_ notification: Scheduling.Notification) async throws {
        try await UNUserNotificationCenter.current().add(
          adapter.request(
            for: notification, calendar: calendar, badge: badge, attachment: attachment, soundChoice: soundChoice,
            userInfo: userInfo, customize: customize))
      }
    }
  }
#endif
