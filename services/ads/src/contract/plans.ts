/**
 * The advertising plans (SPEC §3 and §9): what a brand buys per month. The one list every screen
 * and call reads, through the ads subgraph's `advertisingPlans` and GET /api/ads/plans.
 */
export const PLAN_VALUES = ["flyer_50", "short_100", "medium_250", "long_500"] as const;
export type PlanValue = (typeof PLAN_VALUES)[number];

/** A flyer is a still image; the video plans differ by the longest video they run. */
export const ADVERTISEMENT_KINDS = ["flyer", "video"] as const;
export type AdvertisementKind = (typeof ADVERTISEMENT_KINDS)[number];

/** Where an ad slot is on the site: the marketplace page, or a store's page. */
export const AD_PLACEMENTS = ["marketplace", "store"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** What the browser reports about an ad it showed. */
export const AD_EVENT_KINDS = ["impression", "click"] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/**
 * Why an ad event was answered but not counted (IAB/MRC general invalid traffic):
 * - no_token: no impression token, or one the server did not sign for this ad;
 * - replay: the token's impression, or its click, had counted already;
 * - expired: the token is older than IMPRESSION_TOKEN_TTL_SECONDS;
 * - too_fast: an impression sooner after the serve than the time it claims in view, or a click
 *   sooner than MIN_CLICK_AFTER_SERVE_MS;
 * - per_address_cap: past the session's or the client address's valid events a minute;
 * - no_impression: a click whose token's impression has not counted.
 */
export const INVALID_TRAFFIC_REASONS = ["no_token", "replay", "expired", "too_fast", "per_address_cap", "no_impression"] as const;
export type InvalidTrafficReason = (typeof INVALID_TRAFFIC_REASONS)[number];

export interface AdvertisingPlan {
  value: PlanValue;
  label: string;
  /** The monthly price in whole US cents. */
  monthlyPriceCents: number;
  /** SPEC marks the 30 second video as the most popular. */
  popular: boolean;
  kind: AdvertisementKind;
  /** The longest video the plan runs, in seconds; null for the flyer. */
  maxDurationSeconds: number | null;
  description: string;
}

export const ADVERTISING_PLANS: readonly AdvertisingPlan[] = [
  {
    value: "flyer_50",
    label: "Flyer Ad",
    monthlyPriceCents: 5000,
    popular: false,
    kind: "flyer",
    maxDurationSeconds: null,
    description: "Static flyer",
  },
  {
    value: "short_100",
    label: "15 Second Video",
    monthlyPriceCents: 10000,
    popular: false,
    kind: "video",
    maxDurationSeconds: 15,
    description: "15 s video",
  },
  {
    value: "medium_250",
    label: "30 Second Video",
    monthlyPriceCents: 25000,
    popular: true,
    kind: "video",
    maxDurationSeconds: 30,
    description: "30 s video, most popular",
  },
  {
    value: "long_500",
    label: "60 Second Video",
    monthlyPriceCents: 50000,
    popular: false,
    kind: "video",
    maxDurationSeconds: 60,
    description: "60 s video",
  },
];

export const isPlanValue = (value: unknown): value is PlanValue =>
  typeof value === "string" && (PLAN_VALUES as readonly string[]).includes(value);

export function planOf(value: PlanValue): AdvertisingPlan {
  const plan = ADVERTISING_PLANS.find((candidate) => candidate.value === value);
  if (!plan) throw new Error(`No advertising plan ${value}`);
  return plan;
}
