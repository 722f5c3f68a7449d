// Drives the generated Capacitor and Expo adapters of Examples/platform.yaml ("Rouse", every feature of
// issue 29: RouseCapacitor.ts and RouseExpo.ts with the shared specc-capacitor.ts and specc-expo.ts)
// against fakes that record every call: Expo's channel groups are created before the channels, once;
// the channels carry the spec's sound, vibration (pattern), group, visibility and DND bypass as each
// plugin has them; an alarm carries its group or thread, badge (Expo), interruption level (Expo),
// ongoing and attachments; the bedtime nudge none of them. Prints the calls; exits 1 on a failed
// check. Run by PlatformAdapterTests (tsc --strict, then node) on what specc writes for the example.
import type * as Expo from "expo-notifications";
import type { Channel, LocalNotificationSchema } from "@capacitor/local-notifications";
import * as Capacitor from "./RouseCapacitor.js";
import * as ExpoAdapter from "./RouseExpo.js";
import { capacitorAdapter } from "./specc-capacitor.js";
import { expoAdapter } from "./specc-expo.js";
import { Planner } from "./Rouse.js";
import type { Notification, UserItem } from "./specc-planner.js";

let failures = 0;
function check(condition: boolean, what: string): void {
  if (!condition) {
    failures += 1;
    console.log(`FAIL: ${what}`);
  }
}
const calls: string[] = [];

function alarm(id: string, hour: number): UserItem {
  return {
    kind: "alarm", id, timing: { kind: "at", time: { hour, minute: 0 } }, days: { kind: "everyDay" }, weekdays: null,
    from: null, until: null, settings: { isOn: true, reminderOffset: null, time: null, sound: true, reminderSound: true },
  };
}
const plan = Planner.plan(Planner.android, {
  now: new Date(Date.UTC(2026, 2, 2, 12, 0, 0)),
  timeZone: "Europe/Berlin",
  userItems: [alarm("weekday", 6), alarm("nap", 15)],
  render: (o) => ({ title: o.userItemId ?? o.itemId, body: "ringing" }),
});
const alarms = plan.notifications.filter((n) => n.channel === "rouse.alarms");
const nudges = plan.notifications.filter((n) => n.channel === "rouse.bedtime");
check(alarms.length > 0 && nudges.length > 0, "the plan holds alarms and a nudge");

// Capacitor.
const createdChannels: Channel[] = [];
const scheduled: LocalNotificationSchema[] = [];
const capacitorFake: Capacitor.Plugin = {
  async listChannels() {
    calls.push("listChannels");
    return { channels: [...createdChannels] };
  },
  async createChannel(channel) {
    calls.push(`createChannel ${JSON.stringify(channel)}`);
    createdChannels.push(channel);
  },
  async registerActionTypes(options) {
    calls.push(`registerActionTypes ${JSON.stringify(options.types)}`);
  },
  async getPending() {
    calls.push("getPending");
    return { notifications: scheduled.map((n) => ({ id: n.id, title: n.title, body: n.body, extra: n.extra })) };
  },
  async cancel(options) {
    calls.push(`cancel ${options.notifications.length}`);
  },
  async schedule(options) {
    calls.push(`schedule ${options.notifications.length}`);
    scheduled.push(...options.notifications);
    return { notifications: options.notifications.map((n) => ({ id: n.id })) };
  },
};
console.log("== Capacitor (Rouse)");
await Capacitor.ensureChannels(capacitorFake);
await Capacitor.ensureChannels(capacitorFake);
await Capacitor.registerActionTypes(capacitorFake);
await Capacitor.apply(capacitorFake, plan);
console.log(calls.join("\n"));
check(createdChannels.length === 3, "Capacitor: each channel (two alarm tones, the nudge) created once");
const alarmChannel = createdChannels.find((c) => c.id === "rouse.alarms");
check(alarmChannel?.visibility === 1 && alarmChannel.vibration === true && alarmChannel.importance === 4 && alarmChannel.sound === "alarm_tone.wav",
  "Capacitor: the alarm channel is public, vibrates, high, with its sound");
check(createdChannels.find((c) => c.id === "rouse.bedtime")?.visibility === 0, "Capacitor: the bedtime channel is private");
const capacitorAlarms = scheduled.filter((n) => n.channelId === "rouse.alarms");
check(capacitorAlarms.length === alarms.length && capacitorAlarms.every((n) =>
  n.group === "alarms" && n.threadIdentifier === "alarms" && n.ongoing === true && n.actionTypeId === "ALARM" &&
  n.attachments?.[0]?.url === "res:///attachments/sunrise.png"), "Capacitor: an alarm is grouped, ongoing, with its actions and picture");
