import Foundation
import Testing

@testable import SpeccCore

/// The committed docs are what specc generates now: docs/specs/ from Specs/, and docs/rules.md
/// from the rule descriptions.
@Suite struct GeneratedDocsTests {
  static let root = SpecsLintCleanTests.repositoryRoot
  static let regenerate = "swift run specc docs Specs --output docs/specs"

  /// Reads and decodes `Specs/<name>` with the path the committed pages name.
  static func spec(_ name: String) throws -> Spec {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Specs/\(name)")))
    return try #require(Pipeline.lint(bytes: bytes, path: "Specs/\(name)").spec, "Specs/\(name) did not decode")
  }

  /// `Specs/<name>` as its lint resolved it (with its symbol table, which the page's links read).
  static func resolved(_ name: String) throws -> ResolvedSpec {
    let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent("Specs/\(name)")))
    return try #require(Pipeline.lint(bytes: bytes, path: "Specs/\(name)").resolved, "Specs/\(name) did not decode")
  }

  static func committed(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test(arguments: SpecsLintCleanTests.specFiles)
  func committedPageIsCurrent(_ name: String) throws {
    let spec = try Self.resolved(name)
    let path = "docs/specs/\(DocsPage.fileName(for: spec.spec))"
    let committed = try #require(Self.committed(path), "\(path) is missing: run \(Self.regenerate)")
    let fresh = DocsPage.render(spec)
    #expect(
      committed == fresh,
      "\(path) is out of date: run \(Self.regenerate)\n\(FileChange(name: path, old: committed, new: fresh).diff(directory: ""))"
    )
  }

  @Test func docsSpecsHoldsNoStalePage() throws {
    let ids = try SpecsLintCleanTests.specFiles.map { try Self.spec($0).id.value + ".md" }
    let stale = try DocsFiles.stalePages(in: Self.root.appendingPathComponent("docs/specs").path, keeping: Set(ids))
    #expect(stale.isEmpty, "docs/specs has pages no spec generates: \(stale); run \(Self.regenerate)")
  }

  @Test func committedRulesPageIsCurrent() throws {
    let committed = try #require(Self.committed(RulesPage.committedPath), "docs/rules.md is missing")
    let fresh = RulesPage.render()
    #expect(
      committed == fresh,
      "docs/rules.md is out of date: run \(RulesPage.command)\n\(FileChange(name: "docs/rules.md", old: committed, new: fresh).diff(directory: ""))"
    )
  }

  @Test func docsTablesGuideIsCurrentAndNamesEveryKey() throws {
    let specs = try SpecsLintCleanTests.specFiles.map { SpecDocs(try Self.resolved($0)) }
    let path = Self.root.appendingPathComponent("docs/docs-tables.md").path
    let change = try DocsFiles.injectionChange(specs, file: path).get()
    #expect(
      change == nil,
      "docs/docs-tables.md is out of date: run swift run specc docs Specs --inject docs/docs-tables.md\n\(change?.diff(directory: "") ?? "")"
    )
    let guide = try #require(Self.committed("docs/docs-tables.md"))
    for key in DocsPage.keys {
      #expect(guide.contains("| `\(key)` |"), "docs/docs-tables.md does not document the block key \(key)")
    }
  }
}
