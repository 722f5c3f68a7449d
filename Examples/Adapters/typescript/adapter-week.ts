// A week of Rouse (Examples/platform.yaml, an alarm app) handed to @capacitor/local-notifications
// and to expo-notifications through the adapters specc generates (RouseCapacitor.ts, RouseExpo.ts:
// .specc.yml asks for `adapters: [capacitor, expo, …]`), against plugins that record every call.
// The app creates its channels (once) and registers its categories; each night just after
// midnight it plans its window and applies it, then applies the same plan again (no call but the
// read); on Saturday the phone's time zone changes twice (only what moved is cancelled and
// scheduled again), and the app's own notification and another spec's are never touched. run.sh compiles it with the generated TypeScript and
// Tests/PlatformDeclarations/typescript (tsc --strict), runs it on node and compares what it
// prints with expected/capacitor-expo.txt. In an app, `LocalNotifications` (from
// @capacitor/local-notifications) or `import * as Notifications from "expo-notifications"` take
// the fakes' place.
import type * as Expo from "expo-notifications";
import type { Channel, LocalNotificationSchema, PendingLocalNotificationSchema } from "@capacitor/local-notifications";
import * as Capacitor from "./RouseCapacitor.js";
import * as RouseExpo from "./RouseExpo.js";
import { expoAdapter, type Notifications as ExpoNotifications } from "./specc-expo.js";
import { capacitorAdapter } from "./specc-capacitor.js";
import { Planner, renderAlarmRing, renderBedtimeNudge } from "./Rouse.js";
import * as Scheduling from "./specc-planner.js";

/** The alarms the user set: Rouse's user items of kind `alarm`, planned with the spec's own items. */
const on: Scheduling.ItemSettings = { isOn: true, reminderOffset: null, time: null, sound: true, reminderSound: true };
function alarm(id: string, hour: number, minute: number, weekdays: number[]): Scheduling.UserItem {
  return {
    kind: "alarm", id, timing: { kind: "at", time: { hour, minute } }, days: { kind: "everyDay" }, weekdays,
    from: null, until: null, settings: on,
  };
}
const alarms = [alarm("work", 6, 30, [2, 3, 4, 5, 6]), alarm("run", 8, 0, [7])];
/** How many of the alarms ring on date: the value of the alarms_today token, which the alarm's badge shows. */
function alarmsOn(date: Scheduling.LocalDate): number {
  const weekday = Scheduling.weekday(date);
  return alarms.filter((a) => a.weekdays?.includes(weekday) ?? true).length;
}
const labels = new Map([["work", "Work"], ["run", "Saturday run"]]);

