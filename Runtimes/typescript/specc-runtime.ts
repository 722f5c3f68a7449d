/* eslint-disable */
import { graphemes } from "./specc-graphemes.js";
export { graphemeBoundaries, graphemeCount, graphemeProperty, graphemes, unicodeVersion } from "./specc-graphemes.js";

/** A day of the week, as specs write it. */
export type Weekday = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

/** An Android channel importance. */
export type NotificationImportance = "min" | "low" | "default" | "high" | "max";

/** `NotificationManager.IMPORTANCE_*` of each importance. */
export const androidImportance: Readonly<Record<NotificationImportance, number>> = {
  min: 1,
  low: 2,
  default: 3,
  high: 4,
  max: 5,
};

/**
 * What the lock screen shows of a notification: a channel's `lockscreenVisibility` and a
 * notification's `setVisibility`. The lock screen shows the more restrictive of the two.
 */
export type NotificationVisibility = "public" | "private" | "secret";

/** `Notification.VISIBILITY_*` of each visibility. */
export const androidVisibility: Readonly<Record<NotificationVisibility, number>> = {
  public: 1,
  private: 0,
  secret: -1,
};

/** How much each visibility hides (public 0, private 1, secret 2): the lock screen shows the higher. */
export const visibilityRestriction: Readonly<Record<NotificationVisibility, number>> = {
  public: 0,
  private: 1,
  secret: 2,
};

/** Ends a truncated text. */
export const ellipsis = "\u2026";

/** A piece of a template: literal text, or a token by its spec name. */
export type Part = { readonly kind: "literal"; readonly text: string } | { readonly kind: "token"; readonly name: string };

/** A title and a body to render. */
export interface Wording {
  readonly title: readonly Part[];
  readonly body: readonly Part[];
}

/** What a token without a value does. */
export type Missing =
  | { readonly kind: "required" }
  | { readonly kind: "placeholder"; readonly text: string }
  | { readonly kind: "skip"; readonly errorCode: string };

/** Everything a template's spec says about rendering it. */
export interface Policy {
  readonly escaping: "none" | "html";
  readonly missing: Missing;
  readonly titleLimit: number;
  readonly bodyLimit: number;
  readonly countsUtf16: boolean;
}

/** A rendered title and body, ready to schedule. */
export interface RenderedNotification {
  readonly title: string;
  readonly body: string;
}

/** What rendering a template gave. */
export type Outcome =
  | { readonly kind: "rendered"; readonly notification: RenderedNotification }
  | { readonly kind: "skipped"; readonly missingToken: string; readonly errorCode: string | null };

const entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"];

/** Renders a title and a body with `values` by token name under `policy`. */
export function render(
  title: readonly Part[],
  body: readonly Part[],
  values: Readonly<Record<string, string>>,
  policy: Policy,
): Outcome {
  for (const part of [...title, ...body]) {
    if (part.kind === "token" && !Object.prototype.hasOwnProperty.call(values, part.name)) {
      if (policy.missing.kind === "required") return { kind: "skipped", missingToken: part.name, errorCode: null };
      if (policy.missing.kind === "skip") {
        return { kind: "skipped", missingToken: part.name, errorCode: policy.missing.errorCode };
      }
      break;
    }
  }
  return { kind: "rendered", notification: fill(title, body, values, policy) };
}

/** Renders without the skip check: a missing value renders as the placeholder, or nothing. */
export function fill(
  title: readonly Part[],
  body: readonly Part[],
  values: Readonly<Record<string, string>>,
  policy: Policy,
): RenderedNotification {
  return {
    title: renderText(title, values, policy, policy.titleLimit),
    body: renderText(body, values, policy, policy.bodyLimit),
  };
}

/** Fills `parts` with `values` (escaped; a missing one as the placeholder), then truncates. */
export function renderText(
  parts: readonly Part[],
  values: Readonly<Record<string, string>>,
  policy: Policy,
  limit: number,
): string {
  const placeholder = policy.missing.kind === "placeholder" ? policy.missing.text : "";
  let text = "";
  for (const part of parts) {
    if (part.kind === "literal") {
      text += part.text;
    } else if (Object.prototype.hasOwnProperty.call(values, part.name)) {
      const value = values[part.name] ?? "";
      text += policy.escaping === "html" ? escapeHtml(value) : value;
    } else {
      text += placeholder;
    }
  }
  return truncate(text, limit, policy.countsUtf16);
}

/** `&`, `<`, `>`, `"` and `'` as HTML entities. */
export function escapeHtml(text: string): string {
  let out = "";
  for (const ch of text) {
    switch (ch) {
      case "&": out += "&amp;"; break;
      case "<": out += "&lt;"; break;
      case ">": out += "&gt;"; break;
      case "\"": out += "&quot;"; break;
      case "'": out += "&#39;"; break;
      default: out += ch;
    }
  }
  return out;
}

/**
 * The extended grapheme clusters of `text`, in order: specc-graphemes.ts, on the Unicode data of
 * its pinned version whatever the JavaScript engine carries, as Swift and Kotlin count them.
 */
export function characters(text: string): string[] {
  return graphemes(text);
}

/**
 * `text` when it fits `limit`; else its longest prefix of whole characters that fits
 * `limit - 1`, and "…". An entity the cut would split is dropped whole.
 */
export function truncate(text: string, limit: number, countingUtf16 = false): string {
  const clusters = characters(text);
  const fits = (count: number, utf16: number, max: number): boolean =>
    count <= max && (!countingUtf16 || utf16 <= max);
  if (fits(clusters.length, text.length, limit)) return text;
  if (limit <= 1) return limit === 1 ? ellipsis : "";
  let count = 0;
  let utf16 = 0;
  let kept = "";
  for (const cluster of clusters) {
    if (!fits(count + 1, utf16 + cluster.length, limit - 1)) break;
    count += 1;
    utf16 += cluster.length;
    kept += cluster;
  }
  const amp = kept.lastIndexOf("&");
  if (amp >= 0 && kept.indexOf(";", amp) < 0 && entities.some((entity) => text.startsWith(entity, amp))) {
    kept = kept.slice(0, amp);
  }
  return kept + ellipsis;
}
