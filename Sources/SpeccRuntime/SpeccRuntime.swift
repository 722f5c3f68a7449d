public enum SpeccRuntimeVersion { public static let value = "0.1.0" }
