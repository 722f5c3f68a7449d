// Plan + reconcile of a 60-notification window with specc's TypeScript planner, as
// Examples/Planner's `--bench` does in Swift: ten items with provided times and a 10-minute
// reminder each, a 7-day window capped at 64 − 4 = 60, Europe/London, `now` moving an hour a call.
// scripts/bench-planner.sh compiles and runs it (docs/benchmarks.md).
import * as P from "./specc-planner.js";

const rounds = Number(process.argv[2] ?? "2000");
const times = new Map<string, P.LocalTime>([
  ["fajr", { hour: 5, minute: 2 }], ["sunrise", { hour: 6, minute: 41 }], ["dhuhr", { hour: 12, minute: 58 }],
  ["asr", { hour: 16, minute: 25 }], ["maghrib", { hour: 19, minute: 13 }], ["isha", { hour: 20, minute: 45 }],
  ["last_third", { hour: 3, minute: 10 }], ["suhoor", { hour: 4, minute: 30 }], ["duha", { hour: 9, minute: 30 }],
  ["istijaba", { hour: 18, minute: 30 }],
]);
const items: P.Item[] = [...times.keys()].sort().map((id) => ({
  id, timing: { kind: "provided" }, weekdays: null, from: null, until: null, reminderOffsets: [10], template: null,
  channel: null, category: null, sound: null, reminderSound: null, snooze: null, timeRange: null,
}));
const settings: P.Settings = {
  items: new Map([...times.keys()].map((id) => [id, { isOn: true, reminderOffset: 10, time: null, sound: true, reminderSound: true }])),
};
const configuration: P.Configuration = { windowDays: 7, cap: 64, reserve: 4, refreshHours: 12, triggers: [] };
const timeZone = "Europe/London";
const start = P.instant({ year: 2026, month: 3, day: 23 }, { hour: 7, minute: 45 }, timeZone) ?? new Date(0);
let held: P.PendingRequest[] = [];

function call(round: number): number {
  const begin = performance.now();
  const plan = P.plan(items, configuration, {
    now: new Date(start.getTime() + (round % 24) * 3_600_000), timeZone, settings,
    providedTime: (id) => times.get(id) ?? null,
    render: (o) => ({ title: o.itemId, body: "Prayer time" }),
  });
  const work = P.reconcile(held, plan);
  const elapsed = performance.now() - begin;
  held = plan.notifications.map((n) => ({ id: n.id, fireDate: n.fireDate }));
  if (plan.notifications.length !== 60 || work.add.length > 60) throw new Error(`expected a full window of 60, got ${plan.notifications.length}`);
  return elapsed;
}

const first = call(0);
for (let round = 1; round < rounds; round += 1) call(round); // JIT warm-up
const samples = Array.from({ length: rounds }, (_, round) => call(round)).sort((a, b) => a - b);
const ms = (value: number): string => `${value.toFixed(3)} ms`;
console.log(
  `TypeScript (node ${process.version}), plan + reconcile, 60 pending, after ${rounds} warm-up calls: median ${ms(samples[Math.floor(rounds / 2)] ?? 0)}, p90 ${ms(samples[Math.floor(rounds * 0.9)] ?? 0)}, min ${ms(samples[0] ?? 0)}, first call ${ms(first)}`);
