import { graphql } from "./gen/gql.ts";

/**
 * The advertiser dashboard's subscription panel (services/ads/src/schema.graphql): cancel the plan
 * at the end of the paid month, keep it (payAdvertisingPlan with no card), change the card.
 */

export const CANCEL_ADVERTISING_PLAN_MUTATION = graphql(`
  mutation CancelAdvertisingPlan {
    cancelAdvertisingPlan {
      ...AdvertiserFields
    }
  }
`);

export const KEEP_ADVERTISING_PLAN_MUTATION = graphql(`
  mutation KeepAdvertisingPlan {
    payAdvertisingPlan {
      ...AdvertiserFields
    }
  }
`);

export const CHANGE_ADVERTISER_CARD_MUTATION = graphql(`
  mutation ChangeAdvertiserCard($paymentMethodId: String!) {
    changeAdvertiserCard(paymentMethodId: $paymentMethodId) {
      ...AdvertiserFields
    }
  }
`);
