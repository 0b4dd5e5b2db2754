import { graphql } from "./gen/gql.ts";
import type {
  CardProvider,
  CartFieldsFragment,
  FulfillmentStatus,
  PaymentMethod,
  PlaceOrderInput,
  PlaceOrderMutation,
  ReceiptQuery,
  StoreMoneyFieldsFragment,
  WalletProvider,
  WithdrawalStatus,
} from "./gen/graphql.ts";

/**
 * Documents for the commerce service (services/commerce/src/schema.graphql): the cart, payments,
 * orders and receipts, and a store's money. Money is a decimal string computed by the server.
 */

export type { CardProvider, FulfillmentStatus, PaymentMethod, PlaceOrderInput, WalletProvider, WithdrawalStatus };

export type Cart = CartFieldsFragment;
export type CartLine = Cart["items"][number];
export type PlacedOrder = PlaceOrderMutation["placeOrder"];
export type Receipt = NonNullable<ReceiptQuery["receipt"]>;
export type StoreMoney = StoreMoneyFieldsFragment;
export type Withdrawal = NonNullable<StoreMoney["withdrawals"]>[number];

graphql(`
  fragment CartFields on Cart {
    sessionId
    itemCount
    subtotal
    shipping
    total
    items {
      id
      designId
      size
      color
      quantity
      unitPrice
      lineTotal
      design {
        id
        name
        frontImageUrl
        artworkUrl
        dispensaryId
      }
    }
  }
`);

/** The whole cart (/cart, /checkout). */
export const CART_QUERY = graphql(`
  query Cart($sessionId: String!) {
    cart(sessionId: $sessionId) {
      ...CartFields
    }
  }
`);

/** Only the count the navigation shows; shares the cart's cache entry (Cart is keyed by session). */
export const CART_COUNT_QUERY = graphql(`
  query CartCount($sessionId: String!) {
    cart(sessionId: $sessionId) {
      sessionId
      itemCount
    }
  }
`);

export const ADD_TO_CART_MUTATION = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      id
      designId
      size
      color
      quantity
    }
  }
`);

export const UPDATE_CART_ITEM_MUTATION = graphql(`
  mutation UpdateCartItem($input: UpdateCartItemInput!) {
    updateCartItem(input: $input) {
      id
      quantity
      lineTotal
    }
  }
`);

export const REMOVE_CART_ITEM_MUTATION = graphql(`
  mutation RemoveCartItem($input: RemoveCartItemInput!) {
    removeCartItem(input: $input)
  }
`);

export const PAYMENT_SETTINGS_QUERY = graphql(`
  query PaymentSettings {
    paymentSettings {
      cardProvider
      stripePublishableKey
      walletProvider
      payoutProvider
    }
  }
`);

export const CREATE_PAYMENT_INTENT_MUTATION = graphql(`
  mutation CreatePaymentIntent($input: CreatePaymentIntentInput!) {
    createPaymentIntent(input: $input) {
      paymentIntentId
      clientSecret
      amount
      provider
    }
  }
`);

export const CONFIRM_OFFLINE_CARD_PAYMENT_MUTATION = graphql(`
  mutation ConfirmOfflineCardPayment($input: ConfirmOfflineCardPaymentInput!) {
    confirmOfflineCardPayment(input: $input) {
      paymentIntentId
      status
    }
  }
`);

graphql(`
  fragment WalletOrderFields on WalletOrder {
    id
    status
    amount
    approveUrl
  }
`);

export const CREATE_WALLET_ORDER_MUTATION = graphql(`
  mutation CreateWalletOrder($input: CreateWalletOrderInput!) {
    createWalletOrder(input: $input) {
      ...WalletOrderFields
    }
  }
`);

/** Polled while the shopper approves the wallet payment in its popup. */
export const WALLET_ORDER_QUERY = graphql(`
  query WalletOrder($id: ID!) {
    walletOrder(id: $id) {
      ...WalletOrderFields
    }
  }
`);

export const APPROVE_WALLET_ORDER_MUTATION = graphql(`
  mutation ApproveWalletOrder($id: ID!) {
    approveWalletOrder(id: $id) {
      ...WalletOrderFields
    }
  }
`);

export const CANCEL_WALLET_ORDER_MUTATION = graphql(`
  mutation CancelWalletOrder($id: ID!) {
    cancelWalletOrder(id: $id) {
      ...WalletOrderFields
    }
  }
`);

export const CAPTURE_WALLET_ORDER_MUTATION = graphql(`
  mutation CaptureWalletOrder($id: ID!) {
    captureWalletOrder(id: $id) {
      ...WalletOrderFields
    }
  }
`);

export const PLACE_ORDER_MUTATION = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      receiptPath
      totalAmount
      createdAt
    }
  }
`);

export const RECEIPT_QUERY = graphql(`
  query Receipt($token: String!) {
    receipt(token: $token) {
      id
      receiptPath
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
        size
        color
        quantity
        price
      }
      totalAmount
      paymentMethod
      paymentStatus
      fulfillmentStatus
      createdAt
      acceptedAt
      fulfilledAt
      tracking {
        carrier
        trackingNumber
        trackingUrl
      }
    }
  }
`);

graphql(`
  fragment StoreMoneyFields on Dispensary {
    id
    totalRevenue
    availableBalance
    heldBalance
    reversedRevenue
    nextEligibleAt
    pendingWithdrawalCount
    withdrawals {
      id
      amount
      status
      eligibleAt
      requestedAt
      processedAt
    }
  }
`);

/** The owner's store money (/dashboard): commerce's fields on catalog's store. */
export const STORE_MONEY_QUERY = graphql(`
  query StoreMoney {
    myDispensary {
      ...StoreMoneyFields
    }
  }
`);

export const REQUEST_WITHDRAWAL_MUTATION = graphql(`
  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      id
      amount
      status
      eligibleAt
      requestedAt
      processedAt
    }
  }
`);
