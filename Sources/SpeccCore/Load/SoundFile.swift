/// What a sound asset holds, read from its header (never from its name): the container, the codec
/// of its audio data, and its length. Issue 29 checks a notification sound against what each
/// platform plays with it; this is the reading half, with no platform fact in it.
///
/// Containers read, each from its own reference:
/// - WAVE (RIFF): the `fmt ` chunk's format tag (Microsoft's WAVE format codes; 0xFFFE
///   `WAVE_FORMAT_EXTENSIBLE` reads its sub-format), the `data` chunk's length ÷ the byte rate, or
///   for a compressed format the `fact` chunk's sample count ÷ the rate.
/// - AIFF and AIFF-C (Apple's "Audio Interchange File Format" 1.3 and AIFF-C draft): the `COMM`
///   chunk's frame count and 80-bit extended sample rate, and AIFF-C's compression type.
/// - CAF (Apple's Core Audio Format Specification): the `desc` chunk's format ID and packet sizes,
///   the `data` chunk's length (after its 4-byte edit count) or the `pakt` chunk's valid frames.
/// - MPEG audio (ISO/IEC 11172-3, 13818-3; ID3v2.4's tag header): an optional ID3v2 tag, then
///   frames; the length from a Xing/Info frame count, else by walking every frame.
/// - Ogg (RFC 3533) with Vorbis (Vorbis I specification) or Opus (RFC 7845): the first packet's
///   codec and rate, the last page's granule position.
/// - FLAC (RFC 9639): STREAMINFO's sample rate and total samples.
/// - MPEG-4 (ISO/IEC 14496-12): recognised by its `ftyp` box; the `mvhd` box's duration.
public struct SoundFile: Sendable, Hashable {
  public enum Container: String, Sendable, Hashable, CaseIterable {
    case wav, aiff, aifc, caf, mp3, ogg, flac, mp4
  }

  /// The codec of the audio data, normalised across containers: `lpcm` (linear PCM, integer or
  /// float), `ima4` (IMA/ADPCM), `ulaw`, `alaw`, `mp3`, `mp2`, `mp1`, `vorbis`, `opus`, `flac`,
  /// `aac`; anything else as the container names it (a WAVE format tag as `wav-0x0002`, a CAF or
  /// AIFF-C four-character code as itself).
  public var codec: String
  public var container: Container
  public var sampleRate: Double?
  public var channels: Int?
  /// Seconds, when the header says; `nil` when it cannot be known without decoding.
  public var duration: Double?

  public init(container: Container, codec: String, sampleRate: Double?, channels: Int?, duration: Double?) {
    self.container = container
    self.codec = codec
    self.sampleRate = sampleRate
    self.channels = channels
    self.duration = duration
  }

  /// Why a file could not be read: a message and the byte offset it concerns.
  public struct Problem: Error, Sendable, Hashable {
    public var message: String
    public var offset: Int
  }

  /// Reads `bytes`. Never traps: a truncated or malformed header is a `Problem`.
  public static func read(_ bytes: [UInt8]) -> Result<SoundFile, Problem> {
    let data = Bytes(bytes)
    if data.matches("RIFF", at: 0) && data.matches("WAVE", at: 8) { return readWAVE(data) }
    if data.matches("FORM", at: 0) && (data.matches("AIFF", at: 8) || data.matches("AIFC", at: 8)) {
      return readAIFF(data)
    }
    if data.matches("caff", at: 0) { return readCAF(data) }
    if data.matches("OggS", at: 0) { return readOgg(data) }
    if data.matches("fLaC", at: 0) { return readFLAC(data) }
    if data.matches("ftyp", at: 4) { return readMP4(data) }
    if data.matches("ID3", at: 0) || data.mpegHeader(at: 0) != nil { return readMPEG(data) }
    return .failure(
      Problem(message: "not a sound file specc can read (WAVE, AIFF, CAF, MP3, Ogg, FLAC or MPEG-4)", offset: 0))
  }

  // MARK: WAVE

