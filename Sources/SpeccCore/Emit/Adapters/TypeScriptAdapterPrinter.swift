/// Prints a spec's TypeScript adapters: `<Namespace>Capacitor.ts` (`@capacitor/local-notifications`)
/// and `<Namespace>Expo.ts` (`expo-notifications`). Each holds the spec's channels and categories
/// as the plugin's own types, creates the channels (Android) once, registers the action types or
/// categories, and `apply(plugin, plan)`: reconcile against the plugin's pending notifications,
/// cancel, then schedule. The plugin is a parameter (its module is imported for types only), so
/// the app passes `LocalNotifications` or `Notifications` and a test passes a fake.
struct TypeScriptAdapterPrinter {
  let model: AdapterModel

  init(_ model: AdapterModel) { self.model = model }

  private func lit(_ text: String) -> String { ForeignLiteral.string(text, .typeScript) }

  private var header: String {
    GeneratedHeader.marker + SwiftLiteral.comment(model.specPath) + ". Do not edit.\n/* eslint-disable */\n"
  }

  /// `key: value` pairs of a channel, absent keys left out (exactOptionalPropertyTypes).
  private func channelFields(
    _ channel: AdapterModel.Entry, importance: (String?) -> String, vibrate: String, extra: [String] = []
  )
    -> String
  {
    let v = channel.values
    var fields = ["id: \(lit(channel.id))", "name: \(lit(AdapterModel.text(v["displayName"]) ?? channel.id))"]
    if let description = AdapterModel.text(v["description"]) { fields.append("description: \(lit(description))") }
    fields.append("importance: \(importance(AdapterModel.text(v["importance"])))")
    if let sound = AdapterModel.text(v["sound"]) { fields.append("sound: \(lit(sound))") }
    if let vibration = AdapterModel.flag(v["vibration"]) { fields.append("\(vibrate): \(vibration)") }
    return "{ " + (fields + extra).joined(separator: ", ") + " }"
  }

