// Drives the generated Capacitor and Expo adapters of Specs/timesafari.yaml
// (Generated/typescript/TimeSafariCapacitor.ts, TimeSafariExpo.ts) against fakes of the plugins
// that record every call: the same plan applied twice makes no call the second time, a time-zone
// change re-arms exactly what moved, channels are created once with the spec's settings. Prints
// the calls of a week; exits 1 on a failed check. Run by PlatformAdapterTests and
// scripts/check-foreign.sh (tsc --strict, then node).
import type * as Expo from "expo-notifications";
import type { Channel, LocalNotificationSchema, PendingLocalNotificationSchema } from "@capacitor/local-notifications";
import * as Capacitor from "./TimeSafariCapacitor.js";
import * as ExpoAdapter from "./TimeSafariExpo.js";
import { Planner } from "./TimeSafari.js";
import type { Plan } from "./specc-planner.js";

let failures = 0;
function check(condition: boolean, what: string): void {
  if (!condition) {
    failures += 1;
    console.log(`FAIL: ${what}`);
  }
}

const calls: string[] = [];

/** A fake LocalNotifications plugin: holds what is scheduled, records every call. */
function capacitorFake(): Capacitor.Plugin {
  const held = new Map<number, LocalNotificationSchema>();
  const channels: Channel[] = [];
  return {
    async listChannels() {
      calls.push("listChannels");
      return { channels: [...channels] };
    },
    async createChannel(channel) {
      calls.push(`createChannel ${channel.id} importance ${channel.importance ?? "-"} name ${channel.name}`);
      channels.push(channel);
    },
    async registerActionTypes(options) {
      calls.push(`registerActionTypes ${options.types.map((t) => t.id).join(",")}`);
    },
    async getPending() {
      calls.push("getPending");
      const notifications: PendingLocalNotificationSchema[] = [...held.values()].map((n) => ({
        id: n.id, title: n.title, body: n.body, ...(n.schedule === undefined ? {} : { schedule: n.schedule }), extra: n.extra,
      }));
      return { notifications };
    },
    async cancel(options) {
      calls.push(`cancel ${options.notifications.length}`);
      for (const n of options.notifications) held.delete(n.id);
    },
    async schedule(options) {
      calls.push(`schedule ${options.notifications.length}`);
      for (const n of options.notifications) held.set(n.id, n);
      return { notifications: options.notifications.map((n) => ({ id: n.id })) };
    },
  };
}

