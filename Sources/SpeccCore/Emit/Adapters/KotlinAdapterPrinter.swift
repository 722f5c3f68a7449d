/// Prints a spec's Android adapter (`<Namespace>Android.kt`, in the spec's package): an object
/// extending the runtime's `SpeccAndroid` (Runtimes/android, written once per output folder) with
/// the spec's data only: channel groups, channels (importance, sound, vibration and its pattern,
/// group, lock-screen visibility, DND bypass: fixed at creation), the categories whose actions
/// Android shows, what each template's notification carries (group, summary, badge, full-screen,
/// ongoing, visibility), the exact-alarm fact and window; and the spec's `PostReceiver`.
struct KotlinAdapterPrinter {
  let model: AdapterModel
  let package: String

  init(_ model: AdapterModel, options: PrinterOptions) {
    self.model = model
    package = KotlinEmitter.packageName(model.namespace, in: options.kotlinPackage ?? "specc.generated")
  }

  var objectName: String { model.namespace + "Android" }

  func file() -> OutputFile {
    OutputFile(name: objectName + ".kt", contents: body())
  }

  private func lit(_ text: String?) -> String {
    text.map { ForeignLiteral.string($0, .kotlin) } ?? "null"
  }

  static func importance(_ id: String?) -> String {
    switch id {
    case "min": "NotificationManager.IMPORTANCE_MIN"
    case "low": "NotificationManager.IMPORTANCE_LOW"
    case "high": "NotificationManager.IMPORTANCE_HIGH"
    case "max": "NotificationManager.IMPORTANCE_MAX"
    default: "NotificationManager.IMPORTANCE_DEFAULT"
    }
  }

  static func visibility(_ id: String?) -> String? {
    switch id {
    case "public": "Notification.VISIBILITY_PUBLIC"
    case "private": "Notification.VISIBILITY_PRIVATE"
    case "secret": "Notification.VISIBILITY_SECRET"
    default: nil
    }
  }

  /// `listOf(…)` of rows (or `emptyList()`), each on its own line.
  private func list(_ rows: [String]) -> String {
    rows.isEmpty ? "emptyList()" : "listOf(\n" + rows.map { "        " + $0 }.joined(separator: ",\n") + "\n    )"
  }

  private var groupData: String {
    list(
      model.channelGroups.map { group in
        "SpeccAndroid.ChannelGroupInfo(\(lit(group.id)), \(lit(AdapterModel.text(group.values["displayName"]) ?? group.id)), "
          + "\(lit(AdapterModel.text(group.values["description"]))))"
      })
  }

  private var channelData: String {
    list(
      model.channels.map { channel in
        let v = channel.values
        let vibration = AdapterModel.flag(v["vibration"]).map(String.init) ?? "null"
        var named: [String] = []
        if let pattern = AdapterModel.ints(v["vibrationPattern"]) {
          named.append("vibrationPattern = listOf(" + pattern.map { "\($0)L" }.joined(separator: ", ") + ")")
        }
        if let group = AdapterModel.text(v["group"]) { named.append("group = \(lit(group))") }
        if let visibility = Self.visibility(AdapterModel.text(v["visibility"])) {
          named.append("visibility = \(visibility)")
        }
        if AdapterModel.flag(v["bypassDnd"]) == true { named.append("bypassDnd = true") }
        return
          "SpeccAndroid.ChannelInfo(\(lit(channel.id)), \(lit(AdapterModel.text(v["displayName"]) ?? channel.id)), "
          + "\(lit(AdapterModel.text(v["description"]))), \(Self.importance(AdapterModel.text(v["importance"]))), "
          + "\(lit(AdapterModel.text(v["sound"]))), \(vibration)" + named.map { ", " + $0 }.joined() + ")"
      })
  }

  /// The categories whose actions Android shows (`platforms: [ios, android]`).
  private var categoryData: String {
    list(
      model.categories.filter { AdapterModel.flag($0.values["android"]) == true }.map { category in
        let actions = category.actions.map { action in
          "SpeccAndroid.ActionInfo(\(lit(action.id)), \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
            + "\(AdapterModel.flag(action.values["foreground"]) ?? false), "
            + "\(AdapterModel.flag(action.values["destructive"]) ?? false)"
            + (AdapterModel.flag(action.values["snoozes"]) == true ? ", snoozes = true" : "") + ")"
        }
        return "SpeccAndroid.CategoryInfo(\(lit(category.id)), listOf(\(actions.joined(separator: ", "))))"
      })
  }

