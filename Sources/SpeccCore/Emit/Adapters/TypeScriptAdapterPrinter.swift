/// Prints a spec's TypeScript adapters: `<Namespace>Capacitor.ts` (`@capacitor/local-notifications`)
/// and `<Namespace>Expo.ts` (`expo-notifications`), each the spec's data only (channel groups,
/// channels, categories or action types, what each template's notification carries) in the
/// plugin's own types, handed to the shared `specc-capacitor.ts` / `specc-expo.ts`
/// (Runtimes/adapters, written once per output folder), which create the channels once, register
/// the categories and `apply(plugin, plan)`: reconcile, cancel, then schedule.
struct TypeScriptAdapterPrinter {
  let model: AdapterModel

  init(_ model: AdapterModel) { self.model = model }

  private func lit(_ text: String) -> String { ForeignLiteral.string(text, .typeScript) }

  private var header: String {
    GeneratedHeader.marker + SwiftLiteral.comment(model.specPath) + ". Do not edit.\n/* eslint-disable */\n"
  }

  /// `{ key: value, … }` of present fields (exactOptionalPropertyTypes: absent keys left out).
  private func object(_ fields: [String]) -> String { "{ " + fields.joined(separator: ", ") + " }" }

  /// The channel's id, name, description and importance (`importance` prints the plugin's value).
  private func channelBase(_ channel: AdapterModel.Entry, silentSound: Bool, importance: (String?) -> String)
    -> [String]
  {
    let v = channel.values
    var fields = ["id: \(lit(channel.id))", "name: \(lit(AdapterModel.text(v["displayName"]) ?? channel.id))"]
    if let description = AdapterModel.text(v["description"]) { fields.append("description: \(lit(description))") }
    fields.append("importance: \(importance(AdapterModel.text(v["importance"])))")
    // `none` is a silent channel: Expo takes `sound: null`; Capacitor has no silent sound (its
    // importance decides), so the key is left out.
    switch AdapterModel.text(v["sound"]) {
    case "none"?: if silentSound { fields.append("sound: null") }
    case let sound?: fields.append("sound: \(lit(sound))")
    case nil: break
    }
    return fields
  }

  /// The content fields of a template (`keys` picks those the plugin has), nil when none.
  private func content(_ template: AdapterModel.Entry, levels: Bool, badges: Bool) -> String? {
    let v = template.values
    var fields: [String] = []
    if levels, let level = AdapterModel.text(v["interruptionLevel"]) {
      fields.append("interruptionLevel: \(lit(level))")
    }
    if let group = AdapterModel.text(v["group"]) { fields.append("group: \(lit(group))") }
    if AdapterModel.flag(v["groupSummary"]) == true { fields.append("groupSummary: true") }
    if badges, let count = AdapterModel.int(v["badgeCount"]) { fields.append("badgeCount: \(count)") }
    if badges, let token = AdapterModel.text(v["badgeToken"]) { fields.append("badgeToken: \(lit(token))") }
    if AdapterModel.flag(v["ongoing"]) == true { fields.append("ongoing: true") }
    let attachments = AdapterModel.texts(v["attachments"])
    if !attachments.isEmpty { fields.append("attachments: [\(attachments.map(lit).joined(separator: ", "))]") }
    return fields.isEmpty ? nil : "  \(lit(template.id)): \(object(fields)),"
  }

  private func contents(levels: Bool, badges: Bool) -> String {
    let rows = model.contentTemplates.compactMap { content($0, levels: levels, badges: badges) }
    return rows.isEmpty ? "{}" : "{\n" + rows.joined(separator: "\n") + "\n}"
  }

  private func array(_ rows: [String]) -> String {
    rows.isEmpty ? "[]" : "[\n" + rows.map { "  " + $0 + "," }.joined(separator: "\n") + "\n]"
  }

  /// `, channelChoices: [...]` for the spec object when the spec has a run-time channel choice.
  private var choices: String {
    guard !model.channelChoices.isEmpty else { return "" }
    let rows = model.channelChoices.map {
      "{ item: \(lit($0.item)), sound: \(lit($0.sound)), channel: \(lit($0.channel)) }"
    }
    return ", channelChoices: [" + rows.joined(separator: ", ") + "]"
  }

  static func capacitorVisibility(_ id: String?) -> String? {
    switch id {
    case "public": "1"
    case "private": "0"
    case "secret": "-1"
    default: nil
    }
  }

