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
