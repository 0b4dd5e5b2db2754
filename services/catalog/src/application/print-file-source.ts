import type { Artwork } from "@highcotton/design-art";
import type { StoredObject } from "@highcotton/kit";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

/**
 * A store design's print file is drawn when its first order arrives, from the artwork kept beside
 * where the print file will be: the same random token, so the source is as hard to guess as the
 * print file itself.
 */
export const printSourceKeyOf = (printKey: string): string => printKey.replace(/\.png$/, ".source");
export const printKeyOfSource = (sourceKey: string): string => sourceKey.replace(/\.source$/, ".png");

/** The artwork as stored: vector artwork as its SVG text (served, if ever, as plain text), raster as its PNG. */
export function printSourceOf(artwork: Artwork): StoredObject {
  if (artwork.svg) return { body: Buffer.from(artwork.svg, "utf8"), contentType: "text/plain; charset=utf-8" };
  if (artwork.png) return { body: artwork.png, contentType: "image/png" };
  throw new Error("Artwork has neither SVG nor PNG");
}

/** The artwork back from its stored source. */
export function artworkOfPrintSource(name: string, source: StoredObject): Artwork {
  const isPng = PNG_SIGNATURE.every((byte, index) => source.body[index] === byte);
  return isPng ? { name, png: source.body } : { name, svg: Buffer.from(source.body).toString("utf8") };
}