check(scheduled.filter((n) => n.channelId === "rouse.bedtime").every((n) => n.group !== "alarms" && n.ongoing === undefined && n.attachments === undefined),
  "Capacitor: the nudge carries none of them");
const urls = capacitorAdapter(Capacitor.spec, { attachmentUrl: (file) => `file:///bundle/${file}` });
check(urls.schema(alarms[0] as Notification).attachments?.[0]?.url === "file:///bundle/attachments/sunrise.png", "Capacitor: the app's attachment URL");

// Expo.
calls.length = 0;
const groups: Expo.NotificationChannelGroup[] = [];
const channels: Expo.NotificationChannel[] = [];
const requests: Expo.NotificationRequestInput[] = [];
const expoFake = {
  AndroidImportance: { UNKNOWN: 0, UNSPECIFIED: 1, NONE: 2, MIN: 3, LOW: 4, DEFAULT: 5, HIGH: 6, MAX: 7 },
  AndroidNotificationVisibility: { UNKNOWN: 0, PUBLIC: 1, PRIVATE: 2, SECRET: 3 },
  SchedulableTriggerInputTypes: { CALENDAR: "calendar", DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly", DATE: "date", TIME_INTERVAL: "timeInterval" },
  async getNotificationChannelGroupsAsync() {
    calls.push("getNotificationChannelGroupsAsync");
    return [...groups];
  },
  async setNotificationChannelGroupAsync(id: string, input: Expo.NotificationChannelGroupInput) {
    calls.push(`setNotificationChannelGroupAsync ${id} ${input.name}`);
    const group = { id, name: input.name, channels: [] };
    groups.push(group);
    return group;
  },
  async getNotificationChannelsAsync() {
    calls.push("getNotificationChannelsAsync");
    return [...channels];
  },
  async setNotificationChannelAsync(id: string, input: Expo.NotificationChannelInput) {
    calls.push(`setNotificationChannelAsync ${id} ${JSON.stringify(input)}`);
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
    return [];
  },
  async cancelScheduledNotificationAsync(identifier: string) {
    calls.push(`cancelScheduledNotificationAsync ${identifier}`);
  },
  async scheduleNotificationAsync(request: Expo.NotificationRequestInput) {
    calls.push(`scheduleNotificationAsync ${request.identifier ?? ""} ${JSON.stringify(request.content)}`);
    requests.push(request);
    return request.identifier ?? "";
  },
};
const expo = expoFake as unknown as ExpoAdapter.Notifications;
console.log("== Expo (Rouse)");
const withBadge = expoAdapter(ExpoAdapter.spec, { badge: (token) => (token === "alarms_today" ? 2 : null) });
await withBadge.ensureChannels(expo);
const firstCalls = [...calls];
await withBadge.ensureChannels(expo);
await withBadge.registerCategories(expo);
await withBadge.apply(expo, plan);
console.log(calls.join("\n"));
check(firstCalls[0] === "getNotificationChannelGroupsAsync" && firstCalls[1] === "setNotificationChannelGroupAsync wake Waking up" &&
  firstCalls[2] === "setNotificationChannelGroupAsync evening Evening" && firstCalls[3] === "getNotificationChannelsAsync",
  `Expo: the channel groups come first (${firstCalls.join("; ")})`);
check(groups.length === 2 && channels.length === 3, "Expo: groups and channels (two alarm tones, the nudge) created once");
const alarmInput = ExpoAdapter.channels(expo).find((c) => c.id === "rouse.alarms")?.input;
check(alarmInput?.importance === 6 && alarmInput.lockscreenVisibility === 1 && alarmInput.bypassDnd === true &&
  alarmInput.groupId === "wake" && JSON.stringify(alarmInput.vibrationPattern) === "[0,800,400,800]" && alarmInput.sound === "alarm_tone.wav",
  "Expo: the alarm channel is high, public, bypasses DND, in its group, with its pattern and sound");
check(ExpoAdapter.channels(expo).find((c) => c.id === "rouse.bedtime")?.input.lockscreenVisibility === 2, "Expo: the bedtime channel is private");
const expoAlarms = requests.filter((r) => r.trigger !== null && r.trigger.channelId === "rouse.alarms");
check(expoAlarms.length === alarms.length && expoAlarms.every((r) =>
  r.content.interruptionLevel === "timeSensitive" && r.content.badge === 2 && r.content.sticky === true &&
  r.content.categoryIdentifier === "ALARM" && r.content.data?.["group"] === "alarms" &&
  r.content.attachments?.[0]?.identifier === "attachments/sunrise.png"),
  "Expo: an alarm is time-sensitive, counts today's alarms, is sticky, grouped, with its actions and picture");
const expoNudges = requests.filter((r) => r.trigger !== null && r.trigger.channelId === "rouse.bedtime");
check(expoNudges.length === nudges.length && expoNudges.every((r) =>
  r.content.interruptionLevel === "passive" && r.content.badge === undefined && r.content.sticky === undefined &&
  r.content.attachments === undefined), "Expo: the nudge is passive and carries nothing else");
check(ExpoAdapter.request(expo, alarms[0] as Notification).content.badge === undefined,
  "Expo: without the app's value a token's badge is left out");
// The run-time channel choice: the sound the user chose for an item picks the spec's channel for it.
const choices = [{ item: "alarm", sound: "bell.wav", channel: "rouse.bell" }];
const ring = alarms[0] as Notification;
const nudge = nudges[0] as Notification;
const chosenCapacitor = capacitorAdapter({ ...Capacitor.spec, channelChoices: choices }, { soundChoice: () => "bell.wav" });
check(chosenCapacitor.schema(ring).channelId === "rouse.bell" && chosenCapacitor.schema(nudge).channelId === "rouse.bedtime",
  "Capacitor: a chosen sound picks its item's channel");
const chosenExpo = expoAdapter({ ...ExpoAdapter.spec, channelChoices: choices }, { soundChoice: () => "other.wav" });
const trigger = chosenExpo.request(expo, ring).trigger;
check(trigger !== null && trigger.channelId === "rouse.alarms", "Expo: a choice the spec does not list keeps the plan's channel");
// The app's hooks (issue 37): its payload beside specc's keys, the chosen sound on iOS, its last changes.
const customized: string[] = [];
const hookedCapacitor = capacitorAdapter(Capacitor.spec, {
  soundChoice: () => "birdsong.wav",
  extra: (note) => ({ eventId: `evt-${note.occurrence.userItemId ?? ""}`, url: "rouse://alarm" }),
  customize: (schema, note) => {
    customized.push(`capacitor ${note.id}`);
    return { ...schema, summaryText: "app" };
  },
});
const hookedSchema = hookedCapacitor.schema(ring);
check(hookedSchema.extra?.eventId === `evt-${ring.occurrence.userItemId ?? ""}` && hookedSchema.extra?.url === "rouse://alarm" &&
  hookedSchema.extra?.speccId === ring.id && typeof hookedSchema.extra?.fireDate === "number",
  `Capacitor: the app's extra travels beside specc's keys (${JSON.stringify(hookedSchema.extra)})`);
check(hookedSchema.sound === "birdsong.wav" && hookedSchema.channelId === "rouse.alarms.birdsong",
  `Capacitor: the chosen sound plays (iOS sound) and picks its channel (${hookedSchema.sound}, ${hookedSchema.channelId})`);
check(hookedSchema.summaryText === "app" && customized.includes(`capacitor ${ring.id}`), "Capacitor: customize is called, last");
const hookedExpo = expoAdapter(ExpoAdapter.spec, {
  soundChoice: () => "birdsong.wav",
  data: (note) => ({ eventId: `evt-${note.occurrence.userItemId ?? ""}`, url: "rouse://alarm" }),
  customize: (request, note) => {
    customized.push(`expo ${note.id}`);
    return { ...request, content: { ...request.content, subtitle: "app" } };
  },
});
const hookedRequest = hookedExpo.request(expo, ring);
check(hookedRequest.content.data?.["eventId"] === `evt-${ring.occurrence.userItemId ?? ""}` &&
  hookedRequest.content.data?.["url"] === "rouse://alarm" && hookedRequest.content.data?.["speccId"] === ring.id,
  `Expo: the app's data travels beside specc's keys (${JSON.stringify(hookedRequest.content.data)})`);
check(hookedRequest.content.sound === "birdsong.wav", `Expo: the chosen sound plays on iOS (${String(hookedRequest.content.sound)})`);
check(hookedRequest.trigger !== null && hookedRequest.trigger.channelId === "rouse.alarms.birdsong", "Expo: and picks its channel on Android");
check(hookedRequest.content.subtitle === "app" && customized.includes(`expo ${ring.id}`), "Expo: customize is called, last");
if (failures > 0) process.exit(1);
console.log("rouse adapters: OK");
