import { graphql } from "./gen/gql.ts";

/**
 * The merchant dashboard's subscription panel (services/fulfillment/src/schema.graphql): cancel
 * at the end of the paid month, keep it (resumeMerchantSubscription with no card), change the card.
 */

export const CANCEL_MERCHANT_SUBSCRIPTION_MUTATION = graphql(`
  mutation CancelMerchantSubscription {
    cancelMerchantSubscription {
      ...MerchantFields
    }
  }
`);

export const KEEP_MERCHANT_SUBSCRIPTION_MUTATION = graphql(`
  mutation KeepMerchantSubscription {
    resumeMerchantSubscription {
      ...MerchantFields
    }
  }
`);

export const CHANGE_MERCHANT_CARD_MUTATION = graphql(`
  mutation ChangeMerchantCard($paymentMethodId: String!) {
    changeMerchantCard(paymentMethodId: $paymentMethodId) {
      ...MerchantFields
    }
  }
`);
