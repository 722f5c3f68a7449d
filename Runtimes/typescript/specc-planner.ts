// The rolling-window planner that specc generates per spec, ported from SpeccRuntime's
// `Scheduling` (Swift) with the same semantics: given now, the user's time zone, the user's
// settings and the times the app provides, it returns the notifications to keep pending, soonest
// first, never more than the platform's cap minus its reserve. Pure and deterministic: no clock,
// no I/O, no global state (a cache of Intl formatters aside). Uses only Date and Intl.
//
// Wall-clock truth: every time is a local wall-clock time on a local (proleptic Gregorian) date in
// the time zone, so a slot at 08:00 stays at 08:00 across a daylight-saving change.
// - A time that does not exist (inside a spring-forward gap) fires the gap's length later; if that
//   moves it to another local date (a day a time zone skipped, Pacific/Apia on 2011-12-30), the
//   occurrence is skipped.
// - A time that occurs twice (inside a fall-back overlap) fires at its first occurrence.
import type { RenderedNotification } from "./specc-runtime.js";
import { afterEvent, cycleOccurs, everyDaysOccurs, occurs as ruleOccurs, parse as parseRule, randomTimes } from "./specc-recurrence.js";
import type { Rule } from "./specc-recurrence.js";

/** A local calendar date. */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A local wall-clock time. */
export interface LocalTime {
  readonly hour: number;
  readonly minute: number;
}

/**
 * When an item fires: at a wall-clock time; at a time the app provides for each date; or every
 * `minutes` from `from` while at or before `to` (inclusive), wall-clock, on each day it occurs.
 */
export type When =
  | { readonly kind: "at"; readonly time: LocalTime }
  | { readonly kind: "provided" }
  | { readonly kind: "every"; readonly minutes: number; readonly from: LocalTime; readonly to: LocalTime }
  /** count random times a day from `from` to `to` (inclusive), at least gap minutes apart (randomTimes, keyed by the item's id). */
  | { readonly kind: "random"; readonly count: number; readonly from: LocalTime; readonly to: LocalTime; readonly gap: number }
  /** minutes after the last event the app reports (Input.events, by item id), once; plan again at each report. */
  | { readonly kind: "afterEvent"; readonly minutes: number };

/**
 * What a month (or year) lacking the day does: "lastDay" = RFC 7529 `SKIP=BACKWARD` (day 31 →
 * 30 April, 28/29 February); "skip" = RFC 5545's default (that month has none).
 */
export type MissingDay = "lastDay" | "skip";

/**
 * The days an item occurs on (RFC 5545): every day (`FREQ=DAILY`); a day of the month 1…31
 * (`BYMONTHDAY`); the nth weekday of the month (ordinal 1…5 or −1…−5 from its end, weekday
 * 1 = Sunday … 7 = Saturday; `BYDAY=2TU`); a day of a month every year; one-off dates (RDATE).
 * Item.weekdays filters and Item.from/until bound every kind.
 */
export type Days =
  | { readonly kind: "everyDay" }
  | { readonly kind: "monthly"; readonly day: number; readonly missing: MissingDay }
  | { readonly kind: "monthlyNth"; readonly ordinal: number; readonly weekday: number }
  | { readonly kind: "yearly"; readonly month: number; readonly day: number; readonly missing: MissingDay }
  | { readonly kind: "dates"; readonly dates: readonly LocalDate[] }
  /** An RFC 5545 rule anchored at anchor (DTSTART); null: the app supplies it (Input.anchors). */
  | { readonly kind: "rule"; readonly rule: Rule; readonly anchor: LocalDate | null }
  /** on days on, then off days off, from anchor (null: the app supplies it, Input.anchors). */
  | { readonly kind: "cycle"; readonly on: number; readonly off: number; readonly anchor: LocalDate | null }
  /** Every `days` days after the last time done, which the app supplies (Input.anchors). */
  | { readonly kind: "everyDays"; readonly days: number };

/** The days of RFC 5545 text from anchor; text that does not read (which `specc lint` rejects) never occurs. */
export function ruleDays(rrule: string, anchor: LocalDate | null): Days {
  const rule = parseRule(rrule);
  return rule === null ? { kind: "dates", dates: [] } : { kind: "rule", rule, anchor };
}

/** The same span of month-days every year, inclusive (from after until wraps the new year). */
export interface Season {
  readonly fromMonth: number;
  readonly fromDay: number;
  readonly untilMonth: number;
  readonly untilDay: number;
}

/** Whether date's month and day lie in season. */
export function inSeason(season: Season, date: LocalDate): boolean {
  const day = date.month * 100 + date.day;
  const start = season.fromMonth * 100 + season.fromDay;
  const end = season.untilMonth * 100 + season.untilDay;
  return start <= end ? start <= day && day <= end : day >= start || day <= end;
}

/** How long a snooze lasts and how often in a row it may be taken; options are the lengths the user picks from (minutes preselected), absent when the length is fixed. */
export interface Snooze {
  readonly minutes: number;
  readonly maxCount: number;
  readonly options?: readonly number[];
}

/** The wall-clock times a user may pick: earliest to latest in steps of stepMinutes. */
export interface TimeRange {
  readonly earliest: LocalTime;
  readonly latest: LocalTime;
  readonly stepMinutes: number;
}

