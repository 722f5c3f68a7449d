import Foundation
import Testing

@testable import SpeccCore

/// `SoundFile.read` against the fixtures `scripts/make-sound-fixtures.py` writes (Fixtures/sounds,
/// each file built byte by byte from its format's reference, with a manifest of what it holds):
/// container and codec from the header whatever the name says, rate, channels and length; files
/// that are not sounds, truncated or headless are problems, never a crash. scripts/check-sounds.sh
/// regenerates the fixtures (they must be byte-identical) and reads them with mutagen too.
@Suite struct SoundFileTests {
  static let folder = Golden.fixtures.appendingPathComponent("sounds")

  struct Expected: Sendable, CustomTestStringConvertible {
    var name: String
    var container: String
    var codec: String
    var rate: Double?
    var channels: Int?
    var seconds: Double?
    var testDescription: String { name }
  }

  static var manifest: [Expected] {
    let text = (try? String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
      return Expected(
        name: field(0), container: field(1), codec: field(2), rate: Double(field(3)), channels: Int(field(4)),
        seconds: Double(field(5)))
    }
  }

  @Test func theManifestListsEveryFixture() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0 != "manifest.tsv" && !$0.hasPrefix(".") }.sorted()
    #expect(names == Self.manifest.map(\.name).sorted())
    #expect(Self.manifest.count >= 20)
  }

  @Test(arguments: manifest)
  func readsWhatTheFileHolds(_ expected: Expected) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(expected.name)))
    switch SoundFile.read(bytes) {
    case .success(let sound):
      #expect(expected.container != "unreadable", "\(expected.name) should not read, read as \(sound)")
      #expect(sound.container.rawValue == expected.container)
      #expect(sound.codec == expected.codec)
      #expect(sound.sampleRate == expected.rate)
      #expect(sound.channels == expected.channels)
      if let seconds = expected.seconds {
        let duration = try #require(sound.duration, "\(expected.name): no duration")
        #expect(abs(duration - seconds) < 0.001, "\(expected.name): \(duration) s, expected \(seconds) s")
      }
    case .failure(let problem):
      #expect(expected.container == "unreadable", "\(expected.name): \(problem.message) at byte \(problem.offset)")
      #expect(!problem.message.isEmpty)
    }
  }

  /// Every prefix of every fixture, and every fixture with one byte flipped, reads or fails
  /// without trapping (the reader's bounds checks), and a header never claims a negative length.
  @Test func damagedFilesNeverTrap() throws {
    for expected in Self.manifest {
      let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(expected.name)))
      let cuts = Set(Array(0..<min(bytes.count, 96)) + stride(from: 96, to: bytes.count, by: max(1, bytes.count / 64)))
      for cut in cuts.sorted() {
        if case .success(let sound) = SoundFile.read(Array(bytes.prefix(cut))) {
          #expect((sound.duration ?? 0) >= 0, "\(expected.name) cut at \(cut)")
        }
      }
      for index in 0..<min(bytes.count, 80) {
        var flipped = bytes
        flipped[index] ^= 0xFF
        if case .success(let sound) = SoundFile.read(flipped) {
          #expect((sound.duration ?? 0) >= 0, "\(expected.name) flipped at \(index)")
        }
      }
    }
  }
}
