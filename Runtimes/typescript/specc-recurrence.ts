// One recurrence model under every schedule, ported from SpeccRuntime's `Recurrence` (Swift) with
// the same arithmetic: an RFC 5545 subset (FREQ, INTERVAL, BYDAY with ordinals, BYMONTHDAY
// including negative days, BYMONTH, BYSETPOS, COUNT, UNTIL, DTSTART) with RFC 7529's SKIP, and
// the patterns RFC 5545 has no word for (cycles of days on and off, every N days after a date the
// app supplies, random times in a window). Dates are proleptic Gregorian wall-clock dates.
// scripts/check-recurrence.sh holds it to python-dateutil's rrule on random rules; the meaning
// where RFC 5545 leaves a choice is documented on the Swift type and in docs/scheduling.md.
import { dateOfDayNumber, dayNumber, daysInMonth, formatDate, weekday } from "./specc-planner.js";
import type { LocalDate, LocalTime } from "./specc-planner.js";

/** `FREQ`. */
export type Frequency = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";

/** RFC 7529 `SKIP`: what a month lacking a `BYMONTHDAY` does. */
export type Skip = "OMIT" | "BACKWARD" | "FORWARD";

/** One `BYDAY` entry: weekday 1 = Sunday … 7 = Saturday; ordinal 0 (every) or ±1…53. */
export interface WeekdayRule {
  readonly ordinal: number;
  readonly weekday: number;
}

/** An RFC 5545 `RRULE` (the subset above) with RFC 7529's `SKIP`. */
export interface Rule {
  readonly frequency: Frequency;
  readonly interval?: number;
  readonly byDay?: readonly WeekdayRule[];
  readonly byMonthDay?: readonly number[];
  readonly byMonth?: readonly number[];
  readonly bySetPos?: readonly number[];
  readonly count?: number | null;
  readonly until?: LocalDate | null;
  readonly skip?: Skip;
}

const CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const FREQUENCIES: readonly Frequency[] = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"];
const SKIPS: readonly Skip[] = ["OMIT", "BACKWARD", "FORWARD"];

/**
 * The largest `INTERVAL` of each frequency: the periods between 0001-01-01 and 9999-12-31, the
 * dates specc reads; a larger interval could never fire a second time.
 */
export function maxInterval(frequency: Frequency): number {
  switch (frequency) {
    case "DAILY": return 3_652_058;
    case "WEEKLY": return 521_722;
    case "MONTHLY": return 119_987;
    case "YEARLY": return 9_998;
  }
}

/** The largest `COUNT`: one occurrence a day over 0001-01-01 … 9999-12-31. */
export const MAX_COUNT = 3_652_059;

const distinct = (values: readonly (number | string)[]): boolean => new Set(values).size === values.length;

/**
 * Every part in its range (`INTERVAL` at most `maxInterval`, `COUNT` at most `MAX_COUNT`) and every
 * list naming each value once; an invalid rule has no occurrences.
 */
export function isValid(rule: Rule): boolean {
  const count = rule.count ?? null;
  return (
    (rule.interval ?? 1) >= 1 && Number.isInteger(rule.interval ?? 1) &&
    (rule.interval ?? 1) <= maxInterval(rule.frequency) && (count === null || count <= MAX_COUNT) &&
    distinct(rule.byMonth ?? []) && distinct(rule.byMonthDay ?? []) && distinct(rule.bySetPos ?? []) &&
    distinct((rule.byDay ?? []).map((w) => `${w.ordinal}/${w.weekday}`)) &&
    (rule.byMonth ?? []).every((m) => Number.isInteger(m) && m >= 1 && m <= 12) &&
    (rule.byMonthDay ?? []).every((d) => Number.isInteger(d) && d !== 0 && Math.abs(d) <= 31) &&
    (rule.byDay ?? []).every((w) => w.weekday >= 1 && w.weekday <= 7 && Math.abs(w.ordinal) <= 53) &&
    (rule.bySetPos ?? []).every((p) => Number.isInteger(p) && p !== 0 && Math.abs(p) <= 366) &&
    (count === null || count >= 1) && (count === null || (rule.until ?? null) === null)
  );
}

