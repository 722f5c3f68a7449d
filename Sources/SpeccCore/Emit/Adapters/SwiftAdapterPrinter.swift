/// Prints a spec's iOS adapter (`<Namespace>+iOSAdapter.swift`): its categories (actions and
/// options) and what each template's notification carries (interruption level, thread, badge,
/// attachments) as data for `SpeccRuntime.UserNotificationsAdapter`, which holds the logic
/// (`apply` through reconcile over a `Center` a test can fake; where UserNotifications exists,
/// the categories, the requests and the system center).
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
      let dismiss =
        AdapterModel.flag(category.values["customDismissAction"]) == true ? ", customDismissAction: true" : ""
      return "      CategoryInfo(id: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))]\(dismiss)),"
    }
    return "[\n" + rows.joined(separator: "\n") + "\n    ]"
  }

  /// What each template's notification carries on iOS, for the templates that carry something.
  private var contentData: String {
    // A category's thread identifier groups its notifications where the template names no group.
    let threads = Dictionary(
      model.categories.compactMap { category in
        AdapterModel.text(category.values["threadIdentifier"]).map { (category.id, $0) }
      },
      uniquingKeysWith: { first, _ in first })
    let rows = model.templates.compactMap { template -> String? in
      let v = template.values
      var fields: [String] = []
      if let level = AdapterModel.text(v["interruptionLevel"]) { fields.append("interruptionLevel: \(lit(level))") }
      if let thread = AdapterModel.text(v["group"]) ?? AdapterModel.text(v["category"]).flatMap({ threads[$0] }) {
        fields.append("thread: \(lit(thread))")
      }
      if let count = AdapterModel.int(v["badgeCount"]) { fields.append("badgeCount: \(count)") }
      if let token = AdapterModel.text(v["badgeToken"]) { fields.append("badgeToken: \(lit(token))") }
      let attachments = AdapterModel.texts(v["attachments"])
      if !attachments.isEmpty { fields.append("attachments: [\(attachments.map(lit).joined(separator: ", "))]") }
      guard !fields.isEmpty else { return nil }
      return "      \(lit(template.id)): ContentInfo(\(fields.joined(separator: ", "))),"
    }
    return rows.isEmpty ? "[:]" : "[\n" + rows.joined(separator: "\n") + "\n    ]"
  }

  private func body() -> String {
    let ns = model.namespace
    let runtime = "SpeccRuntime.UserNotificationsAdapter"
    return """
      import Foundation
      import SpeccRuntime

      #if canImport(UserNotifications)
        import UserNotifications
      #endif

      extension \(ns) {
        /// The iOS adapter: hands a plan to `UNUserNotificationCenter` (docs/scheduling.md), through
        /// `SpeccRuntime.UserNotificationsAdapter` with this spec's categories and content.
        ///
        /// What the app supplies: the plan (`Planner.plan(.iOS, …)`, with its own times and settings),
        /// the calendar whose time zone the triggers use, the value of a badge that comes from a number
        /// token, the attachments' files (default: the bundle's), and when to call `apply` (on launch, on
        /// foreground, at the plan's `refreshDate`).
        \(access)enum IOSAdapter {
          \(access)typealias ActionInfo = \(runtime).ActionInfo
          \(access)typealias CategoryInfo = \(runtime).CategoryInfo
          \(access)typealias ContentInfo = \(runtime).ContentInfo
          /// What `apply` needs of the notification center: `SystemCenter` on iOS, a fake in tests.
          \(access)typealias Center = \(runtime).Center

          /// The spec's categories, in spec order.
          \(access)static let categories: [CategoryInfo] = \(categoryData)

          /// What each template's notification carries beyond its text (interruption level, thread, badge,
          /// attachments), by template id.
          \(access)static let contents: [String: ContentInfo] = \(contentData)

          /// The spec's namespace: the prefix of its ids and the marker in each request's `userInfo`.
          \(access)static let namespace = \(lit(model.ownNamespace))

          /// The spec's adapter.
          \(access)static let adapter = \(runtime)(categories: categories, contents: contents, namespace: namespace)

          /// Makes `center` hold exactly `plan` (reconcile, remove, then add) over the plan's namespace only
          /// (the app's own requests and another spec's are left); the same plan again makes no call but
          /// `pendingRequests`.
          @discardableResult
          \(access)static func apply(_ plan: SpeccRuntime.Scheduling.Plan, to center: some Center) async throws -> (
            cancel: [String], add: [SpeccRuntime.Scheduling.Notification]
          ) {
            try await \(runtime).apply(plan, to: center)
          }
        }
      }

      #if canImport(UserNotifications)
        extension \(ns).IOSAdapter {
          /// Registers the spec's categories and their actions (once, at launch).
          \(access)static func registerCategories(on center: UNUserNotificationCenter = .current()) {
            adapter.registerCategories(on: center)
          }

          /// The `UNUserNotificationCenter` as `apply`'s center, with the calendar of the triggers.
          \(access)static func systemCenter(
            calendar: Calendar = .current,
            badge: @escaping @Sendable (String, SpeccRuntime.Scheduling.Notification) -> Int? = { _, _ in nil }
          ) -> \(runtime).SystemCenter {
            \(runtime).SystemCenter(adapter: adapter, calendar: calendar, badge: badge)
          }
        }
      #endif

      """
  }
}