  private static func readWAVE(_ data: Bytes) -> Result<SoundFile, Problem> {
    var format: (tag: Int, channels: Int, rate: Int, byteRate: Int)?
    var dataLength: Int?
    var factSamples: Int?
    var offset = 12
    while offset + 8 <= data.count {
      guard let size = data.uint32LE(at: offset + 4) else { break }
      let body = offset + 8
      if data.matches("fmt ", at: offset) {
        guard size >= 16, let tag = data.uint16LE(at: body), let channels = data.uint16LE(at: body + 2),
          let rate = data.uint32LE(at: body + 4), let byteRate = data.uint32LE(at: body + 8)
        else { return .failure(Problem(message: "the WAVE fmt chunk is shorter than 16 bytes", offset: offset)) }
        var code = tag
        if tag == 0xFFFE {
          guard size >= 40, let sub = data.uint16LE(at: body + 24) else {
            return .failure(Problem(message: "the WAVE extensible fmt chunk has no sub-format", offset: offset))
          }
          code = sub
        }
        format = (code, channels, rate, byteRate)
      } else if data.matches("data", at: offset) {
        dataLength = min(size, data.count - body)
      } else if data.matches("fact", at: offset), size >= 4 {
        factSamples = data.uint32LE(at: body)
      }
      offset = body + size + (size & 1)
    }
    guard let format else { return .failure(Problem(message: "the WAVE file has no fmt chunk", offset: 12)) }
    let codec: String
    switch format.tag {
    case 1, 3: codec = "lpcm"
    case 6: codec = "alaw"
    case 7: codec = "ulaw"
    case 0x11: codec = "ima4"
    case 0x55: codec = "mp3"
    default: codec = "wav-0x" + hex(format.tag, digits: 4)
    }
    // A compressed format's length in samples is its `fact` chunk's; PCM's is the data's length.
    var duration = dataLength.flatMap { length in format.byteRate > 0 ? Double(length) / Double(format.byteRate) : nil }
    if codec != "lpcm", let factSamples, format.rate > 0 { duration = Double(factSamples) / Double(format.rate) }
    return .success(
      SoundFile(
        container: .wav, codec: codec, sampleRate: Double(format.rate), channels: format.channels, duration: duration))
  }

  // MARK: AIFF, AIFF-C

  private static func readAIFF(_ data: Bytes) -> Result<SoundFile, Problem> {
    let compressed = data.matches("AIFC", at: 8)
    var offset = 12
    while offset + 8 <= data.count {
      guard let size = data.uint32BE(at: offset + 4) else { break }
      let body = offset + 8
      if data.matches("COMM", at: offset) {
        guard size >= 18, let channels = data.uint16BE(at: body), let frames = data.uint32BE(at: body + 2),
          let rate = data.extended80(at: body + 8)
        else { return .failure(Problem(message: "the AIFF COMM chunk is shorter than 18 bytes", offset: offset)) }
        var codec = "lpcm"
        if compressed {
          guard size >= 22, let type = data.fourCC(at: body + 18) else {
            return .failure(Problem(message: "the AIFF-C COMM chunk has no compression type", offset: offset))
          }
          switch type {
          case "NONE", "sowt", "twos", "raw ", "fl32", "FL32", "fl64", "FL64", "in24", "in32", "23ni", "42ni":
            codec = "lpcm"
          case "ulaw", "ULAW": codec = "ulaw"
          case "alaw", "ALAW": codec = "alaw"
          case "ima4": codec = "ima4"
          default: codec = type.trimmingTrailingSpaces
          }
        }
        let duration = rate > 0 ? Double(frames) / rate : nil
        return .success(
          SoundFile(
            container: compressed ? .aifc : .aiff, codec: codec, sampleRate: rate, channels: channels,
            duration: duration))
      }
      offset = body + size + (size & 1)
    }
    return .failure(Problem(message: "the AIFF file has no COMM chunk", offset: 12))
  }

  // MARK: CAF

