// The Capacitor adapter (docs/scheduling.md), the same for every spec: each spec's generated
// `<Namespace>Capacitor.ts` holds its channels, action types and what each template's notification
// carries, and calls `capacitorAdapter` with them, so a spec's file holds only its data. Written once
// per output folder beside the adapters; it needs @capacitor/local-notifications' types (specc's CI
// checks it against Tests/PlatformDeclarations/typescript). The plugin is a parameter (its module is
// imported for types only): the app passes `LocalNotifications`, a test passes a fake. Ids are the
// shared 31-bit hash of the plan's ids (specc-ids.ts); the plan's id travels in `extra.speccId`, the
// spec's namespace in `extra.speccNamespace`: `apply` reads and cancels only the notifications that
// carry this spec's namespace, so the app's own and another spec's are never touched.
import type {
  ActionType,
  Attachment,
  Channel,
  LocalNotificationSchema,
  LocalNotificationsPlugin,
  Schedule,
} from "@capacitor/local-notifications";
import { numericId } from "./specc-ids.js";
import * as _planner from "./specc-planner.js";

/** The calls of the plugin the adapter makes (the plugin itself, or a fake). */
export type Plugin = Pick<
  LocalNotificationsPlugin,
  "listChannels" | "createChannel" | "registerActionTypes" | "getPending" | "cancel" | "schedule"
>;

/**
 * What a template's notification carries beyond its text, as far as the plugin's schema has it:
 * its group (Android `group`, else the plan's thread; iOS `threadIdentifier`), whether it is the
 * group's summary, ongoing, and its attachments (file names relative to the spec). The plugin has
 * no badge, interruption level, per-notification visibility or full-screen intent.
 */
export interface Content {
  readonly group?: string;
  readonly groupSummary?: boolean;
  readonly ongoing?: boolean;
  readonly attachments?: readonly string[];
}

/** One spec's data. */
export interface CapacitorSpec {
  /** The spec's namespace (`namespace(spec)` of specc-planner.ts): the prefix of its ids and the marker in `extra`. */
  readonly namespace: string;
  /** Android channels (importance 1–5, visibility -1–1); fixed once created. */
  readonly channels: readonly Channel[];
  /** Categories as action types (iOS categories, Android actions). */
  readonly actionTypes: readonly ActionType[];
  /** By template id, for the templates that carry something. */
  readonly contents: Readonly<Record<string, Content>>;
  /** The run-time channel choice (a channel's sound is fixed once created, so a choice is a channel). */
  readonly channelChoices?: readonly _planner.ChannelChoice[];
}

/**
 * What the app may supply: the URL of an attachment (default `res:///<file>`, a web asset), and the
 * sound the user chose for a notification's item (its channel: the spec's choice for the item and
 * sound; iOS plays it: `chosenSound`). The app's hooks (docs/scheduling.md, "Hooks"): `extra` its
 * payload (the event id it routes a tap by, a deep link), put in the schema's `extra` untouched
 * beside specc's own `speccId`, `speccNamespace`, `fireDate` and `speccRepeat` (keys that begin `specc` are specc's); `customize`
 * returns the schema to schedule (the app's changes, last).
 */
export interface CapacitorOptions {
  readonly attachmentUrl?: (file: string) => string;
  readonly soundChoice?: (note: _planner.Notification) => string | null;
  readonly extra?: (note: _planner.Notification) => Readonly<Record<string, unknown>>;
  readonly customize?: (schema: LocalNotificationSchema, note: _planner.Notification) => LocalNotificationSchema;
}

export interface CapacitorAdapter {
  /** Android: creates each channel the device does not have yet; returns their ids. */
  ensureChannels(plugin: Plugin): Promise<string[]>;
  /** Registers the spec's action types (once, at launch). */
  registerActionTypes(plugin: Plugin): Promise<void>;
  /** The plugin's notification for a planned one. */
  schema(note: _planner.Notification): LocalNotificationSchema;
  /**
   * Makes the plugin hold exactly `plan`: reconcile with its pending notifications of the spec's namespace
   * (`extra.speccNamespace`, and a plan id in `extra.speccId`), cancel them by the numeric id they were
   * scheduled under, then schedule. Notifications without the marker (the app's own, another spec's) are
   * never read or cancelled.
   */
  apply(plugin: Plugin, plan: _planner.Plan): Promise<_planner.Reconciliation>;
}

