/**
 * The offline design generator: draws cannabis-themed streetwear artwork as SVG from seeded
 * procedural layouts, motifs and palettes. No network, no models; the same request always gives
 * byte-identical SVG.
 */
import type { Artwork, ArtworkGenerator, ArtworkRequest } from "../artwork.ts";
import { composeDesign } from "./design.ts";

export class ProceduralArtworkGenerator implements ArtworkGenerator {
  readonly kind = "procedural" as const;

  async create(request: ArtworkRequest): Promise<Artwork> {
    if (!request.brand && !request.prompt?.trim()) throw new Error("A design needs a brand or a prompt");
    const design = composeDesign(request);
    return { name: design.name, svg: design.svg };
  }
}
