import Foundation
import SpeccRuntime
import Testing

/// The shared planner vectors (Tests/Vectors/planner.json, issue 19): random plans over the six
/// time zones of the planner's property tests, on and around their daylight-saving changes,
/// Lord Howe's 30-minute shift and Samoa's skipped day, planned and reconciled by SpeccRuntime.
/// `scripts/check-foreign.sh` runs the same cases on the JVM (Tests/Vectors/PlannerVectors.kt) and
/// node (Tests/Vectors/planner-vectors.ts). `SPECC_RECORD=1 swift test --filter PlannerVectorTests`
/// re-records the file (review the diff: a changed plan is a behaviour change in every language).
///
/// The random differential: `differential` plans 1,000 cases of a random seed (printed; set
/// `SPECC_PLANNER_SEED` to repeat one) and, with `SPECC_PLANNER_DIFFERENTIAL=<file>`, writes them
/// with Swift's plans for the Kotlin and TypeScript runners to require the same.
@Suite struct PlannerVectorTests {
  typealias S = Scheduling

  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Vectors/planner.json")

  static let about =
    "Shared planner vectors: random plans in six time zones around their daylight-saving changes, Lord Howe's 30-minute shift and Samoa's skipped day (2011-12-30), recorded from Swift's Scheduling (SPECC_RECORD=1 swift test --filter PlannerVectorTests) and required of Kotlin's and TypeScript's planners to the second. Instants are seconds since 1970. providedTime(item, date) is provided[item] with its minute plus the day of the month when providedDrift (mod 60), none when the day of the month is providedSkipDay. render: plain (title '<item> <kind>', body '<date> <hh:mm>'), skipReminders (nil for a reminder), skipOddDays (nil on an odd day of the month)."

  // MARK: - Running a case

  static func int(_ value: Any?) -> Int? { value as? Int }

  static func date(_ value: Any?) -> S.LocalDate? {
    guard let o = value as? [String: Any], let y = int(o["year"]), let m = int(o["month"]), let d = int(o["day"])
    else { return nil }
    return S.LocalDate(year: y, month: m, day: d)
  }

  static func time(_ value: Any?) -> S.LocalTime? {
    guard let o = value as? [String: Any], let h = int(o["hour"]), let m = int(o["minute"]) else { return nil }
    return S.LocalTime(hour: h, minute: m)
  }

  static func kindName(_ kind: S.Kind) -> String {
    switch kind {
    case .atTime: "at"
    case .reminder(let minutes): "reminder.\(minutes)"
    case .trigger: "trigger"
    }
  }

  static func hhmm(_ time: S.LocalTime) -> String {
    (time.hour < 10 ? "0" : "") + "\(time.hour):" + (time.minute < 10 ? "0" : "") + "\(time.minute)"
  }

  static func seconds(_ date: Date) -> Int { Int(date.timeIntervalSince1970.rounded(.down)) }

