// A small stand-in for the ads graph (services/ads/src/schema.graphql) for the scripts that mock
// /graphql: the plans, the signed-in user's standing, applying, and an empty ad slot.

const plan = (value, label, monthlyPrice, kind, maxDurationSeconds, description, popular = false) => ({
  __typename: "AdvertisingPlan",
  value,
  label,
  monthlyPrice,
  popular,
  kind,
  maxDurationSeconds,
  description,
});

export const ADVERTISING_PLANS = [
  plan("flyer_50", "Flyer Ad", 50, "flyer", null, "Static flyer"),
  plan("short_100", "15 Second Video", 100, "video", 15, "15 s video"),
  plan("medium_250", "30 Second Video", 250, "video", 30, "30 s video, most popular", true),
  plan("long_500", "60 Second Video", 500, "video", 60, "60 s video"),
];

/** A pending application as the server records it from applyToAdvertise's input. */
export function advertiserApplication({ companyName, contactEmail, plan: value }) {
  return {
    __typename: "AdvertiserApplication",
    id: "app-1",
    companyName,
    contactEmail,
    status: "pending",
    createdAt: new Date().toISOString(),
    plan: ADVERTISING_PLANS.find((p) => p.value === value),
  };
}

/**
 * Answers the ads operations, or returns undefined for any other. `ads.application` is the user's
 * application once `applyToAdvertise` has recorded it (or set up front); `ads.applyError` refuses
 * the application with that message and code, as the server would.
 */
export function answerAds(body, ads = {}) {
  switch (body.operationName) {
    case "AdvertisingPlans":
      return { data: { advertisingPlans: ADVERTISING_PLANS } };
    case "AdvertiserStanding":
      return { data: { myAdvertiser: null, myAdvertiserApplication: ads.application ?? null } };
    case "ApplyToAdvertise": {
      if (ads.applyError) {
        const { message, code } = ads.applyError;
        return { data: null, errors: [{ message, extensions: { code } }] };
      }
      ads.application = advertiserApplication(body.variables.input);
      return { data: { applyToAdvertise: ads.application } };
    }
    case "ServedAdvertisement":
      return { data: { servedAdvertisement: null } };
    default:
      return undefined;
  }
}
