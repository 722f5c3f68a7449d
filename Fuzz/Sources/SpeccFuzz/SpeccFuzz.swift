import SpeccCore

/// libFuzzer entry point: runs the whole pipeline on one input — load, validate, decode, rules,
/// and for an error-free spec the Swift, Kotlin and TypeScript emitters — and renders every
/// diagnostic with its excerpt.
/// Any crash, trap, sanitizer report, leak or timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = Pipeline.lint(bytes: bytes, path: "fuzz.yaml")
  let reporter = TextReporter(colour: false)
  var total = 0
  // As the CLI does: one scan for line starts, not one per diagnostic.
  let lineStarts = result.diagnostics.isEmpty ? [] : TextReporter.lineStarts(of: bytes)
  for diagnostic in result.diagnostics {
    total &+= reporter.render(diagnostic, source: bytes, lineStarts: lineStarts).utf8.count
  }
  total &+= TextReporter.summary(result.diagnostics, files: 1).utf8.count
  if let spec = result.spec, !result.diagnostics.hasErrors {
    for language in BackendRegistry.standard.languages {
      for file in Compiler.outputs(for: [spec], language: language) {
        total &+= file.name.utf8.count &+ file.contents.utf8.count
      }
    }
  }
  return total == -1 ? 1 : 0
}