  private static func readCAF(_ data: Bytes) -> Result<SoundFile, Problem> {
    var description: (rate: Double, format: String, bytesPerPacket: Int, framesPerPacket: Int, channels: Int)?
    var dataLength: Int?
    var validFrames: Int?
    var offset = 8
    while offset + 12 <= data.count {
      guard let rawSize = data.int64BE(at: offset + 4) else { break }
      let body = offset + 12
      let remaining = data.count - body
      let length = rawSize < 0 || rawSize > Int64(remaining) ? remaining : Int(rawSize)
      if data.matches("desc", at: offset) {
        guard length >= 32, let rate = data.float64BE(at: body), let format = data.fourCC(at: body + 8),
          let bytesPerPacket = data.uint32BE(at: body + 16), let framesPerPacket = data.uint32BE(at: body + 20),
          let channels = data.uint32BE(at: body + 24)
        else { return .failure(Problem(message: "the CAF desc chunk is shorter than 32 bytes", offset: offset)) }
        description = (rate, format, bytesPerPacket, framesPerPacket, channels)
      } else if data.matches("data", at: offset) {
        dataLength = max(0, length - 4)  // the chunk starts with a 4-byte edit count
      } else if data.matches("pakt", at: offset) {
        if length >= 16, let frames = data.int64BE(at: body + 8), frames >= 0 { validFrames = Int(frames) }
      }
      if rawSize < 0 { break }
      offset = body + length
    }
    guard let description else { return .failure(Problem(message: "the CAF file has no desc chunk", offset: 8)) }
    let codec: String
    switch description.format {
    case "lpcm": codec = "lpcm"
    case "ima4": codec = "ima4"
    case "ulaw": codec = "ulaw"
    case "alaw": codec = "alaw"
    case ".mp3": codec = "mp3"
    case "aac ": codec = "aac"
    case "flac": codec = "flac"
    case "opus": codec = "opus"
    default: codec = description.format.trimmingTrailingSpaces
    }
    var duration: Double?
    if description.rate > 0 {
      if let validFrames {
        duration = Double(validFrames) / description.rate
      } else if let dataLength, description.bytesPerPacket > 0, description.framesPerPacket > 0 {
        let packets = dataLength / description.bytesPerPacket
        duration = Double(packets) * Double(description.framesPerPacket) / description.rate
      }
    }
    return .success(
      SoundFile(
        container: .caf, codec: codec, sampleRate: description.rate, channels: description.channels,
        duration: duration))
  }

  // MARK: MPEG audio

  private static func readMPEG(_ data: Bytes) -> Result<SoundFile, Problem> {
    var offset = 0
    if data.matches("ID3", at: 0) {
      guard let flags = data.byte(at: 5), let size = data.syncsafe(at: 6) else {
        return .failure(Problem(message: "the ID3v2 tag header is shorter than 10 bytes", offset: 0))
      }
      offset = 10 + size + (flags & 0x10 != 0 ? 10 : 0)
      while offset < data.count, data.byte(at: offset) == 0 { offset += 1 }  // padding after the tag
    }
    guard let first = data.mpegHeader(at: offset) else {
      return .failure(Problem(message: "no MPEG audio frame where the first one should start", offset: offset))
    }
    var duration: Double?
    // A Xing or Info frame (LAME) carries the frame count: the length without walking the file.
    let sideInfo = first.version == 1 ? (first.channels == 1 ? 17 : 32) : (first.channels == 1 ? 9 : 17)
    let tagAt = offset + 4 + sideInfo
    if data.matches("Xing", at: tagAt) || data.matches("Info", at: tagAt), let flags = data.uint32BE(at: tagAt + 4),
      flags & 1 != 0, let frames = data.uint32BE(at: tagAt + 8)
    {
      duration = Double(frames * first.samplesPerFrame) / Double(first.sampleRate)
    } else {
      var samples = 0
      var at = offset
      while let frame = data.mpegHeader(at: at) {
        samples += frame.samplesPerFrame
        at += frame.length
      }
      duration = Double(samples) / Double(first.sampleRate)
    }
    let codec = ["mp1", "mp2", "mp3"][first.layer - 1]
    return .success(
      SoundFile(
        container: .mp3, codec: codec, sampleRate: Double(first.sampleRate), channels: first.channels,
        duration: duration))
  }

  // MARK: Ogg

  private static func readOgg(_ data: Bytes) -> Result<SoundFile, Problem> {
    guard let segments = data.byte(at: 26) else {
      return .failure(Problem(message: "the first Ogg page header is shorter than 27 bytes", offset: 0))
    }
    let packet = 27 + segments
    let codec: String
    let rate: Double
    var preSkip = 0
    var channels: Int?
    if data.byte(at: packet) == 1 && data.matches("vorbis", at: packet + 1) {
      guard let sampleRate = data.uint32LE(at: packet + 12) else {
        return .failure(Problem(message: "the Vorbis identification header is truncated", offset: packet))
      }
      codec = "vorbis"
      rate = Double(sampleRate)
      channels = data.byte(at: packet + 11)
    } else if data.matches("OpusHead", at: packet) {
      guard let skip = data.uint16LE(at: packet + 10) else {
        return .failure(Problem(message: "the Opus identification header is truncated", offset: packet))
      }
      codec = "opus"
      rate = 48_000  // RFC 7845: granule positions count 48 kHz samples whatever the input rate
      preSkip = skip
      channels = data.byte(at: packet + 9)
    } else {
      return .failure(Problem(message: "the Ogg stream is neither Vorbis nor Opus", offset: packet))
    }
    // The last page's granule position is the stream's length in samples.
    var duration: Double?
    var at = data.count - 27
    let stop = max(0, data.count - 65_536 - 27)
    while at >= stop {
      if data.matches("OggS", at: at), let granule = data.int64LE(at: at + 6), granule >= 0, rate > 0 {
        duration = Double(max(0, Int(granule) - preSkip)) / rate
        break
      }
      at -= 1
    }
    return .success(SoundFile(container: .ogg, codec: codec, sampleRate: rate, channels: channels, duration: duration))
  }