/** Something that fires, as the spec declares it. weekdays: 1 = Sunday … 7 = Saturday. */
export interface Item {
  readonly id: string;
  readonly timing: When;
  readonly weekdays: readonly number[] | null;
  readonly from: LocalDate | null;
  readonly until: LocalDate | null;
  readonly reminderOffsets: readonly number[];
  readonly template: string | null;
  readonly channel: string | null;
  readonly category: string | null;
  readonly sound: string | null;
  readonly reminderSound: string | null;
  readonly snooze: Snooze | null;
  /** The range the user may pick the time in, on its step grid: a picked time off it is dropped ("offGrid"). */
  readonly timeRange: TimeRange | null;
  /** The days it occurs on (default every day). */
  readonly days?: Days;
  /** How many of reminderOffsets the user may pick at once (default 1). */
  readonly maxReminders?: number;
  /** The user may choose the weekdays: ItemSettings.weekdays replaces weekdays (default false). */
  readonly userWeekdays?: boolean;
  /** Non-null: a kind of user-created item, not planned itself; Input.userItems of this kind are (at most maxCount). */
  readonly maxCount?: number | null;
  /** Only inside this span of every year. */
  readonly season?: Season | null;
  /** False: reminders only, no notification at the time itself (default true). */
  readonly atTime?: boolean;
  /** The template of its reminders (null: template) and of a snoozed notification (data for the app). */
  readonly reminderTemplate?: string | null;
  readonly snoozeTemplate?: string | null;
  /** The channel its reminders post on (null: channel): on Android its sound is theirs. */
  readonly reminderChannel?: string | null;
  /**
   * The id of another item whose user-chosen weekdays this one fires on: that item's
   * ItemSettings.weekdays, else its preselected weekdays, followed through items that take theirs
   * from another in turn; an unknown id or a loop leaves this item's own weekdays.
   */
  readonly userWeekdaysFrom?: string | null;
  /**
   * The platforms whose OS repeats it by itself (`os_repeat`): planned on a Configuration of one of them as one
   * repeating request per trigger (Repeat), where the OS can repeat it as planned; else as one-shots.
   */
  readonly osRepeat?: readonly Platform[];
}

/** An item the user created at runtime, of a kind (an Item with maxCount); id is the app's stable id. */
export interface UserItem {
  readonly kind: string;
  readonly id: string;
  readonly timing: When;
  readonly days: Days;
  readonly weekdays: readonly number[] | null;
  readonly from: LocalDate | null;
  readonly until: LocalDate | null;
  readonly settings: ItemSettings;
}

/** A notification the app schedules for itself (a midnight re-planning trigger). */
export interface Trigger {
  readonly id: string;
  readonly per: "day" | "window";
}

/** One platform's window and cap, from the spec; cap is null when the OS has no cap. */
export interface Configuration {
  readonly windowDays: number;
  readonly cap: number | null;
  readonly reserve: number;
  readonly refreshHours: number | null;
  readonly triggers: readonly Trigger[];
  /** The platform it plans for: the items whose Item.osRepeat names it repeat by themselves. */
  readonly platform?: Platform | null;
}

/** A spec's limits on what reaches the user, which plan honours. */
export interface Limits {
  readonly maxPerDay: number | null;
  readonly quietHours: QuietHours | null;
}

/**
 * Local wall-clock hours without sound or banners, from up to to (may wrap midnight);
 * userCanDisable: the user may switch them off (Settings.quietHoursOn; default false).
 */
export interface QuietHours {
  readonly from: LocalTime;
  readonly to: LocalTime;
  readonly userCanDisable?: boolean;
}

/** What the user chose for one item. */
export interface ItemSettings {
  readonly isOn: boolean;
  readonly reminderOffset: number | null;
  readonly time: LocalTime | null;
  readonly sound: boolean;
  readonly reminderSound: boolean;
  /** The reminders picked (minutes before); those not offered, and beyond Item.maxReminders, are ignored. */
  readonly reminderOffsets?: readonly number[];
  /** The weekdays the user chose, for an item with userWeekdays; null keeps the item's. */
  readonly weekdays?: readonly number[] | null;
  /** Paused until then: a notification firing before it is absent. */
  readonly pausedUntil?: Date | null;
}

/**
 * By item id; an item without an entry is off. pausedUntil: the whole app paused until then.
 * quietHoursOn: false switches the quiet hours off, when QuietHours.userCanDisable lets the user
 * (default true).
 */
export interface Settings {
  readonly items: ReadonlyMap<string, ItemSettings>;
  readonly pausedUntil?: Date | null;
  readonly quietHoursOn?: boolean;
}

/** What a pending notification is. */
export type Kind =
  | { readonly kind: "atTime" }
  | { readonly kind: "reminder"; readonly minutesBefore: number }
  | { readonly kind: "trigger" };

/** One occurrence to render: what the app's render function receives. */
export interface Occurrence {
  readonly itemId: string;
  readonly kind: Kind;
  readonly date: LocalDate;
  readonly time: LocalTime;
  readonly template: string | null;
  /** The user item's id (itemId is then its kind); null for the spec's items. */
  readonly userItemId?: string | null;
}

/** A notification to keep pending; its id is stable across runs. */
export interface Notification {
  readonly id: string;
  readonly fireDate: Date;
  readonly occurrence: Occurrence;
  readonly title: string;
  readonly body: string;
  readonly channel: string | null;
  readonly category: string | null;
  /** The sound file to play, "default" for the platform's, null for a silent notification. */
  readonly sound: string | null;
  /** Groups an item's notifications of one day (a repeating one's: the item's id). */
  readonly threadIdentifier: string;
  /** Non-null: the OS repeats it by itself with this trigger; fireDate is its next firing. */
  readonly repeats?: Repeat | null;
}

/** The window's notifications in fire order (at most cap − reserve), the soonest left out, and when to plan again. */
export interface Plan {
  readonly notifications: readonly Notification[];
  readonly leftOut: readonly Notification[];
  readonly refreshDate: Date;
  /** Every notification dropped by a limit, with its reason, in fire order. */
  readonly dropped: readonly Dropped[];
  /**
   * The id prefix every notification of the plan carries (`namespace(spec)`, `specc.<spec>.`): `reconcile`
   * reads and cancels only pending ids with it, so the app's own notifications and another spec's are never
   * touched. Empty (a plan made without one) owns every id.
   */
  readonly namespace: string;
}

/** Why the planner dropped a notification. */
export type DropReason = "cap" | "quietHours" | "maxPerDay" | "offGrid" | "overMaxCount";

/** A notification the plan does not hold, and why. */
export interface Dropped {
  readonly notification: Notification;
  readonly reason: DropReason;
}

/** What the app provides. timeZone: an IANA name ("Europe/London"). */
export interface Input {
  readonly now: Date;
  readonly timeZone: string;
  readonly settings: Settings;
  /** The time of an item with provided times on a date (null: none that day). */
  readonly providedTime?: (itemId: string, date: LocalDate) => LocalTime | null;
  /** The title and body of an occurrence (null: skip it, e.g. missing content). */
  readonly render: (occurrence: Occurrence) => RenderedNotification | null;
  /** The items the user created (of kinds with Item.maxCount), in the app's order. */
  readonly userItems?: readonly UserItem[];
  /** The anchors the app supplies, by item id (a user item's `<kind>.<id>`): a rule's or cycle's start, the last time done. */
  readonly anchors?: ReadonlyMap<string, LocalDate>;
  /** The instant of the last event the app reported, by item id, for "afterEvent". */
  readonly events?: ReadonlyMap<string, Date>;
}

