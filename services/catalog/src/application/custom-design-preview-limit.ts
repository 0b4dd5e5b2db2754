import { addressKey, countRequest, ok, type RequestCounter, type Result, tooManyRequests } from "@highcotton/kit";
import { CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS, CUSTOM_DESIGN_PREVIEWS_PER_SESSION, messages } from "../contract/index.ts";
import { customDesignPreviews } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";

/** Who asks for a preview: the browser session, and the client address it speaks from (when known). */
export interface PreviewRequester {
  sessionId: string;
  clientAddress: string | null;
}

/**
 * Counts one preview for the requester, or refuses with when to retry: at most
 * CUSTOM_DESIGN_PREVIEWS_PER_SESSION per session and CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS per client
 * address (a fresh session id from the same address buys nothing). Counted before anything is
 * rendered (countRequest: previews asked for together take turns and cannot pass the limit; a
 * refused preview counts for nothing).
 */
export async function countCustomDesignPreview(
  deps: Pick<CatalogDeps, "db" | "now">,
  requester: PreviewRequester,
): Promise<Result<void>> {
  const limits: RequestCounter[] = [{ key: `session:${requester.sessionId}`, limit: CUSTOM_DESIGN_PREVIEWS_PER_SESSION }];
  const address = addressKey(requester.clientAddress);
  if (address) limits.push({ key: `address:${address}`, limit: CUSTOM_DESIGN_PREVIEWS_PER_ADDRESS });
  return deps.db.transaction(async (tx) => {
    const wait = await countRequest(tx, customDesignPreviews, "catalog-custom-design-preview", limits, deps.now());
    return wait > 0 ? tooManyRequests(messages.tooManyPreviews, wait) : ok(undefined);
  });
}
