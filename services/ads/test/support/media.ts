import { readFileSync } from "node:fs";
import sharp from "sharp";
import { listBoxes, type Mp4Box } from "../../src/creatives/mp4-boxes.ts";
import { demoPosterPath, demoVideoPath } from "../../src/demo/index.ts";

/** Test creatives: real images made on the spot, real MP4 files, MP4s of a chosen length, impostors. */

/** A photo-like JPEG (a gradient with noise, so it does not compress to nothing). */
export async function jpegPhoto(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const { width = 1200, height = 900 } = options;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position, a camera and an orientation (turned a quarter), as a phone writes it. */
export async function jpegFromPhone(width = 800, height = 600): Promise<Buffer> {
  return sharp(await jpegPhoto({ width, height }))
    .withExif({
      IFD0: { Make: "TestPhone", Model: "TP-1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 44/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "104/1 59/1 2400/100" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function webpImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .webp()
    .toBuffer();
}

export async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .gif()
    .toBuffer();
}

/** Text that calls itself a file: what a renamed `.txt` uploads as. */
export const notAFile = (): Buffer => Buffer.from("#!/bin/sh\necho this is not an ad\n");

/** The demo advertiser's 15 s H.264 video (640×360) and its poster. */
export const video15s = (): Buffer => readFileSync(demoVideoPath);
export const demoPoster = (): Buffer => readFileSync(demoPosterPath);
/** A plain 31 s H.264 video (160×90). */
export const video31s = (): Buffer => readFileSync(new URL("../fixtures/plain-31s.mp4", import.meta.url));

/**
 * The 15 s demo video made to last `seconds`: every length it declares is rewritten (the movie
 * and track headers, the edit list, the media header, and the sample table's frame durations),
 * as an encoder would have written them for a cut of that length.
 */
export function videoLasting(seconds: number): Buffer {
  const bytes = Buffer.from(video15s());
  const boxes = (parent: Mp4Box | null) => {
    const found = listBoxes(bytes, parent?.body, parent?.end);
    if (!found) throw new Error("the demo video's boxes do not add up");
    return found;
  };
  const only = (parent: Mp4Box, type: string) => {
    const box = boxes(parent).find((candidate) => candidate.type === type);
    if (!box) throw new Error(`no ${type} in ${parent.type}`);
    return box;
  };
  // Version 0 boxes: times after version, flags, creation and modification times.
  const setTimes = (box: Mp4Box) => {
    const timescale = bytes.readUInt32BE(box.body + 12);
    bytes.writeUInt32BE(Math.round(seconds * timescale), box.body + 16);
    return timescale;
  };
  const moov = boxes(null).find((box) => box.type === "moov");
  if (!moov) throw new Error("no moov");
  const movieTimescale = setTimes(only(moov, "mvhd"));
  const movieTicks = Math.round(seconds * movieTimescale);
  for (const trak of boxes(moov).filter((box) => box.type === "trak")) {
    bytes.writeUInt32BE(movieTicks, only(trak, "tkhd").body + 20);
    const elst = only(only(trak, "edts"), "elst");
    for (let entry = 0; entry < bytes.readUInt32BE(elst.body + 4); entry++) {
      bytes.writeUInt32BE(movieTicks, elst.body + 8 + entry * 12);
    }
    const mdia = only(trak, "mdia");
    const mediaTicks = Math.round(seconds * setTimes(only(mdia, "mdhd")));
    const stts = only(only(only(mdia, "minf"), "stbl"), "stts");
    const entries = bytes.readUInt32BE(stts.body + 4);
    let frames = 0;
    for (let entry = 0; entry < entries; entry++) frames += bytes.readUInt32BE(stts.body + 8 + entry * 8);
    for (let entry = 0; entry < entries; entry++) {
      bytes.writeUInt32BE(Math.round(mediaTicks / frames), stts.body + 12 + entry * 8);
    }
  }
  return bytes;
}

/** Base64, as the graph's AdCreativeUpload carries a file. */
export const upload = (bytes: Buffer): { base64: string } => ({ base64: bytes.toString("base64") });

/** Where a phone's video says it was shot (QuickTime's ISO 6709 string in `©xyz`). */
export const GPS_POSITION = "+39.7392-104.9903+1609.344/";

/** One box of `type` around `body` (a 32-bit size, or `largeSize`: 1 and a 64-bit size). */
export function mp4Box(type: string, body: Buffer, options: { largeSize?: boolean } = {}): Buffer {
  if (options.largeSize) {
    const header = Buffer.alloc(16);
    header.writeUInt32BE(1, 0);
    header.write(type, 4, "latin1");
    header.writeBigUInt64BE(BigInt(16 + body.length), 8);
    return Buffer.concat([header, body]);
  }
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/**
 * A phone's metadata as it writes it into `moov/udta`: the position in `©xyz` and a `meta` box
 * (handler `mdir`, an `ilst` with a title).
 */
export function phoneUserData(title = "Secret shoot at the grow"): Buffer {
  const position = Buffer.alloc(4 + GPS_POSITION.length);
  position.writeUInt16BE(GPS_POSITION.length, 0);
  position.writeUInt16BE(0x15c7, 2);
  position.write(GPS_POSITION, 4, "latin1");
  const handler = Buffer.concat([Buffer.alloc(8), Buffer.from("mdir", "latin1"), Buffer.alloc(13)]);
  const titleData = mp4Box("data", Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.from(title, "utf8")]));
  const meta = mp4Box(
    "meta",
    Buffer.concat([Buffer.alloc(4), mp4Box("hdlr", handler), mp4Box("ilst", mp4Box("\xa9nam", titleData))]),
  );
  return mp4Box("udta", Buffer.concat([mp4Box("\xa9xyz", position), meta]));
}

/**
 * The video with `box` added at the end of the box at `path` (e.g. ["moov", "trak"]; [] for the
 * end of the file), as an editor writes it: every enclosing box grows by its size, and every
 * chunk offset (`stco`, `co64`) past where it went moves with the media data.
 */
export function withBoxAdded(video: Buffer, path: string[], box: Buffer): Buffer {
  const chain: Mp4Box[] = [];
  for (const type of path) {
    const parent = chain.at(-1);
    const found = listBoxes(video, parent?.body, parent?.end)?.find((candidate) => candidate.type === type);
    if (!found) throw new Error(`no ${type} in ${path.join("/")}`);
    chain.push(found);
  }
  const at = chain.at(-1)?.end ?? video.length;
  const out = Buffer.concat([video.subarray(0, at), box, video.subarray(at)]);
  for (const enclosing of chain) out.writeUInt32BE(out.readUInt32BE(enclosing.start) + box.length, enclosing.start);
  for (const table of chunkOffsetTables(out)) {
    const long = table.type === "co64";
    const count = out.readUInt32BE(table.body + 4);
    for (let entry = 0; entry < count; entry++) {
      const where = table.body + 8 + entry * (long ? 8 : 4);
      const offset = long ? Number(out.readBigUInt64BE(where)) : out.readUInt32BE(where);
      if (offset < at) continue;
      if (long) out.writeBigUInt64BE(BigInt(offset + box.length), where);
      else out.writeUInt32BE(offset + box.length, where);
    }
  }
  return out;
}

/** Every track's chunk offset table (`moov/trak/mdia/minf/stbl/stco` or `co64`). */
export function chunkOffsetTables(video: Buffer): Mp4Box[] {
  const inside = (parents: Mp4Box[], type: string) =>
    parents.flatMap((parent) => (listBoxes(video, parent.body, parent.end) ?? []).filter((box) => box.type === type));
  const moov = (listBoxes(video) ?? []).filter((box) => box.type === "moov");
  const stbl = ["trak", "mdia", "minf", "stbl"].reduce(inside, moov);
  return [...inside(stbl, "stco"), ...inside(stbl, "co64")];
}

/** Each chunk's offset, track by track. */
export function chunkOffsets(video: Buffer): number[] {
  return chunkOffsetTables(video).flatMap((table) => {
    const long = table.type === "co64";
    const count = video.readUInt32BE(table.body + 4);
    return Array.from({ length: count }, (_, entry) => {
      const where = table.body + 8 + entry * (long ? 8 : 4);
      return long ? Number(video.readBigUInt64BE(where)) : video.readUInt32BE(where);
    });
  });
}
