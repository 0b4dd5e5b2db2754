// What tools outside the service (benchmarks) may use of design generation.
export type { ArtworkGenerator, ArtworkRequest, BrandBrief } from "./artwork.ts";
export type { WebImages } from "./design-images.ts";
export { renderDesignImages, renderWebImages } from "./design-images.ts";
export { ProceduralArtworkGenerator } from "./procedural-generator.ts";