/**
 * What a generated `Planner.plan(configuration, options)` takes: `Input`, with `settings`
 * optional (default: the spec's `Planner.defaultSettings`). One object, so the required `render`
 * never follows a defaulted argument: `Planner.plan(Planner.iOS, { now, timeZone, render })`.
 */
export interface PlanOptions extends Omit<Input, "settings"> {
  readonly settings?: Settings;
}

/**
 * A request the OS reports as pending: its identifier and, when known, its next fire date and, for one the OS
 * repeats, its trigger (what reconcile compares it by: its next date moves every day).
 */
export interface PendingRequest {
  readonly id: string;
  readonly fireDate?: Date | null;
  readonly repeats?: Repeat | null;
}

/**
 * A sound a user may choose for an item (a prayer or user item, by spec id) and the Android channel
 * that plays it: a channel's sound is fixed once created, so the run-time sound choice is a channel.
 */
export interface ChannelChoice {
  readonly item: string;
  readonly sound: string;
  readonly channel: string;
}

/**
 * The channel `note` posts to when the user chose `sound` for its item (the spec's choice), else the plan's.
 * The choice is the at-time notification's: a reminder keeps its own channel (and sound).
 */
export function channelFor(
  choices: readonly ChannelChoice[] | undefined,
  note: Notification,
  sound: string | null,
): string | null {
  const chosen =
    sound === null || note.occurrence.kind.kind !== "atTime"
      ? undefined
      : choices?.find((c) => c.item === note.occurrence.itemId && c.sound === sound);
  return chosen?.channel ?? note.channel;
}

/**
 * The sound `note` plays when the user chose `sound` for its item: the choice, for an at-time
 * notification that plays a sound; else the plan's (a silent one stays silent, a reminder keeps its own).
 */
export function chosenSound(note: Notification, sound: string | null): string | null {
  if (note.sound === null || sound === null || note.occurrence.kind.kind !== "atTime") return note.sound;
  return sound;
}

/** The least work that makes the OS hold exactly a plan: ids to cancel (sorted), notifications to add (plan order). */
export interface Reconciliation {
  readonly cancel: readonly string[];
  readonly add: readonly Notification[];
}

/** How many notifications a plan may hold: cap − reserve (unlimited without a cap). */
export function limit(configuration: Configuration): number {
  return configuration.cap === null ? Infinity : Math.max(0, configuration.cap - configuration.reserve);
}

const midnight: LocalTime = { hour: 0, minute: 0 };

/** `2026-03-08`. */
export function formatDate(date: LocalDate): string {
  const pad = (value: number, width: number): string => {
    const text = String(value);
    return "0".repeat(Math.max(0, width - text.length)) + text;
  };
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year !== b.year ? a.year - b.year : a.month !== b.month ? a.month - b.month : a.day - b.day;
}

/**
 * The plan for items under configuration, honouring limits. What does not reach the user, in this
 * order (as Swift's `Scheduling.plan` documents): paused (before the item's or the app's
 * pausedUntil: absent, not listed; triggers are never paused); "overMaxCount" (a user item beyond
 * its kind's maxCount); "offGrid" (a user-picked time outside the item's timeRange or off its
 * grid); "quietHours" (from ≤ wall-clock time < to, wrapping midnight); "maxPerDay" (per local
 * date of the fire date: at-time before reminders, then earlier, then id; those before now count);
 * "cap" (soonest first kept, also leftOut). Self-scheduled triggers are exempt from quiet hours
 * and the daily maximum.
 */
/**
 * The weekdays of an item with userWeekdaysFrom: those the user chose for the item it names (or
 * its preselected ones), followed through items that take theirs from another; the item's own
 * weekdays when an id names no such item or the ids loop.
 */
export function sharedWeekdays(item: Item, items: readonly Item[], settings: Settings): readonly number[] | null {
  let current = item;
  const seen = new Set<string>([item.id]);
  for (let next = current.userWeekdaysFrom ?? null; next !== null; next = current.userWeekdaysFrom ?? null) {
    const id = next;
    const target = items.find((candidate) => candidate.id === id && (candidate.maxCount ?? null) === null);
    if (target === undefined || seen.has(id)) return item.weekdays;
    seen.add(id);
    current = target;
  }
  return current.userWeekdays === true ? settings.items.get(current.id)?.weekdays ?? current.weekdays : current.weekdays;
}

/** The id prefix of a spec's notifications, `specc.<spec id>.`; no spec's is a prefix of another's. */
export function namespace(spec: string): string {
  return `specc.${spec}.`;
}

/** Whether `id` is one of `namespace`'s notifications (its UTF-16 code units begin with the namespace's). */
export function owns(namespace: string, id: string): boolean {
  return id.startsWith(namespace);
}

