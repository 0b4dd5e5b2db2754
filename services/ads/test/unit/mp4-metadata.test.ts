import { describe, expect, it } from "vitest";
import { listBoxes, type Mp4Box, readMp4 } from "../../src/creatives/mp4-boxes.ts";
import { withoutMp4Metadata } from "../../src/creatives/mp4-metadata.ts";
import { SharpCreativeInspector } from "../../src/creatives/sharp-creative-inspector.ts";
import { chunkOffsets, GPS_POSITION, mp4Box, phoneUserData, video15s, withBoxAdded } from "../support/media.ts";

/** The demo video (its `moov` before its `mdat`) as a phone and an editor leave it: metadata at several levels. */
function taggedVideo(): Buffer {
  let video = withBoxAdded(video15s(), ["moov"], phoneUserData());
  const xmp = Buffer.concat([Buffer.alloc(16, 0xbe), Buffer.from(`<x:xmpmeta>exif:GPSLatitude ${GPS_POSITION}</x:xmpmeta>`)]);
  video = withBoxAdded(video, ["moov", "trak"], mp4Box("uuid", xmp));
  video = withBoxAdded(video, ["moov", "trak"], mp4Box("meta", Buffer.concat([Buffer.alloc(4), Buffer.from("Track title")])));
  return withBoxAdded(video, [], mp4Box("meta", Buffer.from(`Camera TP-1 at ${GPS_POSITION}`), { largeSize: true }));
}

/** Every box of the tree the stripper walks, with its path, read back from the bytes. */
function boxTree(video: Buffer): string[] {
  const containers = new Set(["moov", "trak", "edts", "mdia", "minf", "dinf", "stbl"]);
  const walk = (parent: Mp4Box | null, path: string): string[] => {
    const boxes = listBoxes(video, parent?.body, parent?.end);
    if (!boxes) throw new Error(`the boxes in ${path || "the file"} do not add up`);
    return boxes.flatMap((box) => [`${path}${box.type}`, ...(containers.has(box.type) ? walk(box, `${path}${box.type}/`) : [])]);
  };
  return walk(null, "");
}

const contains = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, "utf8"));

describe("an MP4's metadata", () => {
  it("is blanked at every level, in place, so sizes and chunk offsets stay right and the video reads as before", () => {
    const original = video15s();
    const tagged = taggedVideo();
    // The made-up file is what a phone writes: it reads as the same video and carries the position.
    expect(readMp4(tagged)).toEqual(readMp4(original));
    for (const text of [GPS_POSITION, "Secret shoot at the grow", "Track title", "Camera TP-1"])
      expect(contains(tagged, text)).toBe(true);

    const stripped = withoutMp4Metadata(tagged);
    if (!stripped) throw new Error("the tagged video was refused");
    expect(stripped.length).toBe(tagged.length);
    for (const text of [GPS_POSITION, "Secret shoot at the grow", "Track title", "Camera TP-1", "xmpmeta"]) {
      expect(contains(stripped, text), text).toBe(false);
    }
    // Same tree, with each metadata box now free space (the demo's own udta and free too).
    const before = boxTree(tagged);
    expect(boxTree(stripped)).toEqual(before.map((path) => path.replace(/(udta|meta|uuid|skip)$/, "free")));
    expect(boxTree(stripped).filter((path) => /(udta|meta|uuid)/.test(path))).toEqual([]);
    expect(readMp4(stripped)).toEqual(readMp4(original));
    // Each chunk offset still finds the frames it found in the untouched file.
    const offsets = chunkOffsets(stripped);
    const originalOffsets = chunkOffsets(original);
    expect(offsets).toHaveLength(originalOffsets.length);
    offsets.forEach((offset, chunk) => {
      const from = originalOffsets[chunk] ?? 0;
      expect(stripped.subarray(offset, offset + 64).equals(original.subarray(from, from + 64))).toBe(true);
    });
    // Nothing outside the metadata boxes changed: the media data is byte for byte the same.
    const mdatOf = (video: Buffer) => listBoxes(video)?.find((box) => box.type === "mdat");
    const [mdatTagged, mdatStripped] = [mdatOf(tagged), mdatOf(stripped)];
    expect(
      stripped.subarray(mdatStripped?.start, mdatStripped?.end).equals(tagged.subarray(mdatTagged?.start, mdatTagged?.end)),
    ).toBe(true);
  });

  it("leaves a file without metadata as it is, and refuses one whose boxes do not add up", () => {
    const plain = withoutMp4Metadata(video15s());
    expect(plain && withoutMp4Metadata(plain)?.equals(plain)).toBe(true);
    const broken = taggedVideo();
    broken.writeUInt32BE(broken.length * 2, 32); // moov claims more than the file holds
    expect(withoutMp4Metadata(broken)).toBeNull();
  });

  it("is gone from the video an advertiser uploads, which is still the video it was", async () => {
    const inspected = await new SharpCreativeInspector().video(taggedVideo());
    expect(inspected).toMatchObject({ contentType: "video/mp4", ...readMp4(video15s()) });
    expect(inspected && contains(inspected.bytes, GPS_POSITION)).toBe(false);
  });
});
