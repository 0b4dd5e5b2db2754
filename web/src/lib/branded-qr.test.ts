import { describe, expect, it } from "vitest";
import {
  BRAND_MOTTO,
  BRAND_SLUG,
  BRANDED_QR_FILE_NAME,
  brandedQrLayout,
  QR_DISPLAY_MARGIN,
  QR_DISPLAY_WIDTH,
  type Rect,
  SIMPLE_QR_FILE_NAME,
  storeQrFileName,
} from "./branded-qr.ts";

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe("QR numbers (SPEC §9)", () => {
  it("shows a 300 px QR with margin 2", () => {
    expect(QR_DISPLAY_WIDTH).toBe(300);
    expect(QR_DISPLAY_MARGIN).toBe(2);
  });

  it("names downloads after the brand in lower case", () => {
    expect(BRAND_SLUG).toBe("highcotton");
    expect(SIMPLE_QR_FILE_NAME).toBe("highcotton-qr.png");
    expect(BRANDED_QR_FILE_NAME).toBe("highcotton-qr-branded.png");
  });
});

describe("brandedQrLayout", () => {
  const layout = brandedQrLayout();
  const canvas = { x: 0, y: 0, width: layout.width, height: layout.height };

  it("draws a 400 px QR inside a 40 px white frame", () => {
    expect(layout.qr).toEqual({ x: 40, y: 40, width: 400, height: 400 });
    expect(layout.width).toBe(480);
  });

  it("centres an 80 px logo on the QR, on a white backdrop", () => {
    expect(layout.logo).toEqual({ x: 200, y: 200, width: 80, height: 80 });
    expect(inside(layout.logo, layout.logoBackdrop)).toBe(true);
    expect(inside(layout.logoBackdrop, layout.qr)).toBe(true);
    // The backdrop stays well under the ~30 % a high error-correction QR can lose.
    expect((layout.logoBackdrop.width * layout.logoBackdrop.height) / (400 * 400)).toBeLessThan(0.1);
  });

  it("puts the caption under the QR, centred, and keeps a 40 px frame below it", () => {
    expect(layout.title.text).toBe("HIGH COTTON");
    expect(layout.motto.text).toBe(BRAND_MOTTO);
    expect(layout.title.centerX).toBe(240);
    expect(layout.title.y).toBeGreaterThan(layout.qr.y + layout.qr.height);
    expect(layout.motto.y).toBeGreaterThanOrEqual(layout.title.y + layout.title.fontSize);
    expect(layout.height - (layout.motto.y + layout.motto.fontSize)).toBe(40);
    expect(inside(layout.qr, canvas)).toBe(true);
  });
});

describe("store QR file names (SPEC §9: the brand in lower case)", () => {
  it("names the download after the brand and the store", () => {
    expect(storeQrFileName("Greenleaf Dispensary")).toBe("highcotton-greenleaf-dispensary-qr.png");
    expect(storeQrFileName("  Rocky Ridge Café & Co. ")).toBe("highcotton-rocky-ridge-cafe-co-qr.png");
  });

  it("keeps a usable name when the store's name has nothing to keep", () => {
    expect(storeQrFileName("!!!")).toBe("highcotton-store-qr.png");
    expect(storeQrFileName("x".repeat(200))).toBe(`highcotton-${"x".repeat(60)}-qr.png`);
  });
});
