import { graphql } from "./gen/gql.ts";
import type {
  AdvertisementFieldsFragment,
  AdvertiserApplicationFieldsFragment,
  AdvertiserFieldsFragment,
  AdvertiserStatsQuery,
  AdvertisingPlanFieldsFragment,
} from "./gen/graphql.ts";

/**
 * Documents for the ads service (services/ads/src/schema.graphql): the advertising plans every
 * screen reads, an advertiser's application, and the advertiser's own plan, ads and numbers.
 */

export type AdvertisingPlan = AdvertisingPlanFieldsFragment;
export type AdvertiserApplication = AdvertiserApplicationFieldsFragment;
export type MyAdvertiser = AdvertiserFieldsFragment;
export type MyAdvertisement = AdvertisementFieldsFragment;
export type AdvertiserStats = NonNullable<AdvertiserStatsQuery["myAdvertiser"]>["stats"];
export type AdvertiserDayStats = AdvertiserStats["days"][number];

graphql(`
  fragment AdvertisingPlanFields on AdvertisingPlan {
    value
    label
    monthlyPrice
    popular
    kind
    maxDurationSeconds
    description
  }
`);

export const ADVERTISING_PLANS_QUERY = graphql(`
  query AdvertisingPlans {
    advertisingPlans {
      ...AdvertisingPlanFields
    }
  }
`);

graphql(`
  fragment AdvertiserApplicationFields on AdvertiserApplication {
    id
    companyName
    contactEmail
    status
    rejectionReason
    createdAt
    reviewedAt
    plan {
      ...AdvertisingPlanFields
    }
  }
`);

/** Where the signed-in user stands: an advertiser, an application waiting, or neither. */
export const ADVERTISER_STANDING_QUERY = graphql(`
  query AdvertiserStanding {
    myAdvertiser {
      id
      companyName
    }
    myAdvertiserApplication {
      ...AdvertiserApplicationFields
    }
  }
`);

export const APPLY_TO_ADVERTISE_MUTATION = graphql(`
  mutation ApplyToAdvertise($input: ApplyToAdvertiseInput!) {
    applyToAdvertise(input: $input) {
      ...AdvertiserApplicationFields
    }
  }
`);

graphql(`
  fragment AdvertisementFields on Advertisement {
    id
    kind
    title
    description
    thumbnailUrl
    durationSeconds
    status
    views
    clicks
    createdAt
    activatedAt
  }
`);

graphql(`
  fragment AdvertiserFields on Advertiser {
    id
    companyName
    contactEmail
    website
    subscriptionStatus
    monthlyFee
    paidThrough
    cancelAtPeriodEnd
    cardBrand
    cardLast4
    plan {
      ...AdvertisingPlanFields
    }
    advertisements {
      ...AdvertisementFields
    }
  }
`);

export const ADVERTISER_DASHBOARD_QUERY = graphql(`
  query AdvertiserDashboard {
    myAdvertiser {
      ...AdvertiserFields
    }
    myAdvertiserApplication {
      ...AdvertiserApplicationFields
    }
  }
`);

/** The last 30 days' numbers, asked apart so the rest of the dashboard shows without waiting for them. */
export const ADVERTISER_STATS_QUERY = graphql(`
  query AdvertiserStats {
    myAdvertiser {
      id
      stats(days: 30) {
        impressions
        clicks
        clickThroughRate
        days {
          day
          impressions
          clicks
          clickThroughRate
        }
      }
    }
  }
`);

export const ADVERTISER_BILLING_QUERY = graphql(`
  query AdvertiserBilling {
    advertiserBillingPublishableKey
  }
`);

export const CREATE_ADVERTISER_OFFLINE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation CreateAdvertiserOfflinePaymentMethod($card: AdvertiserCardInput!) {
    createAdvertiserOfflinePaymentMethod(card: $card) {
      id
      brand
      last4
    }
  }
`);

export const PAY_ADVERTISING_PLAN_MUTATION = graphql(`
  mutation PayAdvertisingPlan($paymentMethodId: String!) {
    payAdvertisingPlan(paymentMethodId: $paymentMethodId) {
      ...AdvertiserFields
    }
  }
`);

export const UPLOAD_ADVERTISEMENT_MUTATION = graphql(`
  mutation UploadAdvertisement($input: UploadAdvertisementInput!) {
    uploadAdvertisement(input: $input) {
      ...AdvertisementFields
    }
  }
`);
