import type { EventConsumer } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { makeStoreQrCode } from "../application/make-store-qr-code.ts";

/**
 * A new store gets its QR code. Catalog consumes its own event here, rather than drawing the code
 * in the request, because the image goes to object storage: outside the transaction, retried by the
 * inbox until it is there, and never holding up the owner's "Create Business Store".
 */
export function onDispensaryCreated(consumer: EventConsumer, deps: CatalogDeps): void {
  consumer.on(DispensaryCreatedSchema, (event, tx) => makeStoreQrCode(deps, tx, event.data.dispensaryId));
}
