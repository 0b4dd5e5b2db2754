import { randomUUID } from "node:crypto";
import { type AuthUser, ok, parseInput, type Result } from "@highcotton/kit";
import { decodeBase64Upload } from "@highcotton/kit/validation";
import { eq } from "drizzle-orm";
import { brandKitSchema, LOGO_MAX_BYTES, messages } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import { processLogo } from "../uploads/logo-image.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";
import { ownedStore } from "./owned-store.ts";

/** A store's brand kit as its owner sees it. */
export interface BrandKitView {
  colors: string[];
  slogans: string[];
  /** The stored logo (a PNG made from the upload), or null. */
  logoUrl: string | null;
}

type Deps = Pick<CatalogDeps, "db" | "storage">;

export const brandKitViewOf = (deps: Pick<CatalogDeps, "storage">, store: DispensaryRow): BrandKitView => ({
  colors: store.brandKit?.colors ?? [],
  slogans: store.brandKit?.slogans ?? [],
  logoUrl: store.logoKey ? deps.storage.publicUrl(store.logoKey) : null,
});

/** The owner's brand kit. */
export async function getBrandKit(deps: Deps, caller: AuthUser | null, dispensaryId: string): Promise<Result<BrandKitView>> {
  const store = await ownedStore(deps, caller, dispensaryId);
  return store.ok ? ok(brandKitViewOf(deps, store.value)) : store;
}

/** Saves the kit's colours and slogans (all of them: a slogan left out is removed); new designs use them. */
export async function saveBrandKit(
  deps: Deps,
  caller: AuthUser | null,
  input: { dispensaryId: string; colors?: unknown; slogans?: unknown },
): Promise<Result<BrandKitView>> {
  const store = await ownedStore(deps, caller, input.dispensaryId);
  if (!store.ok) return store;
  const kit = parseInput(brandKitSchema, { colors: input.colors, slogans: input.slogans });
  if (!kit.ok) return kit;
  const [saved] = await deps.db
    .update(dispensaries)
    .set({ brandKit: kit.value })
    .where(eq(dispensaries.id, store.value.id))
    .returning();
  return ok(brandKitViewOf(deps, saved ?? store.value));
}

/**
 * Stores a new logo: judged and re-encoded first (see `processLogo`), under a new key each time so
 * a browser never shows the old one from its cache; the previous file is deleted once replaced.
 */
export async function uploadBrandLogo(
  deps: Deps,
  caller: AuthUser | null,
  input: { dispensaryId: string; base64?: unknown },
): Promise<Result<BrandKitView>> {
  const store = await ownedStore(deps, caller, input.dispensaryId);
  if (!store.ok) return store;
  const raw = typeof input.base64 === "string" ? input.base64 : "";
  const bytes = decodeBase64Upload(raw, LOGO_MAX_BYTES, {
    missing: messages.logoRequired,
    tooLarge: messages.logoTooLarge,
    malformed: messages.logoNotPngOrSvg,
  });
  if (!bytes.ok) return bytes;
  const logo = await processLogo(bytes.value);
  if (!logo.ok) return logo;
  const key = `logos/${store.value.id}/${randomUUID()}.png`;
  await deps.storage.put(key, logo.value.png, "image/png");
  const [saved] = await deps.db.update(dispensaries).set({ logoKey: key }).where(eq(dispensaries.id, store.value.id)).returning();
  const previous = store.value.logoKey;
  if (previous && previous !== key) await deps.storage.delete(previous).catch(() => undefined);
  return ok(brandKitViewOf(deps, saved ?? store.value));
}
