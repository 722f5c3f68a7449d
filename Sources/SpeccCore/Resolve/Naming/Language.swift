/// A language specc generates, by the name `--lang` and `generator.languages` use (`kotlin`).
/// What specc knows of it is its `Backend` in a `BackendRegistry`.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let swift = Language("swift")
  public static let kotlin = Language("kotlin")
  public static let typescript = Language("typescript")

  public var description: String { rawValue }
  public static func < (a: Language, b: Language) -> Bool { a.rawValue < b.rawValue }
}
