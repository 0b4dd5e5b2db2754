import type { AdvertisementKind } from "../contract/index.ts";

/**
 * How long an ad must stay at least half on screen, without a break, before it counts as one
 * impression (the MRC viewability rule: one second for a display ad, two for a video). The browser
 * measures; the server refuses impressions that report less.
 */
export const VIEWABLE_AFTER_MS: Readonly<Record<AdvertisementKind, number>> = { flyer: 1000, video: 2000 };

export const viewableAfterMs = (kind: AdvertisementKind): number => VIEWABLE_AFTER_MS[kind];
