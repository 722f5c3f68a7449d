/* eslint-disable */
// User-perceived characters: the extended grapheme clusters of Unicode Standard Annex #29, from the
// Unicode data of one pinned version (`unicodeVersion`, the tables of specc-grapheme-tables.ts that
// specc's scripts/generate-graphemes.py writes), not from `Intl.Segmenter`, whose Unicode version
// depends on the JavaScript engine and its ICU. Swift (`Graphemes` in SpeccRuntime) and Kotlin
// (`specc.runtime.Graphemes`) carry the same tables and rules, so a text has one length in every
// language, on every engine, and at build time. Rules GB1–GB999 of UAX #29, including GB9c (Indic
// conjuncts) and GB11 (emoji ZWJ sequences). A lone surrogate counts as one character.
import { runs, unicodeVersion as tablesVersion } from "./specc-grapheme-tables.js";

/** The Unicode version whose data the segmentation uses. */
export const unicodeVersion: string = tablesVersion;

// The packed properties: Grapheme_Cluster_Break in bits 0-3 (numbered as below),
// Indic_Conjunct_Break in bits 4-5 (none, linker, consonant, extend), Extended_Pictographic in bit 6.
const CR = 1;
const LF = 2;
const CONTROL = 3;
const EXTEND = 4;
const ZWJ = 5;
const REGIONAL_INDICATOR = 6;
const PREPEND = 7;
const SPACING_MARK = 8;
const L = 9;
const V = 10;
const T = 11;
const LV = 12;
const LVT = 13;
const INCB_LINKER = 1;
const INCB_CONSONANT = 2;
const INCB_EXTEND = 3;

/** The packed properties of the code point `cp`: a binary search over the table's runs. */
export function graphemeProperty(cp: number): number {
  // Printable ASCII is Other, with no conjunct or emoji property.
  if (cp >= 0x20 && cp < 0x7f) return 0;
  const key = (cp << 7) | 0x7f;
  let low = 0;
  let high = runs.length - 1;
  // The last run starting at or before cp; runs[0] starts at U+0000.
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((runs[middle] ?? 0) <= key) low = middle;
    else high = middle - 1;
  }
  return (runs[low] ?? 0) & 0x7f;
}

/** The rules of UAX #29 over a text's code points, one at a time, by their packed properties. */
class Breaker {
  private started = false;
  private previous = 0;
  /** An odd number of regional indicators ends at the previous code point (GB12, GB13). */
  private oddRegional = false;
  /** 1 after `\p{Extended_Pictographic} Extend*`, 2 after that and a ZWJ (GB11). */
  private emoji = 0;
  /** 1 after `\p{InCB=Consonant} [\p{InCB=Extend}\p{InCB=Linker}]*`, 2 when a linker is among them (GB9c). */
  private conjunct = 0;

  /** Whether a cluster starts at a code point with the packed properties `value`. */
  isBoundary(value: number): boolean {
    const gcb = value & 0xf;
    const incb = (value >> 4) & 0x3;
    const pictographic = (value & 0x40) !== 0;
    const boundary = this.started ? this.breaks(gcb, incb, pictographic) : true;
    this.started = true;
    this.oddRegional = gcb === REGIONAL_INDICATOR ? !(this.previous === REGIONAL_INDICATOR && this.oddRegional) : false;
    if (pictographic) this.emoji = 1;
    else if (this.emoji === 1 && gcb === EXTEND) this.emoji = 1;
    else if (this.emoji === 1 && gcb === ZWJ) this.emoji = 2;
    else this.emoji = 0;
    if (incb === INCB_CONSONANT) this.conjunct = 1;
    else if (this.conjunct > 0 && incb === INCB_LINKER) this.conjunct = 2;
    else if (!(this.conjunct > 0 && incb === INCB_EXTEND)) this.conjunct = 0;
    this.previous = gcb;
    return boundary;
  }

  private breaks(gcb: number, incb: number, pictographic: boolean): boolean {
    const before = this.previous;
    if (before === CR && gcb === LF) return false; // GB3
    if (before === CONTROL || before === CR || before === LF) return true; // GB4
    if (gcb === CONTROL || gcb === CR || gcb === LF) return true; // GB5
    if (before === L && (gcb === L || gcb === V || gcb === LV || gcb === LVT)) return false; // GB6
    if ((before === LV || before === V) && (gcb === V || gcb === T)) return false; // GB7
    if ((before === LVT || before === T) && gcb === T) return false; // GB8
    if (gcb === EXTEND || gcb === ZWJ) return false; // GB9
    if (gcb === SPACING_MARK) return false; // GB9a
    if (before === PREPEND) return false; // GB9b
    if (this.conjunct === 2 && incb === INCB_CONSONANT) return false; // GB9c
    if (this.emoji === 2 && pictographic) return false; // GB11
    if (before === REGIONAL_INDICATOR && gcb === REGIONAL_INDICATOR && this.oddRegional) return false; // GB12, GB13
    return true; // GB999
  }
}

/** Where each cluster of `text` starts, as UTF-16 offsets, then `text.length` (just `[0]` for ""). */
export function graphemeBoundaries(text: string): number[] {
  const breaker = new Breaker();
  const starts: number[] = [];
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) ?? 0;
    if (breaker.isBoundary(graphemeProperty(cp))) starts.push(i);
    i += cp > 0xffff ? 2 : 1;
  }
  starts.push(text.length);
  return starts;
}

/** How many extended grapheme clusters `text` has. */
export function graphemeCount(text: string): number {
  const breaker = new Breaker();
  let count = 0;
  let i = 0;
  while (i < text.length) {
    const cp = text.codePointAt(i) ?? 0;
    if (breaker.isBoundary(graphemeProperty(cp))) count += 1;
    i += cp > 0xffff ? 2 : 1;
  }
  return count;
}

/** The extended grapheme clusters of `text`, in order. */
export function graphemes(text: string): string[] {
  const bounds = graphemeBoundaries(text);
  const out: string[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) out.push(text.slice(bounds[k], bounds[k + 1]));
  return out;
}
