import { describe, expect, it } from "vitest";
import { pictureAt, srcSetOf } from "./picture-widths.ts";

describe("pictures at the width they are shown", () => {
  it("asks the edge for its pictures at each width, and leaves pictures on another origin as they are", () => {
    expect(srcSetOf("/media/designs/d/thumb.webp", [240, 480])).toBe(
      "/media/designs/d/thumb.webp?w=240 240w, /media/designs/d/thumb.webp?w=480 480w",
    );
    expect(pictureAt("/media/a.webp?v=2", 160)).toBe("/media/a.webp?v=2&w=160");
    for (const url of ["https://bucket.example.com/designs/d/thumb.webp", "//cdn.example.com/a.webp"]) {
      expect(srcSetOf(url, [240])).toBeUndefined();
      expect(pictureAt(url, 240)).toBe(url);
    }
    expect(srcSetOf(null, [240])).toBeUndefined();
    // A stored width known: nothing at or above it is asked for, and the stored picture says its own width.
    expect(srcSetOf("/media/ads/a.jpg", [480, 640, 960], 600)).toBe("/media/ads/a.jpg?w=480 480w, /media/ads/a.jpg 600w");
  });
});
