import Foundation

extension ProjectConfig {
  /// What `specc lint` and `specc compile` read when given no spec files or folders: the folders
  /// (or files) the `include` globs of the configuration at `path` start from — `Specs` for
  /// `Specs/**/*.yaml` — or, without `include`, the configuration's own folder. Each run still
  /// filters the files found through `include` and `exclude`. Paths are relative to the current
  /// folder when the configuration is in it. Throws `InputError` when the file cannot be read or
  /// none of the places exists.
  public static func defaultInputs(of path: String) throws -> [String] {
    let config = try load(path)
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    func place(_ relative: String) -> String {
      if folder == current { return relative.isEmpty ? "." : relative }
      return relative.isEmpty ? folder : folder + "/" + relative
    }
    guard !config.include.isEmpty else { return [place("")] }
    var places: [String] = []
    for glob in config.include {
      var components = glob.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
      while components.first == "." { components.removeFirst() }
      let literal = components.prefix { !$0.contains(where: { "*?[{".contains($0) }) }
      let candidate = place(literal.joined(separator: "/"))
      if !places.contains(candidate) && FileManager.default.fileExists(atPath: candidate) { places.append(candidate) }
    }
    guard !places.isEmpty else {
      throw InputError(
        "no spec files: nothing that \(path)'s include (\(config.include.joined(separator: ", "))) names exists")
    }
    return places
  }
}
