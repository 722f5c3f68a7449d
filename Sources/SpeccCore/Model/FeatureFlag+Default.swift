extension FeatureFlag {
  /// The default read as a decimal integer (`20`, `-5`), when the flag is an integer flag and
  /// its default is one.
  var integerDefault: Int? {
    guard type.value == .integer else { return nil }
    let text = defaultValue.value
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
    return Int(text)
  }

  /// The default read as `true` or `false`, when the flag is a boolean flag and its default is one.
  var booleanDefault: Bool? {
    guard type.value == .boolean else { return nil }
    switch defaultValue.value {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// True when the default reads as the flag's type (any text is a string).
  var defaultMatchesType: Bool {
    switch type.value {
    case .string: true
    case .integer: integerDefault != nil
    case .boolean: booleanDefault != nil
    }
  }
}
