/* eslint-disable */
// One integer id per notification id, for the plugins that want numbers (Capacitor's
// LocalNotifications, Android request codes): 32-bit FNV-1a over the id's UTF-8 bytes, shifted
// right by one bit, so 0..2,147,483,647 — the same number as Swift's `NotificationIDs.numeric` and
// Kotlin's `NotificationIds.numeric` (shared vectors: Tests/Vectors/ids.json). A lone surrogate is
// encoded as U+FFFD, as `TextEncoder` does.

/** The 32-bit FNV-1a hash of `id`'s UTF-8 bytes (unsigned). */
export function fnv1a32(id: string): number {
  let hash = 0x811c9dc5;
  const add = (byte: number): void => {
    hash = Math.imul(hash ^ byte, 0x01000193);
  };
  for (let index = 0; index < id.length; index += 1) {
    let point = id.charCodeAt(index);
    const next = index + 1 < id.length ? id.charCodeAt(index + 1) : 0;
    if (point >= 0xd800 && point <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      point = 0x10000 + ((point - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    } else if (point >= 0xd800 && point <= 0xdfff) {
      point = 0xfffd;
    }
    if (point < 0x80) {
      add(point);
    } else if (point < 0x800) {
      add(0xc0 | (point >> 6));
      add(0x80 | (point & 0x3f));
    } else if (point < 0x10000) {
      add(0xe0 | (point >> 12));
      add(0x80 | ((point >> 6) & 0x3f));
      add(0x80 | (point & 0x3f));
    } else {
      add(0xf0 | (point >> 18));
      add(0x80 | ((point >> 12) & 0x3f));
      add(0x80 | ((point >> 6) & 0x3f));
      add(0x80 | (point & 0x3f));
    }
  }
  return hash >>> 0;
}

/** The 31-bit integer id of a plan's string id. */
export function numericId(id: string): number {
  return fnv1a32(id) >>> 1;
}
