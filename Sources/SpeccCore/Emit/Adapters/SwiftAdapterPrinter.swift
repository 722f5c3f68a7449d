/// Prints a spec's iOS adapter (`<Namespace>+iOSAdapter.swift`): its categories and actions as
/// data, `apply(_:to:)` (reconcile against the center's pending requests, remove, then add) over a
/// `Center` a test can fake, and, where UserNotifications exists, `registerCategories`,
/// `request(for:calendar:)` and `SystemCenter` (the `UNUserNotificationCenter` as a `Center`).
/// The platform part is inside `#if canImport(UserNotifications)`, so the file builds on Linux
/// (where specc's CI type-checks it against `Tests/PlatformDeclarations/UserNotifications`).
struct SwiftAdapterPrinter {
  let model: AdapterModel
  let access: String

  init(_ model: AdapterModel, options: PrinterOptions) {
    self.model = model
    access = options.accessModifier
  }

  func file() -> OutputFile {
    OutputFile(
      name: model.namespace + "+iOSAdapter.swift",
      contents: GeneratedHeader.lines(specPath: model.specPath) + "\n" + body())
  }

  private func lit(_ text: String) -> String { SwiftLiteral.string(text) }

  private var categoryData: String {
    guard !model.categories.isEmpty else { return "[]" }
    let rows = model.categories.map { category in
      let actions = category.actions.map { action in
        "ActionInfo(id: \(lit(action.id)), title: \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
          + "foreground: \(AdapterModel.flag(action.values["foreground"]) ?? false), "
          + "destructive: \(AdapterModel.flag(action.values["destructive"]) ?? false))"
      }
      return "    CategoryInfo(id: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))]),"
    }
    return "[\n" + rows.joined(separator: "\n") + "\n  ]"
  }

  private func body() -> String {
    let ns = model.namespace
    return """
      import Foundation
      import SpeccRuntime

      #if canImport(UserNotifications)
        import UserNotifications
      #endif

      extension \(ns) {
        /// The iOS adapter: hands a plan to `UNUserNotificationCenter` (docs/scheduling.md).
        ///
        /// What the app supplies: the plan (`Planner.plan(.iOS, …)`, with its own times and settings),
        /// the calendar whose time zone the triggers use, and when to call `apply` (on launch, on
        /// foreground, at the plan's `refreshDate`).
        \(access)enum IOSAdapter {
          /// An action button of a category.
          \(access)struct ActionInfo: Sendable, Hashable {
            \(access)let id: String
            \(access)let title: String
            \(access)let foreground: Bool
            \(access)let destructive: Bool
          }

          /// A category of the spec with its actions, as UserNotifications registers it.
          \(access)struct CategoryInfo: Sendable, Hashable {
            \(access)let id: String
            \(access)let actions: [ActionInfo]
          }

          /// The spec's categories, in spec order.
          \(access)static let categories: [CategoryInfo] = \(categoryData)

          /// What `apply` needs of the notification center: `SystemCenter` on iOS, a fake in tests.
          \(access)protocol Center: Sendable {
            /// The pending requests' ids and next fire dates.
            func pendingRequests() async -> [SpeccRuntime.Scheduling.PendingRequest]
            func removePendingRequests(_ ids: [String]) async
            func add(_ notification: SpeccRuntime.Scheduling.Notification) async throws
          }

          /// Makes `center` hold exactly `plan`: reconciles the plan with the pending requests, removes
          /// what is not in the plan or moved (a time-zone change moves wall-clock notifications), then
          /// adds what is missing. Applying the same plan again makes no call but `pendingRequests`.
          @discardableResult
          \(access)static func apply(_ plan: SpeccRuntime.Scheduling.Plan, to center: some Center) async throws -> (
            cancel: [String], add: [SpeccRuntime.Scheduling.Notification]
          ) {
            let work = SpeccRuntime.Scheduling.reconcile(pending: await center.pendingRequests(), plan: plan)
            if !work.cancel.isEmpty { await center.removePendingRequests(work.cancel) }
            for notification in work.add { try await center.add(notification) }
            return work
          }
        }
      }

      #if canImport(UserNotifications)
        extension \(ns).IOSAdapter {
          /// Registers the spec's categories and their actions (once, at launch).
          \(access)static func registerCategories(on center: UNUserNotificationCenter = .current()) {
            let registered = categories.map { category in
              UNNotificationCategory(
                identifier: category.id,
                actions: category.actions.map { action in
                  var options: UNNotificationActionOptions = []
                  if action.foreground { options.insert(.foreground) }
                  if action.destructive { options.insert(.destructive) }
                  return UNNotificationAction(identifier: action.id, title: action.title, options: options)
                }, intentIdentifiers: [], options: [])
            }
            center.setNotificationCategories(Set(registered))
          }

          /// The request of a planned notification: its content, sound, thread and category, and a
          /// calendar trigger at its fire date's wall-clock time in `calendar`'s time zone (Gregorian
          /// components, whatever the user's calendar: the trigger names both).
          \(access)static func request(for notification: SpeccRuntime.Scheduling.Notification, calendar: Calendar) -> UNNotificationRequest {
            let content = UNMutableNotificationContent()
            content.title = notification.title
            content.body = notification.body
            content.threadIdentifier = notification.threadIdentifier
            if let category = notification.category { content.categoryIdentifier = category }
            switch notification.sound {
            case nil: content.sound = nil
            case "default"?: content.sound = .default
            case let name?: content.sound = UNNotificationSound(named: UNNotificationSoundName(rawValue: name))
            }
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = calendar.timeZone
            let components = gregorian.dateComponents(
              [.calendar, .timeZone, .year, .month, .day, .hour, .minute, .second], from: notification.fireDate)
            let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
            return UNNotificationRequest(identifier: notification.id, content: content, trigger: trigger)
          }

          /// `UNUserNotificationCenter.current()` as `apply`'s center, with the calendar of the triggers.
          \(access)struct SystemCenter: Center {
            \(access)let calendar: Calendar

            \(access)init(calendar: Calendar = .current) { self.calendar = calendar }

            \(access)func pendingRequests() async -> [SpeccRuntime.Scheduling.PendingRequest] {
              await UNUserNotificationCenter.current().pendingNotificationRequests().map { request in
                SpeccRuntime.Scheduling.PendingRequest(
                  id: request.identifier,
                  fireDate: (request.trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate())
              }
            }

            \(access)func removePendingRequests(_ ids: [String]) async {
              UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ids)
            }

            \(access)func add(_ notification: SpeccRuntime.Scheduling.Notification) async throws {
              try await UNUserNotificationCenter.current().add(\(ns).IOSAdapter.request(for: notification, calendar: calendar))
            }
          }
        }
      #endif

      """
  }
}
