import { createHash } from "node:crypto";
import { COUNTER_CARD_CONTENT_TYPES, type CounterCardFormat, counterCardFileName } from "../contract/index.ts";
import { renderCounterCardPdf, renderCounterCardPng } from "../counter-card/counter-card-art.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { type DispensaryRow, storeUrlOf } from "./dispensary-view.ts";

/** Bump when the card's art changes, so cards made before are drawn anew. */
const ART_VERSION = 1;

export interface CounterCardFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

/**
 * A store's counter card in one format. It is drawn once per store name, store address and art
 * version, and kept in object storage, so asking again (any shopper may: the store page is public)
 * costs one read, and a new PUBLIC_URL gets a card with the new address.
 */
export async function counterCardOf(
  deps: Pick<CatalogDeps, "storage" | "publicUrl">,
  store: Pick<DispensaryRow, "id" | "name">,
  format: CounterCardFormat,
): Promise<CounterCardFile> {
  const storeUrl = storeUrlOf(deps.publicUrl(), store.id);
  const version = createHash("sha256")
    .update(JSON.stringify([ART_VERSION, store.name, storeUrl]))
    .digest("hex")
    .slice(0, 24);
  const key = `counter-cards/${store.id}/${version}.${format}`;
  const contentType = COUNTER_CARD_CONTENT_TYPES[format];
  const file = (body: Uint8Array) => ({ fileName: counterCardFileName(store.name, format), contentType, body });

  const kept = await deps.storage.get(key);
  if (kept) return file(kept.body);
  const content = { storeName: store.name, storeUrl };
  const body = format === "png" ? await renderCounterCardPng(content) : await renderCounterCardPdf(content);
  // Two first requests at once both draw it; the later write wins, and both are the same card.
  await deps.storage.put(key, body, contentType);
  return file(body);
}