/** Every id starts with `namespace` (the generated planner passes `namespace(spec)` of its spec). */
export function plan(items: readonly Item[], configuration: Configuration, input: Input, limits?: Limits, namespace = ""): Plan {
  const zone = input.timeZone;
  const now = input.now.getTime();
  const today = localDate(input.now, zone);
  const dates: LocalDate[] = [];
  for (let day = 0; day < configuration.windowDays; day += 1) dates.push(adding(day, today));
  // The window ends when the day after it starts; a reminder firing before then is planned even
  // when its occurrence lies after the window (a 1,440-minute reminder with a 1-day window).
  const lastDate = dates[dates.length - 1];
  const window: Window = { dates, end: lastDate === undefined ? null : resolve(adding(1, lastDate), midnight, zone).seconds * 1000 };
  const candidates: Candidate[] = [];
  const maxPerDay = limits?.maxPerDay ?? null;
  for (const item of items) {
    const maxCount = item.maxCount ?? null;
    if (maxCount !== null) {
      let count = 0;
      for (const user of input.userItems ?? []) {
        if (user.kind !== item.id) continue;
        count += 1;
        if (!user.settings.isOn) continue;
        const weekdays = item.userWeekdays === true ? user.settings.weekdays ?? user.weekdays : user.weekdays;
        candidates.push(...occurrences({
          item, userItemId: user.id, timing: user.timing, picked: null, days: user.days, weekdays,
          from: user.from, until: user.until, settings: user.settings, over: count > maxCount,
        }, window, input, namespace, maxPerDay !== null));
      }
      continue;
    }
    const settings = input.settings.items.get(item.id);
    if (settings === undefined || !settings.isOn) continue;
    const weekdays = (item.userWeekdaysFrom ?? null) !== null
      ? sharedWeekdays(item, items, input.settings)
      : item.userWeekdays === true ? settings.weekdays ?? item.weekdays : item.weekdays;
    const source: Source = {
      item, userItemId: null, timing: item.timing, picked: settings.time, days: item.days ?? everyDay, weekdays,
      from: item.from, until: item.until, settings, over: false,
    };
    const repeatsOf = repeats(source, input, limits, configuration);
    if (repeatsOf !== null) {
      candidates.push(...repeating(source, repeatsOf, input, namespace));
      continue;
    }
    candidates.push(...occurrences(source, window, input, namespace, maxPerDay !== null));
  }
  for (const note of triggers(configuration, dates, input, namespace)) candidates.push({ note, drop: null, exempt: true });
  const quiet = limits?.quietHours ?? null;
  const quietOff = input.settings.quietHoursOn === false && quiet?.userCanDisable === true;
  if (quiet !== null && minutesOf(quiet.from) !== minutesOf(quiet.to) && !quietOff) {
    const from = minutesOf(quiet.from), to = minutesOf(quiet.to);
    for (const candidate of candidates) {
      if (candidate.drop !== null || candidate.exempt) continue;
      const minute = wallMinutes(candidate.note.fireDate, zone);
      const inside = from < to ? from <= minute && minute < to : minute >= from || minute < to;
      if (inside) candidate.drop = "quietHours";
    }
  }
  if (maxPerDay !== null) {
    const byDay = new Map<string, Candidate[]>();
    for (const candidate of candidates) {
      if (candidate.drop !== null || candidate.exempt) continue;
      const key = formatDate(localDate(candidate.note.fireDate, zone));
      const day = byDay.get(key);
      if (day === undefined) byDay.set(key, [candidate]); else day.push(candidate);
    }
    for (const day of byDay.values()) {
      if (day.length <= Math.max(0, maxPerDay)) continue;
      const rank = (c: Candidate): number => (c.note.occurrence.kind.kind === "atTime" ? 0 : 1);
      day.sort((x, y) => {
        if (rank(x) !== rank(y)) return rank(x) - rank(y);
        const byDate = x.note.fireDate.getTime() - y.note.fireDate.getTime();
        return byDate !== 0 ? byDate : compareIds(x.note.id, y.note.id);
      });
      for (const candidate of day.slice(Math.max(0, maxPerDay))) candidate.drop = "maxPerDay";
    }
  }
  const upcoming = candidates.filter((c) => c.note.fireDate.getTime() > now);
  upcoming.sort((a, b) => {
    const byDate = a.note.fireDate.getTime() - b.note.fireDate.getTime();
    return byDate !== 0 ? byDate : compareIds(a.note.id, b.note.id);
  });
  const planned = upcoming.filter((c) => c.drop === null).map((c) => c.note);
  const count = Math.min(limit(configuration), planned.length);
  const kept = planned.slice(0, count);
  const leftOut = planned.slice(count);
  const capped = new Set(leftOut.map((note) => note.id));
  const dropped: Dropped[] = [];
  for (const candidate of upcoming) {
    if (candidate.drop !== null) dropped.push({ notification: candidate.note, reason: candidate.drop });
    else if (capped.has(candidate.note.id)) dropped.push({ notification: candidate.note, reason: "cap" });
  }
  // The window ends when the day after it starts (for a skipped day, the day after that); an empty
  // window at the start of tomorrow. Every candidate is after now, so the refresh is too.
  let refresh = resolve(adding(1, dates[dates.length - 1] ?? today), midnight, zone).seconds * 1000;
  if (configuration.refreshHours !== null && configuration.refreshHours > 0) {
    refresh = Math.min(refresh, now + configuration.refreshHours * 3_600_000);
  }
  const first = leftOut[0];
  if (first !== undefined) refresh = Math.min(refresh, first.fireDate.getTime());
  // A self-scheduled trigger (the midnight re-planning) wakes the app: plan again then.
  const trigger = kept.find((note) => note.occurrence.kind.kind === "trigger");
  if (trigger !== undefined) refresh = Math.min(refresh, trigger.fireDate.getTime());
  return { notifications: kept, leftOut, refreshDate: new Date(refresh), dropped, namespace };
}

const everyDay: Days = { kind: "everyDay" };

/** A notification on its way into the plan, and why it is dropped (null: not dropped). */
interface Candidate {
  readonly note: Notification;
  drop: DropReason | null;
  readonly exempt: boolean;
}

/** What an item or a user item plans from; picked: the user's time for a spec item's "at". */
interface Source {
  readonly item: Item;
  readonly userItemId: string | null;
  readonly timing: When;
  readonly picked: LocalTime | null;
  readonly days: Days;
  readonly weekdays: readonly number[] | null;
  readonly from: LocalDate | null;
  readonly until: LocalDate | null;
  readonly settings: ItemSettings;
  readonly over: boolean;
}

const minutesOf = (time: LocalTime): number => time.hour * 60 + time.minute;

/** Identifiers in UTF-16 code-unit order, as Swift's and Kotlin's planners compare them. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The at-time notifications and reminders of source on dates (those before now too when past), paused ones left out. */
/** The window's dates and its end in milliseconds since 1970 (null for an empty window). */
interface Window {
  readonly dates: readonly LocalDate[];
  readonly end: number | null;
}

/**
 * The at-time notifications and reminders of a source on the window's dates (those before now too
 * when `past`), and the reminders of its occurrences after the window that fire before the window
 * ends; paused ones left out.
 */
