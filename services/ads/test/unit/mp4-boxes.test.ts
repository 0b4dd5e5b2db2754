import { describe, expect, it } from "vitest";
import { listBoxes, readMp4, startsLikeMp4 } from "../../src/creatives/mp4-boxes.ts";
import { jpegPhoto, video15s, video31s, videoLasting } from "../support/media.ts";

// MP4 files written box by box, so each rule of the reader can be met on its own.

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32(version * 2 ** 24 + flags), ...parts);

const ftyp = (major = "isom", ...compatible: string[]) =>
  box("ftyp", Buffer.from(major, "latin1"), u32(0x200), ...compatible.map((brand) => Buffer.from(brand, "latin1")));
const times = (version: number, timescale: number, duration: number) =>
  version === 1 ? [u64(0), u64(0), u32(timescale), u64(duration)] : [u32(0), u32(0), u32(timescale), u32(duration)];
const mvhd = (timescale: number, duration: number, version = 0) =>
  fullBox("mvhd", version, 0, ...times(version, timescale, duration), Buffer.alloc(80));
const mdhd = (timescale: number, duration: number, version = 0) =>
  fullBox("mdhd", version, 0, ...times(version, timescale, duration), Buffer.alloc(4));
const hdlr = (handler: string) => fullBox("hdlr", 0, 0, u32(0), Buffer.from(handler, "latin1"), Buffer.alloc(13));
const IDENTITY = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
const QUARTER_TURN = [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000];
const tkhd = (id: number, duration: number, width: number, height: number, version = 0, matrix = IDENTITY) => {
  const ids = version === 1 ? [u64(0), u64(0), u32(id), u32(0), u64(duration)] : [u32(0), u32(0), u32(id), u32(0), u32(duration)];
  const cells = matrix.map((cell) => {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(cell);
    return bytes;
  });
  return fullBox("tkhd", version, 3, ...ids, Buffer.alloc(16), ...cells, u32(width * 65536), u32(height * 65536));
};
const stts = (...entries: Array<[count: number, delta: number]>) =>
  fullBox("stts", 0, 0, u32(entries.length), ...entries.flatMap(([count, delta]) => [u32(count), u32(delta)]));
const elst = (...durations: number[]) =>
  fullBox("elst", 0, 0, u32(durations.length), ...durations.flatMap((duration) => [u32(duration), u32(0), u32(0x10000)]));

interface TrackParts {
  id?: number;
  handler?: string;
  seconds?: number;
  width?: number;
  height?: number;
  samples?: Buffer;
  extra?: Buffer[];
  header?: Buffer;
}
/** A track of `seconds` at 1000 movie ticks and 90000 media ticks a second. */
const trak = ({
  id = 1,
  handler = "vide",
  seconds = 10,
  width = 640,
  height = 360,
  samples,
  extra = [],
  header,
}: TrackParts = {}) =>
  box(
    "trak",
    header ?? tkhd(id, seconds * 1000, width, height),
    ...extra,
    box("mdia", mdhd(90_000, seconds * 90_000), hdlr(handler), box("minf", box("stbl", samples ?? stts([seconds * 30, 3000])))),
  );
const moov = (...parts: Buffer[]) => box("moov", ...parts);
const mp4 = (...parts: Buffer[]) => Buffer.concat([ftyp(), ...parts, box("mdat", Buffer.alloc(64))]);

