// Runs planner vector files (Tests/Vectors/planner.json, and the random differential's file)
// against specc's TypeScript planner (specc-planner.ts): every case's plan and reconciliation must
// equal Swift's recorded one. scripts/check-foreign.sh type-checks it (tsc --strict) with the
// generated TypeScript and runs it with node.
import { readFileSync } from "node:fs";
import * as P from "./specc-planner.js";
import { Planner as TimeSafariPlanner } from "./TimeSafari.js";
import { parse as parseRule } from "./specc-recurrence.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const obj = (value: Json | undefined): JsonObject =>
  value !== null && value !== undefined && typeof value === "object" && !Array.isArray(value) ? value : {};
const int = (value: Json | undefined): number | null => (typeof value === "number" ? value : null);
const str = (value: Json | undefined): string | null => (typeof value === "string" ? value : null);
const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

function date(value: Json | undefined): P.LocalDate | null {
  const o = obj(value);
  const year = int(o["year"]), month = int(o["month"]), day = int(o["day"]);
  return year === null || month === null || day === null ? null : { year, month, day };
}

function time(value: Json | undefined): P.LocalTime | null {
  const o = obj(value);
  const hour = int(o["hour"]), minute = int(o["minute"]);
  return hour === null || minute === null ? null : { hour, minute };
}

function platform(value: Json | undefined): P.Platform | null {
  return value === "ios" || value === "android" || value === "web" || value === "electron" ? value : null;
}

/** A repeating request's trigger, as the vectors write it (`{"kind": "weekly", "weekday": 2, "hour": 8, "minute": 0}`). */
function repeatOf(value: Json | undefined): P.Repeat | null {
  const o = obj(value);
  const at = time(o);
  if (at === null) return null;
  const weekday = int(o["weekday"]), day = int(o["day"]), month = int(o["month"]);
  switch (o["kind"]) {
    case "daily": return { kind: "daily", time: at };
    case "weekly": return weekday === null ? null : { kind: "weekly", weekday, time: at };
    case "monthly": return day === null ? null : { kind: "monthly", day, time: at };
    case "yearly": return month === null || day === null ? null : { kind: "yearly", month, day, time: at };
    default: return null;
  }
}

function repeatJson(r: P.Repeat): Json {
  const o: JsonObject = { hour: r.time.hour, kind: r.kind, minute: r.time.minute };
  if (r.kind === "weekly") o["weekday"] = r.weekday;
  if (r.kind === "monthly") o["day"] = r.day;
  if (r.kind === "yearly") { o["month"] = r.month; o["day"] = r.day; }
  return o;
}

function timing(o: JsonObject): P.When {
  const at = time(o["at"]);
  if (at !== null) return { kind: "at", time: at };
  const every = obj(o["every"]);
  const minutes = int(every["minutes"]), from = time(every["from"]), to = time(every["to"]);
  if (minutes !== null && from !== null && to !== null) return { kind: "every", minutes, from, to };
  const random = obj(o["random"]);
  const randomFrom = time(random["from"]), randomTo = time(random["to"]);
  if (randomFrom !== null && randomTo !== null) {
    return { kind: "random", count: int(random["count"]) ?? 0, from: randomFrom, to: randomTo, gap: int(random["gap"]) ?? 0 };
  }
  const after = int(o["afterEvent"]);
  if (after !== null) return { kind: "afterEvent", minutes: after };
  return { kind: "provided" };
}

