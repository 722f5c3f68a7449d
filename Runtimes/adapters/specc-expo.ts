// The Expo adapter (docs/scheduling.md), the same for every spec: each spec's generated
// `<Namespace>Expo.ts` holds its channel groups, channels, categories and what each template's
// notification carries, and calls `expoAdapter` with them, so a spec's file holds only its data.
// Written once per output folder beside the adapters; it needs expo-notifications' types (specc's
// CI checks it against Tests/PlatformDeclarations/typescript). The module is a parameter (imported
// for types only): the app passes `import * as Notifications from "expo-notifications"`, a test a
// fake. Identifiers are the plan's ids; the fire date and the spec's namespace (`speccNamespace`)
// travel in `content.data`: `apply` reads and cancels only the requests that carry this spec's
// namespace, so the app's own and another spec's are never touched.
import type * as Expo from "expo-notifications";
import * as _planner from "./specc-planner.js";

/** The calls and enums of expo-notifications the adapter uses (the module itself, or a fake). */
export type Notifications = Pick<
  typeof Expo,
  | "AndroidImportance"
  | "AndroidNotificationVisibility"
  | "SchedulableTriggerInputTypes"
  | "getNotificationChannelGroupsAsync"
  | "setNotificationChannelGroupAsync"
  | "getNotificationChannelsAsync"
  | "setNotificationChannelAsync"
  | "setNotificationCategoryAsync"
  | "getAllScheduledNotificationsAsync"
  | "cancelScheduledNotificationAsync"
  | "scheduleNotificationAsync"
>;

/** A channel group: a section of the app's notification settings. */
export interface ChannelGroup {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
}

/** A channel, its importance and lock-screen visibility named as the module's enums name them. */
export interface Channel {
  readonly id: string;
  readonly name: string;
  readonly importance: Exclude<keyof typeof Expo.AndroidImportance, number>;
  readonly description?: string;
  /** A raw resource's file name, `"default"`, or null for a silent channel. */
  readonly sound?: string | null;
  readonly enableVibrate?: boolean;
  readonly vibrationPattern?: readonly number[];
  readonly groupId?: string;
  readonly lockscreenVisibility?: Exclude<keyof typeof Expo.AndroidNotificationVisibility, number>;
  readonly bypassDnd?: boolean;
}

/**
 * What a template's notification carries beyond its text, as far as the module's content has it:
 * interruption level (iOS), a fixed badge or the number token whose value is it, ongoing (`sticky`,
 * Android), attachments (iOS, file names relative to the spec). Its group has no field in the
 * module's content: it travels in `data.group`.
 */
export interface Content {
  readonly interruptionLevel?: "passive" | "active" | "timeSensitive" | "critical";
  readonly group?: string;
  readonly groupSummary?: boolean;
  readonly badgeCount?: number;
  readonly badgeToken?: string;
  readonly ongoing?: boolean;
  readonly attachments?: readonly string[];
}

/** One spec's data. */
export interface ExpoSpec {
  /** The spec's namespace (`namespace(spec)` of specc-planner.ts): the prefix of its ids and the marker in `data`. */
  readonly namespace: string;
  readonly channelGroups: readonly ChannelGroup[];
  readonly channels: readonly Channel[];
  readonly categories: readonly { identifier: string; actions: Expo.NotificationAction[] }[];
  /** By template id, for the templates that carry something. */
  readonly contents: Readonly<Record<string, Content>>;
  /** The run-time channel choice (a channel's sound is fixed once created, so a choice is a channel). */
  readonly channelChoices?: readonly _planner.ChannelChoice[];
}

/**
 * What the app may supply: the value of a badge that comes from a number token (none without it),
 * and the URL of an attachment (default: the file name, resolved by the app's bundle).
 */
