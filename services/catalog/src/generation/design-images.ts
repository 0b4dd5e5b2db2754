import { availableParallelism } from "node:os";
import { type Artwork, type DesignImages, DesignRenderPool, type WebImages } from "@highcotton/design-art";
import { loadConfig } from "@highcotton/kit";
import { z } from "zod";
import { PRINT_DPI, PRINT_PIXELS } from "../contract/index.ts";

export type { DesignImages, WebImages } from "@highcotton/design-art";

export const renderSettings = z.object({
  /** Render threads; unset: one fewer than the machine's cores, at least one and at most two (leaving a core to serve requests). */
  DESIGN_RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
});

let pool: DesignRenderPool | undefined;

/**
 * The process's design render threads, started on first use. Idle threads do not keep the process
 * alive, so nothing has to close them at shutdown.
 */
export function designRenderPool(env: NodeJS.ProcessEnv = process.env): DesignRenderPool {
  if (!pool) {
    const settings = loadConfig(renderSettings, env);
    // A container may see the host's cores, not its CPU limit: each thread holds a 3600 px image, so
    // the default stays small.
    const threads = settings.DESIGN_RENDER_THREADS ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    pool = new DesignRenderPool({ threads, print: { pixels: PRINT_PIXELS, dpi: PRINT_DPI } });
  }
  return pool;
}

/** The print file (3600 px, 300 DPI) and web images of a design, rendered off the event loop. */
export function renderDesignImages(artwork: Artwork): Promise<DesignImages> {
  return designRenderPool().render(artwork);
}

/** A store design's web images; its print file waits for the first order (see draw-print-files.ts). */
export function renderWebImages(artwork: Artwork): Promise<WebImages> {
  return designRenderPool().renderWeb(artwork);
}

/** The print file alone (3600 px, 300 DPI). */
export function renderPrintFile(artwork: Artwork): Promise<Uint8Array> {
  return designRenderPool().renderPrint(artwork);
}