function days(value: Json | undefined): P.Days {
  const o = obj(value);
  const missing: P.MissingDay = o["missing"] === "skip" ? "skip" : "lastDay";
  switch (o["kind"]) {
    case "monthly": return { kind: "monthly", day: int(o["day"]) ?? 0, missing };
    case "monthlyNth": return { kind: "monthlyNth", ordinal: int(o["ordinal"]) ?? 0, weekday: int(o["weekday"]) ?? 0 };
    case "yearly": return { kind: "yearly", month: int(o["month"]) ?? 0, day: int(o["day"]) ?? 0, missing };
    case "dates": return { kind: "dates", dates: list(o["dates"]).map(date).filter((d): d is P.LocalDate => d !== null) };
    case "rule": {
      const rule = parseRule(str(o["rrule"]) ?? "");
      return rule === null ? { kind: "dates", dates: [] } : { kind: "rule", rule, anchor: date(o["anchor"]) };
    }
    case "cycle": return { kind: "cycle", on: int(o["on"]) ?? 0, off: int(o["off"]) ?? 0, anchor: date(o["anchor"]) };
    case "everyDays": return { kind: "everyDays", days: int(o["days"]) ?? 0 };
    default: return { kind: "everyDay" };
  }
}

const weekdays = (value: Json | undefined): number[] | null => (Array.isArray(value) ? value.map((d) => int(d) ?? 0) : null);
const instantOf = (value: Json | undefined): Date | null => (int(value) === null ? null : new Date((int(value) ?? 0) * 1000));

function itemSettings(value: Json | undefined): P.ItemSettings {
  const o = obj(value);
  return {
    isOn: o["isOn"] !== false, reminderOffset: int(o["reminderOffset"]), time: time(o["time"]),
    sound: o["sound"] !== false, reminderSound: o["reminderSound"] !== false,
    reminderOffsets: list(o["reminderOffsets"]).map((d) => int(d) ?? 0), weekdays: weekdays(o["weekdays"]),
    pausedUntil: instantOf(o["pausedUntil"]),
  };
}

function kindName(kind: P.Kind): string {
  switch (kind.kind) {
    case "atTime": return "at";
    case "reminder": return `reminder.${kind.minutesBefore}`;
    case "trigger": return "trigger";
  }
}

const two = (n: number): string => (n < 10 ? "0" : "") + String(n);