  func capacitor() -> OutputFile {
    let channels = model.channels.map { channel in
      var fields = channelBase(channel, silentSound: false, importance: { Self.capacitorImportance($0) })
      if let visibility = Self.capacitorVisibility(AdapterModel.text(channel.values["visibility"])) {
        fields.append("visibility: \(visibility)")
      }
      if let vibration = AdapterModel.flag(channel.values["vibration"]) { fields.append("vibration: \(vibration)") }
      return object(fields)
    }
    let types = model.categories.map { category in
      let actions = category.actions.map { action in
        "{ id: \(lit(action.id)), title: \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
          + "foreground: \(AdapterModel.flag(action.values["foreground"]) ?? false), "
          + "destructive: \(AdapterModel.flag(action.values["destructive"]) ?? false) }"
      }
      return "{ id: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))] }"
    }
    let text =
      header + """
        // The Capacitor adapter of \(model.namespace) (docs/scheduling.md): the spec's data for specc-capacitor.ts.
        // The app passes the plugin (`LocalNotifications` from @capacitor/local-notifications) and the plan.
        import type { ActionType, Channel } from "@capacitor/local-notifications";
        import { capacitorAdapter, type CapacitorSpec, type Content } from "./specc-capacitor.js";

        export type { Plugin } from "./specc-capacitor.js";

        /** The spec's Android channels (importance 1–5, visibility -1–1); fixed once created. */
        export const channels: readonly Channel[] = \(array(channels));

        /** The spec's categories as action types (iOS categories, Android actions). */
        export const actionTypes: readonly ActionType[] = \(array(types));

        /** What each template's notification carries beyond its text (group, summary, ongoing, attachments). */
        export const contents: Readonly<Record<string, Content>> = \(contents(levels: false, badges: false));

        /** The spec's data; `capacitorAdapter(spec, options)` takes the app's attachment URLs and sound choice. */
        export const spec: CapacitorSpec = { namespace: \(ForeignLiteral.string(model.ownNamespace, .typeScript)), channels, actionTypes, contents\(choices) };

        /** ensureChannels, registerActionTypes, schema and apply over the spec's data (specc-capacitor.ts). */
        export const adapter = capacitorAdapter(spec);
        export const { ensureChannels, registerActionTypes, schema, apply } = adapter;

        """
    return OutputFile(name: model.namespace + "Capacitor.ts", contents: text)
  }

  static func capacitorImportance(_ id: String?) -> String {
    switch id {
    case "min": "1"
    case "low": "2"
    case "high": "4"
    case "max": "5"
    default: "3"
    }
  }

  func expo() -> OutputFile {
    let groups = model.channelGroups.map { group in
      var fields = ["id: \(lit(group.id))", "name: \(lit(AdapterModel.text(group.values["displayName"]) ?? group.id))"]
      if let description = AdapterModel.text(group.values["description"]) {
        fields.append("description: \(lit(description))")
      }
      return object(fields)
    }
    let channels = model.channels.map { channel in
      let v = channel.values
      var fields = channelBase(channel, silentSound: true, importance: { lit(($0 ?? "default").uppercased()) })
      if let vibration = AdapterModel.flag(v["vibration"]) { fields.append("enableVibrate: \(vibration)") }
      if let pattern = AdapterModel.ints(v["vibrationPattern"]) {
        fields.append("vibrationPattern: [\(pattern.map(String.init).joined(separator: ", "))]")
      }
      if let group = AdapterModel.text(v["group"]) { fields.append("groupId: \(lit(group))") }
      if let visibility = AdapterModel.text(v["visibility"]) {
        fields.append("lockscreenVisibility: \(lit(visibility.uppercased()))")
      }
      if AdapterModel.flag(v["bypassDnd"]) == true { fields.append("bypassDnd: true") }
      return object(fields)
    }
    let categories = model.categories.map { category in
      let actions = category.actions.map { action in
        "{ identifier: \(lit(action.id)), buttonTitle: \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
          + "options: { opensAppToForeground: \(AdapterModel.flag(action.values["foreground"]) ?? false), "
          + "isDestructive: \(AdapterModel.flag(action.values["destructive"]) ?? false) } }"
      }
      return "{ identifier: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))] }"
    }
    let text =
      header + """
        // The Expo adapter of \(model.namespace) (docs/scheduling.md): the spec's data for specc-expo.ts. The app
        // passes the module (`import * as Notifications from "expo-notifications"`) and the plan.
        import type * as Expo from "expo-notifications";
        import { expoAdapter, type Channel, type ChannelGroup, type Content, type ExpoSpec } from "./specc-expo.js";

        export type { Notifications } from "./specc-expo.js";

        /** The spec's Android channel groups, created before the channels. */
        export const channelGroups: readonly ChannelGroup[] = \(array(groups));

        /** The spec's Android channels; fixed once created. */
        export const channelData: readonly Channel[] = \(array(channels));

        /** The spec's categories and their actions. */
        export const categories: readonly { identifier: string; actions: Expo.NotificationAction[] }[] = \(array(categories));

        /** What each template's notification carries beyond its text (interruption level, group, badge, ongoing, attachments). */
        export const contents: Readonly<Record<string, Content>> = \(contents(levels: true, badges: true));

        /** The spec's data; `expoAdapter(spec, options)` takes the app's badge values, attachment URLs and sound choice. */
        export const spec: ExpoSpec = { namespace: \(ForeignLiteral.string(model.ownNamespace, .typeScript)), channelGroups, channels: channelData, categories, contents\(choices) };

        /** channels, ensureChannels, registerCategories, request and apply over the spec's data (specc-expo.ts). */
        export const adapter = expoAdapter(spec);
        export const { channels, ensureChannels, registerCategories, request, apply } = adapter;

        """
    return OutputFile(name: model.namespace + "Expo.ts", contents: text)
  }
}
