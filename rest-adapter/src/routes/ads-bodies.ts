import { optionalText, safeText, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { responseBody } from "../response-body.ts";

// The ads calls' bodies (each the fragment that selects it, its schema derived from it) and the
// input pieces they share, with the messages the ads service gives for the same rules.

/** The ads service's texts, as it words them (SPEC §5's advertiser form first). */
export const adsMessages = {
  companyNameRequired: "Company name is required",
  companyNameTooLong: "Company name must be at most 100 characters",
  validEmailRequired: "Valid email is required",
  phoneInvalid: "Phone must be at most 30 characters",
  validUrlRequired: "Valid URL is required",
  planRequired: "Please select an advertising plan",
  noApplication: "You have not applied to advertise yet",
  noAdvertiser: "You are not an advertiser yet",
  paymentMethodRequired: "Payment method is required",
  titleRequired: "Title is required",
  titleTooLong: "Title must be at most 80 characters",
  descriptionTooLong: "Description must be at most 280 characters",
  creativeRequired: "Please choose a file to upload",
  creativeTooLarge: "A video ad must be at most 40 MB (a flyer at most 8 MB)",
  posterTooLarge: "The poster must be at most 8 MB",
  oneCreative: "Upload one file for an ad",
  onePoster: "Upload one poster image",
  eventsRequired: "Send between 1 and 50 events",
  eventIdInvalid: "Each event needs an id of 8 to 64 letters, digits, - or _",
  pageViewIdInvalid: "Each event needs a page view id of 8 to 64 letters, digits, - or _",
  advertisementIdInvalid: "Each event needs the id of the ad it is about",
  eventKindInvalid: "An event is an impression or a click",
  visibleMsInvalid: "visibleMs must be a whole number of milliseconds",
  placementInvalid: "Placement must be marketplace or store",
  daysInvalid: "Days must be a whole number from 1 to 90",
  adNotFound: "Ad not found",
} as const;

export const PLAN_VALUES = ["flyer_50", "short_100", "medium_250", "long_500"] as const;

/** The ids the browser makes for an event and a page view: 8 to 64 letters, digits, - or _. */
export const browserId = (message: string) =>
  z
    .string(message)
    .regex(/^[A-Za-z0-9_-]{8,64}$/, message)
    .meta({ description: "8 to 64 letters, digits, - or _, made by the browser" });

export const optionalSessionId = sessionIdSchema.optional().meta({ description: "The browser session id" });

/** SPEC §5's advertiser form; the service also checks the website is an http(s) URL. */
export const applicationInput = z.object({
  companyName: safeText("Company name", {
    max: 100,
    required: adsMessages.companyNameRequired,
    tooLong: adsMessages.companyNameTooLong,
  }),
  contactEmail: safeText("Contact email", {
    max: 254,
    required: adsMessages.validEmailRequired,
    tooLong: adsMessages.validEmailRequired,
  }).pipe(z.email(adsMessages.validEmailRequired)),
  contactPhone: optionalText("Phone", { max: 30, tooLong: adsMessages.phoneInvalid }),
  website: optionalText("Website", { max: 2048, tooLong: adsMessages.validUrlRequired }).meta({
    description: "An http(s) URL, or empty for none: where clicks on the ads go",
  }),
  plan: z.enum(PLAN_VALUES, adsMessages.planRequired),
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
      # pending until an operator approves it, then approved.
      status
      createdAt
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
      paidThrough
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