export interface ExpoOptions {
  readonly badge?: (token: string, note: _planner.Notification) => number | null;
  readonly attachmentUrl?: (file: string) => string;
  /**
   * The sound the user chose for a notification's item: it posts on the spec's channel for that choice
   * (Android) and plays as the content's sound (iOS: `chosenSound`).
   */
  readonly soundChoice?: (note: _planner.Notification) => string | null;
  /**
   * The app's payload (a deep link such as `url`, the app's own id): put in `content.data` untouched
   * beside specc's own keys (`speccId`, `speccNamespace`, `fireDate`, `speccRepeat`, `thread`, `group`, `groupSummary`).
   */
  readonly data?: (note: _planner.Notification) => Readonly<Record<string, unknown>>;
  /** Returns the request to schedule (the app's changes to its content or trigger, last). */
  readonly customize?: (request: Expo.NotificationRequestInput, note: _planner.Notification) => Expo.NotificationRequestInput;
}

export interface ExpoAdapter {
  /** The spec's Android channels, as expo-notifications creates them. */
  channels(notifications: Notifications): { id: string; input: Expo.NotificationChannelInput }[];
  /** Android: creates each channel group, then each channel, the device does not have yet; returns the channels' ids. */
  ensureChannels(notifications: Notifications): Promise<string[]>;
  /** Registers the spec's categories (once, at launch). */
  registerCategories(notifications: Notifications): Promise<void>;
  /** The request of a planned notification: a date trigger (a repeating one's: `expoTrigger`) on its channel. */
  request(notifications: Notifications, note: _planner.Notification): Expo.NotificationRequestInput;
  /**
   * Makes expo-notifications hold exactly `plan`: reconcile with what is scheduled of the spec's namespace
   * (its identifiers' prefix and `data.speccNamespace`), cancel, then schedule. Requests without the marker
   * (the app's own, another spec's) are never read or cancelled.
   */
  apply(notifications: Notifications, plan: _planner.Plan): Promise<_planner.Reconciliation>;
}

/**
 * The trigger of a planned notification: a date trigger at its fire date, or for one the OS repeats (issue 37,
 * item 5) the daily, weekly (weekday 1 = Sunday, as Expo's), monthly or yearly trigger at its hour and minute
 * (Expo's month is JavaScript's, 0 = January), on its channel; expo-notifications repeats those by itself.
 */
export function expoTrigger(
  notifications: Pick<Notifications, "SchedulableTriggerInputTypes">, note: _planner.Notification, channel: string | null,
): Expo.NotificationTriggerInput {
  const types = notifications.SchedulableTriggerInputTypes;
  const on = channel === null ? {} : { channelId: channel };
  const r = note.repeats ?? null;
  if (r === null) return { type: types.DATE, date: note.fireDate, ...on };
  const time = { hour: r.time.hour, minute: r.time.minute };
  switch (r.kind) {
    case "daily": return { type: types.DAILY, ...time, ...on };
    case "weekly": return { type: types.WEEKLY, weekday: r.weekday, ...time, ...on };
    case "monthly": return { type: types.MONTHLY, day: r.day, ...time, ...on };
    case "yearly": return { type: types.YEARLY, month: r.month - 1, day: r.day, ...time, ...on };
  }
}