/**
 * The plugin's schedule of a planned notification: `at` its fire date, or for one the OS repeats (issue 37, item 5)
 * `on` its hour and minute, with the weekday (1 = Sunday, the plugin's `Weekday`), the day of the month, or the
 * month (1–12) and day: the plugin repeats a schedule `on` by itself, in the device's wall-clock time.
 */
export function capacitorSchedule(note: _planner.Notification): Schedule {
  const r = note.repeats ?? null;
  if (r === null) return { at: note.fireDate, allowWhileIdle: true };
  const time = { hour: r.time.hour, minute: r.time.minute };
  switch (r.kind) {
    case "daily": return { on: time, allowWhileIdle: true };
    case "weekly": return { on: { weekday: r.weekday, ...time }, allowWhileIdle: true };
    case "monthly": return { on: { day: r.day, ...time }, allowWhileIdle: true };
    case "yearly": return { on: { month: r.month, day: r.day, ...time }, allowWhileIdle: true };
  }
}

export function capacitorAdapter(spec: CapacitorSpec, options: CapacitorOptions = {}): CapacitorAdapter {
  const attachmentUrl = options.attachmentUrl ?? ((file: string) => `res:///${file}`);
  function schema(note: _planner.Notification): LocalNotificationSchema {
    const content = note.occurrence.template === null ? undefined : spec.contents[note.occurrence.template];
    const attachments: Attachment[] = (content?.attachments ?? []).map((file) => ({ id: file, url: attachmentUrl(file) }));
    const chosen = options.soundChoice?.(note) ?? null;
    const channel = _planner.channelFor(spec.channelChoices, note, chosen);
    const sound = _planner.chosenSound(note, chosen);
    const made: LocalNotificationSchema = {
      id: numericId(note.id),
      title: note.title,
      body: note.body,
      schedule: capacitorSchedule(note),
      ...(channel === null ? {} : { channelId: channel }),
      ...(note.category === null ? {} : { actionTypeId: note.category }),
      ...(sound === null ? {} : { sound }),
      threadIdentifier: content?.group ?? note.threadIdentifier,
      group: content?.group ?? note.threadIdentifier,
      ...(content?.groupSummary === true ? { groupSummary: true } : {}),
      ...(content?.ongoing === true ? { ongoing: true, autoCancel: false } : {}),
      ...(attachments.length === 0 ? {} : { attachments }),
      extra: {
        ...(options.extra?.(note) ?? {}), speccId: note.id, speccNamespace: spec.namespace, fireDate: note.fireDate.getTime(),
        ...(note.repeats == null ? {} : { speccRepeat: note.repeats }),
      },
    };
    return options.customize === undefined ? made : options.customize(made, note);
  }
  return {
    async ensureChannels(plugin) {
      const { channels: have } = await plugin.listChannels();
      const ids = new Set(have.map((channel) => channel.id));
      const missing = spec.channels.filter((channel) => !ids.has(channel.id));
      for (const channel of missing) await plugin.createChannel(channel);
      return missing.map((channel) => channel.id);
    },
    async registerActionTypes(plugin) {
      if (spec.actionTypes.length > 0) await plugin.registerActionTypes({ types: [...spec.actionTypes] });
    },
    schema,
    async apply(plugin, plan) {
      const { notifications: held } = await plugin.getPending();
      // The plugin's number of each of this spec's pending notifications, by plan id: what a cancel names.
      const scheduled = new Map<string, number>();
      const pending: _planner.PendingRequest[] = [];
      for (const n of held) {
        const id: unknown = n.extra?.speccId;
        if (n.extra?.speccNamespace !== spec.namespace || typeof id !== "string" || !_planner.owns(spec.namespace, id)) continue;
        scheduled.set(id, n.id);
        pending.push({
          id, fireDate: typeof n.extra?.fireDate === "number" ? new Date(n.extra.fireDate) : null,
          repeats: _planner.readRepeat(n.extra?.speccRepeat),
        });
      }
      const work = _planner.reconcile(pending, plan);
      const cancel = work.cancel.flatMap((id) => {
        const number = scheduled.get(id);
        return number === undefined ? [] : [{ id: number }];
      });
      if (cancel.length > 0) await plugin.cancel({ notifications: cancel });
      if (work.add.length > 0) await plugin.schedule({ notifications: work.add.map(schema) });
      return work;
    },
  };
}
