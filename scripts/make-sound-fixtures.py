#!/usr/bin/env python3
"""Writes the sound fixtures of issue 29 (Tests/SpeccCoreTests/Fixtures/sounds): small files of
every container specc reads, with the codec, rate, channel count and length each one really holds,
and a manifest of those facts (manifest.tsv) that SoundFileTests holds SoundFile.read to.

Every file is built here from the formats' own references, byte by byte, with silent audio data of
the stated length (so a file said to last 31 s really holds 31 s of samples):
- WAVE: RIFF with a `fmt ` chunk (PCM 1, A-law 6, mu-law 7, IMA ADPCM 0x11, extensible 0xFFFE)
  and a `data` chunk;
- AIFF / AIFF-C: FORM with COMM (80-bit extended rate; AIFF-C's compression type) and SSND;
- CAF: `caff` with `desc`, `data` (after its edit count) and, for variable packets, `pakt`;
- MP3: MPEG-1 Layer III frames (32 kbit/s, 32 kHz: 144 bytes, 1152 samples each), with and
  without an ID3v2 tag, and one with a Xing frame count;
- Ogg Vorbis, Ogg Opus (identification header and a last page with the granule position), FLAC
  (STREAMINFO) and MPEG-4 audio (ftyp, moov/mvhd, stsd with mp4a).
Deterministic: the same bytes on every run (scripts/check-sounds.sh compares them with the
committed copies, and reads them with mutagen, an independent reader, where it can).
Usage: make-sound-fixtures.py OUTPUT_FOLDER
"""
import math
import os
import struct
import sys


def chunk_le(tag, body):
    return tag + struct.pack("<I", len(body)) + body + (b"\0" if len(body) % 2 else b"")


def chunk_be(tag, body):
    return tag + struct.pack(">I", len(body)) + body + (b"\0" if len(body) % 2 else b"")


def wave(tag, rate, channels, bits, frames, block_align=None, byte_rate=None, extensible=False, data=None,
         fact=None):
    block_align = block_align or channels * bits // 8
    byte_rate = byte_rate or rate * block_align
    fmt = struct.pack("<HHIIHH", 0xFFFE if extensible else tag, channels, rate, byte_rate, block_align, bits)
    if extensible:
        guid_tail = b"\x00\x00\x00\x00\x10\x00\x80\x00\x00\xaa\x00\x38\x9b\x71"
        fmt += struct.pack("<HHI", 22, bits, 0) + struct.pack("<H", tag) + guid_tail
    if data is None:
        data = bytes(frames * block_align)
    # Compressed formats carry their length in samples in a `fact` chunk.
    body = b"WAVE" + chunk_le(b"fmt ", fmt) + (chunk_le(b"fact", struct.pack("<I", fact)) if fact else b"")
    body += chunk_le(b"data", data)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def extended80(value):
    """IEEE 754 80-bit extended, as AIFF's COMM chunk stores the sample rate."""
    if value == 0:
        return bytes(10)
    mantissa, exponent = math.frexp(value)  # value = mantissa × 2^exponent, 0.5 ≤ mantissa < 1
    return struct.pack(">HQ", exponent + 16382, int(mantissa * (1 << 64)))


def aiff(rate, channels, bits, frames, compression=None, bytes_per_frame=None):
    bytes_per_frame = bytes_per_frame or channels * bits // 8
    comm = struct.pack(">hIh", channels, frames, bits) + extended80(rate)
    if compression:
        name = b"\x00"  # an empty Pascal string, padded to even length
        comm += compression + name + b"\0"
    ssnd = struct.pack(">II", 0, 0) + bytes(frames * bytes_per_frame)
    body = (b"AIFC" + chunk_be(b"FVER", struct.pack(">I", 0xA2805140)) if compression else b"AIFF")
    body += chunk_be(b"COMM", comm) + chunk_be(b"SSND", ssnd)
    return b"FORM" + struct.pack(">I", len(body)) + body


def caf_chunk(tag, body):
    return tag + struct.pack(">q", len(body)) + body


def caf(rate, format_id, bytes_per_packet, frames_per_packet, channels, bits, packets, valid_frames=None,
        packet_bytes=None):
    desc = struct.pack(">d", rate) + format_id + struct.pack(">IIIII", 0, bytes_per_packet, frames_per_packet,
                                                               channels, bits)
    body = caf_chunk(b"desc", desc)
    if valid_frames is not None:
        # Variable packets: a packet table (packets, valid frames, priming, remainder, then sizes).
        sizes = bytes([packet_bytes]) * packets
        body += caf_chunk(b"pakt", struct.pack(">qqii", packets, valid_frames, 0, 0) + sizes)
        data = bytes(packets * packet_bytes)
    else:
        data = bytes(packets * bytes_per_packet)
    body += caf_chunk(b"data", struct.pack(">I", 0) + data)
    return b"caff" + struct.pack(">HH", 1, 0) + body


