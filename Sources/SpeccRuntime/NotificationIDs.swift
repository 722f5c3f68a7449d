/// One integer id per notification id, for the platforms and plugins that want numbers (Android's
/// `NotificationManager.notify(id, …)` and `PendingIntent` request codes, Capacitor's
/// `LocalNotifications`): the same in Swift, Kotlin (`specc.runtime.NotificationIds`) and
/// TypeScript (`specc-ids.ts`), checked by the shared vectors in `Tests/Vectors/ids.json`.
///
/// The hash is 32-bit FNV-1a (Fowler, Noll, Vo; offset basis 0x811C9DC5, prime 0x01000193) over
/// the id's UTF-8 bytes, shifted right by one bit: a number in 0…2,147,483,647, which fits a
/// Java `int` and a JavaScript number with no sign. The bytes are UTF-8 (not UTF-16 code units),
/// so the 32-bit value is the published FNV-1a of the text (`""` → 0x811C9DC5, `"a"` →
/// 0xE40C292C, `"foobar"` → 0xBF9CF968) and a non-ASCII id hashes every byte. The low bit is
/// the one dropped because FNV-1a mixes it least (it is the parity of the bytes' low bits).
public enum NotificationIDs {
  /// The 32-bit FNV-1a hash of `id`'s UTF-8 bytes.
  public static func fnv1a32(_ id: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in id.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  /// The 31-bit integer id of a plan's string id: `fnv1a32(id) >> 1`.
  public static func numeric(_ id: String) -> Int32 {
    Int32(fnv1a32(id) >> 1)
  }
}