function occurrences(source: Source, window: Window, input: Input, namespace: string, past: boolean): Candidate[] {
  const item = source.item;
  const timing = source.timing;
  const drop: DropReason | null = source.over ? "overMaxCount" : offGrid(source) ? "offGrid" : null;
  const pauses = [source.settings.pausedUntil ?? null, input.settings.pausedUntil ?? null]
    .filter((d): d is Date => d !== null).map((d) => d.getTime());
  const paused = pauses.length === 0 ? null : Math.max(...pauses);
  const offsets = reminderOffsets(item, source.settings);
  const prefix = source.userItemId !== null ? `${item.id}.${source.userItemId}` : item.id;
  const sound = source.settings.sound ? item.sound ?? "default" : null;
  const reminderSound = source.settings.reminderSound ? item.reminderSound ?? "default" : null;
  const dates = [...window.dates];
  const lastInWindow = window.dates[window.dates.length - 1];
  const longest = offsets.reduce((a, b) => Math.max(a, b), 0);
  // The days after the window whose occurrences' reminders can fire inside it (a day's slack for
  // a clock change).
  if (lastInWindow !== undefined && longest > 0 && window.end !== null) {
    for (let day = 1; day <= Math.trunc(longest / 1_440) + 2; day += 1) dates.push(adding(day, lastInWindow));
  }
  const result: Candidate[] = [];
  const anchor = input.anchors?.get(prefix) ?? null;
  const repeats = timing.kind === "every" || timing.kind === "random" || timing.kind === "afterEvent";
  for (const date of dates) {
    if (!occursOn(source, anchor, date)) continue;
    const afterWindow = lastInWindow === undefined || compareDates(date, lastInWindow) > 0;
    const times: LocalTime[] = [];
    let eventFire: Date | null = null;
    if (timing.kind === "at") {
      times.push(source.picked ?? timing.time);
    } else if (timing.kind === "provided") {
      // A user item's provided time is asked for by `<kind>.<user item id>`.
      const time = input.providedTime?.(prefix, date) ?? null;
      if (time !== null) times.push(time);
    } else if (timing.kind === "random") {
      const drawn = randomTimes(prefix, date, timing.count, timing.from, timing.to, timing.gap).map(minutesOf);
      for (const minute of [...new Set(drawn)].sort((a, b) => a - b)) times.push({ hour: Math.trunc(minute / 60), minute: minute % 60 });
    } else if (timing.kind === "afterEvent") {
      const event = input.events?.get(prefix) ?? null;
      if (event !== null) {
        const fire = afterEvent(timing.minutes, event);
        if (compareDates(localDate(fire, input.timeZone), date) === 0) {
          const minute = wallMinutes(fire, input.timeZone);
          eventFire = fire;
          times.push({ hour: Math.trunc(minute / 60), minute: minute % 60 });
        }
      }
    } else {
      for (let minute = minutesOf(timing.from); minute <= minutesOf(timing.to) && minute < 24 * 60; minute += timing.minutes) {
        times.push({ hour: Math.trunc(minute / 60), minute: minute % 60 });
        if (timing.minutes <= 0) break;
      }
    }
    const dateText = formatDate(date);
    // A repeating time inside a spring-forward gap moves later by the gap's length; where that
    // lands on another of the day's times (02:00 → 03:00), only the real 03:00 fires.
    const fires = eventFire !== null ? [eventFire] : times.map((time) => instant(date, time, input.timeZone));
    const exact = new Set<number>();
    if (repeats) {
      times.forEach((time, i) => {
        const fire = fires[i] ?? null;
        if (fire !== null && wallMinutes(fire, input.timeZone) === minutesOf(time)) exact.add(fire.getTime());
      });
    }
    for (const [i, time] of times.entries()) {
      const fire = fires[i] ?? null;
      if (fire === null) continue;
      if (repeats && wallMinutes(fire, input.timeZone) !== minutesOf(time) && exact.has(fire.getTime())) continue;
      const suffix = repeats ? `.${hhmm(time)}` : "";
      const add = (kind: Kind, at: Date, id: string, sound: string | null): void => {
        if (afterWindow && (kind.kind === "atTime" || window.end === null || at.getTime() >= window.end)) return;
        if (paused !== null && at.getTime() < paused) return;
        if (!past && at.getTime() <= input.now.getTime()) return;
        // A reminder shows, posts on and plays its own, when the item names them.
        const atTime = kind.kind === "atTime";
        const template = atTime ? item.template : item.reminderTemplate ?? item.template;
        const occurrence: Occurrence = { itemId: item.id, kind, date, time, template, userItemId: source.userItemId };
        const rendered = input.render(occurrence);
        if (rendered === null) return;
        const channel = atTime ? item.channel : item.reminderChannel ?? item.channel;
        const note: Notification = {
          id, fireDate: at, occurrence, title: rendered.title, body: rendered.body, channel,
          category: item.category, sound, threadIdentifier: `${prefix}.${dateText}`,
        };
        result.push({ note, drop, exempt: false });
      };
      if (item.atTime ?? true) add({ kind: "atTime" }, fire, `${namespace}${prefix}.at.${dateText}${suffix}`, sound);
      for (const offset of offsets) {
        add({ kind: "reminder", minutesBefore: offset }, new Date(fire.getTime() - offset * 60_000),
          `${namespace}${prefix}.reminder.${dateText}${suffix}.${offset}`, reminderSound);
      }
    }
  }
  return result;
}

/** `0930`. */
/** Whether the time the user picked (or a user item's "at" time) lies outside the item's time range or off its grid. */
function offGrid(source: Source): boolean {
  const timing = source.timing;
  const userTime = timing.kind === "at" ? (source.userItemId !== null ? timing.time : source.picked) : null;
  const range = source.item.timeRange;
  return userTime !== null && range !== null && (
    minutesOf(userTime) < minutesOf(range.earliest) || minutesOf(userTime) > minutesOf(range.latest) ||
    (range.stepMinutes > 0 && (minutesOf(userTime) - minutesOf(range.earliest)) % range.stepMinutes !== 0));
}

/** A platform a configuration plans for: an item repeats by itself (Item.osRepeat) only on those it names. */
export type Platform = "ios" | "android" | "web" | "electron";

/**
 * A request the OS repeats by itself (issue 37, item 5): one pending request that never runs out, in
 * wall-clock time. Weekday 1 = Sunday … 7 = Saturday; a month lacking the day is skipped. As Swift's
 * `Scheduling.Repeat`.
 */
export type Repeat =
  | { readonly kind: "daily"; readonly time: LocalTime }
  | { readonly kind: "weekly"; readonly weekday: number; readonly time: LocalTime }
  | { readonly kind: "monthly"; readonly day: number; readonly time: LocalTime }
  | { readonly kind: "yearly"; readonly month: number; readonly day: number; readonly time: LocalTime };