  // MARK: FLAC

  private static func readFLAC(_ data: Bytes) -> Result<SoundFile, Problem> {
    // The first metadata block is STREAMINFO (type 0): 34 bytes after a 4-byte block header.
    guard let type = data.byte(at: 4), type & 0x7F == 0, let b10 = data.byte(at: 18), let b11 = data.byte(at: 19),
      let b12 = data.byte(at: 20), let b13 = data.byte(at: 21), let low = data.uint32BE(at: 22)
    else { return .failure(Problem(message: "the FLAC file does not start with a STREAMINFO block", offset: 4)) }
    let rate = (b10 << 12) | (b11 << 4) | (b12 >> 4)
    let channels = ((b12 >> 1) & 0x07) + 1
    let total = ((b13 & 0x0F) << 32) | low
    let duration = rate > 0 && total > 0 ? Double(total) / Double(rate) : nil
    return .success(
      SoundFile(container: .flac, codec: "flac", sampleRate: Double(rate), channels: channels, duration: duration))
  }

  // MARK: MPEG-4

  private static func readMP4(_ data: Bytes) -> Result<SoundFile, Problem> {
    var duration: Double?
    var codec = "mp4"
    var rate: Double?
    var channels: Int?
    // Walk the boxes that lead to the movie header and the first sample description.
    func walk(_ start: Int, _ end: Int, depth: Int) {
      var offset = start
      while depth < 8, offset + 8 <= end, let size32 = data.uint32BE(at: offset), let type = data.fourCC(at: offset + 4)
      {
        var size = size32
        var header = 8
        if size32 == 1, let large = data.int64BE(at: offset + 8), large >= 16 {
          size = large > Int64(end - offset) ? end - offset : Int(large)
          header = 16
        } else if size32 == 0 {
          size = end - offset
        }
        guard size >= header else { return }
        let body = offset + header
        let bodyEnd = min(end, offset + size)
        switch type {
        case "moov", "trak", "mdia", "minf", "stbl": walk(body, bodyEnd, depth: depth + 1)
        case "mvhd":
          if let version = data.byte(at: body) {
            let scaleAt = version == 1 ? body + 20 : body + 12
            let length = version == 1 ? data.int64BE(at: scaleAt + 4).map(Int.init) : data.uint32BE(at: scaleAt + 4)
            if let scale = data.uint32BE(at: scaleAt), scale > 0, let length {
              duration = Double(length) / Double(scale)
            }
          }
        case "stsd":
          // Full box (4), entry count (4), then the first entry: size (4) and format (4).
          if let format = data.fourCC(at: body + 12) {
            codec = format == "mp4a" ? "aac" : format.trimmingTrailingSpaces
            // The audio sample entry: 6 reserved, data reference (2), 8 reserved, channels (2),
            // sample size (2), 4 more, then the rate as 16.16 fixed point.
            if let count = data.uint16BE(at: body + 16 + 16) { channels = count }
            if let high = data.uint16BE(at: body + 16 + 24) { rate = Double(high) }
          }
        default: break
        }
        offset += size
      }
    }
    walk(0, data.count, depth: 0)
    return .success(SoundFile(container: .mp4, codec: codec, sampleRate: rate, channels: channels, duration: duration))
  }

