import Foundation
import Testing

@testable import SpeccCore

/// Issue 27, item 4: `access_level` and `layout` are options the Swift printer reads while it
/// prints, not a rewrite of its text afterwards. The output is what the old rewrite made of the
/// default output (kept here as the reference), for every spec of the repository.
@Suite struct PrinterOptionsTests {
  /// The text rewrite the options replace: `file_by_spec` joined the files, dropping each part's
  /// three header lines; `internal` removed `public ` from the start of every line.
  static func rewritten(_ files: [OutputFile], _ options: PrinterOptions) -> [OutputFile] {
    var laidOut = files
    if options.layout == .fileBySpec, files.count > 1, let main = files.first(where: { !$0.name.contains("+") }) {
      var contents = main.contents
      for file in files where file.name != main.name {
        let body = file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
        contents += "\n// MARK: - \(file.name.dropLast(".swift".count))\n" + body.joined(separator: "\n")
      }
      laidOut = [OutputFile(name: main.name, contents: contents)]
    }
    guard options.access == .internal else { return laidOut }
    return laidOut.map { file in
      var file = file
      file.contents = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let indent = line.prefix { $0 == " " }
        let rest = line.dropFirst(indent.count)
        return rest.hasPrefix("public ") ? String(indent) + rest.dropFirst("public ".count) : String(line)
      }.joined(separator: "\n")
      return file
    }
  }

  static let specs: [URL] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folders = ["Specs", "Examples"].map { root.appendingPathComponent($0) }
    return folders.flatMap { folder in
      (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
        // Not the build folders of the example packages (their dependencies' and SwiftPM's YAML).
        .filter { $0.pathExtension == "yaml" && !$0.path.contains("/.build/") }
    }.sorted { $0.path < $1.path }
  }()

  @Test func theOptionsPrintWhatTheRewriteMade() throws {
    #expect(Self.specs.count > 5)
    let all: [PrinterOptions] = [
      .init(access: .internal, layout: .fileByKind), .init(access: .public, layout: .fileBySpec),
      .init(access: .internal, layout: .fileBySpec),
    ]
    for url in Self.specs {
      guard let spec = Pipeline.lint(bytes: Array(try Data(contentsOf: url)), path: url.lastPathComponent).spec
      else { continue }
      let code = CodeModel.build(spec)
      let plain = SwiftBackend(code).files()
      for options in all {
        let printed = SwiftBackend(code, options: options).files()
        let expected = Self.rewritten(plain, options)
        #expect(printed.map(\.name) == expected.map(\.name), "\(url.lastPathComponent)")
        #expect(printed.map(\.contents) == expected.map(\.contents), "\(url.lastPathComponent) \(options)")
      }
    }
  }
}
