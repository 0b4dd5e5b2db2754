/** The design art engine: procedural shirt artwork from a brand or a prompt, and its images. */
export type { Artwork, BrandBrief, BrandKit, DesignRequest } from "./brief.ts";
export { ICON_SET } from "./motif-library/icon-set.ts";
export { composeDesign, type Design } from "./procedural/design.ts";
export { capHeight, fitSize } from "./procedural/metrics.ts";
export { escapeXml } from "./procedural/svg.ts";
export { drawBlock, fitBlock } from "./procedural/typography.ts";
export { type PromptReading, readPrompt, type SubjectRelation } from "./prompt-reading.ts";
export { DESIGN_FONT_FILES } from "./render/design-fonts.ts";
export {
  type DesignImages,
  type PrintSpec,
  renderDesignImages,
  renderPrintFile,
  renderWebImages,
  type WebImages,
} from "./render/design-images.ts";
export type { DesignPreview } from "./render/preview-image.ts";
export { DesignRenderPool, type DesignRenderPoolOptions } from "./render/render-pool.ts";