  private static func hex(_ value: Int, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

/// Bounds-checked reads over a file's bytes: every accessor answers `nil` past the end.
private struct Bytes {
  let storage: [UInt8]
  init(_ storage: [UInt8]) { self.storage = storage }
  var count: Int { storage.count }

  func byte(at offset: Int) -> Int? {
    offset >= 0 && offset < storage.count ? Int(storage[offset]) : nil
  }

  func matches(_ ascii: String, at offset: Int) -> Bool {
    let expected = Array(ascii.utf8)
    guard offset >= 0, offset + expected.count <= storage.count else { return false }
    for (index, byte) in expected.enumerated() where storage[offset + index] != byte { return false }
    return true
  }

  func fourCC(at offset: Int) -> String? {
    guard offset >= 0, offset + 4 <= storage.count else { return nil }
    let slice = storage[offset..<offset + 4]
    guard slice.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    return String(decoding: slice, as: UTF8.self)
  }

  private func unsigned(at offset: Int, width: Int, bigEndian: Bool) -> UInt64? {
    guard offset >= 0, offset + width <= storage.count else { return nil }
    var value: UInt64 = 0
    for index in 0..<width {
      let byte = UInt64(storage[offset + (bigEndian ? index : width - 1 - index)])
      value = value << 8 | byte
    }
    return value
  }

  func uint16LE(at offset: Int) -> Int? { unsigned(at: offset, width: 2, bigEndian: false).map { Int($0) } }
  func uint16BE(at offset: Int) -> Int? { unsigned(at: offset, width: 2, bigEndian: true).map { Int($0) } }
  func uint32LE(at offset: Int) -> Int? { unsigned(at: offset, width: 4, bigEndian: false).map { Int($0) } }
  func uint32BE(at offset: Int) -> Int? { unsigned(at: offset, width: 4, bigEndian: true).map { Int($0) } }
  func int64BE(at offset: Int) -> Int64? {
    unsigned(at: offset, width: 8, bigEndian: true).map { Int64(bitPattern: $0) }
  }
  func int64LE(at offset: Int) -> Int64? {
    unsigned(at: offset, width: 8, bigEndian: false).map { Int64(bitPattern: $0) }
  }
  func float64BE(at offset: Int) -> Double? {
    unsigned(at: offset, width: 8, bigEndian: true).map(Double.init(bitPattern:))
  }

  /// ID3v2's 28-bit size: four bytes of seven bits each.
  func syncsafe(at offset: Int) -> Int? {
    guard let raw = unsigned(at: offset, width: 4, bigEndian: true), raw & 0x8080_8080 == 0 else { return nil }
    return Int((raw & 0x7F) | (raw >> 8 & 0x7F) << 7 | (raw >> 16 & 0x7F) << 14 | (raw >> 24 & 0x7F) << 21)
  }

  /// The IEEE 754 80-bit extended number of AIFF's sample rate (sign, 15-bit exponent, 64-bit
  /// mantissa with its integer bit).
  func extended80(at offset: Int) -> Double? {
    guard let head = unsigned(at: offset, width: 2, bigEndian: true),
      let mantissa = unsigned(at: offset + 2, width: 8, bigEndian: true)
    else { return nil }
    let exponent = Int(head & 0x7FFF)
    guard exponent != 0x7FFF, mantissa != 0 else { return exponent == 0x7FFF ? nil : 0 }
    let value = Double(mantissa) * Double(sign: .plus, exponent: exponent - 16_383 - 63, significand: 1)
    return head & 0x8000 != 0 ? -value : value
  }

  struct MPEGFrame {
    var version: Int  // 1, 2, or 25 for MPEG 2.5
    var layer: Int  // 1, 2, 3
    var sampleRate: Int
    var channels: Int
    var length: Int
    var samplesPerFrame: Int
  }

  /// The MPEG audio frame header at `offset`, when its sync word and fields are valid and the
  /// frame fits in the file.
  func mpegHeader(at offset: Int) -> MPEGFrame? {
    guard let b0 = byte(at: offset), let b1 = byte(at: offset + 1), let b2 = byte(at: offset + 2),
      let b3 = byte(at: offset + 3), b0 == 0xFF, b1 & 0xE0 == 0xE0
    else { return nil }
    let versionBits = (b1 >> 3) & 3
    let layerBits = (b1 >> 1) & 3
    let bitrateIndex = b2 >> 4
    let rateIndex = (b2 >> 2) & 3
    guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
    let version = versionBits == 3 ? 1 : (versionBits == 2 ? 2 : 25)
    let layer = 4 - layerBits
    let kbps: [Int]
    switch (version, layer) {
    case (1, 1): kbps = [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448]
    case (1, 2): kbps = [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384]
    case (1, _): kbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    case (_, 1): kbps = [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256]
    default: kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]
    }
    let baseRates = [44_100, 48_000, 32_000]
    let sampleRate = baseRates[rateIndex] / (version == 1 ? 1 : (version == 2 ? 2 : 4))
    let bitrate = kbps[bitrateIndex] * 1000
    let padding = (b2 >> 1) & 1
    let samples = layer == 1 ? 384 : (layer == 3 && version != 1 ? 576 : 1152)
    let length =
      layer == 1 ? (12 * bitrate / sampleRate + padding) * 4 : samples / 8 * bitrate / sampleRate + padding
    guard length >= 4, offset + length <= storage.count else { return nil }
    return MPEGFrame(
      version: version, layer: layer, sampleRate: sampleRate, channels: (b3 >> 6) == 3 ? 1 : 2, length: length,
      samplesPerFrame: samples)
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
