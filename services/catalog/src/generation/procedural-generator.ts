/**
 * The offline design generator: the design-art engine's procedural artwork, composed on the render
 * threads. No network, no models; the same request always gives byte-identical SVG.
 */
import type { Artwork } from "@highcotton/design-art";
import type { ArtworkGenerator, ArtworkRequest } from "./artwork.ts";
import { designRenderPool } from "./design-images.ts";

export class ProceduralArtworkGenerator implements ArtworkGenerator {
  readonly kind = "procedural" as const;

  async create(request: ArtworkRequest): Promise<Artwork> {
    if (!request.brand && !request.prompt?.trim()) throw new Error("A design needs a brand or a prompt");
    const design = await designRenderPool().compose(request);
    return { name: design.name, svg: design.svg, ...(design.shirtColor ? { shirtColor: design.shirtColor } : {}) };
  }
}
