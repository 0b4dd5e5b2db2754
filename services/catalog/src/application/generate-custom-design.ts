import { randomBytes, randomUUID } from "node:crypto";
import { fail, ok, publishEvent, type Result } from "@highcotton/kit";
import { CustomDesignGeneratedSchema } from "@highcotton/proto";
import { messages } from "../contract/index.ts";
import { designs } from "../db/schema.ts";
import { CUSTOM_DESIGN_PRICE } from "../domain/constants.ts";
import { checkCustomDesignRequest, customDesignSeed } from "../domain/custom-prompt.ts";
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
  input: { prompt?: unknown; sessionId?: unknown; clientAddress?: string | null },
  traceId?: string,
): Promise<Result<DesignRow>> {
  // Every input is checked before anything is counted, rendered or stored, as the preview checks it.
  const checked = checkCustomDesignRequest(input);
  if (!checked.ok) return checked;
  const { prompt, sessionId } = checked.value;

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
  // Seeded by the session and the words, as the preview was: the engine draws what the shopper saw.
  const artwork = await deps.generator.create({ prompt, slot: 1, seed: customDesignSeed(sessionId, prompt) });
  const images = await renderDesignImages(artwork);
  const base = `designs/custom/${id}`;
  const printKey = `${base}/print-${randomBytes(12).toString("hex")}.png`;
  const frontKey = `${base}/front.webp`;
  const thumbKey = `${base}/thumb.webp`;
  const artworkKey = `${base}/artwork.webp`;
  try {
    await Promise.all([
      deps.storage.put(frontKey, images.front, "image/webp"),
      deps.storage.put(thumbKey, images.thumbnail, "image/webp"),
      deps.storage.put(artworkKey, images.artwork, "image/webp"),
      deps.storage.put(printKey, images.print, "image/png"),
    ]);
    return ok(
      await saveCustomDesign(
        deps,
        { id, name: artwork.name, shirtColor: artwork.shirtColor, base, printKey, sessionId, clientAddress },
        traceId,
      ),
    );
  } catch (error) {
    // No design row points at these files: leave nothing behind.
    await Promise.allSettled([frontKey, thumbKey, artworkKey, printKey].map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function saveCustomDesign(
  deps: CatalogDeps,
  design: {
    id: string;
    name: string;
    shirtColor?: string | undefined;
    base: string;
    printKey: string;
    sessionId: string;
    clientAddress: string | null;
  },
  traceId?: string,
): Promise<DesignRow> {
  const { id, base, printKey, sessionId } = design;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(designs)
      .values({
        id,
        name: design.name,
        frontImageUrl: deps.storage.publicUrl(`${base}/front.webp`),
        thumbnailUrl: deps.storage.publicUrl(`${base}/thumb.webp`),
        artworkUrl: deps.storage.publicUrl(`${base}/artwork.webp`),
        shirtColor: design.shirtColor ?? null,
        printFileUrl: deps.storage.publicUrl(printKey),
        isCustom: true,
        customSessionId: sessionId,
        customClientAddress: design.clientAddress,
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
      data: {
        designId: id,
        sessionId,
        price: CUSTOM_DESIGN_PRICE,
        name: row.name,
        frontImageUrl: row.frontImageUrl,
        printFileUrl: row.printFileUrl,
      },
    });
    return row;
  });
}
