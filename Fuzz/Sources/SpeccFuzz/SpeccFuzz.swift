import SpeccCore

/// libFuzzer entry point: runs the whole pipeline on one input and renders every diagnostic with
/// its excerpt. Any crash, trap, sanitizer report, leak or timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let result = Pipeline.lint(bytes: bytes, path: "fuzz.yaml")
  let reporter = TextReporter(colour: false)
  var total = 0
  for diagnostic in result.diagnostics {
    total &+= reporter.render(diagnostic, source: bytes).utf8.count
  }
  _ = TextReporter.summary(result.diagnostics, files: 1)
  return total == -1 ? 1 : 0
}