/** `daily`, `weekly.2`, `monthly.31`, `yearly.2-29`: the part of a repeating request's id that names its trigger. */
export function repeatKey(r: Repeat): string {
  switch (r.kind) {
    case "daily": return "daily";
    case "weekly": return `weekly.${r.weekday}`;
    case "monthly": return `monthly.${r.day}`;
    case "yearly": return `yearly.${r.month}-${r.day}`;
  }
}

/** Whether two repeats are the same trigger. */
export function sameRepeat(a: Repeat, b: Repeat): boolean {
  return repeatKey(a) === repeatKey(b) && a.time.hour === b.time.hour && a.time.minute === b.time.minute;
}

/** Whether r fires on date. */
function repeatMatches(r: Repeat, date: LocalDate): boolean {
  switch (r.kind) {
    case "daily": return true;
    case "weekly": return weekday(date) === r.weekday;
    case "monthly": return date.day === r.day;
    case "yearly": return date.month === r.month && date.day === r.day;
  }
}

/**
 * The same request minutes earlier on the clock (a reminder's), a weekly one's weekday moved with it across
 * midnight; null for a monthly or yearly one that would cross into another day.
 */
export function repeatEarlier(r: Repeat, minutes: number): Repeat | null {
  const shifted = minutesOf(r.time) - minutes;
  const days = Math.floor(shifted / 1_440);
  const minute = shifted - days * 1_440;
  const time: LocalTime = { hour: Math.floor(minute / 60), minute: minute % 60 };
  switch (r.kind) {
    case "daily": return { kind: "daily", time };
    case "weekly": return { kind: "weekly", weekday: (((r.weekday - 1 + days) % 7) + 7) % 7 + 1, time };
    case "monthly": return days === 0 ? { kind: "monthly", day: r.day, time } : null;
    case "yearly": return days === 0 ? { kind: "yearly", month: r.month, day: r.day, time } : null;
  }
}

/**
 * r's next firing after now in timeZone and the local date it fires on (a time in a spring-forward gap fires the
 * gap's length later; one that leaves its date is skipped); null when none within nine years.
 */
export function nextRepeat(r: Repeat, now: Date, timeZone: string): { date: LocalDate; fire: Date } | null {
  const today = localDate(now, timeZone);
  const after = (date: LocalDate): { date: LocalDate; fire: Date } | null => {
    const fire = instant(date, r.time, timeZone);
    return fire !== null && fire.getTime() > now.getTime() ? { date, fire } : null;
  };
  switch (r.kind) {
    case "daily":
    case "weekly": {
      let date = today;
      for (let i = 0; i < 15; i += 1) {
        const found = repeatMatches(r, date) ? after(date) : null;
        if (found !== null) return found;
        date = adding(1, date);
      }
      return null;
    }
    case "monthly": {
      let year = today.year, month = today.month;
      for (let i = 0; i < 14; i += 1) {
        const found = r.day <= daysInMonth(year, month) ? after({ year, month, day: r.day }) : null;
        if (found !== null) return found;
        if (month === 12) { year += 1; month = 1; } else month += 1;
      }
      return null;
    }
    case "yearly": {
      for (let year = today.year; year <= today.year + 9; year += 1) {
        const found = r.day <= daysInMonth(year, r.month) ? after({ year, month: r.month, day: r.day }) : null;
        if (found !== null) return found;
      }
      return null;
    }
  }
}

/**
 * The Repeat an adapter stored beside a pending request (the plugins' `extra`/`data`, as JSON), or null when
 * value is none: what apply hands reconcile for a repeating request.
 */
export function readRepeat(value: unknown): Repeat | null {
  if (typeof value !== "object" || value === null) return null;
  const o = value as Record<string, unknown>;
  const int = (key: string): number | null => (typeof o[key] === "number" && Number.isInteger(o[key]) ? (o[key] as number) : null);
  const t = o["time"];
  if (typeof t !== "object" || t === null) return null;
  const hour = (t as Record<string, unknown>)["hour"], minute = (t as Record<string, unknown>)["minute"];
  if (typeof hour !== "number" || typeof minute !== "number") return null;
  const time: LocalTime = { hour, minute };
  const weekday = int("weekday"), day = int("day"), month = int("month");
  switch (o["kind"]) {
    case "daily": return { kind: "daily", time };
    case "weekly": return weekday === null ? null : { kind: "weekly", weekday, time };
    case "monthly": return day === null ? null : { kind: "monthly", day, time };
    case "yearly": return day === null || month === null ? null : { kind: "yearly", month, day, time };
    default: return null;
  }
}

/**
 * The repeating triggers of source at its time itself, or null when the OS cannot repeat it as the one-shots would
 * fire it (it is then planned as one-shots): as Swift's `Scheduling.repeats`.
 */
function repeats(source: Source, input: Input, limits: Limits | undefined, configuration: Configuration): Repeat[] | null {
  const item = source.item;
  const platform = configuration.platform ?? null;
  const timing = source.timing;
  if (platform === null || !(item.osRepeat ?? []).includes(platform) || source.userItemId !== null) return null;
  if (timing.kind !== "at" || source.from !== null || source.until !== null || (item.season ?? null) !== null) return null;
  if ((limits?.maxPerDay ?? null) !== null || (limits?.quietHours ?? null) !== null) return null;
  const now = input.now.getTime();
  for (const pause of [source.settings.pausedUntil ?? null, input.settings.pausedUntil ?? null]) {
    if (pause !== null && pause.getTime() > now) return null;
  }
  const time = source.picked ?? timing.time;
  const days = source.days;
  let triggers: Repeat[];
  if (days.kind === "everyDay") {
    triggers = source.weekdays === null
      ? [{ kind: "daily", time }]
      : [...source.weekdays].sort((a, b) => a - b).map((weekday) => ({ kind: "weekly", weekday, time }));
  } else if (days.kind === "monthly" && source.weekdays === null && (days.missing === "skip" || days.day <= 28)) {
    triggers = [{ kind: "monthly", day: days.day, time }];
  } else if (days.kind === "yearly" && source.weekdays === null &&
    !(days.month === 2 && days.day === 29 && days.missing === "lastDay")) {
    triggers = [{ kind: "yearly", month: days.month, day: days.day, time }];
  } else {
    return null;
  }
  // A reminder a monthly or yearly repeat cannot say (on another day) plans the item as one-shots.
  if (reminderOffsets(item, source.settings).some((offset) => triggers.some((t) => repeatEarlier(t, offset) === null))) return null;
  return triggers;
}