describe("reading an MP4 file's length and picture from its boxes", () => {
  it("reads the real H.264 files: 15 s at 640×360, 31 s at 160×90", () => {
    expect(readMp4(video15s())).toEqual({ durationSeconds: 15, width: 640, height: 360 });
    expect(readMp4(video31s())).toEqual({ durationSeconds: 31, width: 160, height: 90 });
  });

  it("reads the test videos made to a chosen length", () => {
    for (const seconds of [0.5, 14.9, 15.4, 30, 61]) {
      expect(readMp4(videoLasting(seconds))?.durationSeconds).toBeCloseTo(seconds, 1);
    }
  });

  it("reads version 0 and version 1 headers alike", () => {
    const v0 = mp4(moov(mvhd(1000, 12_500), trak({ seconds: 12.5 })));
    const v1 = mp4(
      moov(
        mvhd(600, 7500, 1),
        box(
          "trak",
          tkhd(1, 7500, 1920, 1080, 1),
          box("mdia", mdhd(48_000, 600_000, 1), hdlr("vide"), box("minf", box("stbl", stts([300, 2000])))),
        ),
      ),
    );
    expect(readMp4(v0)).toEqual({ durationSeconds: 12.5, width: 640, height: 360 });
    expect(readMp4(v1)).toEqual({ durationSeconds: 12.5, width: 1920, height: 1080 });
  });

  it("takes the longest length declared anywhere, so a header cannot hide a longer video", () => {
    const forgedMovieHeader = mp4(moov(mvhd(1000, 15_000), trak({ seconds: 60 })));
    expect(readMp4(forgedMovieHeader)?.durationSeconds).toBe(60);
    const forgedHeaders = mp4(
      moov(
        mvhd(1000, 15_000),
        box(
          "trak",
          tkhd(1, 15_000, 640, 360),
          box("mdia", mdhd(90_000, 15 * 90_000), hdlr("vide"), box("minf", box("stbl", stts([900, 3000], [900, 3000])))),
        ),
      ),
    );
    expect(readMp4(forgedHeaders)?.durationSeconds).toBe(60);
    const repeatedByItsEdits = mp4(
      moov(mvhd(1000, 15_000), trak({ seconds: 15, extra: [box("edts", elst(15_000, 15_000, 15_000))] })),
    );
    expect(readMp4(repeatedByItsEdits)?.durationSeconds).toBe(45);
    const longerSoundTrack = mp4(moov(mvhd(1000, 15_000), trak({ seconds: 15 }), trak({ id: 2, handler: "soun", seconds: 40 })));
    expect(readMp4(longerSoundTrack)?.durationSeconds).toBe(40);
  });

  it("adds a fragmented file's fragments, with their own or the default sample lengths", () => {
    const trex = fullBox("trex", 0, 0, u32(1), u32(1), u32(3000), u32(0), u32(0));
    const fragment = (trun: Buffer, tfhdFlags = 0, ...tfhdFields: Buffer[]) =>
      box("moof", fullBox("mfhd", 0, 0, u32(1)), box("traf", fullBox("tfhd", 0, tfhdFlags, u32(1), ...tfhdFields), trun));
    const file = Buffer.concat([
      ftyp("iso5", "iso6", "mp41"),
      moov(mvhd(1000, 0), trak({ seconds: 0, samples: stts() }), box("mvex", trex)),
      // 300 samples at trex's 3000 ticks (10 s), 150 at tfhd's 6000 (10 s), 3 listed one by one.
      fragment(fullBox("trun", 0, 0, u32(300))),
      fragment(fullBox("trun", 0, 0x1, u32(150), u32(0)), 0x8, u32(6000)),
      fragment(fullBox("trun", 0, 0x300, u32(3), u32(90_000), u32(10), u32(90_000), u32(10), u32(90_000), u32(10))),
      box("mdat", Buffer.alloc(64)),
    ]);
    expect(readMp4(file)?.durationSeconds).toBe(23);
    const declared = Buffer.concat([
      ftyp(),
      moov(mvhd(1000, 0), trak({ seconds: 0, samples: stts() }), box("mvex", fullBox("mehd", 0, 0, u32(42_000)), trex)),
      box("mdat", Buffer.alloc(64)),
    ]);
    expect(readMp4(declared)?.durationSeconds).toBe(42);
  });

  it("places each fragment where its decode time says, so a gap between two short fragments counts", () => {
    const trex = fullBox("trex", 0, 0, u32(1), u32(1), u32(3000), u32(0), u32(0));
    // One second of samples (30 at 3000 of 90000 ticks), starting at `seconds` on the track's timeline.
    const secondAt = (seconds: number, version = 0) =>
      box(
        "moof",
        fullBox("mfhd", 0, 0, u32(1)),
        box(
          "traf",
          fullBox("tfhd", 0, 0, u32(1)),
          fullBox("tfdt", version, 0, version === 1 ? u64(seconds * 90_000) : u32(seconds * 90_000)),
          fullBox("trun", 0, 0, u32(30)),
        ),
      );
    const file = (...fragments: Buffer[]) =>
      Buffer.concat([
        ftyp("iso5", "iso6", "mp41"),
        moov(mvhd(1000, 0), trak({ seconds: 0, samples: stts() }), box("mvex", trex)),
        ...fragments,
        box("mdat", Buffer.alloc(64)),
      ]);
    // A player shows the first second, holds it, and ends at the minute the last fragment starts.
    expect(readMp4(file(secondAt(0), secondAt(59)))?.durationSeconds).toBe(60);
    expect(readMp4(file(secondAt(0), secondAt(59, 1)))?.durationSeconds).toBe(60);
    expect(readMp4(file(secondAt(0), secondAt(1), secondAt(2)))?.durationSeconds).toBe(3);
  });

  it("reads a phone's portrait video (a quarter turn in the track matrix) upright", () => {
    const portrait = mp4(moov(mvhd(1000, 5000), trak({ seconds: 5, header: tkhd(1, 5000, 1920, 1080, 0, QUARTER_TURN) })));
    expect(readMp4(portrait)).toEqual({ durationSeconds: 5, width: 1080, height: 1920 });
  });

  it("takes the picture size from the sample description when the track header has none", () => {
    const description = fullBox(
      "stsd",
      0,
      0,
      u32(1),
      box(
        "avc1",
        Buffer.alloc(6),
        Buffer.from([0, 1]),
        Buffer.alloc(16),
        Buffer.from([0x02, 0x80, 0x01, 0xe0]),
        Buffer.alloc(50),
      ),
    );
    const file = mp4(
      moov(mvhd(1000, 5000), trak({ seconds: 5, width: 0, height: 0, samples: Buffer.concat([description, stts([150, 3000])]) })),
    );
    expect(readMp4(file)).toEqual({ durationSeconds: 5, width: 640, height: 480 });
  });

  it("reads 64-bit box sizes and a last box that runs to the end of the file", () => {
    const movie = moov(mvhd(1000, 8000), trak({ seconds: 8 }));
    const large = Buffer.concat([u32(1), Buffer.from("moov", "latin1"), u64(16 + movie.length - 8), movie.subarray(8)]);
    const toTheEnd = Buffer.concat([u32(0), Buffer.from("mdat", "latin1"), Buffer.alloc(100)]);
    expect(readMp4(Buffer.concat([ftyp(), large, toTheEnd]))?.durationSeconds).toBe(8);
  });

  it("answers null for what is not an MP4 video it can vouch for", async () => {
    const good = moov(mvhd(1000, 5000), trak({ seconds: 5 }));
    const cases: Record<string, Buffer> = {
      empty: Buffer.alloc(0),
      "a JPEG": await jpegPhoto({ width: 64, height: 64 }),
      "a QuickTime movie": Buffer.concat([ftyp("qt  ", "qt  "), good]),
      "a 3GP file": Buffer.concat([ftyp("3gp4", "3gp4"), good]),
      "ftyp not first": Buffer.concat([box("free"), ftyp(), good]),
      "no movie": mp4(),
      "no media data": Buffer.concat([ftyp(), good]),
      "two movies": mp4(good, good),
      "no video track": mp4(moov(mvhd(1000, 5000), trak({ handler: "soun", seconds: 5 }))),
      "no movie header": mp4(moov(trak({ seconds: 5 }))),
      "a zero timescale": mp4(moov(mvhd(0, 5000), trak({ seconds: 5 }))),
      "no picture size": mp4(moov(mvhd(1000, 5000), trak({ seconds: 5, width: 0, height: 0 }))),
      "an absurd picture size": mp4(moov(mvhd(1000, 5000), trak({ seconds: 5, width: 40_000, height: 100 }))),
      "a header version 2": mp4(moov(fullBox("mvhd", 2, 0, Buffer.alloc(96)), trak({ seconds: 5 }))),
      "a box larger than the file": Buffer.concat([ftyp(), u32(1_000_000), Buffer.from("moov", "latin1"), good.subarray(8)]),
      "a box smaller than its header": Buffer.concat([ftyp(), good, u32(4), Buffer.from("free", "latin1")]),
      "a 64-bit size beyond 2^53": Buffer.concat([
        ftyp(),
        good,
        u32(1),
        Buffer.from("mdat", "latin1"),
        Buffer.from("ffffffffffffffff", "hex"),
      ]),
      "a sample table longer than its box": mp4(
        moov(mvhd(1000, 5000), trak({ seconds: 5, samples: fullBox("stts", 0, 0, u32(0xffff_ffff)) })),
      ),
      "an edit list longer than its box": mp4(
        moov(mvhd(1000, 5000), trak({ seconds: 5, extra: [box("edts", fullBox("elst", 0, 0, u32(5000)))] })),
      ),
    };
    for (const [name, bytes] of Object.entries(cases)) expect({ name, facts: readMp4(bytes) }).toEqual({ name, facts: null });
  });

  it("answers null for a real file cut short anywhere, without throwing", () => {
    const whole = video15s();
    for (let length = 0; length < whole.length; length += length < 2000 ? 1 : 997) {
      expect(readMp4(whole.subarray(0, length))).toBeNull();
    }
  });

  it("never throws or stalls on random bytes, mutated files or a flood of tiny boxes", () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const whole = video15s();
    const started = Date.now();
    for (let round = 0; round < 2000; round++) {
      const noise = Buffer.from(Array.from({ length: Math.floor(random() * 300) }, () => Math.floor(random() * 256)));
      expect(() => readMp4(Buffer.concat([round % 2 ? ftyp() : Buffer.alloc(0), noise]))).not.toThrow();
      const mutated = Buffer.from(whole.subarray(0, 2000));
      for (let flip = 0; flip < 4; flip++) mutated[Math.floor(random() * mutated.length)] = Math.floor(random() * 256);
      expect(() => readMp4(mutated)).not.toThrow();
      if (round % 10 === 0) expect(() => readMp4(Buffer.concat([mutated, whole.subarray(2000)]))).not.toThrow();
    }
    const flood = Buffer.concat([ftyp(), ...Array.from({ length: 200_000 }, () => box("free"))]);
    expect(readMp4(flood)).toBeNull();
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("tells an MP4 by its first box, and lists a file's top-level boxes", async () => {
    expect(startsLikeMp4(video15s())).toBe(true);
    expect(startsLikeMp4(await jpegPhoto({ width: 16, height: 16 }))).toBe(false);
    expect(startsLikeMp4(ftyp("qt  "))).toBe(false);
    expect(startsLikeMp4(ftyp("avc1").subarray(0, 12))).toBe(false);
    expect(listBoxes(video15s())?.map((found) => found.type)).toEqual(["ftyp", "moov", "free", "mdat"]);
    expect(listBoxes(Buffer.concat([ftyp(), u32(64), Buffer.from("moov", "latin1")]))).toBeNull();
  });
});
