import type { Artwork, DesignRequest } from "@highcotton/design-art";

export type { Artwork, BrandBrief } from "@highcotton/design-art";

/**
 * What to draw. A store design has a brand and a slot (1–20 initial, then monthly slots); a
 * shopper's custom design has a prompt. `seed` makes the result repeatable.
 */
export type ArtworkRequest = DesignRequest;

/** The design generator port: an offline procedural adapter and an OpenAI Images adapter. */
export interface ArtworkGenerator {
  readonly kind: "procedural" | "openai";
  create(request: ArtworkRequest): Promise<Artwork>;
  /** The model provider's own moderation of a shopper's prompt, where it has one. */
  isPromptAllowed?(prompt: string): Promise<boolean>;
}