  /// Plans and reconciles one case: the `expect` object the three languages must produce.
  static func run(_ c: [String: Any]) -> [String: Any] {
    let zone = TimeZone(identifier: c["zone"] as? String ?? "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let items = (c["items"] as? [[String: Any]] ?? []).map { o in
      S.Item(
        id: o["id"] as? String ?? "", when: time(o["at"]).map(S.When.at) ?? .provided,
        weekdays: (o["weekdays"] as? [Int]).map(Set.init), from: date(o["from"]), until: date(o["until"]),
        reminderOffsets: o["reminderOffsets"] as? [Int] ?? [], template: o["template"] as? String,
        channel: o["channel"] as? String, category: o["category"] as? String, sound: o["sound"] as? String,
        reminderSound: o["reminderSound"] as? String)
    }
    let config = c["configuration"] as? [String: Any] ?? [:]
    let configuration = S.Configuration(
      windowDays: int(config["windowDays"]) ?? 0, cap: int(config["cap"]), reserve: int(config["reserve"]) ?? 0,
      refreshHours: int(config["refreshHours"]),
      triggers: (config["triggers"] as? [[String: Any]] ?? []).map {
        S.Trigger(id: $0["id"] as? String ?? "", per: $0["per"] as? String == "day" ? .day : .window)
      })
    var settings: [String: S.Settings.ItemSettings] = [:]
    for (id, value) in c["settings"] as? [String: Any] ?? [:] {
      let o = value as? [String: Any] ?? [:]
      settings[id] = S.Settings.ItemSettings(
        isOn: o["isOn"] as? Bool ?? true, reminderOffset: int(o["reminderOffset"]), time: time(o["time"]),
        sound: o["sound"] as? Bool ?? true, reminderSound: o["reminderSound"] as? Bool ?? true)
    }
    var times: [String: S.LocalTime] = [:]
    for (id, value) in c["provided"] as? [String: Any] ?? [:] { times[id] = time(value) }
    let provided = times
    let drift = c["providedDrift"] as? Bool ?? false
    let skipDay = int(c["providedSkipDay"])
    let render = c["render"] as? String ?? "plain"
    let input = S.Input(
      now: Date(timeIntervalSince1970: TimeInterval(int(c["now"]) ?? 0)), calendar: calendar,
      settings: S.Settings(items: settings),
      providedTime: { id, date in
        guard let base = provided[id], date.day != skipDay else { return nil }
        return S.LocalTime(hour: base.hour, minute: (base.minute + (drift ? date.day : 0)) % 60)
      },
      render: { o in
        if render == "skipReminders", case .reminder = o.kind { return nil }
        if render == "skipOddDays", o.date.day % 2 == 1 { return nil }
        return TemplateRendering.RenderedNotification(
          title: "\(o.itemID) \(kindName(o.kind))", body: "\(o.date) \(hhmm(o.time))")
      })
    let plan = S.plan(items: items, configuration: configuration, input: input)
    let pending = (c["pending"] as? [[String: Any]] ?? []).map {
      S.PendingRequest(
        id: $0["id"] as? String ?? "", fireDate: int($0["fire"]).map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }
    let work = S.reconcile(pending: pending, plan: plan)
    func note(_ n: S.Notification) -> [String: Any] {
      var o: [String: Any] = [
        "id": n.id, "fire": seconds(n.fireDate), "title": n.title, "body": n.body, "thread": n.threadIdentifier,
      ]
      if let channel = n.channel { o["channel"] = channel }
      if let category = n.category { o["category"] = category }
      if let sound = n.sound { o["sound"] = sound }
      return o
    }
    return [
      "notifications": plan.notifications.map(note),
      "leftOut": plan.leftOut.map { ["id": $0.id, "fire": seconds($0.fireDate)] as [String: Any] },
      "refresh": seconds(plan.refreshDate),
      "cancel": work.cancel,
      "add": work.add.map(\.id),
    ]
  }

  // MARK: - Generating cases

  /// PlannerTests' seeded SplitMix64.
  typealias Random = PlannerTests.Random

  /// The six zones and days on which their clocks change (or a skipped day, or none in UTC).
  static let zones: [(zone: String, days: [(Int, Int, Int)])] = [
    ("America/New_York", [(2026, 3, 8), (2026, 11, 1), (2024, 3, 10), (2024, 11, 3)]),
    ("Europe/London", [(2026, 3, 29), (2026, 10, 25), (2025, 3, 30), (2025, 10, 26)]),
    ("Australia/Lord_Howe", [(2026, 4, 5), (2026, 10, 4), (2025, 4, 6), (2025, 10, 5)]),
    ("Asia/Tehran", [(2021, 3, 22), (2021, 9, 22), (2019, 3, 22), (2022, 9, 22), (2026, 3, 21)]),
    ("Pacific/Apia", [(2011, 12, 29), (2011, 12, 30), (2011, 12, 31), (2011, 9, 24), (2021, 4, 4), (2020, 9, 27)]),
    ("UTC", [(2026, 3, 8), (2024, 2, 29), (2026, 12, 31)]),
  ]

  static func json(_ date: S.LocalDate) -> [String: Any] { ["year": date.year, "month": date.month, "day": date.day] }
  static func json(_ time: S.LocalTime) -> [String: Any] { ["hour": time.hour, "minute": time.minute] }

  /// `days` after `date` (Foundation's Gregorian calendar in UTC, independent of the planner).
  static func shift(_ date: S.LocalDate, _ days: Int) -> S.LocalDate {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    guard let start = utc.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)),
      let moved = utc.date(byAdding: .day, value: days, to: start)
    else { return date }
    let parts = utc.dateComponents([.year, .month, .day], from: moved)
    return S.LocalDate(year: parts.year ?? date.year, month: parts.month ?? date.month, day: parts.day ?? date.day)
  }

  static func randomTime(_ r: inout Random) -> S.LocalTime {
    // Often near midnight and the small hours, where clocks change.
    r.chance(50)
      ? r.pick([
        S.LocalTime(hour: 0, minute: 0), .init(hour: 0, minute: 30), .init(hour: 1, minute: 0),
        .init(hour: 1, minute: 30), .init(hour: 2, minute: 0), .init(hour: 2, minute: 15), .init(hour: 2, minute: 30),
        .init(hour: 3, minute: 0), .init(hour: 23, minute: 30), .init(hour: 23, minute: 59),
      ]) : S.LocalTime(hour: r.int(0...23), minute: r.int(0...59))
  }

  /// A random case in `zone` around one of its clock changes (or a random day), with its pending
  /// requests made from Swift's own plan (kept, moved, stale and doubled ids).
  static func randomCase(_ r: inout Random, name: String, zoneIndex: Int) -> [String: Any] {
    let (zone, days) = zones[zoneIndex]
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
    let pivot: S.LocalDate
    if r.chance(80) {
      let day = r.pick(days)
      pivot = shift(S.LocalDate(year: day.0, month: day.1, day: day.2), r.int(-2...1))
    } else {
      pivot = S.LocalDate(year: r.int(2005...2035), month: r.int(1...12), day: r.int(1...28))
    }
    let nowTime = randomTime(&r)
    let start =
      S.instant(pivot, nowTime, in: calendar)
      ?? S.instant(shift(pivot, 1), nowTime, in: calendar)
      ?? Date(timeIntervalSince1970: 0)
    let now = seconds(start) + (r.chance(30) ? r.int(-3_600...3_600) : 0)
    var ids = ["a", "b", "0800", "fajr", "x_y", "Zed", "mid.night", "isha"]
    var items: [[String: Any]] = []
    var settings: [String: Any] = [:]
    var provided: [String: Any] = [:]
    for _ in 0..<r.int(1...5) {
      let id = ids.remove(at: r.int(0...(ids.count - 1)))
      var item: [String: Any] = ["id": id]
      let fixed = r.chance(70)
      if fixed { item["at"] = json(randomTime(&r)) } else { provided[id] = json(randomTime(&r)) }
      if r.chance(25) { item["weekdays"] = (1...7).filter { _ in r.chance(50) } }
      if r.chance(15) { item["from"] = json(shift(pivot, r.int(-1...2))) }
      if r.chance(15) { item["until"] = json(shift(pivot, r.int(0...3))) }
      let offsets = [5, 10, 30, 60, 150, 1_440].filter { _ in r.chance(30) }
      item["reminderOffsets"] = offsets
      if r.chance(40) { item["template"] = r.pick(["daily", "dose_due"]) }
      if r.chance(40) { item["channel"] = r.pick(["app.daily", "app.prayers"]) }
      if r.chance(30) { item["category"] = "CATEGORY_\(r.int(1...2))" }
      if r.chance(40) { item["sound"] = r.pick(["adhan.caf", "chime.wav"]) }
      if r.chance(40) { item["reminderSound"] = "reminder.wav" }
      items.append(item)
      if r.chance(90) {
        var s: [String: Any] = ["isOn": r.chance(85), "sound": r.chance(80), "reminderSound": r.chance(80)]
        if !offsets.isEmpty, r.chance(60) { s["reminderOffset"] = r.pick(offsets) }
        if r.chance(5) { s["reminderOffset"] = 7 }  // not offered: no reminder
        if fixed, r.chance(20) { s["time"] = json(randomTime(&r)) }
        settings[id] = s
      }
    }
    var configuration: [String: Any] = ["windowDays": r.chance(3) ? 0 : r.int(1...4), "reserve": r.int(0...6)]
    if r.chance(85) { configuration["cap"] = r.int(1...40) }
    if r.chance(60) { configuration["refreshHours"] = r.pick([1, 6, 12, 24, 48]) }
    configuration["triggers"] = (0..<r.pick([0, 0, 1, 1, 2])).map { index in
      ["id": index == 0 ? "midnight" : "refresh", "per": r.chance(50) ? "day" : "window"] as [String: Any]
    }
    var c: [String: Any] = [
      "name": name, "zone": zone, "now": now, "items": items, "configuration": configuration, "settings": settings,
      "provided": provided, "providedDrift": r.chance(50),
      "render": r.pick(["plain", "plain", "skipReminders", "skipOddDays"]),
    ]
    if r.chance(30) { c["providedSkipDay"] = r.int(1...31) }
    // Pending: some of Swift's own plan (with, without or with a moved fire date), a stale id, a double.
    let own = run(c)["notifications"] as? [[String: Any]] ?? []
    var pending: [[String: Any]] = []
    for note in own where r.chance(60) {
      var request: [String: Any] = ["id": note["id"] ?? ""]
      let fire = note["fire"] as? Int ?? 0
      switch r.int(0...9) {
      case 0: request["fire"] = fire + 3_600
      case 1...3: break
      default: request["fire"] = fire
      }
      pending.append(request)
      if r.chance(5) { pending.append(request) }
    }
    if r.chance(50) { pending.append(["id": "a.at.2000-01-01"]) }
    c["pending"] = pending
    return c
  }

  /// Hand-picked cases: each zone's gap, overlap and skipped day with the items that land in them.
  static func namedCases() -> [[String: Any]] {
    func at(_ id: String, _ h: Int, _ m: Int, offsets: [Int] = []) -> [String: Any] {
      ["id": id, "at": ["hour": h, "minute": m], "reminderOffsets": offsets]
    }
    func on(_ ids: [String], offset: Int? = nil) -> [String: Any] {
      Dictionary(
        uniqueKeysWithValues: ids.map { id in
          var s: [String: Any] = ["isOn": true]
          if let offset { s["reminderOffset"] = offset }
          return (id, s as Any)
        })
    }
    func utc(_ zone: String, _ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Int {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: zone) ?? calendar.timeZone
      return seconds(
        S.instant(S.LocalDate(year: y, month: m, day: d), S.LocalTime(hour: h, minute: min), in: calendar)
          ?? Date(timeIntervalSince1970: 0))
    }
    let window: [String: Any] = [
      "windowDays": 3, "reserve": 0, "triggers": [["id": "midnight", "per": "day"]] as [[String: Any]],
    ]
    func named(
      _ name: String, _ zone: String, _ now: Int, _ items: [[String: Any]], offset: Int? = nil, triggers: Bool = true
    ) -> [String: Any] {
      [
        "name": name, "zone": zone, "now": now, "items": items,
        "configuration": triggers ? window : ["windowDays": 3, "reserve": 0] as [String: Any],
        "settings": on(items.compactMap { $0["id"] as? String }, offset: offset), "render": "plain",
        "pending": [] as [Any],
      ]
    }
    let small = [at("gap", 2, 30, offsets: [30]), at("overlap", 1, 30, offsets: [60]), at("midnight", 0, 0)]
    return [
      named(
        "new-york spring forward: 02:30 fires at 03:30", "America/New_York", utc("America/New_York", 2026, 3, 7, 12, 0),
        small, offset: 30),
      named(
        "new-york fall back: 01:30 fires at its first", "America/New_York",
        utc("America/New_York", 2026, 10, 31, 12, 0), small, offset: 60),
      named(
        "london spring forward at 01:00", "Europe/London", utc("Europe/London", 2026, 3, 28, 12, 0),
        [at("one", 1, 15), at("two", 2, 0)]),
      named(
        "london fall back at 02:00", "Europe/London", utc("Europe/London", 2026, 10, 24, 12, 0),
        [at("one", 1, 15), at("two", 2, 0)]),
      named(
        "lord-howe: a 30-minute gap at 02:00", "Australia/Lord_Howe", utc("Australia/Lord_Howe", 2026, 10, 3, 12, 0),
        [at("gap", 2, 10), at("edge", 2, 30)]),
      named(
        "lord-howe: a 30-minute overlap at 01:30", "Australia/Lord_Howe", utc("Australia/Lord_Howe", 2026, 4, 4, 12, 0),
        [at("overlap", 1, 45), at("after", 2, 0)]),
      named(
        "tehran: midnight does not exist (2021-03-22)", "Asia/Tehran", utc("Asia/Tehran", 2021, 3, 20, 12, 0), small,
        offset: 30),
      named(
        "tehran: 23:30 twice (2021-09-21)", "Asia/Tehran", utc("Asia/Tehran", 2021, 9, 20, 12, 0),
        [at("late", 23, 30), at("midnight", 0, 0)]),
      named(
        "apia: 2011-12-30 skipped, the window's end is 12-31 00:00", "Pacific/Apia",
        utc("Pacific/Apia", 2011, 12, 27, 12, 0), [at("morning", 8, 0, offsets: [1_440])], offset: 1_440,
        triggers: false),
      named(
        "apia: a window ending on the skipped day", "Pacific/Apia", utc("Pacific/Apia", 2011, 12, 28, 9, 0),
        [at("late", 23, 59)], triggers: false),
      named(
        "utc: a leap day", "UTC", utc("UTC", 2024, 2, 28, 23, 0), [at("noon", 12, 0, offsets: [1_440])], offset: 1_440),
    ]
  }

  static func cases(seed: UInt64, count: Int) -> [[String: Any]] {
    var r = Random(state: seed)
    return (0..<count).map { index in
      randomCase(&r, name: "\(zones[index % zones.count].zone) #\(index)", zoneIndex: index % zones.count)
    }
  }

  /// One case per line, keys sorted: small diffs when a plan changes.
  static func text(_ cases: [[String: Any]], about: String) throws -> String {
    let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
    let head = try JSONSerialization.data(withJSONObject: [about], options: options)
    let lines = try cases.map {
      try String(decoding: JSONSerialization.data(withJSONObject: $0, options: options), as: UTF8.self)
    }
    let aboutText = String(decoding: head, as: UTF8.self).dropFirst().dropLast()
    return "{\n\"about\": \(aboutText),\n\"cases\": [\n" + lines.joined(separator: ",\n") + "\n]\n}\n"
  }

  static func withExpectations(_ cases: [[String: Any]]) -> [[String: Any]] {
    cases.map { c in
      var c = c
      c["expect"] = run(c)
      return c
    }
  }

  // MARK: - Tests

  @Test func theCommittedVectorsAreSwiftsPlans() throws {
    if ProcessInfo.processInfo.environment["SPECC_RECORD"] != nil {
      let cases = Self.namedCases() + Self.cases(seed: 19, count: 240)
      try Self.text(Self.withExpectations(cases), about: Self.about).write(
        to: Self.file, atomically: true, encoding: .utf8)
      return
    }
    let committed = try String(contentsOf: Self.file, encoding: .utf8)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(committed.utf8)) as? [String: Any])
    let cases = json["cases"] as? [[String: Any]] ?? []
    #expect(cases.count >= 200, "the vector file lost its cases")
    let zones = Set(cases.compactMap { $0["zone"] as? String })
    #expect(zones == Set(Self.zones.map(\.zone)))
    for c in cases {
      let expected = try #require(c["expect"] as? [String: Any], "\(c["name"] ?? "?") has no expect")
      #expect(
        NSDictionary(dictionary: expected) == NSDictionary(dictionary: Self.run(c)),
        "\(c["name"] ?? "?"): re-record with SPECC_RECORD=1 swift test --filter PlannerVectorTests")
    }
    // The file is what the recorder writes, byte for byte.
    #expect(try Self.text(Self.withExpectations(cases), about: Self.about) == committed)
  }

  @Test func theNamedCasesShowTheirPoint() {
    let named = Self.withExpectations(Self.namedCases())
    func expect(_ index: Int) -> [String: Any] { named[index]["expect"] as? [String: Any] ?? [:] }
    func ids(_ index: Int) -> [String] {
      (expect(index)["notifications"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
    // Samoa: no occurrence on the skipped day; the window (12-27 … 12-29) ends at 12-31 00:00 local.
    #expect(!ids(8).contains { $0.contains("2011-12-30") })
    // 2011-12-31 00:00 in Apia (UTC+14) is 2011-12-30 10:00 UTC, whether the window's last day
    // is 12-29 (the day after was skipped; this was `now` before) or 12-30 (the skipped day).
    #expect(expect(8)["refresh"] as? Int == 1_325_239_200)
    #expect(expect(9)["refresh"] as? Int == 1_325_239_200)
  }

  @Test func differential() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["SPECC_PLANNER_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...999_999_999)
    let count = environment["SPECC_PLANNER_CASES"].flatMap(Int.init) ?? 1_000
    print("planner differential: seed \(seed), \(count) cases (SPECC_PLANNER_SEED=\(seed) to repeat)")
    let cases = Self.withExpectations(Self.cases(seed: seed, count: count))
    // Swift against itself: planning is deterministic.
    for c in cases.prefix(50) {
      #expect(NSDictionary(dictionary: c["expect"] as? [String: Any] ?? [:]) == NSDictionary(dictionary: Self.run(c)))
    }
    if let path = environment["SPECC_PLANNER_DIFFERENTIAL"] {
      let about =
        "Random planner differential, seed \(seed): SPECC_PLANNER_SEED=\(seed) scripts/check-foreign.sh repeats it."
      try Self.text(cases, about: about).write(toFile: path, atomically: true, encoding: .utf8)
    }
  }
}
