// Uses the Swift that SpeccBuildPlugin generated from specc/daily.yaml at build time.

let slots = DailyDigest.Slot.allCases.map(\.rawValue).joined(separator: ", ")
print("\(DailyDigest.specName) \(DailyDigest.specVersion): slots \(slots)")
print(
  "iOS schedules \(DailyDigest.Platforms.iOS.windowDays) days ahead under a cap of \(DailyDigest.Platforms.iOS.pendingCap)"
)
for status in DailyDigest.StatusLabel.allCases {
  print("\(status.rawValue): \(status.label)")
}
