import { readPrompt } from "@highcotton/design-art";
import OpenAI from "openai";
import type { Artwork, ArtworkGenerator, ArtworkRequest, BrandBrief } from "./artwork.ts";

export interface OpenAiGeneratorOptions {
  apiKey: string;
  /** Another endpoint speaking the OpenAI API (a proxy, or a local stand-in in tests). */
  baseURL?: string | undefined;
  model: string;
  quality: "low" | "medium" | "high" | "auto";
  moderationModel?: string;
}

/** Themes a store's designs cycle through, so its 20 designs differ; each names its designs. */
const THEMES: ReadonlyArray<{ name: string; style: string }> = [
  { name: "Leaf Crest Badge", style: "vintage badge with a cannabis leaf crest" },
  { name: "Retro Sunset", style: "retro 70s sunset over rolling hills with a leaf" },
  { name: "Smoke Wisp Wordmark", style: "bold streetwear wordmark with smoke wisps" },
  { name: "Botanical Bloom", style: "botanical illustration of a flowering cannabis plant" },
  { name: "Varsity Leaf", style: "collegiate varsity lettering with a leaf" },
  { name: "Stardust Swirl", style: "psychedelic swirl of smoke and stars" },
  { name: "Line Leaf Arch", style: "minimal line-art leaf with an arched logo" },
  { name: "Glowing Tarot", style: "tarot card frame with a glowing leaf" },
  { name: "Neon Leaves", style: "neon sign style logo with leaves" },
  { name: "Mountain Seal", style: "mountain landscape seal with a leaf" },
];

const themeOf = (slot: number) => THEMES[(Math.max(1, Math.floor(slot)) - 1) % THEMES.length] as (typeof THEMES)[number];

/** "Retro Sunset Tee", then "Retro Sunset Tee No. 2" when the themes come round again. */
function storeDesignName(slot: number): string {
  const round = Math.floor((Math.max(1, Math.floor(slot)) - 1) / THEMES.length);
  return `${themeOf(slot).name} Tee${round > 0 ? ` No. ${round + 1}` : ""}`;
}

function storePrompt(brand: BrandBrief, slot: number): string {
  const theme = themeOf(slot).style;
  const kind = brand.businessType === "smoke_shop" ? "smoke shop" : "dispensary";
  return [
    `A print-ready t-shirt graphic for ${brand.storeName}, a ${kind} in ${brand.city}, ${brand.state}.`,
    `Style: ${theme}. The artwork must include the text "${brand.storeName}" and "${brand.city}, ${brand.state}", spelled exactly.`,
    "Cannabis culture, tasteful, adults only. Centered composition on a transparent background, bold shapes that screen print well, no shirt mockup, no photo.",
  ].join(" ");
}

/** A shopper's design: the brief the design engine reads from their words, the one the preview shows. */
const customPrompt = (prompt: string) => readPrompt(prompt).brief;

/** Designs from OpenAI Images (when OPENAI_API_KEY is set); the image pipeline scales them to print size. */
export class OpenAiArtworkGenerator implements ArtworkGenerator {
  readonly kind = "openai" as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiGeneratorOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 2, timeout: 120_000 });
  }

  async create(request: ArtworkRequest): Promise<Artwork> {
    const prompt = request.brand ? storePrompt(request.brand, request.slot) : customPrompt(request.prompt ?? "");
    const response = await this.client.images.generate({
      model: this.options.model,
      prompt,
      size: "1024x1024",
      quality: this.options.quality,
      background: "transparent",
      n: 1,
    });
    const image = response.data?.[0]?.b64_json;
    if (!image) throw new Error("The image model returned no image");
    const name = request.brand
      ? storeDesignName(request.slot)
      : titleCase(`Custom: ${(request.prompt ?? "").trim().split(/\s+/).slice(0, 4).join(" ")}`);
    return { name, png: Buffer.from(image, "base64") };
  }

  async isPromptAllowed(prompt: string): Promise<boolean> {
    const result = await this.client.moderations.create({
      model: this.options.moderationModel ?? "omni-moderation-latest",
      input: prompt,
    });
    return !result.results.some((entry) => entry.flagged);
  }
}

const titleCase = (text: string) => text.replace(/\b([a-z])/g, (letter) => letter.toUpperCase()).slice(0, 80);
