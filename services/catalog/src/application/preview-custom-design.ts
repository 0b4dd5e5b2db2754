import { type PromptReading, readPrompt } from "@highcotton/design-art";
import { fail, ok, type Result } from "@highcotton/kit";
import { CUSTOM_DESIGN_PREVIEW_PIXELS, type CustomDesignMaker, messages } from "../contract/index.ts";
import { checkCustomDesignRequest, customDesignSeed } from "../domain/custom-prompt.ts";
import { designRenderPool } from "../generation/design-images.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { countCustomDesignPreview } from "./custom-design-preview-limit.ts";

/** What the shopper sees before asking for a custom design. */
export interface CustomDesignPreview {
  /** What the engine understood of the description. */
  reading: PromptReading;
  /** The engine's drawing of it, the artwork alone: a WebP data URL, CUSTOM_DESIGN_PREVIEW_PIXELS square. */
  imageDataUrl: string;
  /** Who draws the design if the shopper goes on to create it. */
  madeBy: CustomDesignMaker;
}

/**
 * A free look at a custom design before it is made (SPEC §2 /create-design): the description is
 * checked and refused exactly as generateCustomDesign checks it, then read and drawn small on the
 * render threads. Nothing is stored as a design and nothing is charged; previews are limited per
 * session and per client address.
 */
export async function previewCustomDesign(
  deps: CatalogDeps,
  input: { prompt?: unknown; sessionId?: unknown; clientAddress?: string | null },
): Promise<Result<CustomDesignPreview>> {
  const checked = checkCustomDesignRequest(input);
  if (!checked.ok) return checked;
  const { prompt, sessionId } = checked.value;
  const counted = await countCustomDesignPreview(deps, { sessionId, clientAddress: input.clientAddress ?? null });
  if (!counted.ok) return counted;
  if (deps.generator.isPromptAllowed && !(await deps.generator.isPromptAllowed(prompt))) {
    return fail("BAD_USER_INPUT", messages.descriptionRefused);
  }
  // The same seed as the design made from these words in this session: the engine draws that design.
  const drawn = await designRenderPool().preview(
    { prompt, slot: 1, seed: customDesignSeed(sessionId, prompt) },
    CUSTOM_DESIGN_PREVIEW_PIXELS,
  );
  return ok({
    reading: readPrompt(prompt),
    imageDataUrl: `data:image/webp;base64,${Buffer.from(drawn.image).toString("base64")}`,
    madeBy: deps.generator.kind === "openai" ? "IMAGE_MODEL" : "ENGINE",
  });
}
