import { loadConfig } from "@highcotton/kit";
import { z } from "zod";
import type { ArtworkGenerator } from "./artwork.ts";
import { OpenAiArtworkGenerator } from "./openai-generator.ts";
import { ProceduralArtworkGenerator } from "./procedural-generator.ts";

export const generatorSettings = z.object({
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  // gpt-image-1 was shut down in October 2026; OpenAI names gpt-image-2.5-flare (or -sunburst) as its
  // replacement, and it keeps the transparent background the print file needs.
  OPENAI_IMAGE_MODEL: z.string().default("gpt-image-2.5-flare"),
  OPENAI_IMAGE_QUALITY: z.enum(["low", "medium", "high", "auto"]).default("medium"),
});

/** OpenAI Images when OPENAI_API_KEY is set; otherwise the offline procedural generator. */
export function createArtworkGenerator(env: NodeJS.ProcessEnv = process.env): ArtworkGenerator {
  const settings = loadConfig(generatorSettings, env);
  if (settings.OPENAI_API_KEY) {
    return new OpenAiArtworkGenerator({
      apiKey: settings.OPENAI_API_KEY,
      baseURL: settings.OPENAI_BASE_URL,
      model: settings.OPENAI_IMAGE_MODEL,
      quality: settings.OPENAI_IMAGE_QUALITY,
    });
  }
  return new ProceduralArtworkGenerator();
}
