extension PlatformName {
  /// How people write the platform's name.
  var displayName: String {
    switch self {
    case .ios: "iOS"
    case .android: "Android"
    case .web: "Web"
    case .electron: "Electron"
    }
  }
}