/** Plans and reconciles one case: the `expect` object Swift recorded. */
export function run(c: JsonObject): Json {
  const items: P.Item[] = list(c["items"]).map((value) => {
    const o = obj(value);
    const range = obj(o["timeRange"]);
    const earliest = time(range["earliest"]), latest = time(range["latest"]);
    return {
      id: str(o["id"]) ?? "", timing: timing(o), weekdays: weekdays(o["weekdays"]),
      from: date(o["from"]), until: date(o["until"]),
      reminderOffsets: list(o["reminderOffsets"]).map((d) => int(d) ?? 0),
      template: str(o["template"]), channel: str(o["channel"]), category: str(o["category"]),
      sound: str(o["sound"]), reminderSound: str(o["reminderSound"]), snooze: null,
      timeRange: earliest !== null && latest !== null ? { earliest, latest, stepMinutes: int(range["stepMinutes"]) ?? 0 } : null,
      days: days(o["days"]), maxReminders: int(o["maxReminders"]) ?? 1, userWeekdays: o["userWeekdays"] === true,
      maxCount: int(o["maxCount"]),
      season: ((s: number[]) => (s.length === 4 ? { fromMonth: s[0] ?? 0, fromDay: s[1] ?? 0, untilMonth: s[2] ?? 0, untilDay: s[3] ?? 0 } : null))(
        list(o["season"]).map((d) => int(d) ?? 0)),
      atTime: o["atTime"] !== false, reminderTemplate: str(o["reminderTemplate"]),
      reminderChannel: str(o["reminderChannel"]),
      userWeekdaysFrom: str(o["userWeekdaysFrom"]),
      osRepeat: list(o["osRepeat"]).flatMap((p) => { const name = platform(p); return name === null ? [] : [name]; }),
    };
  });
  const userItems: P.UserItem[] = list(c["userItems"]).map((value) => {
    const o = obj(value);
    return {
      kind: str(o["kind"]) ?? "", id: str(o["id"]) ?? "", timing: timing(o), days: days(o["days"]),
      weekdays: weekdays(o["weekdays"]), from: date(o["from"]), until: date(o["until"]), settings: itemSettings(o["settings"]),
    };
  });
  const limitsObject = obj(c["limits"]);
  const quiet = obj(limitsObject["quietHours"]);
  const quietFrom = time(quiet["from"]), quietTo = time(quiet["to"]);
  const limits: P.Limits = {
    maxPerDay: int(limitsObject["maxPerDay"]),
    quietHours: quietFrom !== null && quietTo !== null ? { from: quietFrom, to: quietTo, userCanDisable: quiet["userCanDisable"] === true } : null,
  };
  const config = obj(c["configuration"]);
  const configuration: P.Configuration = {
    windowDays: int(config["windowDays"]) ?? 0, cap: int(config["cap"]), reserve: int(config["reserve"]) ?? 0,
    refreshHours: int(config["refreshHours"]),
    triggers: list(config["triggers"]).map((t) => ({ id: str(obj(t)["id"]) ?? "", per: obj(t)["per"] === "day" ? "day" : "window" })),
    platform: platform(config["platform"]),
  };
  const settings = new Map<string, P.ItemSettings>();
  for (const [id, value] of Object.entries(obj(c["settings"]))) settings.set(id, itemSettings(value));
  const provided = new Map<string, P.LocalTime | null>(Object.entries(obj(c["provided"])).map(([id, value]) => [id, time(value)]));
  const drift = c["providedDrift"] === true;
  const skipDay = int(c["providedSkipDay"]);
  const render = str(c["render"]) ?? "plain";
  const input: P.Input = {
    now: new Date((int(c["now"]) ?? 0) * 1000), timeZone: str(c["zone"]) ?? "UTC", settings: { items: settings, pausedUntil: instantOf(c["pausedUntil"]), quietHoursOn: c["quietHoursOn"] !== false }, userItems,
    providedTime: (id, d) => {
      const base = provided.get(id);
      if (base === undefined || base === null || d.day === skipDay) return null;
      return { hour: base.hour, minute: (base.minute + (drift ? d.day : 0)) % 60 };
    },
    anchors: new Map(Object.entries(obj(c["anchors"])).flatMap(([id, value]) => {
      const anchor = date(value);
      return anchor === null ? [] : [[id, anchor] as const];
    })),
    events: new Map(Object.entries(obj(c["events"])).flatMap(([id, value]) => {
      const event = instantOf(value);
      return event === null ? [] : [[id, event] as const];
    })),
    render: (o) => {
      if (render === "skipReminders" && o.kind.kind === "reminder") return null;
      if (render === "skipOddDays" && o.date.day % 2 === 1) return null;
      const owner = o.userItemId !== null && o.userItemId !== undefined ? `${o.itemId}/${o.userItemId}` : o.itemId;
      const template = render === "template" ? ` ${o.template ?? "-"}` : "";
      return { title: `${owner} ${kindName(o.kind)}${template}`, body: `${P.formatDate(o.date)} ${two(o.time.hour)}:${two(o.time.minute)}` };
    },
  };
  // A case with a `spec` plans under its namespace (issue 37): only pending ids with it are reconciled.
  const spec = str(c["spec"]);
  const plan = P.plan(items, configuration, input, limits, spec === null ? "" : P.namespace(spec));
  const pending: P.PendingRequest[] = list(c["pending"]).map((value) => {
    const fire = int(obj(value)["fire"]);
    return {
      id: str(obj(value)["id"]) ?? "", fireDate: fire === null ? null : new Date(fire * 1000),
      repeats: repeatOf(obj(value)["repeats"]),
    };
  });
  const work = P.reconcile(pending, plan);
  const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);
  const note = (n: P.Notification): Json => {
    const o: JsonObject = { body: n.body, fire: seconds(n.fireDate), id: n.id, thread: n.threadIdentifier, title: n.title };
    if (n.category !== null) o["category"] = n.category;
    if (n.channel !== null) o["channel"] = n.channel;
    if (n.sound !== null) o["sound"] = n.sound;
    if (n.repeats !== undefined && n.repeats !== null) o["repeats"] = repeatJson(n.repeats);
    return o;
  };
  return {
    add: work.add.map((n) => n.id), cancel: [...work.cancel],
    leftOut: plan.leftOut.map((n) => ({ fire: seconds(n.fireDate), id: n.id })),
    notifications: plan.notifications.map(note), refresh: seconds(plan.refreshDate),
    dropped: plan.dropped.map((d) => ({ fire: seconds(d.notification.fireDate), id: d.notification.id, reason: d.reason })),
  };
}

