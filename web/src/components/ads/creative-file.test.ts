import { messages as adsMessages } from "@highcotton/ads/contract";
import { describe, expect, it } from "vitest";
import { creativeFileProblem, fileSizeLabel, fileToBase64 } from "./creative-file.ts";

const file = (type: string, size: number, name = "ad") => ({ type, size, name });
const MB = 1024 * 1024;

describe("the ad upload's files", () => {
  it("takes a JPEG, PNG or WebP flyer or poster of at most 8 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"])
      expect(creativeFileProblem("flyer", file(type, 8 * MB))).toBeNull();
    expect(creativeFileProblem("flyer", file("image/gif", 10))).toBe(adsMessages.flyerNotImage);
    expect(creativeFileProblem("flyer", file("video/mp4", 10))).toBe(adsMessages.flyerNotImage);
    expect(creativeFileProblem("flyer", file("image/png", 8 * MB + 1))).toBe(adsMessages.flyerTooLarge);
    expect(creativeFileProblem("poster", file("image/svg+xml", 10))).toBe(adsMessages.posterNotImage);
    expect(creativeFileProblem("poster", file("image/webp", 9 * MB))).toBe(adsMessages.posterTooLarge);
  });

  it("takes an MP4 video of at most 40 MB, also when the browser gives no type for a .mp4", () => {
    expect(creativeFileProblem("video", file("video/mp4", 40 * MB))).toBeNull();
    expect(creativeFileProblem("video", file("", 10, "spot.MP4"))).toBeNull();
    expect(creativeFileProblem("video", file("video/quicktime", 10, "spot.mov"))).toBe(adsMessages.videoNotMp4File);
    expect(creativeFileProblem("video", file("", 10, "spot.mov"))).toBe(adsMessages.videoNotMp4File);
    expect(creativeFileProblem("video", file("video/mp4", 40 * MB + 1))).toBe(adsMessages.videoTooLarge);
  });

  it("shows a chosen file's size in kilobytes under a megabyte, else in megabytes", () => {
    expect(fileSizeLabel(31_000)).toBe("30 KB");
    expect(fileSizeLabel(200)).toBe("1 KB");
    expect(fileSizeLabel(MB - 100)).toBe("1.0 MB");
    expect(fileSizeLabel(12.34 * MB)).toBe("12.3 MB");
  });

  it("sends a file's bytes as base64, without the data URL's prefix", async () => {
    expect(await fileToBase64(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])], { type: "image/jpeg" }))).toBe("/9j/AA==");
  });
});