def mp3_frames(count, mono=True):
    # MPEG-1 Layer III, no CRC, 32 kbit/s (index 1), 32 kHz (index 2), no padding.
    header = bytes([0xFF, 0xFB, 0x18, 0xC0 if mono else 0x00])
    return b"".join(header + bytes(140) for _ in range(count))


def mp3(frames, id3=False, xing=False):
    out = b""
    if id3:
        tag = b"TIT2" + struct.pack(">I", 6) + b"\0\0" + b"\x03bell\0"
        size = len(tag) + 20  # and padding
        syncsafe = bytes([(size >> 21) & 0x7F, (size >> 14) & 0x7F, (size >> 7) & 0x7F, size & 0x7F])
        out += b"ID3\x04\x00\x00" + syncsafe + tag + bytes(20)
    if xing:
        # The first frame carries "Xing" after the side information (17 bytes, MPEG-1 mono).
        header = bytes([0xFF, 0xFB, 0x18, 0xC0])
        body = bytes(17) + b"Xing" + struct.pack(">II", 1, frames)
        out += header + body + bytes(140 - len(body))
    return out + mp3_frames(frames)


def ogg_page(header_type, granule, serial, sequence, packet):
    segments = []
    left = len(packet)
    while left >= 255:
        segments.append(255)
        left -= 255
    segments.append(left)
    head = b"OggS" + bytes([0, header_type]) + struct.pack("<qIII", granule, serial, sequence, 0)
    return head + bytes([len(segments)]) + bytes(segments) + packet


def ogg_vorbis(rate, channels, samples):
    # The three header packets (identification, comment, setup), then a last page of audio.
    ident = b"\x01vorbis" + struct.pack("<IBIiii", 0, channels, rate, 0, 64000, 0) + bytes([0xB8, 1])
    comment = b"\x03vorbis" + struct.pack("<I", 5) + b"specc" + struct.pack("<I", 0) + b"\x01"
    setup = b"\x05vorbis" + bytes(8)
    pages = ogg_page(2, 0, 7, 0, ident)
    pages += b"OggS" + bytes([0, 0]) + struct.pack("<qIII", 0, 7, 1, 0) + bytes([2, len(comment), len(setup)])
    pages += comment + setup
    return pages + ogg_page(4, samples, 7, 2, bytes(16))


def ogg_opus(channels, pre_skip, samples48k):
    head = b"OpusHead" + struct.pack("<BBHIhB", 1, channels, pre_skip, 48000, 0, 0)
    tags = b"OpusTags" + struct.pack("<I", 5) + b"specc" + struct.pack("<I", 0)
    return ogg_page(2, 0, 9, 0, head) + ogg_page(0, 0, 9, 1, tags) + ogg_page(4, samples48k + pre_skip, 9, 2,
                                                                                  bytes(16))


def flac(rate, channels, bits, total):
    packed = (rate << 44) | ((channels - 1) << 41) | ((bits - 1) << 36) | total
    info = struct.pack(">HH", 4096, 4096) + bytes(6) + packed.to_bytes(8, "big") + bytes(16)
    return b"fLaC" + bytes([0x80]) + len(info).to_bytes(3, "big") + info


def box(tag, body):
    return struct.pack(">I", 8 + len(body)) + tag + body


def mp4_audio(rate, seconds):
    ftyp = box(b"ftyp", b"M4A " + struct.pack(">I", 0) + b"M4A isom")
    mvhd = box(b"mvhd", bytes(4) + struct.pack(">IIII", 0, 0, 1000, int(seconds * 1000)) + bytes(80))
    entry = box(b"mp4a", bytes(6) + struct.pack(">H", 1) + bytes(8) + struct.pack(">HHHH", 1, 16, 0, 0)
                + struct.pack(">I", rate << 16) + box(b"btrt", struct.pack(">III", 0, 64000, 64000)))
    stsd = box(b"stsd", bytes(4) + struct.pack(">I", 1) + entry)
    mdhd = box(b"mdhd", bytes(4) + struct.pack(">IIIIHH", 0, 0, rate, int(seconds * rate), 0x55C4, 0))
    hdlr = box(b"hdlr", bytes(4) + struct.pack(">I", 0) + b"soun" + bytes(12) + b"\0")
    moov = box(b"moov", mvhd + box(b"trak", box(b"mdia", mdhd + hdlr + box(b"minf", box(b"stbl", stsd)))))
    return ftyp + moov + box(b"mdat", bytes(32))


