import { optionalText, safeText, sessionIdSchema } from "@highcotton/kit/validation";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";

// The ads calls' bodies (each beside the fragment that selects it) and the input pieces they
// share, with the messages the ads service gives for the same rules.

const instant = z.iso.datetime({ offset: true });

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
const kind = z.enum(["flyer", "video"]);

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

export const planBody = z.object({
  value: z.enum(PLAN_VALUES),
  label: z.string(),
  /** Whole US dollars a month. */
  monthlyPrice: z.int(),
  monthlyPriceCents: z.int(),
  popular: z.boolean(),
  kind,
  maxDurationSeconds: z.int().nullable(),
  description: z.string(),
});

graphql(`
  fragment AdvertisingPlanBody on AdvertisingPlan {
    value
    label
    monthlyPrice
    monthlyPriceCents
    popular
    kind
    maxDurationSeconds
    description
  }
`);

/** The company's details from SPEC §5's form: an application's, then its advertiser's. */
const companyFields = {
  companyName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
};

export const applicationBody = z.object({
  id: z.string(),
  ...companyFields,
  plan: planBody,
  /** pending until an operator approves it, then approved. */
  status: z.string(),
  createdAt: instant,
});

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
    status
    createdAt
  }
`);

/** What an advertiser's ad and an ad served in the slot both say of it. */
const creativeFields = {
  id: z.string(),
  kind,
  title: z.string(),
  description: z.string().nullable(),
  mediaUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.int(),
  height: z.int(),
  /** Read from the video itself; null for a flyer. */
  durationSeconds: z.number().nullable(),
};

export const advertisementBody = z.object({
  ...creativeFields,
  /** pending (the plan is not paid) or active (served). */
  status: z.string(),
  views: z.int().min(0),
  clicks: z.int().min(0),
  createdAt: instant,
  activatedAt: instant.nullable(),
});

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
    durationSeconds
    status
    views
    clicks
    createdAt
    activatedAt
  }
`);

export const advertiserBody = z.object({
  id: z.string(),
  ...companyFields,
  /** unpaid, active, past_due or canceled. */
  subscriptionStatus: z.string(),
  subscriptionTier: z.enum(PLAN_VALUES),
  plan: planBody,
  monthlyFee: z.number(),
  paidThrough: instant.nullable(),
  isActive: z.boolean(),
  createdAt: instant,
  /** Newest first. */
  advertisements: z.array(advertisementBody),
});

graphql(`
  fragment AdvertiserBody on Advertiser {
    id
    companyName
    contactEmail
    contactPhone
    website
    subscriptionStatus
    subscriptionTier
    plan {
      ...AdvertisingPlanBody
    }
    monthlyFee
    paidThrough
    isActive
    createdAt
    advertisements {
      ...AdvertisementBody
    }
  }
`);

/** clicks / impressions (0 without impressions); a click may come before its impression counted. */
const rate = z.number().min(0);

export const statsBody = z.object({
  /** Every UTC day of the range, oldest first. */
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      day: z.iso.date(),
      impressions: z.int().min(0),
      clicks: z.int().min(0),
      clickThroughRate: rate,
    }),
  ),
  impressions: z.int().min(0),
  clicks: z.int().min(0),
  clickThroughRate: rate,
});

graphql(`
  fragment AdvertiserStatsBody on AdvertiserStats {
    days {
      day
      impressions
      clicks
      clickThroughRate
    }
    impressions
    clicks
    clickThroughRate
  }
`);

export const servedAdBody = z.object({
  ...creativeFields,
  companyName: z.string(),
  /** How long the ad must stay at least half on screen before it counts: 1000 (flyer) or 2000 (video). */
  viewableAfterMs: z.int(),
  /** Through the server, which counts the click and redirects; null without a website. */
  clickUrl: z.string().nullable(),
});

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
    viewableAfterMs
    clickUrl
  }
`);
