import { ADVERTISING_PLANS } from "@highcotton/ads/contract";
/**
 * A small stand-in for the ads graph in page tests: the plans, an application, an advertiser and
 * its ads, shaped as services/ads answers them.
 */

/** The ads contract's plans as the graph answers them (monthly prices in dollars). */
export const advertisingPlans = ADVERTISING_PLANS.map(({ monthlyPriceCents, ...plan }) => ({
  __typename: "AdvertisingPlan" as const,
  ...plan,
  monthlyPrice: monthlyPriceCents / 100,
}));

export type PlanValue = (typeof advertisingPlans)[number]["value"];

export const planOf = (value: PlanValue) => advertisingPlans.find((plan) => plan.value === value) ?? advertisingPlans[0];

export function application(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "AdvertiserApplication",
    id: "app-1",
    companyName: "Bud Brand Co",
    contactEmail: "ads@budbrand.co",
    status: "pending",
    rejectionReason: null,
    createdAt: "2026-03-02T15:00:00.000Z",
    reviewedAt: null,
    plan: planOf("flyer_50"),
    ...overrides,
  };
}

export function advertisement(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Advertisement",
    id: "ad-1",
    kind: "flyer",
    title: "Spring sale",
    description: "20% off pre-rolls",
    thumbnailUrl: "/media/ads/ad-1.webp",
    durationSeconds: null,
    status: "pending",
    views: 0,
    clicks: 0,
    createdAt: "2026-03-03T10:00:00.000Z",
    activatedAt: null,
    ...overrides,
  };
}

/** `days` UTC days ending 2026-03-31, with the impressions and clicks given for the last ones. */
export function stats(recent: Array<[impressions: number, clicks: number]> = [], days = 30) {
  const list = Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.UTC(2026, 2, 31 - (days - 1 - index))).toISOString().slice(0, 10);
    const [impressions, clicks] = recent[index - (days - recent.length)] ?? [0, 0];
    return {
      __typename: "AdvertiserDayStats",
      day,
      impressions,
      clicks,
      clickThroughRate: impressions ? clicks / impressions : 0,
    };
  });
  const impressions = list.reduce((sum, day) => sum + day.impressions, 0);
  const clicks = list.reduce((sum, day) => sum + day.clicks, 0);
  return {
    __typename: "AdvertiserStats",
    impressions,
    clicks,
    clickThroughRate: impressions ? clicks / impressions : 0,
    days: list,
  };
}

export function advertiser(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Advertiser",
    id: "adv-1",
    companyName: "Bud Brand Co",
    contactEmail: "ads@budbrand.co",
    website: "https://budbrand.co",
    subscriptionStatus: "unpaid",
    monthlyFee: 50,
    paidThrough: null,
    cancelAtPeriodEnd: false,
    cardBrand: null,
    cardLast4: null,
    plan: planOf("flyer_50"),
    advertisements: [],
    ...overrides,
  };
}