export function expoAdapter(spec: ExpoSpec, options: ExpoOptions = {}): ExpoAdapter {
  const attachmentUrl = options.attachmentUrl ?? ((file: string) => file);
  function channels(notifications: Notifications): { id: string; input: Expo.NotificationChannelInput }[] {
    return spec.channels.map((channel) => ({
      id: channel.id,
      input: {
        name: channel.name,
        importance: notifications.AndroidImportance[channel.importance],
        ...(channel.description === undefined ? {} : { description: channel.description }),
        ...(channel.sound === undefined ? {} : { sound: channel.sound }),
        ...(channel.enableVibrate === undefined ? {} : { enableVibrate: channel.enableVibrate }),
        ...(channel.vibrationPattern === undefined ? {} : { vibrationPattern: [...channel.vibrationPattern] }),
        ...(channel.groupId === undefined ? {} : { groupId: channel.groupId }),
        ...(channel.lockscreenVisibility === undefined
          ? {}
          : { lockscreenVisibility: notifications.AndroidNotificationVisibility[channel.lockscreenVisibility] }),
        ...(channel.bypassDnd === undefined ? {} : { bypassDnd: channel.bypassDnd }),
      },
    }));
  }
  function request(notifications: Notifications, note: _planner.Notification): Expo.NotificationRequestInput {
    const content = note.occurrence.template === null ? undefined : spec.contents[note.occurrence.template];
    const badge =
      content?.badgeCount ?? (content?.badgeToken === undefined ? null : (options.badge?.(content.badgeToken, note) ?? null));
    const attachments: Expo.NotificationContentAttachmentIos[] = (content?.attachments ?? []).map((file) => ({
      identifier: file,
      url: attachmentUrl(file),
      type: null,
    }));
    const chosen = options.soundChoice?.(note) ?? null;
    const channel = _planner.channelFor(spec.channelChoices, note, chosen);
    const sound = _planner.chosenSound(note, chosen);
    const made: Expo.NotificationRequestInput = {
      identifier: note.id,
      content: {
        title: note.title,
        body: note.body,
        ...(sound === null ? {} : { sound }),
        ...(note.category === null ? {} : { categoryIdentifier: note.category }),
        ...(content?.interruptionLevel === undefined ? {} : { interruptionLevel: content.interruptionLevel }),
        ...(badge === null ? {} : { badge }),
        ...(content?.ongoing === true ? { sticky: true, autoDismiss: false } : {}),
        ...(attachments.length === 0 ? {} : { attachments }),
        data: {
          ...(options.data?.(note) ?? {}),
          speccId: note.id,
          speccNamespace: spec.namespace,
          fireDate: note.fireDate.getTime(),
          ...(note.repeats == null ? {} : { speccRepeat: note.repeats }),
          thread: note.threadIdentifier,
          group: content?.group ?? note.threadIdentifier,
          ...(content?.groupSummary === true ? { groupSummary: true } : {}),
        },
      },
      trigger: expoTrigger(notifications, note, channel),
    };
    return options.customize === undefined ? made : options.customize(made, note);
  }
  return {
    channels,
    async ensureChannels(notifications) {
      if (spec.channelGroups.length > 0) {
        const groups = new Set((await notifications.getNotificationChannelGroupsAsync()).map((group) => group.id));
        for (const group of spec.channelGroups) {
          if (groups.has(group.id)) continue;
          await notifications.setNotificationChannelGroupAsync(group.id, {
            name: group.name,
            ...(group.description === undefined ? {} : { description: group.description }),
          });
        }
      }
      const have = new Set((await notifications.getNotificationChannelsAsync()).map((channel) => channel.id));
      const missing = channels(notifications).filter((channel) => !have.has(channel.id));
      for (const channel of missing) await notifications.setNotificationChannelAsync(channel.id, channel.input);
      return missing.map((channel) => channel.id);
    },
    async registerCategories(notifications) {
      for (const category of spec.categories) {
        await notifications.setNotificationCategoryAsync(category.identifier, category.actions);
      }
    },
    request,
    async apply(notifications, plan) {
      const held = await notifications.getAllScheduledNotificationsAsync();
      const pending = held
        .filter((scheduled) => scheduled.content.data?.["speccNamespace"] === spec.namespace && _planner.owns(spec.namespace, scheduled.identifier))
        .map((scheduled) => {
          const fireDate = scheduled.content.data?.["fireDate"];
          return {
            id: scheduled.identifier, fireDate: typeof fireDate === "number" ? new Date(fireDate) : null,
            repeats: _planner.readRepeat(scheduled.content.data?.["speccRepeat"]),
          };
        });
      const work = _planner.reconcile(pending, plan);
      for (const id of work.cancel) await notifications.cancelScheduledNotificationAsync(id);
      for (const note of work.add) await notifications.scheduleNotificationAsync(request(notifications, note));
      return work;
    },
  };
}
