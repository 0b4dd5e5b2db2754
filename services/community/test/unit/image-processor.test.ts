import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeUpload } from "../../src/application/store-images.ts";
import { IMAGE_MAX_BYTES, messages } from "../../src/contract/index.ts";
import { SharpImageProcessor } from "../../src/uploads/sharp-image-processor.ts";
import { jpegPhoto, jpegWithGps, notAnImage, pngImage } from "../support/images.ts";

const processor = new SharpImageProcessor();
const refusal = (message: string) => ({ ok: false, error: { code: "BAD_USER_INPUT", message } });

/** A real PNG whose header claims other dimensions (its IHDR rewritten with a valid checksum). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("judging and re-encoding an upload", () => {
  it("re-encodes a JPEG to WebP at display and thumbnail size", async () => {
    const result = await processor.process(await jpegPhoto({ width: 2400, height: 1800 }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({ mimeType: "image/webp", width: 1600, height: 1200, sourceFormat: "jpeg" });
    const display = await sharp(result.value.display).metadata();
    const thumbnail = await sharp(result.value.thumbnail).metadata();
    expect([display.format, display.width, display.height]).toEqual(["webp", 1600, 1200]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(["webp", 800, 600]);
  });

  it("never enlarges a small image", async () => {
    const result = await processor.process(await pngImage(64, 32));
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.width, result.value.height, result.value.sourceFormat]).toEqual([64, 32, "png"]);
    expect((await sharp(result.value.thumbnail).metadata()).width).toBe(64);
  });

  it("drops the EXIF of a phone photo, GPS position and all", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await processor.process(original);
    if (!result.ok) throw new Error(result.error.message);
    for (const copy of [result.value.display, result.value.thumbnail]) {
      const metadata = await sharp(copy).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(Buffer.from(copy).includes("TestPhone")).toBe(false);
    }
  });

  it("turns a photo by its EXIF orientation", async () => {
    const sideways = await sharp(await jpegPhoto({ width: 300, height: 200 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await processor.process(sideways);
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.width, result.value.height]).toEqual([200, 300]);
  });

  it("accepts WebP, GIF and AVIF by their content", async () => {
    const source = sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } });
    for (const [format, bytes] of [
      ["webp", await source.clone().webp().toBuffer()],
      ["gif", await source.clone().gif().toBuffer()],
      ["avif", await source.clone().avif().toBuffer()],
    ] as const) {
      const result = await processor.process(bytes);
      expect(result).toMatchObject({ ok: true, value: { sourceFormat: format, width: 40, height: 30 } });
    }
  });

  it("keeps an animated GIF's or WebP's first frame", async () => {
    // Three 40×30 frames: red, green, blue.
    const colours = [
      [220, 20, 20],
      [20, 220, 20],
      [20, 20, 220],
    ];
    const raw = Buffer.concat(colours.map((rgb) => Buffer.from(Array.from({ length: 40 * 30 }, () => rgb).flat())));
    const animation = sharp(raw, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } });
    for (const bytes of [await animation.clone().gif().toBuffer(), await animation.clone().webp().toBuffer()]) {
      expect((await sharp(bytes).metadata()).pages).toBe(3);
      const result = await processor.process(bytes);
      if (!result.ok) throw new Error(result.error.message);
      expect([result.value.width, result.value.height]).toEqual([40, 30]);
      const { channels } = await sharp(result.value.display).stats();
      expect(channels[0]?.mean).toBeGreaterThan(150);
      expect(channels[1]?.mean).toBeLessThan(80);
    }
  });

  it("refuses text that calls itself a photo, and truncated or unknown images", async () => {
    expect(await processor.process(notAnImage())).toEqual(refusal(messages.notAnImage));
    const jpeg = await jpegPhoto({ width: 200, height: 200 });
    expect(await processor.process(jpeg.subarray(0, jpeg.length / 2))).toEqual(refusal(messages.notAnImage));
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await processor.process(svg)).toEqual(refusal(messages.notAnImage));
    const tiff = await sharp(await pngImage())
      .tiff()
      .toBuffer();
    expect(await processor.process(tiff)).toEqual(refusal(messages.notAnImage));
  });

  it("refuses more than 40 megapixels from the header, before decoding", async () => {
    expect(await processor.process(await pngClaiming(8000, 5001))).toEqual(refusal(messages.imageTooManyPixels));
    expect(await processor.process(await pngClaiming(50_000, 50_000))).toEqual(refusal(messages.imageTooManyPixels));
  });

  it("refuses empty bytes and more than 8 MB", async () => {
    expect(await processor.process(new Uint8Array())).toEqual(refusal(messages.imageRequired));
    expect(await processor.process(new Uint8Array(IMAGE_MAX_BYTES + 1))).toEqual(refusal(messages.imageTooLarge));
  });
});

describe("reading an upload's base64", () => {
  it("decodes strict base64, with or without a data URL's prefix", async () => {
    const png = await pngImage();
    const decoded = decodeUpload({ base64: png.toString("base64") });
    expect(decoded.ok && Buffer.from(decoded.value).equals(png)).toBe(true);
    const fromDataUrl = decodeUpload({ base64: `data:text/plain;base64,${png.toString("base64")}` });
    expect(fromDataUrl.ok && Buffer.from(fromDataUrl.value).equals(png)).toBe(true);
  });

  it("calls a missing or empty image missing", () => {
    expect(decodeUpload({ base64: "" })).toEqual(refusal(messages.imageRequired));
    expect(decodeUpload(null)).toEqual(refusal(messages.imageRequired));
    expect(decodeUpload({ base64: "data:image/png;base64," })).toEqual(refusal(messages.imageRequired));
  });

  it("refuses anything but strict base64", () => {
    for (const text of ["aGVsbG8", "aGVs bG8=", "aGVsbG8=\n", "aGV-bG8_", "a===", "aGVsbG8=aGVs", "%%%%"]) {
      expect(decodeUpload({ base64: text })).toEqual(refusal(messages.notAnImage));
    }
    expect(decodeUpload({ base64: 42 })).toEqual(refusal(messages.notAnImage));
  });

  it("refuses a text too long for 8 MB by its length alone", () => {
    const huge = "!".repeat(100 * 1024 * 1024);
    expect(decodeUpload({ base64: huge })).toEqual(refusal(messages.imageTooLarge));
    const justOver = "A".repeat(Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 4);
    expect(decodeUpload({ base64: justOver })).toEqual(refusal(messages.imageTooLarge));
    expect(decodeUpload({ base64: "A".repeat(Math.ceil(IMAGE_MAX_BYTES / 3) * 4) })).toEqual(refusal(messages.imageTooLarge));
  });

  it("accepts exactly 8 MB", () => {
    const exact = Buffer.alloc(IMAGE_MAX_BYTES).toString("base64");
    const decoded = decodeUpload({ base64: exact });
    expect(decoded.ok && decoded.value.length).toBe(IMAGE_MAX_BYTES);
  });
});
