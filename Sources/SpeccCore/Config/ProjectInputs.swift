import Foundation

extension ProjectConfig {
  /// What `specc lint` and `specc compile` read when given no spec files or folders: the folders
  /// (or files) the `include` globs of the configuration at `path` start from — `Specs` for
  /// `Specs/**/*.yaml` — or, without `include`, the configuration's own folder. Each run still
  /// filters the files found through `include` and `exclude`. Paths are relative to the current
  /// folder when the configuration is in it. Throws `InputError` when the file cannot be read or
  /// none of the places exists.
  public static func defaultInputs(of path: String) throws -> [String] {
    // Only `include` is read here; the run reads the file again, with its rule ids, and reports
    // its problems.
    let config = try load(path, ruleIDs: [])
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    func place(_ relative: String) -> String {
      if folder == current { return relative.isEmpty ? "." : relative }
      return relative.isEmpty ? folder : folder + "/" + relative
    }
    var places: [String] = []
    for start in config.starts {
      let candidate = place(start)
      if !places.contains(candidate) && FileManager.default.fileExists(atPath: candidate) { places.append(candidate) }
    }
    guard !places.isEmpty else {
      throw InputError(
        "no spec files: nothing that \(path)'s include (\(config.include.joined(separator: ", "))) names exists")
    }
    return places
  }

  /// The folders (or files), relative to this file's folder, that `specc lint` without paths
  /// searches: each `include` glob's literal start (`Specs` for `Specs/**/*.yaml`), or without
  /// `include` the folder itself ("").
  var starts: [String] {
    guard !include.isEmpty else { return [""] }
    return include.map { glob in
      var components = glob.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      while components.first == "." { components.removeFirst() }
      return components.prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
    }
  }

  /// Whether `specc lint` without paths, run under this configuration, lints the file at `path`:
  /// it lies in a place that run searches (`starts`), the folder search finds it there
  /// (`SpecSources.isFound`: *.yaml or *.yml, nothing hidden on the way), and `include` and
  /// `exclude` keep it. Every file is covered by the defaults (no `.specc.yml`). The language
  /// server leaves the YAML files it does not cover alone.
  func covers(_ path: String) -> Bool {
    guard self.path != nil else { return true }
    guard let relative = relative(path) else { return false }
    let found = starts.contains { start in
      if start.isEmpty { return SpecSources.isFound(relative) }
      if relative == start { return true }  // a file named by the include itself
      return relative.hasPrefix(start + "/") && SpecSources.isFound(String(relative.dropFirst(start.count + 1)))
    }
    return found && contributes(path)
  }
}
