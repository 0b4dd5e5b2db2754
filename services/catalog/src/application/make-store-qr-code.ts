import type { Queryable } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { dispensaries } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { storeUrlOf } from "./dispensary-view.ts";

/**
 * Makes the store page's QR code, keeps it in object storage and records its URL. The key is the
 * store's id, so doing it again (a redelivered event) overwrites the same file.
 */
export async function makeStoreQrCode(deps: Pick<CatalogDeps, "storage" | "publicUrl">, tx: Queryable, dispensaryId: string) {
  const png = await QRCode.toBuffer(storeUrlOf(deps.publicUrl(), dispensaryId), {
    type: "png",
    width: 600,
    margin: 2,
    errorCorrectionLevel: "M",
  });
  const key = `qr/${dispensaryId}.png`;
  await deps.storage.put(key, png, "image/png");
  await tx
    .update(dispensaries)
    .set({ qrCodeUrl: deps.storage.publicUrl(key) })
    .where(eq(dispensaries.id, dispensaryId));
}
