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
import * as AthanCapacitor from "./AthanCapacitor.js";
import * as AthanExpo from "./AthanExpo.js";
import { Planner as AthanPlanner } from "./Athan.js";
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
function capacitorFake(held = new Map<number, LocalNotificationSchema>(), cancelled: number[] = []): Capacitor.Plugin {
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
      for (const n of options.notifications) {
        cancelled.push(n.id);
        held.delete(n.id);
      }
    },
    async schedule(options) {
      calls.push(`schedule ${options.notifications.length}`);
      for (const n of options.notifications) held.set(n.id, n);
      return { notifications: options.notifications.map((n) => ({ id: n.id })) };
    },
  };
}

/** A fake expo-notifications module. */
function expoFake(held = new Map<string, Expo.NotificationRequestInput>()): ExpoAdapter.Notifications {
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

// Issue 37's ownership: the plugin holds the app's own notifications (Capacitor 42 with no extra and 43
// with the app's own extra, naming a TimeSafari id but not its namespace; Expo "chat" and another spec's) and a second spec's
// plan (Athan's). TimeSafari's apply over a week and a zone change cancels only its own, by the very
// numbers it scheduled them under; the app's and Athan's stay as they were, and Athan's apply leaves
// TimeSafari's.
{
  const athanPlan = AthanPlanner.plan(AthanPlanner.android, {
    now, timeZone: "America/New_York", providedTime: () => ({ hour: 5, minute: 30 }), render: (o) => ({ title: o.itemId, body: "" }),
  });
  check(athanPlan.notifications.length > 0 && athanPlan.notifications.every((n) => n.id.startsWith("specc.athan.")), "ownership: Athan's ids carry its namespace");
  const held = new Map<number, LocalNotificationSchema>();
  const cancelled: number[] = [];
  held.set(42, { id: 42, title: "the app's own", body: "" });
  held.set(43, { id: 43, title: "the app's own", body: "", extra: { speccId: "specc.timesafari.0800.at.2026-03-02", route: "/events/7" } });
  const plugin = capacitorFake(held, cancelled);
  await AthanCapacitor.apply(plugin, athanPlan);
  const others = (): string => JSON.stringify([...held.values()].filter((n) => n.extra?.speccNamespace !== Planner.namespace).map((n) => n.id).sort());
  const before = others();
  const scheduled = new Set<number>();
  for (let day = 0; day < 3; day += 1) {
    const work = await Capacitor.apply(plugin, planIn("America/New_York", new Date(now.getTime() + day * 86_400_000)));
    for (const note of work.add) scheduled.add(Capacitor.schema(note).id);
  }
  const moved = await Capacitor.apply(plugin, planIn("America/Los_Angeles", new Date(now.getTime() + 2 * 86_400_000)));
  check(moved.cancel.length > 0 && moved.cancel.every((id) => id.startsWith(Planner.namespace)), `ownership: Capacitor cancels only TimeSafari's (${moved.cancel})`);
  check(cancelled.length > 0 && cancelled.every((id) => scheduled.has(id)), `ownership: Capacitor's cancel ids are the ids it scheduled (${cancelled})`);
  check(!cancelled.includes(42) && !cancelled.includes(43) && others() === before, "ownership: Capacitor leaves the app's 42 and 43 and Athan's");
  const athanAgain = await AthanCapacitor.apply(plugin, athanPlan);
  check(athanAgain.cancel.length === 0 && athanAgain.add.length === 0, "ownership: Athan's Capacitor plan is still whole");
  console.log(`== ownership (Capacitor): cancelled ${cancelled.length} of TimeSafari's by their scheduled ids; 42, 43 and Athan's ${athanPlan.notifications.length} untouched`);

  const requests = new Map<string, Expo.NotificationRequestInput>();
  requests.set("chat", { identifier: "chat", content: { title: "the app's own", data: { thread: 7 } }, trigger: null });
  requests.set("specc.other.0800.at.2026-03-02", { identifier: "specc.other.0800.at.2026-03-02", content: { title: "another spec's", data: { speccNamespace: "specc.other." } }, trigger: null });
  const expoModule = expoFake(requests);
  await AthanExpo.apply(expoModule, athanPlan);
  const otherRequests = (): string => JSON.stringify([...requests.keys()].filter((id) => requests.get(id)?.content.data?.["speccNamespace"] !== Planner.namespace).sort());
  const expoBefore = otherRequests();
  for (let day = 0; day < 3; day += 1) await ExpoAdapter.apply(expoModule, planIn("America/New_York", new Date(now.getTime() + day * 86_400_000)));
  const expoMoved = await ExpoAdapter.apply(expoModule, planIn("America/Los_Angeles", new Date(now.getTime() + 2 * 86_400_000)));
  check(expoMoved.cancel.length > 0 && expoMoved.cancel.every((id) => id.startsWith(Planner.namespace)), `ownership: Expo cancels only TimeSafari's (${expoMoved.cancel})`);
  check(otherRequests() === expoBefore && requests.has("chat"), "ownership: Expo leaves the app's and Athan's");
  const expoAthan = await AthanExpo.apply(expoModule, athanPlan);
  check(expoAthan.cancel.length === 0 && expoAthan.add.length === 0, "ownership: Athan's Expo plan is still whole");
  console.log(`== ownership (Expo): cancelled ${expoMoved.cancel.length} of TimeSafari's; the app's 2 and Athan's untouched`);
}
if (failures > 0) process.exit(1);
console.log("adapters: OK");
