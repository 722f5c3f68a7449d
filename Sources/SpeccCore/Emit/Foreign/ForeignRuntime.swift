import SpeccEmbeddedRuntimes

/// The runtime files a language's generated code imports (`SpeccRuntime.kt`, `specc-runtime.ts`
/// and their siblings): real source files under `Runtimes/<folder>/` in specc's repository,
/// compiled and tested by their own language's compiler, and embedded into specc at build time
/// by SwiftPM (`EmbeddedRuntimes`, `.embedInCode` resources). `EmbeddedRuntimeTests` checks that the
/// embedded copies equal the files.
enum ForeignRuntime {
  /// Every runtime file of `folder` (`kotlin`, `typescript`), sorted by name, each with specc's
  /// do-not-edit header naming its source.
  static func files(folder: String, languageName: String) -> [OutputFile] {
    (EmbeddedRuntimes.files[folder] ?? []).sorted { $0.name < $1.name }.map { file in
      OutputFile(
        name: file.name,
        contents: GeneratedHeader.marker
          + "specc's \(languageName) runtime (Runtimes/\(folder)/\(file.name)). Do not edit.\n"
          + file.text)
    }
  }
}
