// Uses the Swift that the binary SpeccBuildPlugin generated from specc/dose.yaml at build time.

let slots = DoseReminder.Slot.allCases.map(\.rawValue).joined(separator: ", ")
print("\(DoseReminder.specName) \(DoseReminder.specVersion): slots \(slots)")
