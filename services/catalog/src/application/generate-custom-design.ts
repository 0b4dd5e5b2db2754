import { randomBytes, randomUUID } from "node:crypto";
import { fail, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { CustomDesignGeneratedSchema } from "@highcotton/proto";
import { designs } from "../db/schema.ts";
import { CUSTOM_DESIGN_PRICE } from "../domain/constants.ts";
import { customPromptSchema, isPromptRefused } from "../domain/custom-prompt.ts";
import { messages } from "../domain/messages.ts";
import { renderDesignImages } from "../generation/design-images.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { claimCustomDesign } from "./custom-design-limit.ts";
import type { DesignRow } from "./store-designs.ts";

/**
 * A shopper's $25 custom design from a description (SPEC §2 /create-design). Refuses blank and
 * blocked prompts (and ones the model's moderation flags, online), and limits how many designs one
 * browser session and one client address make in a short time.
 */
export async function generateCustomDesign(
  deps: CatalogDeps,
  input: { prompt?: unknown; sessionId?: string | null; clientAddress?: string | null },
  traceId?: string,
): Promise<Result<DesignRow>> {
  const parsed = parseInput(customPromptSchema, { prompt: input.prompt });
  if (!parsed.ok) return parsed;
  const { prompt } = parsed.value;
  const sessionId = input.sessionId;
  if (!sessionId) return fail("BAD_USER_INPUT", messages.sessionRequired);
  if (isPromptRefused(prompt)) return fail("BAD_USER_INPUT", messages.descriptionRefused);

  const clientAddress = input.clientAddress ?? null;
  const claim = await claimCustomDesign(deps, { sessionId, clientAddress });
  if (!claim.ok) return claim;
  try {
    return await makeCustomDesign(deps, { prompt, sessionId, clientAddress }, traceId);
  } finally {
    claim.value();
  }
}

async function makeCustomDesign(
  deps: CatalogDeps,
  { prompt, sessionId, clientAddress }: { prompt: string; sessionId: string; clientAddress: string | null },
  traceId?: string,
): Promise<Result<DesignRow>> {
  if (deps.generator.isPromptAllowed && !(await deps.generator.isPromptAllowed(prompt))) {
    return fail("BAD_USER_INPUT", messages.descriptionRefused);
  }

  const id = randomUUID();
  const artwork = await deps.generator.create({ prompt, slot: 1, seed: id });
  const images = await renderDesignImages(artwork);
  const base = `designs/custom/${id}`;
  const printKey = `${base}/print-${randomBytes(12).toString("hex")}.png`;
  await Promise.all([
    deps.storage.put(`${base}/front.webp`, images.front, "image/webp"),
    deps.storage.put(`${base}/thumb.webp`, images.thumbnail, "image/webp"),
    deps.storage.put(printKey, images.print, "image/png"),
  ]);
  const design = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(designs)
      .values({
        id,
        name: artwork.name,
        frontImageUrl: deps.storage.publicUrl(`${base}/front.webp`),
        thumbnailUrl: deps.storage.publicUrl(`${base}/thumb.webp`),
        printFileUrl: deps.storage.publicUrl(printKey),
        isCustom: true,
        customSessionId: sessionId,
        customClientAddress: clientAddress,
        price: CUSTOM_DESIGN_PRICE,
        batch: "custom",
        slot: 1,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await publishEvent(tx, {
      schema: CustomDesignGeneratedSchema,
      aggregateId: id,
      traceId,
      data: { designId: id, sessionId, price: CUSTOM_DESIGN_PRICE },
    });
    return row;
  });
  return ok(design);
}