  func capacitor() -> OutputFile {
    let channels = model.channels.map {
      "  " + channelFields($0, importance: { Self.capacitorImportance($0) }, vibrate: "vibration") + ","
    }
    let types = model.categories.map { category in
      let actions = category.actions.map { action in
        "{ id: \(lit(action.id)), title: \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
          + "foreground: \(AdapterModel.flag(action.values["foreground"]) ?? false), "
          + "destructive: \(AdapterModel.flag(action.values["destructive"]) ?? false) }"
      }
      return "  { id: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))] },"
    }
    let text =
      header + """
        // The Capacitor adapter of \(model.namespace) (docs/scheduling.md). The app passes the plugin
        // (`LocalNotifications` from @capacitor/local-notifications) and the plan; ids are the shared 31-bit
        // hash of the plan's ids (specc-ids.ts), the plan's id travels in `extra.speccId`.
        import type { ActionType, Channel, LocalNotificationSchema, LocalNotificationsPlugin } from "@capacitor/local-notifications";
        import { numericId } from "./specc-ids.js";
        import * as _planner from "./specc-planner.js";

        /** The spec's Android channels (importance 1–5); fixed once created. */
        export const channels: readonly Channel[] = [
        \(channels.joined(separator: "\n"))
        ];

        /** The spec's categories as action types (iOS categories, Android actions). */
        export const actionTypes: readonly ActionType[] = [
        \(types.joined(separator: "\n"))
        ];

        /** The calls of the plugin the adapter makes (the plugin itself, or a fake). */
        export type Plugin = Pick<LocalNotificationsPlugin, "listChannels" | "createChannel" | "registerActionTypes" | "getPending" | "cancel" | "schedule">;

        /** Android: creates each channel the device does not have yet; returns their ids. */
        export async function ensureChannels(plugin: Plugin): Promise<string[]> {
          const { channels: have } = await plugin.listChannels();
          const ids = new Set(have.map((channel) => channel.id));
          const missing = channels.filter((channel) => !ids.has(channel.id));
          for (const channel of missing) await plugin.createChannel(channel);
          return missing.map((channel) => channel.id);
        }

        /** Registers the spec's action types (once, at launch). */
        export async function registerActionTypes(plugin: Plugin): Promise<void> {
          if (actionTypes.length > 0) await plugin.registerActionTypes({ types: [...actionTypes] });
        }

        /** The plugin's notification for a planned one. */
        export function schema(note: _planner.Notification): LocalNotificationSchema {
          return {
            id: numericId(note.id),
            title: note.title,
            body: note.body,
            schedule: { at: note.fireDate, allowWhileIdle: true },
            ...(note.channel === null ? {} : { channelId: note.channel }),
            ...(note.category === null ? {} : { actionTypeId: note.category }),
            ...(note.sound === null ? {} : { sound: note.sound }),
            threadIdentifier: note.threadIdentifier,
            extra: { speccId: note.id, fireDate: note.fireDate.getTime() },
          };
        }

        /** Makes the plugin hold exactly `plan`: reconcile with its pending notifications, cancel, then schedule. */
        export async function apply(plugin: Plugin, plan: _planner.Plan): Promise<_planner.Reconciliation> {
          const { notifications: held } = await plugin.getPending();
          const pending = held.map((n) => ({
            id: typeof n.extra?.speccId === "string" ? n.extra.speccId : String(n.id),
            fireDate: typeof n.extra?.fireDate === "number" ? new Date(n.extra.fireDate) : null,
          }));
          const work = _planner.reconcile(pending, plan);
          if (work.cancel.length > 0) {
            await plugin.cancel({
              notifications: work.cancel.map((id) => ({ id: held.find((n) => n.extra?.speccId === id)?.id ?? numericId(id) })),
            });
          }
          if (work.add.length > 0) await plugin.schedule({ notifications: work.add.map(schema) });
          return work;
        }

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

  static func expoImportance(_ id: String?) -> String {
    "notifications.AndroidImportance." + (id ?? "default").uppercased()
  }

  func expo() -> OutputFile {
    let channels = model.channels.map {
      "    " + channelFields($0, importance: { Self.expoImportance($0) }, vibrate: "enableVibrate") + ","
    }
    let categories = model.categories.map { category in
      let actions = category.actions.map { action in
        "{ identifier: \(lit(action.id)), buttonTitle: \(lit(AdapterModel.text(action.values["title"]) ?? action.id)), "
          + "options: { opensAppToForeground: \(AdapterModel.flag(action.values["foreground"]) ?? false), "
          + "isDestructive: \(AdapterModel.flag(action.values["destructive"]) ?? false) } }"
      }
      return "  { identifier: \(lit(category.id)), actions: [\(actions.joined(separator: ", "))] },"
    }
    let text =
      header + """
        // The Expo adapter of \(model.namespace) (docs/scheduling.md). The app passes the module
        // (`import * as Notifications from "expo-notifications"`) and the plan; identifiers are the plan's ids,
        // the fire date travels in `content.data`.
        import type * as Expo from "expo-notifications";
        import * as _planner from "./specc-planner.js";

        /** The calls and enums of expo-notifications the adapter uses (the module itself, or a fake). */
        export type Notifications = Pick<
          typeof Expo,
          | "AndroidImportance"
          | "SchedulableTriggerInputTypes"
          | "getNotificationChannelsAsync"
          | "setNotificationChannelAsync"
          | "setNotificationCategoryAsync"
          | "getAllScheduledNotificationsAsync"
          | "cancelScheduledNotificationAsync"
          | "scheduleNotificationAsync"
        >;

        /** The spec's Android channels, as expo-notifications creates them. */
        export function channels(notifications: Notifications): { id: string; input: Expo.NotificationChannelInput }[] {
          const list: ({ id: string } & Expo.NotificationChannelInput)[] = [
        \(channels.joined(separator: "\n"))
          ];
          return list.map(({ id, ...input }) => ({ id, input }));
        }

        /** The spec's categories and their actions. */
        export const categories: readonly { identifier: string; actions: Expo.NotificationAction[] }[] = [
        \(categories.joined(separator: "\n"))
        ];

        /** Android: creates each channel the device does not have yet; returns their ids. */
        export async function ensureChannels(notifications: Notifications): Promise<string[]> {
          const have = new Set((await notifications.getNotificationChannelsAsync()).map((channel) => channel.id));
          const missing = channels(notifications).filter((channel) => !have.has(channel.id));
          for (const channel of missing) await notifications.setNotificationChannelAsync(channel.id, channel.input);
          return missing.map((channel) => channel.id);
        }

        /** Registers the spec's categories (once, at launch). */
        export async function registerCategories(notifications: Notifications): Promise<void> {
          for (const category of categories) await notifications.setNotificationCategoryAsync(category.identifier, category.actions);
        }

        /** The request of a planned notification: a date trigger on its channel. */
        export function request(notifications: Notifications, note: _planner.Notification): Expo.NotificationRequestInput {
          return {
            identifier: note.id,
            content: {
              title: note.title,
              body: note.body,
              ...(note.sound === null ? {} : { sound: note.sound }),
              ...(note.category === null ? {} : { categoryIdentifier: note.category }),
              data: { speccId: note.id, fireDate: note.fireDate.getTime(), thread: note.threadIdentifier },
            },
            trigger: {
              type: notifications.SchedulableTriggerInputTypes.DATE,
              date: note.fireDate,
              ...(note.channel === null ? {} : { channelId: note.channel }),
            },
          };
        }

        /** Makes expo-notifications hold exactly `plan`: reconcile with what is scheduled, cancel, then schedule. */
        export async function apply(notifications: Notifications, plan: _planner.Plan): Promise<_planner.Reconciliation> {
          const held = await notifications.getAllScheduledNotificationsAsync();
          const pending = held.map((request) => {
            const fireDate = request.content.data?.["fireDate"];
            return { id: request.identifier, fireDate: typeof fireDate === "number" ? new Date(fireDate) : null };
          });
          const work = _planner.reconcile(pending, plan);
          for (const id of work.cancel) await notifications.cancelScheduledNotificationAsync(id);
          for (const note of work.add) await notifications.scheduleNotificationAsync(request(notifications, note));
          return work;
        }

        """
    return OutputFile(name: model.namespace + "Expo.ts", contents: text)
  }
}