/** The repeating requests of source: per trigger, one at its time (when atTime) and one per reminder picked. */
function repeating(source: Source, triggers: readonly Repeat[], input: Input, namespace: string): Candidate[] {
  const item = source.item;
  const drop: DropReason | null = offGrid(source) ? "offGrid" : null;
  const sound = source.settings.sound ? item.sound ?? "default" : null;
  const reminderSound = source.settings.reminderSound ? item.reminderSound ?? "default" : null;
  const result: Candidate[] = [];
  for (const trigger of triggers) {
    const add = (kind: Kind, request: Repeat, id: string, sound: string | null, daysBefore: number): void => {
      const next = nextRepeat(request, input.now, input.timeZone);
      if (next === null) return;
      const template = kind.kind === "atTime" ? item.template : item.reminderTemplate ?? item.template;
      const occurrence: Occurrence = {
        itemId: item.id, kind, date: adding(daysBefore, next.date), time: trigger.time, template, userItemId: null,
      };
      const rendered = input.render(occurrence);
      if (rendered === null) return;
      const note: Notification = {
        id, fireDate: next.fire, occurrence, title: rendered.title, body: rendered.body,
        channel: kind.kind === "atTime" ? item.channel : item.reminderChannel ?? item.channel,
        category: item.category, sound, threadIdentifier: item.id, repeats: request,
      };
      result.push({ note, drop, exempt: false });
    };
    const id = `${namespace}${item.id}.repeat.${repeatKey(trigger)}`;
    if (item.atTime !== false) add({ kind: "atTime" }, trigger, id, sound, 0);
    for (const offset of reminderOffsets(item, source.settings)) {
      const request = repeatEarlier(trigger, offset);
      if (request === null) continue;
      const days = -Math.floor((minutesOf(trigger.time) - offset) / 1_440);
      add({ kind: "reminder", minutesBefore: offset }, request, `${id}.reminder.${offset}`, reminderSound, days);
    }
  }
  return result;
}

export function hhmm(time: LocalTime): string {
  return (time.hour < 10 ? "0" : "") + String(time.hour) + (time.minute < 10 ? "0" : "") + String(time.minute);
}

/** The wall-clock minutes since midnight of an instant in timeZone. */
export function wallMinutes(date: Date, timeZone: string): number {
  const seconds = Math.floor(date.getTime() / 1000);
  const local = seconds + offset(timeZone, seconds);
  return Math.floor((local - Math.floor(local / 86_400) * 86_400) / 60);
}

function occursOn(source: Source, anchor: LocalDate | null, date: LocalDate): boolean {
  if (source.from !== null && compareDates(date, source.from) < 0) return false;
  if (source.until !== null && compareDates(date, source.until) > 0) return false;
  const season = source.item.season ?? null;
  if (season !== null && !inSeason(season, date)) return false;
  if (source.weekdays !== null && !source.weekdays.includes(weekday(date))) return false;
  return occurs(source.days, date, anchor);
}

/** Whether days holds date (RFC 5545 BYMONTHDAY, BYDAY with an ordinal, BYMONTH, RDATE; RFC 7529 SKIP=BACKWARD). */
export function occurs(days: Days, date: LocalDate, supplied: LocalDate | null = null): boolean {
  switch (days.kind) {
    case "rule": {
      const anchor = days.anchor ?? supplied;
      return anchor !== null && ruleOccurs(days.rule, anchor, date);
    }
    case "cycle": {
      const anchor = days.anchor ?? supplied;
      return anchor !== null && cycleOccurs(days.on, days.off, anchor, date);
    }
    case "everyDays": return supplied !== null && everyDaysOccurs(days.days, supplied, date);
    case "everyDay": return true;
    case "monthly": return matches(days.day, days.missing, date);
    case "monthlyNth":
      if (weekday(date) !== days.weekday || days.ordinal === 0 || Math.abs(days.ordinal) > 5) return false;
      return days.ordinal > 0
        ? Math.trunc((date.day - 1) / 7) + 1 === days.ordinal
        : Math.trunc((daysInMonth(date.year, date.month) - date.day) / 7) + 1 === -days.ordinal;
    case "yearly": return date.month === days.month && matches(days.day, days.missing, date);
    case "dates": return days.dates.some((d) => compareDates(d, date) === 0);
  }
}

function matches(day: number, missing: MissingDay, date: LocalDate): boolean {
  if (day < 1 || day > 31) return false;
  if (date.day === day) return true;
  const length = daysInMonth(date.year, date.month);
  return missing === "lastDay" && day > length && date.day === length;
}

/** 28…31 (proleptic Gregorian). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The first instant of the local date after after's in timeZone ("pause for the rest of today"). */
export function startOfNextDay(after: Date, timeZone: string): Date {
  return new Date(resolve(adding(1, localDate(after, timeZone)), midnight, timeZone).seconds * 1000);
}

/** The reminders picked that the item offers, at most Item.maxReminders, in the item's option order. */
export function reminderOffsets(item: Item, settings: ItemSettings): number[] {
  const picked = new Set<number>(settings.reminderOffsets ?? []);
  if (settings.reminderOffset !== null) picked.add(settings.reminderOffset);
  const offered = item.reminderOffsets.filter((offset, index) => picked.has(offset) && item.reminderOffsets.indexOf(offset) === index);
  return offered.slice(0, Math.max(0, item.maxReminders ?? 1));
}

/**
 * The least work that makes the OS hold exactly plan's notifications: requests to cancel (the plan's
 * namespace's, not in the plan or whose fire date moved, e.g. after a time-zone change) and
 * notifications to add. A pending id outside `plan.namespace` (the app's own, another spec's) is
 * neither kept nor cancelled. Pending requests may be ids alone (a moved fire date is then not seen).
 */
export function reconcile(pending: readonly (PendingRequest | string)[], plan: Plan): Reconciliation {
  const planned = new Map<string, Notification>();
  for (const note of plan.notifications) planned.set(note.id, note);
  const keep = new Set<string>();
  const cancel: string[] = [];
  for (const entry of pending) {
    const request: PendingRequest = typeof entry === "string" ? { id: entry } : entry;
    if (!owns(plan.namespace, request.id)) continue;
    const note = planned.get(request.id);
    if (note !== undefined && same(request, note) && !keep.has(request.id)) {
      keep.add(request.id);
    } else {
      cancel.push(request.id);
    }
  }
  cancel.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { cancel, add: plan.notifications.filter((note) => !keep.has(note.id)) };
}

