// Runs the shared rendering vectors (rendering.json) against specc's TypeScript runtime and the
// generated TypeScript renderers: scripts/check-foreign.sh type-checks it with
// Generated/typescript (tsc --strict) and runs it with node.
import { readFileSync } from "node:fs";
import * as R from "./specc-runtime.js";
import * as TimeSafari from "./TimeSafari.js";
import * as OnTime from "./OnTime.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface PartJson { literal?: string; token?: string }
interface Vector {
  name: string;
  title: PartJson[];
  body: PartJson[];
  values: Record<string, string>;
  policy: R.Policy;
  expect: Json;
}
interface TemplateVector {
  name: string;
  module: string;
  template: string;
  values: Record<string, string>;
  variant?: string;
  expect: Json;
}

const parts = (list: PartJson[]): R.Part[] =>
  list.map((part) => (part.literal !== undefined ? { kind: "literal", text: part.literal } : { kind: "token", name: part.token ?? "" }));

function encode(outcome: R.Outcome): Json {
  return outcome.kind === "rendered"
    ? { kind: "rendered", title: outcome.notification.title, body: outcome.notification.body }
    : { kind: "skipped", missingToken: outcome.missingToken, errorCode: outcome.errorCode };
}

function same(a: Json, b: Json): boolean {
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  const keysA = Object.keys(a).sort();
  const keysB = Object.keys(b).sort();
  if (keysA.join("\u0000") !== keysB.join("\u0000")) return false;
  return keysA.every((key) => same((a as Record<string, Json>)[key] ?? null, (b as Record<string, Json>)[key] ?? null));
}

const path = process.argv[2] ?? "rendering.json";
const json = JSON.parse(readFileSync(path, "utf8")) as { vectors: Vector[]; templates: TemplateVector[] };
let count = 0;
let failures = 0;
function check(name: string, expected: Json, actual: Json): void {
  count += 1;
  if (!same(expected, actual)) {
    failures += 1;
    console.log(`FAIL ${name}\n  expected ${JSON.stringify(expected)}\n  actual   ${JSON.stringify(actual)}`);
  }
}
for (const vector of json.vectors) {
  check(vector.name, vector.expect, encode(R.render(parts(vector.title), parts(vector.body), vector.values, vector.policy)));
}
for (const vector of json.templates) {
  const template = vector.module === "TimeSafari" ? TimeSafari.templateFromId(vector.template) : undefined;
  if (template === undefined) {
    failures += 1;
    console.log(`FAIL ${vector.name}: no generated TypeScript template`);
    continue;
  }
  check(vector.name, vector.expect, encode(TimeSafari.renderTemplate(template, vector.values, vector.variant)));
  if (vector.template === "daily_message" && vector.variant === undefined) {
    const typed = TimeSafari.renderDailyMessage(vector.values);
    const expected = vector.expect as { title: string; body: string };
    check(`${vector.name} (typed renderer)`, { title: expected.title, body: expected.body }, { title: typed.title, body: typed.body });
  }
}
console.log(`TypeScript: ${count - failures} of ${count} rendering vectors give the recorded outcome`);

/** A flow's vectors, and whether walking `next` along each one's events visits its states. */
function flowRun<S extends string, E extends string>(
  start: S,
  next: (state: S, event: E) => S | null,
  vectors: readonly { readonly states: readonly S[]; readonly events: readonly E[]; readonly statusLabel: string | null }[],
): { rows: Json; walks: boolean } {
  const rows: Json = vectors.map((v) => ({ states: [...v.states], events: [...v.events], statusLabel: v.statusLabel }));
  const walks = vectors.every((v) => {
    let state: S | null = start;
    const visited: S[] = [start];
    for (const event of v.events) {
      state = state === null ? null : next(state, event);
      if (state === null) return false;
      visited.push(state);
    }
    return visited.join("\u0000") === v.states.join("\u0000");
  });
  return { rows, walks };
}

const flowJson = JSON.parse(readFileSync(process.argv[3] ?? "flows.json", "utf8")) as {
  flows: { module: string; flow: string; vectors: Json }[];
};
let flowFailures = 0;
for (const flow of flowJson.flows) {
  const key = `${flow.module}/${flow.flow}`;
  const run =
    key === "OnTime/android_delivery"
      ? flowRun(OnTime.OnTime.Flows.AndroidDelivery.start, OnTime.flowsAndroidDeliveryNext, OnTime.flowsAndroidDeliveryTestVectors)
      : key === "OnTime/ios_delivery"
        ? flowRun(OnTime.OnTime.Flows.IosDelivery.start, OnTime.flowsIosDeliveryNext, OnTime.flowsIosDeliveryTestVectors)
        : key === "TimeSafari/android_permission"
          ? flowRun(TimeSafari.TimeSafari.Flows.AndroidPermission.start, TimeSafari.flowsAndroidPermissionNext, TimeSafari.flowsAndroidPermissionTestVectors)
          : key === "TimeSafari/ios_permission"
            ? flowRun(TimeSafari.TimeSafari.Flows.IosPermission.start, TimeSafari.flowsIosPermissionNext, TimeSafari.flowsIosPermissionTestVectors)
            : undefined;
  if (run === undefined || !run.walks || !same(run.rows, flow.vectors)) {
    flowFailures += 1;
    console.log(`FAIL flow ${key}: ${run === undefined ? "not generated" : !run.walks ? "next() does not follow the vectors" : "vectors differ from Swift's"}`);
  }
}
console.log(`TypeScript: ${flowJson.flows.length - flowFailures} of ${flowJson.flows.length} flows have Swift's test vectors and follow them`);
if (failures + flowFailures > 0) process.exit(1);
