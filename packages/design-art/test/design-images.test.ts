/** The print file is resvg's drawing exactly: encoded by sharp, it loses nothing. */
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { composeDesign } from "../src/procedural/design.ts";
import { DESIGN_FONT_FILES } from "../src/render/design-fonts.ts";
import { renderDesignImages } from "../src/render/design-images.ts";

describe("renderDesignImages", () => {
  it("encodes resvg's pixels without loss (un-premultiplied, off by at most rounding)", async () => {
    const { svg } = composeDesign({
      brand: { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" },
      slot: 1,
      seed: "print",
    });
    const images = await renderDesignImages({ name: "x", svg }, { pixels: 900, dpi: 300 });
    const printed = await sharp(images.print).raw().toBuffer({ resolveWithObject: true });
    expect(printed.info).toMatchObject({ width: 900, height: 900, channels: 4 });
    expect((await sharp(images.print).metadata()).density).toBe(300);
    const reference = await sharp(
      new Resvg(svg, {
        fitTo: { mode: "width", value: 900 },
        font: { fontFiles: DESIGN_FONT_FILES, loadSystemFonts: false, defaultFontFamily: "DM Sans" },
      })
        .render()
        .asPng(),
    )
      .raw()
      .toBuffer();
    let worst = 0;
    let opaque = 0;
    for (let i = 0; i < reference.length; i++) {
      worst = Math.max(worst, Math.abs((reference[i] as number) - (printed.data[i] as number)));
      if (i % 4 === 3 && (reference[i] as number) === 255) opaque++;
    }
    expect(opaque).toBeGreaterThan(10_000);
    expect(worst).toBeLessThanOrEqual(1);
  });
});