/** A fake expo-notifications module. */
function expoFake(): ExpoAdapter.Notifications {
  const held = new Map<string, Expo.NotificationRequestInput>();
  const channels: Expo.NotificationChannel[] = [];
  const fake = {
    AndroidImportance: { UNKNOWN: 0, UNSPECIFIED: 1, NONE: 2, MIN: 3, LOW: 4, DEFAULT: 5, HIGH: 6, MAX: 7 },
    SchedulableTriggerInputTypes: { CALENDAR: "calendar", DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly", DATE: "date", TIME_INTERVAL: "timeInterval" },
    async getNotificationChannelsAsync() {
      calls.push("getNotificationChannelsAsync");
      return [...channels];
    },
    async setNotificationChannelAsync(id: string, input: Expo.NotificationChannelInput) {
      calls.push(`setNotificationChannelAsync ${id} importance ${input.importance} name ${input.name}`);
      const channel = { id, name: input.name, importance: input.importance };
      channels.push(channel);
      return channel;
    },
    async setNotificationCategoryAsync(identifier: string, actions: Expo.NotificationAction[]) {
      calls.push(`setNotificationCategoryAsync ${identifier} ${actions.map((a) => a.identifier).join(",")}`);
      return null;
    },
    async getAllScheduledNotificationsAsync() {
      calls.push("getAllScheduledNotificationsAsync");
      return [...held.entries()].map(([identifier, request]) => ({
        identifier,
        content: { title: request.content.title ?? null, body: request.content.body ?? null, data: request.content.data ?? {}, categoryIdentifier: null },
        trigger: request.trigger,
      }));
    },
    async cancelScheduledNotificationAsync(identifier: string) {
      calls.push(`cancelScheduledNotificationAsync ${identifier}`);
      held.delete(identifier);
    },
    async scheduleNotificationAsync(request: Expo.NotificationRequestInput) {
      calls.push(`scheduleNotificationAsync ${request.identifier ?? ""}`);
      held.set(request.identifier ?? "", request);
      return request.identifier ?? "";
    },
  };
  // The enums are real enums in the module; the fake's objects carry the same values.
  return fake as unknown as ExpoAdapter.Notifications;
}

const now = new Date(Date.UTC(2026, 2, 2, 12, 0, 0)); // Monday 2 March 2026, 07:00 in New York
function planIn(timeZone: string, at: Date = now): Plan {
  return Planner.plan(Planner.android, { now: at, timeZone, render: (o) => ({ title: o.itemId, body: o.date.toString() }) });
}
function moved(before: Plan, after: Plan): string[] {
  const old = new Map(before.notifications.map((n) => [n.id, n.fireDate.getTime()]));
  return after.notifications.filter((n) => old.has(n.id) && old.get(n.id) !== n.fireDate.getTime()).map((n) => n.id).sort();
}

async function drive(name: string, apply: (plan: Plan) => Promise<{ cancel: readonly string[]; add: readonly { id: string }[] }>, channels: () => Promise<string[]>, register: () => Promise<void>): Promise<void> {
  console.log(`== ${name}`);
  calls.length = 0;
  const first = await channels();
  const second = await channels();
  check(first.length === 1 && first[0] === "timesafari.daily" && second.length === 0, `${name}: channels created once (${first} then ${second})`);
  await register();
  console.log(calls.join("\n"));
  for (let day = 0; day < 7; day += 1) {
    const at = new Date(now.getTime() + day * 86_400_000);
    const plan = planIn("America/New_York", at);
    calls.length = 0;
    const work = await apply(plan);
    console.log(`day ${day + 1}: cancel ${work.cancel.length}, add ${work.add.length}: ${calls.join("; ")}`);
    calls.length = 0;
    const again = await apply(plan);
    check(again.cancel.length === 0 && again.add.length === 0 && calls.length === 1, `${name}: the same plan again makes no call (${calls.join("; ")})`);
  }
  const last = new Date(now.getTime() + 6 * 86_400_000);
  const before = planIn("America/New_York", last);
  const after = planIn("America/Los_Angeles", last);
  calls.length = 0;
  const work = await apply(after);
  const expected = moved(before, after);
  check(expected.length > 0, `${name}: the zone change moves something`);
  check(JSON.stringify([...work.cancel].sort()) === JSON.stringify(expected), `${name}: a zone change cancels exactly what moved (${work.cancel} vs ${expected})`);
  const newIds = after.notifications.filter((n) => !before.notifications.some((b) => b.id === n.id)).map((n) => n.id);
  check(JSON.stringify(work.add.map((n) => n.id).sort()) === JSON.stringify([...expected, ...newIds].sort()), `${name}: and re-adds exactly those and the new ones`);
  console.log(`zone change New York → Los Angeles: cancel ${work.cancel.length}, add ${work.add.length}: ${calls.join("; ")}`);
}

const capacitor = capacitorFake();
await drive("Capacitor", (plan) => Capacitor.apply(capacitor, plan), () => Capacitor.ensureChannels(capacitor), () => Capacitor.registerActionTypes(capacitor));
const expo = expoFake();
await drive("Expo", (plan) => ExpoAdapter.apply(expo, plan), () => ExpoAdapter.ensureChannels(expo), () => ExpoAdapter.registerCategories(expo));
check(Capacitor.channels[0]?.importance === 4, "Capacitor: the channel has the spec's importance (high = 4)");
check(ExpoAdapter.channels(expo)[0]?.input.importance === 6, "Expo: the channel has the spec's importance (AndroidImportance.HIGH)");
if (failures > 0) process.exit(1);
console.log("adapters: OK");
