import sharp from "sharp";

/** Test uploads made on the spot: real images, an image with a GPS position, and impostors. */

/** A photo-like JPEG (a gradient with noise, so it does not compress to nothing). */
export async function jpegPhoto(options: { width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  const { width = 1200, height = 900, quality = 85 } = options;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 60 },
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position and a camera make, as a phone writes it. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await jpegPhoto({ width: 800, height: 600 }))
    .withExif({
      IFD0: { Make: "TestPhone", Model: "TP-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "39/1 44/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "104/1 59/1 2400/100",
      },
    })
    .jpeg()
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Text that calls itself a photo: what a renamed `.txt` uploads as. */
export const notAnImage = (): Buffer => Buffer.from("#!/bin/sh\necho this is not a photo\n");

/** Base64, as the graph's ImageUpload carries an image. */
export const upload = (bytes: Buffer): { base64: string } => ({ base64: bytes.toString("base64") });
