import type { CardCharges, OfflineCharges } from "@highcotton/billing";
import type { Database, Db, Logger, ObjectStorage } from "@highcotton/kit";
import type { ArtworkGenerator } from "../generation/artwork.ts";

/** What catalog's use cases need from the outside. */
export interface CatalogDeps {
  db: Db;
  database: Database;
  storage: ObjectStorage;
  generator: ArtworkGenerator;
  logger: Logger;
  /** The marketplace's public origin, for store page links and QR codes. */
  publicUrl: () => string;
  now: () => Date;
  /** Takes the store's sign-on fee and yearly renewals. */
  charges: CardCharges;
  /** The offline provider when it takes cards: its card form. */
  offline?: OfflineCharges;
  /** Served to the store setup page when Stripe takes cards (Stripe Elements). */
  stripePublishableKey?: string;
}