/**
 * The rule read from RFC 5545 text (`FREQ=MONTHLY;BYDAY=-1FR`, `RRULE:` prefix allowed, `UNTIL` a
 * date or date-time read as its date, `WKST=MO` only); null for another part, a malformed value or
 * an invalid rule.
 */
export function parse(text: string): Rule | null {
  let body = text;
  if (body.toUpperCase().startsWith("RRULE:")) body = body.slice(6);
  let frequency: Frequency | null = null;
  let interval = 1;
  let count: number | null = null;
  let until: LocalDate | null = null;
  let byMonth: number[] = [];
  let byMonthDay: number[] = [];
  let bySetPos: number[] = [];
  let byDay: WeekdayRule[] = [];
  let skip: Skip = "OMIT";
  const integer = (value: string): number | null => (/^[+-]?\d+$/.test(value) ? Number(value) : null);
  const ints = (value: string): number[] | null => {
    const values = value.split(",").map(integer);
    return values.some((v) => v === null) ? null : (values as number[]);
  };
  const seen = new Set<string>();
  // Every part is NAME=VALUE: an empty part (FREQ=DAILY;, ;;) makes the text invalid.
  for (const part of body.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) return null;
    const name = part.slice(0, at).toUpperCase();
    const value = part.slice(at + 1).toUpperCase();
    // RFC 5545: each rule part once.
    if (seen.has(name)) return null;
    seen.add(name);
    switch (name) {
      case "FREQ": {
        const found = FREQUENCIES.find((f) => f === value);
        if (found === undefined) return null;
        frequency = found;
        break;
      }
      case "INTERVAL": {
        const parsed = integer(value);
        if (parsed === null) return null;
        interval = parsed;
        break;
      }
      case "COUNT": {
        const parsed = integer(value);
        if (parsed === null) return null;
        count = parsed;
        break;
      }
      case "UNTIL": {
        const digits = value.slice(0, 8);
        if (!/^\d{8}$/.test(digits) || !(value.length === 8 || value[8] === "T")) return null;
        const number = Number(digits);
        until = { year: Math.trunc(number / 10_000), month: Math.trunc(number / 100) % 100, day: number % 100 };
        break;
      }
      case "BYMONTH":
      case "BYMONTHDAY":
      case "BYSETPOS": {
        const parsed = ints(value);
        if (parsed === null) return null;
        if (name === "BYMONTH") byMonth = parsed;
        else if (name === "BYMONTHDAY") byMonthDay = parsed;
        else bySetPos = parsed;
        break;
      }
      case "BYDAY": {
        const days: WeekdayRule[] = [];
        for (const entry of value.split(",")) {
          const code = CODES.indexOf(entry.slice(-2));
          if (entry.length < 2 || code < 0) return null;
          const prefix = entry.slice(0, -2);
          const ordinal = prefix.length === 0 ? 0 : integer(prefix);
          if (ordinal === null || (prefix.length > 0 && ordinal === 0)) return null;
          days.push({ ordinal, weekday: code + 1 });
        }
        byDay = days;
        break;
      }
      case "SKIP": {
        const found = SKIPS.find((s) => s === value);
        if (found === undefined) return null;
        skip = found;
        break;
      }
      case "WKST":
        if (value !== "MO") return null;
        break;
      default:
        return null;
    }
  }
  if (frequency === null) return null;
  const rule: Rule = { frequency, interval, byDay, byMonthDay, byMonth, bySetPos, count, until, skip };
  return isValid(rule) ? rule : null;
}

