import Testing

@testable import SpeccCore

@Suite struct GlobTests {
  @Test(arguments: [
    ("Specs/**/*.yaml", "Specs/a.yaml", true), ("Specs/**/*.yaml", "Specs/x/y/a.yaml", true),
    ("Specs/**", "Specs/drafts/b.yaml", true), ("Specs/*.yaml", "Specs/x/a.yaml", false),
    ("Specs/?.yaml", "Specs/a.yaml", true), ("Specs/?.yaml", "Specs/ab.yaml", false),
    ("*.yml", "a.yaml", false), ("**", "", true), ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false),
  ])
  func matches(_ pattern: String, _ path: String, _ expected: Bool) {
    #expect(Glob.matches(pattern, path) == expected)
  }

  @Test func aHostilePatternStaysFast() {
    let pattern = Array(repeating: "**", count: 40).joined(separator: "/") + "/x"
    let path = Array(repeating: "a", count: 200).joined(separator: "/")
    #expect(!Glob.matches(pattern, path))
    #expect(!Glob.matches(String(repeating: "*a", count: 50) + "b", String(repeating: "a", count: 200)))
  }
}