/** The first difference between Swift's expectation and the TypeScript result, as a path. */
function difference(expected: Json | undefined, actual: Json | undefined, path = ""): string | null {
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1) {
      const d = difference(expected[i], actual[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (expected && actual && typeof expected === "object" && typeof actual === "object" && !Array.isArray(expected) && !Array.isArray(actual)) {
    for (const key of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
      const d = difference(expected[key], actual[key], `${path}.${key}`);
      if (d !== null) return d;
    }
    return null;
  }
  return expected === actual ? null : `${path}: Swift ${JSON.stringify(expected)}, TypeScript ${JSON.stringify(actual)}`;
}

let failures = 0;
for (const path of process.argv.slice(2)) {
  const file = JSON.parse(readFileSync(path, "utf8")) as { about: string; cases: JsonObject[] };
  let failed = 0;
  file.cases.forEach((c, index) => {
    let actual: Json;
    try {
      actual = run(c);
    } catch (error) {
      actual = { exception: String(error) };
    }
    const d = difference(c["expect"], actual);
    if (d === null) return;
    failed += 1;
    if (failed <= 5) {
      const input = { ...c };
      delete input["expect"];
      console.log(`FAIL ${path} case ${index} (${String(c["name"])}): ${d}\n  case: ${JSON.stringify(input)}`);
    }
  });
  console.log(`TypeScript: ${file.cases.length - failed} of ${file.cases.length} planner cases in ${path} give Swift's plan`);
  if (failed > 0) console.log(`  ${file.about}`);
  failures += failed;
}

// The generated wrapper (issue 31): `Planner.plan(configuration, options)` takes one options object
// whose `settings` default to the spec's; it must plan exactly what the runtime plans with the
// spec's items, default settings and limits, and honour settings it is given.
{
  const now = new Date(Date.UTC(2026, 0, 5, 6, 0));
  const render = (o: P.Occurrence) => ({ title: o.itemId, body: P.formatDate(o.date) });
  const wrapped = TimeSafariPlanner.plan(TimeSafariPlanner.iOS, { now, timeZone: "Europe/London", render });
  const direct = P.plan(TimeSafariPlanner.items, TimeSafariPlanner.iOS,
    { now, timeZone: "Europe/London", settings: TimeSafariPlanner.defaultSettings, render }, TimeSafariPlanner.limits, P.namespace("timesafari"));
  const ids = (plan: P.Plan): string => plan.notifications.map((n) => `${n.id}@${n.fireDate.getTime()}`).join(",");
  const off: P.Settings = { items: new Map() };
  const none = TimeSafariPlanner.plan(TimeSafariPlanner.iOS, { now, timeZone: "Europe/London", settings: off, render });
  if (wrapped.notifications.length === 0 || ids(wrapped) !== ids(direct) || TimeSafariPlanner.namespace !== "specc.timesafari."
    || wrapped.notifications.some((n) => !n.id.startsWith(TimeSafariPlanner.namespace)) || none.notifications.length !== 0) {
    failures += 1;
    console.log(`FAIL the generated Planner.plan(configuration, options): ${ids(wrapped)} vs the runtime's ${ids(direct)}; with every item off: ${none.notifications.length}`);
  } else {
    console.log(`TypeScript: the generated Planner.plan(configuration, options) plans the runtime's ${wrapped.notifications.length} notifications`);
  }
}
if (failures > 0) process.exit(1);