/** "Sun 2026-03-22 21:30", in timeZone. */
function local(date: Date, timeZone: string): string {
  const day = Scheduling.localDate(date, timeZone);
  const minutes = Scheduling.wallMinutes(date, timeZone);
  const time = Scheduling.hhmm({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
  const name = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][Scheduling.weekday(day) - 1] ?? "";
  return `${name} ${Scheduling.formatDate(day)} ${time.slice(0, 2)}:${time.slice(2)}`;
}

/** "Sun 2026-03-22 21:30 (21:30 UTC)": the wall-clock time in timeZone, and the instant. */
function fires(date: Date, timeZone: string): string {
  return `${local(date, timeZone)} (${local(date, "UTC").slice(-5)} UTC)`;
}

/** Rouse's window in timeZone: the bedtime nudge every evening and the user's alarms, rendered with the spec's templates. */
function plan(now: Date, timeZone: string): Scheduling.Plan {
  return Planner.plan(Planner.android, {
    now, timeZone, userItems: alarms,
    render: (occurrence) => {
      switch (occurrence.template) {
        case "alarm_ring": return renderAlarmRing({ label: labels.get(occurrence.userItemId ?? "") ?? "Alarm" });
        case "bedtime_nudge": return renderBedtimeNudge({});
        default: return null;
      }
    },
  });
}

const calls: string[] = [];
let zone = "Europe/London";

/** The app's payload (its hook, issue 37): the alarm's own id and the deep link its tap opens; none for the nudge. */
function payload(note: Scheduling.Notification): Record<string, string> {
  const id = note.occurrence.userItemId;
  return id == null ? {} : { alarmId: id, url: `rouse://alarm/${id}` };
}
/** The payload's keys beside specc's own, as the plugin was given them. */
function appKeys(record: Record<string, unknown> | undefined, specc: readonly string[]): string | undefined {
  const keys = Object.entries(record ?? {}).filter(([key]) => !specc.includes(key));
  return keys.length === 0 ? undefined : `payload ${keys.map(([key, value]) => `${key}=${String(value)}`).join(" ")}`;
}

function describe(id: string, at: Date, title: string | undefined, body: string | undefined, extras: (string | undefined)[]): string {
  const more = extras.filter((e): e is string => e !== undefined);
  return `    ${id} at ${fires(at, zone)}: "${title ?? ""}" | ${body ?? ""}${more.length === 0 ? "" : "; " + more.join(", ")}`;
}

/**
 * What the plugin holds that is not Rouse's (issue 37, ownership), due after the week: the app's own
 * notification 42, and another spec's (its namespace in `extra`). `apply` never cancels them.
 */
const foreignAt = new Date(Date.UTC(2026, 3, 1, 9));
const foreignCapacitor: LocalNotificationSchema[] = [
  { id: 42, title: "Glucose check", body: "", schedule: { at: foreignAt }, extra: { route: "/glucose" } },
  {
    id: 7, title: "Other", body: "", schedule: { at: foreignAt },
    extra: { speccId: "specc.other.0800.at.2026-04-01", speccNamespace: "specc.other.", fireDate: foreignAt.getTime() },
  },
];
/** The same two as expo-notifications holds them. */
function foreignExpo(): [string, Expo.NotificationRequestInput][] {
  const trigger = { type: "date", date: foreignAt } as unknown as Expo.NotificationTriggerInput;
  return [
    ["glucose", { identifier: "glucose", content: { title: "Glucose check", data: { route: "/glucose" } }, trigger }],
    ["specc.other.0800.at.2026-04-01", {
      identifier: "specc.other.0800.at.2026-04-01",
      content: { title: "Other", data: { speccId: "specc.other.0800.at.2026-04-01", speccNamespace: "specc.other." } },
      trigger,
    }],
  ];
}

/** @capacitor/local-notifications' LocalNotifications, holding what is scheduled; what rings by `now` is delivered (not a call). */
class RecordingCapacitor implements Capacitor.Plugin {
  readonly held = new Map<number, LocalNotificationSchema>(foreignCapacitor.map((n) => [n.id, n]));
  private readonly channels: Channel[] = [];
  async listChannels() {
    calls.push(`listChannels() -> ${this.channels.length}`);
    return { channels: [...this.channels] };
  }
  async createChannel(channel: Channel) {
    calls.push(`createChannel(${channel.id} "${channel.name}", importance ${channel.importance ?? "-"}, sound ${channel.sound ?? "-"}, vibration ${channel.vibration ?? "-"}, visibility ${channel.visibility ?? "-"})`);
    this.channels.push(channel);
  }
  async registerActionTypes(options: Parameters<Capacitor.Plugin["registerActionTypes"]>[0]) {
    const types = options.types.map((t) => `${t.id} [${(t.actions ?? []).map((a) => a.id + (a.destructive === true ? " (destructive)" : "") + (a.foreground === true ? " (foreground)" : "")).join(", ")}]`);
    calls.push(`registerActionTypes(${types.join("; ")})`);
  }
  async getPending() {
    calls.push(`getPending() -> ${this.held.size}`);
    const notifications: PendingLocalNotificationSchema[] = [...this.held.values()].map((n) => ({
      id: n.id, title: n.title, body: n.body, ...(n.schedule === undefined ? {} : { schedule: n.schedule }), extra: n.extra,
    }));
    return { notifications };
  }
  async cancel(options: Parameters<Capacitor.Plugin["cancel"]>[0]) {
    calls.push(`cancel(${options.notifications.map((n) => String(n.id)).sort().join(", ")})`);
    for (const n of options.notifications) this.held.delete(n.id);
  }
  async schedule(options: Parameters<Capacitor.Plugin["schedule"]>[0]) {
    calls.push(`schedule(${options.notifications.length})`);
    for (const n of options.notifications) {
      const at = n.schedule?.at ?? new Date(0);
      calls.push(describe(`${n.id} (${String(n.extra?.speccId)})`, at, n.title, n.body, [
        n.channelId === undefined ? undefined : `channel ${n.channelId}`,
        n.actionTypeId === undefined ? undefined : `action type ${n.actionTypeId}`,
        n.sound === undefined ? undefined : `sound ${n.sound}`,
        n.group === undefined ? undefined : `group ${n.group}`,
        n.ongoing === true ? "ongoing" : undefined,
        n.attachments === undefined ? undefined : `attachments ${n.attachments.map((a) => a.url).join(", ")}`,
        appKeys(n.extra as Record<string, unknown> | undefined, ["speccId", "speccNamespace", "fireDate"]),
      ]));
      this.held.set(n.id, n);
    }
    return { notifications: options.notifications.map((n) => ({ id: n.id })) };
  }
  deliver(now: Date): number {
    const due = [...this.held.values()].filter((n) => (n.schedule?.at?.getTime() ?? 0) <= now.getTime());
    for (const n of due) this.held.delete(n.id);
    return due.length;
  }
}

/** expo-notifications, holding what is scheduled; what rings by `now` is delivered (not a call). */
function recordingExpo(): { module: ExpoNotifications; deliver: (now: Date) => number; held: ReadonlyMap<string, unknown> } {
  const held = new Map<string, Expo.NotificationRequestInput>(foreignExpo());
  const channels: Expo.NotificationChannel[] = [];
  const groups: Expo.NotificationChannelGroup[] = [];
  const at = (request: Expo.NotificationRequestInput): Date => {
    const trigger = request.trigger as { date?: Date } | null;
    return trigger?.date ?? new Date(0);
  };
  const fake = {
    // The module's enums, with the values expo-notifications gives them.
    AndroidImportance: { UNKNOWN: 0, UNSPECIFIED: 1, NONE: 2, MIN: 3, LOW: 4, DEFAULT: 5, HIGH: 6, MAX: 7 },
    AndroidNotificationVisibility: { UNKNOWN: 0, PUBLIC: 1, PRIVATE: 2, SECRET: 3 },
    SchedulableTriggerInputTypes: { CALENDAR: "calendar", DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly", DATE: "date", TIME_INTERVAL: "timeInterval" },
    async getNotificationChannelGroupsAsync() {
      calls.push(`getNotificationChannelGroupsAsync() -> ${groups.length}`);
      return [...groups];
    },
    async setNotificationChannelGroupAsync(id: string, input: Expo.NotificationChannelGroupInput) {
      calls.push(`setNotificationChannelGroupAsync(${id} "${input.name}")`);
      const group = { id, name: input.name, channels: [] };
      groups.push(group);
      return group;
    },
    async getNotificationChannelsAsync() {
      calls.push(`getNotificationChannelsAsync() -> ${channels.length}`);
      return [...channels];
    },
    async setNotificationChannelAsync(id: string, input: Expo.NotificationChannelInput) {
      calls.push(
        `setNotificationChannelAsync(${id} "${input.name}" in ${input.groupId ?? "-"}, importance ${input.importance}, sound ${input.sound ?? "-"}, ` +
          `vibration ${input.enableVibrate ?? "-"}${input.vibrationPattern == null ? "" : ` [${input.vibrationPattern.join(", ")}]`}, ` +
          `visibility ${input.lockscreenVisibility ?? "-"}, bypassDnd ${input.bypassDnd ?? "-"})`,
      );
      const channel = { id, name: input.name, importance: input.importance };
      channels.push(channel);
      return channel;
    },
    async setNotificationCategoryAsync(identifier: string, actions: Expo.NotificationAction[]) {
      calls.push(`setNotificationCategoryAsync(${identifier} [${actions.map((a) => a.identifier + (a.options?.isDestructive === true ? " (destructive)" : "") + (a.options?.opensAppToForeground === true ? " (opens the app)" : "")).join(", ")}])`);
      return null;
    },
    async getAllScheduledNotificationsAsync() {
      calls.push(`getAllScheduledNotificationsAsync() -> ${held.size}`);
      return [...held.entries()].map(([identifier, request]) => ({
        identifier,
        content: { title: request.content.title ?? null, body: request.content.body ?? null, data: request.content.data ?? {}, categoryIdentifier: null },
        trigger: request.trigger,
      }));
    },
    async cancelScheduledNotificationAsync(identifier: string) {
      calls.push(`cancelScheduledNotificationAsync(${identifier})`);
      held.delete(identifier);
    },
    async scheduleNotificationAsync(request: Expo.NotificationRequestInput) {
      const trigger = request.trigger as { channelId?: string } | null;
      calls.push("scheduleNotificationAsync(" + describe(request.identifier ?? "", at(request), request.content.title ?? undefined, request.content.body ?? undefined, [
        trigger?.channelId === undefined ? undefined : `channel ${trigger.channelId}`,
        request.content.categoryIdentifier === undefined ? undefined : `category ${request.content.categoryIdentifier}`,
        request.content.sound === undefined ? undefined : `sound ${String(request.content.sound)}`,
        request.content.interruptionLevel === undefined ? undefined : `interruption ${request.content.interruptionLevel}`,
        request.content.badge === undefined ? undefined : `badge ${request.content.badge}`,
        `group ${String(request.content.data?.["group"])}`,
        request.content.sticky === true ? "sticky" : undefined,
        request.content.attachments === undefined ? undefined : `attachments ${request.content.attachments.map((a) => a.url).join(", ")}`,
        appKeys(request.content.data, ["speccId", "speccNamespace", "fireDate", "thread", "group", "groupSummary"]),
      ]).trimStart() + ")");
      held.set(request.identifier ?? "", request);
      return request.identifier ?? "";
    },
  };
  const deliver = (now: Date): number => {
    const due = [...held.entries()].filter(([, request]) => at(request).getTime() <= now.getTime());
    for (const [id] of due) held.delete(id);
    return due.length;
  };
  // The module's enums are real enums; the fake's objects carry the same values.
  return { module: fake as unknown as ExpoNotifications, deliver, held };
}

function show(): void {
  for (const call of calls) console.log(`  ${call}`);
  calls.length = 0;
}

async function week(apply: (plan: Scheduling.Plan) => Promise<Scheduling.Reconciliation>, deliver: (now: Date) => number): Promise<void> {
  // Sunday 22 March 2026, 00:05 in London (GMT): each night the app plans again just after midnight
  // (the plan's midnight trigger), for a week.
  const start = Date.UTC(2026, 2, 22, 0, 5);
  async function run(now: Date): Promise<void> {
    const work = await apply(plan(now, zone));
    console.log(`apply: cancel ${work.cancel.length}, add ${work.add.length}`);
    show();
    const again = await apply(plan(now, zone));
    console.log(`apply the same plan again: cancel ${again.cancel.length}, add ${again.add.length}, ${calls.length} call(s)`);
    show();
  }
  zone = "Europe/London";
  for (let day = 0; day < 7; day += 1) {
    const now = new Date(start + day * 86_400_000);
    console.log(`-- ${local(now, zone)} ${zone}, delivered since the last run: ${deliver(now)}`);
    await run(now);
  }
  // Saturday at noon the phone is in Reykjavik, whose clock is London's until London moves to summer
  // time on Sunday 29 March: only what rings from Sunday on moves (nothing, in a one-day window). At
  // 17:00 it is in Paris, an hour ahead: everything pending moves.
  for (const [at, to] of [[Date.UTC(2026, 2, 28, 12), "Atlantic/Reykjavik"], [Date.UTC(2026, 2, 28, 16), "Europe/Paris"]] as const) {
    const delivered = deliver(new Date(at));
    zone = to;
    console.log(`-- ${local(new Date(at), zone)} ${zone} (the zone changed), delivered since the last run: ${delivered}`);
    await run(new Date(at));
  }
}

console.log("== Capacitor: RouseCapacitor.ts against a recording LocalNotifications");
const capacitor = new RecordingCapacitor();
console.log(`ensureChannels: [${(await Capacitor.ensureChannels(capacitor)).join(", ")}]`);
show();
console.log(`ensureChannels again: [${(await Capacitor.ensureChannels(capacitor)).join(", ")}]`);
show();
console.log("registerActionTypes:");
await Capacitor.registerActionTypes(capacitor);
show();
// The app's hook: its payload travels in each notification's `extra`, beside specc's keys.
const CapacitorAdapter = capacitorAdapter(Capacitor.spec, { extra: payload });
await week((p) => CapacitorAdapter.apply(capacitor, p), (now) => capacitor.deliver(now));
console.log(`-- the app's own and another spec's, never cancelled: [${foreignCapacitor.filter((n) => capacitor.held.has(n.id)).map((n) => n.id).join(", ")}]`);

console.log("== Expo: RouseExpo.ts against a recording expo-notifications");
// The app supplies the value of the badge's number token (alarms_today: the alarms ringing that day).
// Its payload travels in `content.data`, beside specc's keys.
const ExpoAdapter = expoAdapter(RouseExpo.spec, { badge: (_token, note) => alarmsOn(note.occurrence.date), data: payload });
const expo = recordingExpo();
console.log(`ensureChannels: [${(await ExpoAdapter.ensureChannels(expo.module)).join(", ")}]`);
show();
console.log(`ensureChannels again: [${(await ExpoAdapter.ensureChannels(expo.module)).join(", ")}]`);
show();
console.log("registerCategories:");
await ExpoAdapter.registerCategories(expo.module);
show();
await week((p) => ExpoAdapter.apply(expo.module, p), expo.deliver);
console.log(`-- the app's own and another spec's, never cancelled: [${foreignExpo().filter(([id]) => expo.held.has(id)).map(([id]) => id).join(", ")}]`);
// -- OS repeats (issue 37, item 5): a repeating slot's trigger reaching its call goes here.
