import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { composeDesign } from "../src/procedural/design.ts";
import { DesignRenderPool } from "../src/render/render-pool.ts";

const PRINT = { pixels: 3600, dpi: 300 };
const pool = new DesignRenderPool({ threads: 1, print: PRINT });
afterAll(() => pool.close());

/** Runs `work` while a 10 ms interval ticks; returns how long it took and the longest gap between ticks. */
async function timeWithTicks(work: () => Promise<unknown>): Promise<{ ms: number; maxGapMs: number }> {
  let last = performance.now();
  let maxGapMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  clearInterval(ticker);
  maxGapMs = Math.max(maxGapMs, performance.now() - last);
  return { ms, maxGapMs };
}

const request = {
  brand: { storeName: "Greenleaf Dispensary", city: "Denver", state: "CO", businessType: "dispensary" as const },
  slot: 4,
  seed: "pool",
};

describe("DesignRenderPool", () => {
  it("composes the same design as the engine does in-thread", async () => {
    const design = await pool.compose(request);
    expect(design).toEqual(composeDesign(request));
  });

  it("renders the print file and web images on its thread", async () => {
    const design = composeDesign({ prompt: "cute bear holding a joint", slot: 1, seed: "p" });
    const images = await pool.render({ name: design.name, svg: design.svg });
    expect(await sharp(images.print).metadata()).toMatchObject({ width: 3600, height: 3600, format: "png", density: 300 });
    expect(await sharp(images.front).metadata()).toMatchObject({ width: 600, format: "webp" });
    expect(await sharp(images.thumbnail).metadata()).toMatchObject({ width: 400, format: "webp" });
    expect(await sharp(images.artwork).metadata()).toMatchObject({ width: 1200, height: 1200, format: "webp", hasAlpha: true });
  });

  it("renders the web images alone, and the print file alone (a store design's, at its first order)", async () => {
    const design = composeDesign(request);
    const artwork = { name: design.name, svg: design.svg };
    const web = await pool.renderWeb(artwork);
    expect(Object.keys(web).sort()).toEqual(["artwork", "front", "thumbnail"]);
    expect(await sharp(web.front).metadata()).toMatchObject({ width: 600, format: "webp" });
    const print = await pool.renderPrint(artwork);
    expect(await sharp(print).metadata()).toMatchObject({ width: 3600, height: 3600, format: "png", density: 300 });
  });

  it("previews a request's design as a small WebP of the artwork alone", async () => {
    const custom = { prompt: "cute bear holding a joint", slot: 1, seed: "p" };
    const preview = await pool.preview(custom, 400);
    expect(preview.name).toBe(composeDesign(custom).name);
    expect(await sharp(preview.image).metadata()).toMatchObject({ width: 400, height: 400, format: "webp", hasAlpha: true });
  });

  it("keeps the event loop responsive while a design renders", async () => {
    const design = composeDesign(request);
    const artwork = { name: design.name, svg: design.svg };
    await pool.render(artwork);
    // resvg draws and sharp encodes on their own threads even in this one, so there is no in-thread
    // render to contrast with: the loop must simply keep ticking through a pooled render.
    const pooled = await timeWithTicks(() => pool.render(artwork));
    expect(pooled.maxGapMs).toBeLessThan(pooled.ms / 3);
  });

  it("queues work beyond its threads and reports a failed task without losing the thread", async () => {
    const designs = [1, 2, 3].map((slot) => composeDesign({ ...request, slot }));
    const rendered = await Promise.all(designs.map((d) => pool.render({ name: d.name, svg: d.svg })));
    expect(rendered.map((images) => images.print.byteLength > 0)).toEqual([true, true, true]);
    await expect(pool.render({ name: "empty" })).rejects.toThrow("Artwork has neither SVG nor PNG");
    expect((await pool.compose({ ...request, slot: 9 })).name).toBe(composeDesign({ ...request, slot: 9 }).name);
  });

  it("refuses work once closed", async () => {
    const closing = new DesignRenderPool({ threads: 1, print: PRINT });
    await closing.compose(request);
    await closing.close();
    await expect(closing.compose(request)).rejects.toThrow("closed");
    expect(() => new DesignRenderPool({ threads: 0, print: PRINT })).toThrow();
  });
});
