import { graphql } from "./gen/gql.ts";
import type {
  ActiveLeadFieldsFragment,
  BillingProvider,
  CompletedLeadFieldsFragment,
  MerchantFieldsFragment,
  MerchantPaymentSettingsQuery,
  MerchantWithdrawalFieldsFragment,
  PendingLeadFieldsFragment,
  SubscriptionStatus,
} from "./gen/graphql.ts";

/**
 * Documents for the fulfillment service (services/fulfillment/src/schema.graphql): the signed-in
 * print merchant, its $5/month subscription and its three lists of leads. Money is a decimal string
 * computed by the server.
 */

export type { BillingProvider, SubscriptionStatus };

export type MyMerchant = MerchantFieldsFragment;
export type MerchantPaymentSettings = MerchantPaymentSettingsQuery["merchantPaymentSettings"];
/** A lead any merchant may take: no street address, zip or email (the server sends none either). */
export type PendingLead = PendingLeadFieldsFragment;
/** A lead this merchant accepted: where to ship it and the print files. */
export type ActiveLead = ActiveLeadFieldsFragment;
export type CompletedLead = CompletedLeadFieldsFragment;
export type MerchantWithdrawal = MerchantWithdrawalFieldsFragment;

graphql(`
  fragment MerchantFields on Merchant {
    id
    businessName
    address
    city
    state
    zip
    subscriptionStatus
    currentPeriodEnd
    cancelAtPeriodEnd
    cardBrand
    cardLast4
    monthlyFee
    totalRevenue
    availableBalance
    ordersFulfilled
    isActive
  }
`);

export const MY_MERCHANT_QUERY = graphql(`
  query MyMerchant {
    myMerchant {
      ...MerchantFields
    }
  }
`);

export const MERCHANT_PAYMENT_SETTINGS_QUERY = graphql(`
  query MerchantPaymentSettings {
    merchantPaymentSettings {
      cardProvider
      payoutProvider
      stripePublishableKey
      monthlyFee
    }
  }
`);

graphql(`
  fragment PendingLeadFields on Lead {
    orderId
    shortId
    status
    customerName
    shippingCity
    shippingState
    items {
      designId
      designName
      frontImageUrl
      size
      color
      quantity
    }
    shirtCount
    merchantEarnings
    inYourState
    reoffered
    placedAt
  }
`);

graphql(`
  fragment ActiveLeadFields on Lead {
    orderId
    shortId
    status
    customerName
    customerEmail
    shippingAddress
    shippingCity
    shippingState
    shippingZip
    items {
      designId
      designName
      frontImageUrl
      printFileUrl
      printFileName
      size
      color
      quantity
    }
    shirtCount
    merchantEarnings
    placedAt
    acceptedAt
  }
`);

graphql(`
  fragment CompletedLeadFields on Lead {
    orderId
    shortId
    status
    customerName
    shippingCity
    shippingState
    shirtCount
    merchantEarnings
    fulfilledAt
  }
`);

/** Held by the server until a lead changes after `seen` (the last answer's cursor) or its wait ends. */
export const LEADS_CHANGED_QUERY = graphql(`
  query LeadsChanged($seen: String) {
    leadsChanged(seen: $seen)
  }
`);

/** The dashboard's three lists, with the first `first` pending leads. */
export const MERCHANT_ORDERS_QUERY = graphql(`
  query MerchantOrders($first: Int) {
    merchantOrders(first: $first) {
      pending {
        ...PendingLeadFields
      }
      active {
        ...ActiveLeadFields
      }
      fulfilled {
        ...CompletedLeadFields
      }
    }
  }
`);

export const CREATE_OFFLINE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation CreateOfflinePaymentMethod($card: OfflineCardInput!) {
    createOfflinePaymentMethod(card: $card) {
      id
      brand
      last4
    }
  }
`);

export const CREATE_MERCHANT_MUTATION = graphql(`
  mutation CreateMerchant($input: CreateMerchantInput!) {
    createMerchant(input: $input) {
      ...MerchantFields
    }
  }
`);

export const RESUME_MERCHANT_SUBSCRIPTION_MUTATION = graphql(`
  mutation ResumeMerchantSubscription($paymentMethodId: String!) {
    resumeMerchantSubscription(paymentMethodId: $paymentMethodId) {
      ...MerchantFields
    }
  }
`);

export const ACCEPT_ORDER_MUTATION = graphql(`
  mutation AcceptOrder($orderId: ID!) {
    acceptOrder(orderId: $orderId) {
      orderId
      status
    }
  }
`);

export const FULFILL_ORDER_MUTATION = graphql(`
  mutation FulfillOrder($orderId: ID!, $tracking: ShipmentTrackingInput) {
    fulfillOrder(orderId: $orderId, tracking: $tracking) {
      orderId
      status
    }
  }
`);

graphql(`
  fragment MerchantWithdrawalFields on MerchantWithdrawal {
    id
    amount
    status
    requestedAt
    processedAt
  }
`);

/** The merchant's withdrawal history, newest first. */
export const MERCHANT_WITHDRAWALS_QUERY = graphql(`
  query MerchantWithdrawals {
    merchantWithdrawals {
      ...MerchantWithdrawalFields
    }
  }
`);

export const REQUEST_MERCHANT_WITHDRAWAL_MUTATION = graphql(`
  mutation RequestMerchantWithdrawal($stripeAccountId: String) {
    requestMerchantWithdrawal(stripeAccountId: $stripeAccountId) {
      ...MerchantWithdrawalFields
    }
  }
`);
