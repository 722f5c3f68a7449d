import Foundation

/// Lints many files on every core; results come back in input order.
enum LintRunner {
  /// Reads and lints each path under the configuration at the same index of `configs`: in its
  /// languages (or `languages`, from `--lang`), at its severities. A file that cannot be read is
  /// an `InputError`.
  static func lint(
    paths: [String], configs: [ProjectConfig], limits: LoadLimits = .default, languages: [Language]? = nil,
    backends: BackendRegistry = .standard, rules: RuleRegistry = .standard
  ) throws -> [LintResult] {
    let box = ResultBox(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      do {
        let file = try SpecSources.read(paths[index], limit: limits.maxFileBytes)
        let config = configs.indices.contains(index) ? configs[index] : .defaults
        let result = config.lint(
          read: YAMLReader.read(file.bytes, limits: limits), bytes: file.bytes, path: file.path, limits: limits,
          languages: languages, backends: backends, rules: rules)
        box.set(index, .success(result))
      } catch {
        box.set(index, .failure(InputError("cannot read \(paths[index])")))
      }
    }
    return try box.values().map { try $0.get() }
  }
}

/// Slots filled from concurrent iterations, each index exactly once.
private final class ResultBox: @unchecked Sendable {
  private var slots: [Result<LintResult, InputError>?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<LintResult, InputError>) {
    lock.withLock { slots[index] = value }
  }

  func values() -> [Result<LintResult, InputError>] {
    lock.withLock { slots.map { $0 ?? .failure(InputError("internal: missing result")) } }
  }
}