/** The rule as RFC 5545 text, parts in a fixed order (`SKIP` only when not `OMIT`). */
export function format(rule: Rule): string {
  const parts = [`FREQ=${rule.frequency}`];
  if ((rule.interval ?? 1) !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if ((rule.byMonth ?? []).length > 0) parts.push(`BYMONTH=${(rule.byMonth ?? []).join(",")}`);
  if ((rule.byMonthDay ?? []).length > 0) parts.push(`BYMONTHDAY=${(rule.byMonthDay ?? []).join(",")}`);
  if ((rule.byDay ?? []).length > 0) {
    const days = (rule.byDay ?? []).map((w) => (w.ordinal === 0 ? "" : String(w.ordinal)) + CODES[(w.weekday - 1) % 7]);
    parts.push(`BYDAY=${days.join(",")}`);
  }
  if ((rule.bySetPos ?? []).length > 0) parts.push(`BYSETPOS=${(rule.bySetPos ?? []).join(",")}`);
  if ((rule.count ?? null) !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${formatDate(rule.until).replace(/-/g, "")}`);
  if ((rule.skip ?? "OMIT") !== "OMIT") parts.push(`SKIP=${rule.skip}`);
  return parts.join(";");
}

const floorDiv = (a: number, b: number): number => Math.floor(a / b);
const yearOf = (month: number): number => floorDiv(month, 12);
const monthOf = (month: number): number => month - floorDiv(month, 12) * 12 + 1;

/** A rule's periods (days, Monday weeks, months or years, numbered from 1970) and their days. */
class Expansion {
  readonly monthDays: readonly number[];
  readonly weekdays: readonly WeekdayRule[];
  readonly months: readonly number[];
  readonly frequency: Frequency;
  readonly skip: Skip;
  readonly bySetPos: readonly number[];
  readonly byMonth: readonly number[];

  constructor(rule: Rule, start: LocalDate) {
    this.frequency = rule.frequency;
    this.skip = rule.skip ?? "OMIT";
    this.bySetPos = rule.bySetPos ?? [];
    this.byMonth = rule.byMonth ?? [];
    let monthDays = rule.byMonthDay ?? [];
    let weekdays = rule.byDay ?? [];
    let months = this.byMonth;
    if (monthDays.length === 0 && weekdays.length === 0) {
      if (rule.frequency === "WEEKLY") weekdays = [{ ordinal: 0, weekday: weekday(start) }];
      else if (rule.frequency === "MONTHLY") monthDays = [start.day];
      else if (rule.frequency === "YEARLY") {
        monthDays = [start.day];
        if (months.length === 0) months = [start.month];
      }
    }
    this.monthDays = monthDays;
    this.weekdays = weekdays;
    this.months = months;
  }

  period(day: number): number {
    switch (this.frequency) {
      case "DAILY":
        return day;
      case "WEEKLY":
        return floorDiv(day + 3, 7); // weeks from Monday: day -3 (1969-12-29) starts week 0
      case "MONTHLY": {
        const date = dateOfDayNumber(day);
        return date.year * 12 + date.month - 1;
      }
      case "YEARLY":
        return dateOfDayNumber(day).year;
    }
  }

  firstDay(index: number): number {
    switch (this.frequency) {
      case "DAILY":
        return index;
      case "WEEKLY":
        return index * 7 - 3;
      case "MONTHLY":
        return dayNumber({ year: yearOf(index), month: monthOf(index), day: 1 });
      case "YEARLY":
        return dayNumber({ year: index, month: 1, day: 1 });
    }
  }

  /** The period's occurrences as ascending day numbers (before DTSTART, UNTIL and COUNT). */
  set(index: number): number[] {
    const first = this.firstDay(index);
    const last = this.firstDay(index + 1) - 1;
    const generating: [number, number][] = [];
    if (this.frequency === "MONTHLY") generating.push([yearOf(index), monthOf(index)]);
    else if (this.frequency === "YEARLY") for (let month = 1; month <= 12; month += 1) generating.push([index, month]);
    else {
      const a = dateOfDayNumber(first - (this.skip === "FORWARD" ? 31 : 0));
      const b = dateOfDayNumber(last);
      for (let month = a.year * 12 + a.month - 1; month <= b.year * 12 + b.month - 1; month += 1) {
        generating.push([yearOf(month), monthOf(month)]);
      }
    }
    const days = new Set<number>();
    const bounded = this.frequency === "DAILY" || this.frequency === "WEEKLY";
    for (const [year, month] of generating) {
      if (this.months.length > 0 && !this.months.includes(month)) continue;
      const length = daysInMonth(year, month);
      const firstOfMonth = dayNumber({ year, month, day: 1 });
      const candidates: number[] = [];
      if (this.monthDays.length === 0) {
        for (let offset = 0; offset < length; offset += 1) candidates.push(firstOfMonth + offset);
      } else {
        for (const value of this.monthDays) {
          if (value > 0 && value <= length) candidates.push(firstOfMonth + value - 1);
          else if (value < 0 && -value <= length) candidates.push(firstOfMonth + length + value);
          else if (value > 0 && this.skip === "BACKWARD") candidates.push(firstOfMonth + length - 1);
          else if (value > 0 && this.skip === "FORWARD") candidates.push(firstOfMonth + length);
        }
      }
      for (const day of candidates) {
        if (!this.matchesWeekdays(day)) continue;
        if (bounded && (day < first || day > last)) continue;
        days.add(day);
      }
    }
    const sorted = [...days].sort((a, b) => a - b);
    if (this.bySetPos.length === 0) return sorted;
    const picked = new Set<number>();
    for (const position of this.bySetPos) {
      const at = position > 0 ? position - 1 : sorted.length + position;
      const day = sorted[at];
      if (at >= 0 && day !== undefined) picked.add(day);
    }
    return [...picked].sort((a, b) => a - b);
  }

  /** BYDAY, the ordinal counted in the month (MONTHLY, YEARLY with BYMONTH) or the year. */
  matchesWeekdays(day: number): boolean {
    if (this.weekdays.length === 0) return true;
    const date = dateOfDayNumber(day);
    const dayOfWeek = weekday(date);
    for (const entry of this.weekdays) {
      if (entry.weekday !== dayOfWeek) continue;
      if (entry.ordinal === 0 || this.frequency === "DAILY" || this.frequency === "WEEKLY") return true;
      const inYear = this.frequency === "YEARLY" && this.byMonth.length === 0;
      const scopeFirst = dayNumber({ year: date.year, month: inYear ? 1 : date.month, day: 1 });
      const scopeLast = inYear
        ? dayNumber({ year: date.year, month: 12, day: 31 })
        : scopeFirst + daysInMonth(date.year, date.month) - 1;
      const nth = entry.ordinal > 0 ? Math.trunc((day - scopeFirst) / 7) + 1 : -(Math.trunc((scopeLast - day) / 7) + 1);
      if (nth === entry.ordinal) return true;
    }
    return false;
  }
}

/**
 * The occurrences of a rule anchored at `start` (`DTSTART`) from `from` through `through`
 * (inclusive), ascending, at most `limit`. `COUNT` counts from `start`.
 */
export function dates(rule: Rule, start: LocalDate, from: LocalDate, through: LocalDate, limit = Infinity): LocalDate[] {
  const startDay = dayNumber(start);
  const fromDay = Math.max(dayNumber(from), startDay);
  let lastDay = dayNumber(through);
  if (!isValid(rule) || limit <= 0 || dayNumber(from) > lastDay) return [];
  if (rule.until) lastDay = Math.min(lastDay, dayNumber(rule.until));
  if (fromDay > lastDay) return [];
  const interval = rule.interval ?? 1;
  const count = rule.count ?? null;
  const expansion = new Expansion(rule, start);
  const first = expansion.period(startDay);
  let index = first;
  if (count === null) {
    const near = expansion.period(fromDay - 31);
    if (near > first) index = first + Math.trunc((near - first) / interval) * interval;
  }
  const result: LocalDate[] = [];
  let counted = 0;
  // SKIP=FORWARD moves a missing day into the next period, where it may coincide with that
  // period's own first day: a date that coincides counts once.
  let previous = Number.MIN_SAFE_INTEGER;
  while (expansion.firstDay(index) <= lastDay) {
    for (const day of expansion.set(index)) {
      if (day < startDay) continue;
      if (day > lastDay) break;
      if (day <= previous) continue;
      previous = day;
      counted += 1;
      if (day >= fromDay) {
        result.push(dateOfDayNumber(day));
        if (result.length >= limit) return result;
      }
      if (count !== null && counted >= count) return result;
    }
    index += interval;
  }
  return result;
}

/** Whether `date` is an occurrence of the rule anchored at `start`. */
export function occurs(rule: Rule, start: LocalDate, date: LocalDate): boolean {
  return dates(rule, start, date, date, 1).length > 0;
}

// Beyond RFC 5545.

/** A cycle: `on` days on, then `off` days off, from `anchor` (its first on day); off before it. */
export function cycleOccurs(on: number, off: number, anchor: LocalDate, date: LocalDate): boolean {
  if (on <= 0 || off < 0) return false;
  const offset = dayNumber(date) - dayNumber(anchor);
  return offset >= 0 && offset % (on + off) < on;
}

/** Every `days` days after `last` (the last time done): last + days, last + 2 × days, …. */
export function everyDaysOccurs(days: number, last: LocalDate, date: LocalDate): boolean {
  if (days <= 0) return false;
  const offset = dayNumber(date) - dayNumber(last);
  return offset > 0 && offset % days === 0;
}

/** `minutes` after an event the app reports. */
export function afterEvent(minutes: number, event: Date): Date {
  return new Date(event.getTime() + minutes * 60_000);
}

// Random times: exact 64-bit arithmetic with BigInt.

const MASK = (1n << 64n) - 1n;

/** FNV-1a (64-bit) of the text's UTF-8 bytes. */
export function hash64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of utf8(text)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & MASK;
  }
  return hash;
}

/** The UTF-8 bytes of a string (a lone surrogate as U+FFFD, as Swift and Kotlin encode it). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return bytes;
}

/** SplitMix64: a 64-bit state, advanced by the golden-ratio increment, mixed to each output. */
export class SplitMix64 {
  state: bigint;

  constructor(seed: bigint) {
    this.state = seed & MASK;
  }

  next(): bigint {
    this.state = (this.state + 0x9e3779b97f4a7c15n) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  }
}

/**
 * `count` random wall-clock times from `from` to `to` (inclusive), at least `gap` minutes apart,
 * the same for the same `key` and `date` as in Swift and Kotlin (see the Swift
 * `Recurrence.randomTimes` and docs/scheduling.md).
 */
export function randomTimes(key: string, date: LocalDate, count: number, from: LocalTime, to: LocalTime, gap: number): LocalTime[] {
  const start = from.hour * 60 + from.minute;
  const span = to.hour * 60 + to.minute - start;
  if (count <= 0 || span < 0) return [];
  const step = Math.max(0, gap);
  const fitting = step === 0 ? count : Math.min(count, Math.trunc(span / step) + 1);
  const slack = span - (fitting - 1) * step;
  const generator = new SplitMix64(hash64(`${key}|${formatDate(date)}`));
  const offsets: number[] = [];
  for (let i = 0; i < fitting; i += 1) offsets.push(Number(generator.next() % BigInt(slack + 1)));
  offsets.sort((a, b) => a - b);
  return offsets.map((offset, index) => {
    const minute = start + offset + index * step;
    return { hour: Math.trunc(minute / 60), minute: minute % 60 };
  });
}
