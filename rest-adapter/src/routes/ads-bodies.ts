import { messages as adsMessages, applicationFormSchema, BROWSER_TOKEN, PLAN_VALUES } from "@highcotton/ads/contract";
import { sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { responseBody } from "../response-body.ts";

// The ads calls' bodies (each the fragment that selects it, its schema derived from it) and the
// input pieces they share, from ads' contract.

export { adsMessages, PLAN_VALUES };

/** The ids the browser makes for an event and a page view: 8 to 64 letters, digits, - or _. */
export const browserId = (message: string) =>
  z.string(message).regex(BROWSER_TOKEN, message).meta({ description: "8 to 64 letters, digits, - or _, made by the browser" });

export const optionalSessionId = sessionIdSchema.optional().meta({ description: "The browser session id" });

/** SPEC §5's advertiser form, as the service judges it. */
export const applicationInput = applicationFormSchema.extend({
  website: applicationFormSchema.shape.website.meta({
    description: "An http(s) URL, or empty for none: where clicks on the ads go",
  }),
});

/** How many of something there are (an Int in the schema). */
const count = z.int().min(0);
/** clicks / impressions (0 without impressions); a click may come before its impression counted. */
const rate = z.number().min(0);

export const planBody = responseBody(
  graphql(`
    fragment AdvertisingPlanBody on AdvertisingPlan {
      value
      label
      # Whole US dollars a month.
      monthlyPrice
      monthlyPriceCents
      popular
      kind
      maxDurationSeconds
      description
    }
  `),
);

export const applicationBody = responseBody(
  graphql(`
    fragment AdvertiserApplicationBody on AdvertiserApplication {
      id
      companyName
      contactEmail
      contactPhone
      website
      plan {
        ...AdvertisingPlanBody
      }
      # pending until an operator approves it (approved) or rejects it (rejected, with a reason).
      status
      rejectionReason
      createdAt
      # When an operator approved or rejected it; null while pending.
      reviewedAt
    }
  `),
);

export const advertisementBody = responseBody(
  graphql(`
    fragment AdvertisementBody on Advertisement {
      id
      kind
      title
      description
      mediaUrl
      thumbnailUrl
      width
      height
      # Read from the video itself; null for a flyer.
      durationSeconds
      # pending (the plan is not paid) or active (served).
      status
      views
      clicks
      createdAt
      activatedAt
    }
  `),
  { views: count, clicks: count },
);

export const advertiserBody = responseBody(
  graphql(`
    fragment AdvertiserBody on Advertiser {
      id
      companyName
      contactEmail
      contactPhone
      website
      # unpaid, active, past_due or canceled.
      subscriptionStatus
      subscriptionTier
      plan {
        ...AdvertisingPlanBody
      }
      monthlyFee
      # When the paid month ends: the next renewal, or when a canceled plan ends.
      paidThrough
      # Canceled: ads run until paidThrough, then the plan ends with no further charge.
      cancelAtPeriodEnd
      # The card on file (visa…, last 4 digits), when the card provider said.
      cardBrand
      cardLast4
      isActive
      createdAt
      # Newest first.
      advertisements {
        ...AdvertisementBody
      }
    }
  `),
);

export const statsBody = responseBody(
  graphql(`
    fragment AdvertiserStatsBody on AdvertiserStats {
      # Every UTC day of the range, oldest first.
      days {
        # YYYY-MM-DD (UTC).
        day
        impressions
        clicks
        clickThroughRate
      }
      impressions
      clicks
      clickThroughRate
    }
  `),
  {
    days: { day: z.iso.date(), impressions: count, clicks: count, clickThroughRate: rate },
    impressions: count,
    clicks: count,
    clickThroughRate: rate,
  },
);

export const servedAdBody = responseBody(
  graphql(`
    fragment ServedAdvertisementBody on ServedAdvertisement {
      id
      kind
      title
      description
      mediaUrl
      thumbnailUrl
      width
      height
      durationSeconds
      companyName
      # How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video).
      viewableAfterMs
      # Through the server, which counts the click and redirects; null without a website.
      clickUrl
    }
  `),
);