  /// What each template's notification carries on Android, for the templates that carry something.
  private var contentData: String {
    let rows = model.contentTemplates.compactMap { template -> String? in
      let v = template.values
      var named: [String] = []
      if let group = AdapterModel.text(v["group"]) { named.append("group = \(lit(group))") }
      if AdapterModel.flag(v["groupSummary"]) == true { named.append("groupSummary = true") }
      if let count = AdapterModel.int(v["badgeCount"]) { named.append("badgeCount = \(count)") }
      if let token = AdapterModel.text(v["badgeToken"]) { named.append("badgeToken = \(lit(token))") }
      if AdapterModel.flag(v["fullScreenIntent"]) == true { named.append("fullScreenIntent = true") }
      if AdapterModel.flag(v["ongoing"]) == true { named.append("ongoing = true") }
      if let visibility = Self.visibility(AdapterModel.text(v["visibility"])) {
        named.append("visibility = \(visibility)")
      }
      guard !named.isEmpty else { return nil }
      return "        \(lit(template.id)) to SpeccAndroid.ContentInfo(\(named.joined(separator: ", ")))"
    }
    return rows.isEmpty ? "emptyMap()" : "mapOf(\n" + rows.joined(separator: ",\n") + "\n    )"
  }

  /// `,\n    channelChoices = listOf(…)` when the spec has a run-time channel choice; else nothing.
  private var choiceData: String {
    guard !model.channelChoices.isEmpty else { return "" }
    return ",\n    channelChoices = "
      + list(
        model.channelChoices.map {
          "SpeccAndroid.ChannelChoice(\(lit($0.item)), \(lit($0.sound)), \(lit($0.channel)))"
        })
  }

  /// `,\n    snoozes = mapOf(…)` when an item has a snooze and an action snoozes; else nothing.
  private var snoozeData: String {
    let snoozing = model.categories.contains { $0.actions.contains { AdapterModel.flag($0.values["snoozes"]) == true } }
    let rows = (model.planner?.items ?? []).compactMap { item -> String? in
      item.snooze.map { "\(lit(item.id)) to SpeccAndroid.SnoozeInfo(\($0.minutes), \($0.maxCount))" }
    }
    guard snoozing, !rows.isEmpty else { return "" }
    return ",\n    snoozes = mapOf(\n" + rows.map { "        " + $0 }.joined(separator: ",\n") + "\n    )"
  }

  private func body() -> String {
    """
    \(GeneratedHeader.marker + SwiftLiteral.comment(model.specPath)). Do not edit.
    @file:Suppress("unused", "MemberVisibilityCanBePrivate")

    package \(package)

    import android.app.Notification
    import android.app.NotificationManager
    import specc.runtime.SpeccAndroid

    /**
     * The Android adapter of \(model.namespace) (docs/scheduling.md): the spec's channel groups, channels, Android
     * actions and what each template's notification carries, for [SpeccAndroid] (ensureChannels, apply,
     * SystemChannels, SystemAlarms, the receivers; written once beside the adapters).
     *
     * What the app supplies: its context, its store of armed ids, the plan
     * (`\(KotlinEmitter.objectName(model.namespace, root: true)).Planner.plan(…)` with its own times and settings), a [PostReceiver]
     * subclass (small icon, fallback channel) and a [SpeccAndroid.ReplanReceiver] that plans again.
     */
    object \(objectName) : SpeccAndroid(
        channelGroups = \(groupData),
        channels = \(channelData),
        categories = \(categoryData),
        contents = \(contentData),
        exactAlarms = \(model.androidExactAlarms),
        windowMinutes = \(model.androidWindowMinutes),
        namespace = \(ForeignLiteral.string(model.ownNamespace, .kotlin))\(choiceData)\(snoozeData)
    ) {
        /** Posts what an alarm of this spec carries; the app subclasses it and declares it in the manifest. */
        abstract class PostReceiver : SpeccAndroid.PostReceiver() {
            override val adapter: SpeccAndroid get() = \(objectName)
        }
    }

    """
  }
}
