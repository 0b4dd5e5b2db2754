import { getTableName } from "drizzle-orm";
import { analyticsEvents } from "../db/schema.ts";

/**
 * The storefront's public read models, shared among askers for a moment (see the kit's
 * SharedAnswers): stores, their designs, the marketplace, and the entities other parts join them
 * into (a post's store, an order's design). What only an owner or a session sees (isMine, fees,
 * view counts, print files, a hidden design, one's reactions) is read from who asked, so such an
 * answer is never shared. A store page's recorded view (an analytics event) changes none of them:
 * shoppers visiting do not clear what is kept.
 */
export const catalogSharedReads = {
  rootFields: ["dispensaries", "dispensary", "designPage", "design", "stateStoreCounts", "_entities"],
  unaffectedBy: [getTableName(analyticsEvents)],
};