/**
 * Whether a pending request is note as planned: a repeating one by its trigger (its next date moves every day), a
 * one-shot by its fire date; a request known by its id alone is.
 */
function same(request: PendingRequest, note: Notification): boolean {
  const fireDate = request.fireDate ?? null;
  const planned = note.repeats ?? null;
  const pending = request.repeats ?? null;
  if (planned !== null) return pending === null ? fireDate === null : sameRepeat(pending, planned);
  return pending === null && (fireDate === null || fireDate.getTime() === note.fireDate.getTime());
}

/** `0800.at.2026-03-08`, `0800.reminder.2026-03-08.10`, `midnight.trigger.2026-03-08`, after the namespace. */
export function identifier(occurrence: Occurrence, namespace = ""): string {
  const date = formatDate(occurrence.date);
  switch (occurrence.kind.kind) {
    case "atTime": return `${namespace}${occurrence.itemId}.at.${date}`;
    case "reminder": return `${namespace}${occurrence.itemId}.reminder.${date}.${occurrence.kind.minutesBefore}`;
    case "trigger": return `${namespace}${occurrence.itemId}.trigger.${date}`;
  }
}

/** Self-scheduled triggers at local midnight: after every window day, or after the first. */
function triggers(configuration: Configuration, dates: readonly LocalDate[], input: Input, namespace: string): Notification[] {
  const result: Notification[] = [];
  for (const trigger of configuration.triggers) {
    const days = trigger.per === "day" ? dates : dates.slice(0, 1);
    for (const day of days) {
      const next = adding(1, day);
      const fire = instant(next, midnight, input.timeZone);
      if (fire === null || fire.getTime() <= input.now.getTime()) continue;
      const occurrence: Occurrence = { itemId: trigger.id, kind: { kind: "trigger" }, date: next, time: midnight, template: null };
      result.push({
        id: identifier(occurrence, namespace), fireDate: fire, occurrence, title: "", body: "", channel: null, category: null,
        sound: null, threadIdentifier: trigger.id,
      });
    }
  }
  return result;
}

// Proleptic Gregorian arithmetic on day numbers (days since 1970-01-01), as in Swift and Kotlin;
// only the time zone's UTC offsets come from Intl.

/** Days since 1970-01-01 (Howard Hinnant's `days_from_civil`). */
export function dayNumber(date: LocalDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.trunc((year >= 0 ? year : year - 399) / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.trunc((153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.trunc(yearOfEra / 4) - Math.trunc(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date of a day number (`civil_from_days`). */
export function dateOfDayNumber(number: number): LocalDate {
  const z = number + 719_468;
  const era = Math.trunc((z >= 0 ? z : z - 146_096) / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.trunc(
    (dayOfEra - Math.trunc(dayOfEra / 1_460) + Math.trunc(dayOfEra / 36_524) - Math.trunc(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.trunc(yearOfEra / 4) - Math.trunc(yearOfEra / 100));
  const mp = Math.trunc((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.trunc((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 1 = Sunday … 7 = Saturday. */
export function weekday(date: LocalDate): number {
  return ((((dayNumber(date) + 4) % 7) + 7) % 7) + 1;
}

/** days after date (a proleptic day count, so a skipped day still counts). */
export function adding(days: number, date: LocalDate): LocalDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** The local (Gregorian) date of an instant in an IANA time zone. */
export function localDate(date: Date, timeZone: string): LocalDate {
  const seconds = Math.floor(date.getTime() / 1000);
  return dateOfDayNumber(Math.floor((seconds + offset(timeZone, seconds)) / 86_400));
}

/**
 * The instant a local wall-clock time happens: the first of two in an overlap; a time in a gap
 * moved later by the gap's length; null when that leaves its date (a skipped day).
 */
export function instant(date: LocalDate, time: LocalTime, timeZone: string): Date | null {
  const { seconds, exact } = resolve(date, time, timeZone);
  const moved = new Date(seconds * 1000);
  return exact || compareDates(localDate(moved, timeZone), date) === 0 ? moved : null;
}

/** A wall time's instant (exact), or, in a gap, the wall time under the offset before it. */
function resolve(date: LocalDate, time: LocalTime, timeZone: string): { seconds: number; exact: boolean } {
  const wall = dayNumber(date) * 86_400 + time.hour * 3_600 + time.minute * 60;
  const before = offset(timeZone, wall - 36 * 3_600);
  const after = offset(timeZone, wall + 36 * 3_600);
  const first = wall - before;
  const second = wall - after;
  const firstExact = offset(timeZone, first) === before;
  const secondExact = before === after ? firstExact : offset(timeZone, second) === after; // one look-up saved
  if (firstExact && (!secondExact || first <= second)) return { seconds: first, exact: true };
  if (secondExact) return { seconds: second, exact: true };
  return { seconds: first, exact: false };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in seconds at an instant (seconds since 1970), read from Intl. */
export function offset(timeZone: string, seconds: number): number {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone, calendar: "gregory", numberingSystem: "latn", hourCycle: "h23", era: "short",
      year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  const at = new Date(seconds * 1000);
  // `format` is several times faster than `formatToParts`: en-US writes "3/8/2026 AD, 02:30:00"
  // (month, day, year, era, hour, minute, second); anything else is read part by part.
  const text = format.format(at);
  const numbers = text.match(/\d+/g);
  let fields: number[];
  let bc: boolean;
  if (numbers !== null && numbers.length === 6) {
    fields = numbers.map(Number);
    bc = /\bB/.test(text);
  } else {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    fields = ["month", "day", "year", "hour", "minute", "second"].map((type) => Number(parts[type]));
    bc = (parts["era"] ?? "").startsWith("B");
  }
  const [month = 1, day = 1, year = 1970, hour = 0, minute = 0, second = 0] = fields;
  const local: LocalDate = { year: bc ? 1 - year : year, month, day };
  return dayNumber(local) * 86_400 + (hour % 24) * 3_600 + minute * 60 + second - seconds;
}