# name, bytes, container, codec, rate, channels, seconds (what the file really holds)
FIXTURES = [
    ("chime.wav", wave(1, 8000, 1, 16, 8000), "wav", "lpcm", 8000, 1, 1.0),
    ("chime-float.wav", wave(3, 8000, 1, 32, 4000, extensible=True), "wav", "lpcm", 8000, 1, 0.5),
    ("chime-ulaw.wav", wave(7, 8000, 1, 8, 8000), "wav", "ulaw", 8000, 1, 1.0),
    ("chime-alaw.wav", wave(6, 8000, 2, 8, 4000), "wav", "alaw", 8000, 2, 0.5),
    ("chime-ima.wav", wave(0x11, 8000, 1, 4, 0, block_align=256, byte_rate=4055, data=bytes(256 * 32),
                           fact=16000),
     "wav", "ima4", 8000, 1, 2.0),
    ("chime-gsm.wav", wave(0x31, 8000, 1, 0, 0, block_align=65, byte_rate=1625, data=bytes(65 * 25),
                           fact=8000),
     "wav", "wav-0x0031", 8000, 1, 1.0),
    ("chime.aiff", aiff(11025, 1, 8, 11025 * 2), "aiff", "lpcm", 11025, 1, 2.0),
    ("chime-ulaw.aifc", aiff(8000, 1, 8, 8000, compression=b"ulaw", bytes_per_frame=1), "aifc", "ulaw", 8000, 1, 1.0),
    ("chime.caf", caf(4000, b"lpcm", 2, 1, 1, 16, 4000 * 3), "caf", "lpcm", 4000, 1, 3.0),
    ("chime-ima4.caf", caf(8000, b"ima4", 34, 64, 1, 0, 250), "caf", "ima4", 8000, 1, 2.0),
    ("chime-aac.caf", caf(22050, b"aac ", 0, 1024, 1, 0, 43, valid_frames=22050 * 2, packet_bytes=8),
     "caf", "aac", 22050, 1, 2.0),
    ("long.caf", caf(1000, b"lpcm", 1, 1, 1, 8, 31 * 1000), "caf", "lpcm", 1000, 1, 31.0),
    ("long.aiff", aiff(1000, 1, 8, 35 * 1000), "aiff", "lpcm", 1000, 1, 35.0),
    ("bell.mp3", mp3(100), "mp3", "mp3", 32000, 1, 100 * 1152 / 32000),
    ("bell-tagged.mp3", mp3(40, id3=True), "mp3", "mp3", 32000, 1, 40 * 1152 / 32000),
    ("bell-xing.mp3", mp3(200, xing=True), "mp3", "mp3", 32000, 1, 200 * 1152 / 32000),
    # An MP3 whose name says CAF: the header decides.
    ("mislabelled.caf", mp3(50), "mp3", "mp3", 32000, 1, 50 * 1152 / 32000),
    ("adhan.ogg", ogg_vorbis(44100, 2, 44100 * 40), "ogg", "vorbis", 44100, 2, 40.0),
    ("ping.opus", ogg_opus(1, 312, 48000 * 3), "ogg", "opus", 48000, 1, 3.0),
    ("ping.flac", flac(16000, 1, 16, 16000 * 5), "flac", "flac", 16000, 1, 5.0),
    ("ping.m4a", mp4_audio(44100, 4.5), "mp4", "aac", 44100, 1, 4.5),
]

# Files that are not sound files specc can read, and why.
UNREADABLE = [
    ("notes.txt", b"this is not a sound\n"),
    ("truncated.wav", wave(1, 8000, 1, 16, 10)[:30]),
    ("empty.caf", b""),
    ("headless.aiff", b"FORM" + struct.pack(">I", 4) + b"AIFF"),
]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    lines = ["# name\tcontainer\tcodec\tsample rate\tchannels\tseconds (written by scripts/make-sound-fixtures.py)"]
    for name, data, container, codec, rate, channels, seconds in FIXTURES:
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        lines.append("\t".join([name, container, codec, f"{rate:g}", "" if channels is None else str(channels),
                                f"{seconds:.6f}"]))
    for name, data in UNREADABLE:
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)
        lines.append("\t".join([name, "unreadable", "", "", "", ""]))
    with open(os.path.join(out, "manifest.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(FIXTURES)} sound fixtures and {len(UNREADABLE)} unreadable files in {out}")


if __name__ == "__main__":
    main()
