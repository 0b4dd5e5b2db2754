import { ROLES } from "@highcotton/kit/domain";
import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";

// What the calls answer, as zod schemas (the OpenAPI document's response bodies), each beside the
// GraphQL fragment that selects it. Routes pass results through `documented`, so the compiler
// holds the generated result type to the schema: a field missing from either side is a type error.
// A fragment is found by codegen and inlined into every operation that spreads it.

const instant = z.iso.datetime({ offset: true });
/** USD as a decimal string, "25.00". */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const url = z.string();

export const userBody = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: url.nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  lastLogin: instant.nullable(),
  createdAt: instant,
});

graphql(`
  fragment UserBody on User {
    id
    username
    email
    firstName
    lastName
    profileImageUrl
    role
    isActive
    lastLogin
    createdAt
  }
`);

export const dispensaryBody = z.object({
  id: z.string(),
  businessType: z.enum(["dispensary", "smoke_shop"]),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  qrCodeUrl: url.nullable(),
  storeUrl: url,
  designCount: z.int().min(0),
  createdAt: instant,
});

graphql(`
  fragment DispensaryBody on Dispensary {
    id
    businessType
    name
    address
    city
    state
    zipCode
    qrCodeUrl
    storeUrl
    designCount
    createdAt
  }
`);

export const generationBody = z.object({
  status: z.enum(["not_requested", "generating", "completed"]),
  ready: z.int().min(0),
  expected: z.int().min(0),
});

graphql(`
  fragment GenerationBody on DesignGeneration {
    status
    ready
    expected
  }
`);

/** The owner's view of their store: money (commerce's), views and generation progress too. */
export const myDispensaryBody = dispensaryBody.extend({
  totalRevenue: money.nullable(),
  availableBalance: money.nullable(),
  heldBalance: money.nullable(),
  nextEligibleAt: instant.nullable(),
  pendingWithdrawalCount: z.int().min(0).nullable(),
  viewCount: z.int().min(0).nullable(),
  generation: generationBody,
});

graphql(`
  fragment MyDispensaryBody on Dispensary {
    ...DispensaryBody
    totalRevenue
    availableBalance
    heldBalance
    nextEligibleAt
    pendingWithdrawalCount
    viewCount
    generation {
      ...GenerationBody
    }
  }
`);

export const designBody = z.object({
  id: z.string(),
  dispensaryId: z.string().nullable(),
  name: z.string(),
  frontImageUrl: url,
  backImageUrl: url.nullable(),
  thumbnailUrl: url,
  isCustom: z.boolean(),
  price: money,
  views: z.int().min(0),
  createdAt: instant,
});

graphql(`
  fragment DesignBody on Design {
    id
    dispensaryId
    name
    frontImageUrl
    backImageUrl
    thumbnailUrl
    isCustom
    price
    views
    createdAt
  }
`);

/** A shopper's own custom design: with its print file. */
export const customDesignBody = designBody.extend({ printFileUrl: url.nullable() });

graphql(`
  fragment CustomDesignBody on Design {
    ...DesignBody
    printFileUrl
  }
`);

export const reactionsBody = z.object({ hearts: z.int().min(0), thumbsUp: z.int().min(0) });

graphql(`
  fragment ReactionsBody on DesignReactions {
    hearts
    thumbsUp
  }
`);

/** A cart line with the design it shows (catalog's, joined by the gateway). */
export const cartItemBody = z.object({
  id: z.string(),
  designId: z.string(),
  /** S, M, L, XL, 2XL or 3XL. */
  size: z.string(),
  quantity: z.int().min(1).max(99),
  /** The server's price of one shirt; the cart always charges it. */
  unitPrice: money,
  lineTotal: money,
  design: z.object({
    id: z.string(),
    name: z.string(),
    frontImageUrl: url,
    price: money,
    dispensaryId: z.string().nullable(),
  }),
});

graphql(`
  fragment CartItemBody on CartItem {
    id
    designId
    size
    quantity
    unitPrice
    lineTotal
    design {
      id
      name
      frontImageUrl
      price
      dispensaryId
    }
  }
`);

export const paymentIntentBody = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The cart's total, which is what the payment asks for. */
  amount: money,
  /** stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm. */
  provider: z.enum(["stripe", "offline"]),
});

graphql(`
  fragment PaymentIntentBody on PaymentIntent {
    clientSecret
    paymentIntentId
    amount
    provider
  }
`);

export const walletOrderBody = z.object({
  id: z.string(),
  status: z.string(),
  amount: money,
  approveUrl: url.nullable(),
});

graphql(`
  fragment WalletOrderBody on WalletOrder {
    id
    status
    amount
    approveUrl
  }
`);

export const orderBody = z.object({
  id: z.string(),
  /** The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}. */
  receiptPath: z.string(),
  dispensaryId: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingZip: z.string(),
  items: z.array(
    z.object({
      designId: z.string(),
      designName: z.string(),
      frontImageUrl: url,
      size: z.string(),
      quantity: z.int().min(1),
      price: money,
    }),
  ),
  totalAmount: money,
  paymentMethod: z.enum(["stripe", "paypal"]),
  paymentStatus: z.enum(["pending", "paid", "refunded"]),
  fulfillmentStatus: z.enum(["pending", "assigned", "fulfilled"]),
  createdAt: instant,
  acceptedAt: instant.nullable(),
  fulfilledAt: instant.nullable(),
});

graphql(`
  fragment OrderBody on Order {
    id
    receiptPath
    dispensaryId
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
  }
`);

export const withdrawalBody = z.object({
  id: z.string(),
  amount: money,
  status: z.enum(["pending", "completed", "failed"]),
  /** When the last of the earnings it pays became withdrawable. */
  eligibleAt: instant,
  requestedAt: instant,
  processedAt: instant.nullable(),
});

graphql(`
  fragment WithdrawalBody on Withdrawal {
    id
    amount
    status
    eligibleAt
    requestedAt
    processedAt
  }
`);

/** A print merchant as its owner sees it (nobody else ever does). */
export const merchantBody = z.object({
  id: z.string(),
  userId: z.string(),
  businessName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  subscriptionProvider: z.enum(["stripe", "offline"]),
  providerCustomerId: z.string(),
  providerSubscriptionId: z.string(),
  subscriptionStatus: z.enum(["active", "past_due", "canceled"]),
  /** When the paid month ends (the next renewal). */
  currentPeriodEnd: instant,
  monthlyFee: money,
  totalRevenue: money,
  availableBalance: money,
  ordersFulfilled: z.int().min(0),
  /** SPEC's Active or Inactive. */
  isActive: z.boolean(),
  createdAt: instant,
});

graphql(`
  fragment MerchantBody on Merchant {
    id
    userId
    businessName
    address
    city
    state
    zip
    contactEmail
    contactPhone
    subscriptionProvider
    providerCustomerId
    providerSubscriptionId
    subscriptionStatus
    currentPeriodEnd
    monthlyFee
    totalRevenue
    availableBalance
    ordersFulfilled
    isActive
    createdAt
  }
`);

/**
 * An order lead. `id` is the order's id (as `orderId`), which SPEC's client puts in
 * `/api/orders/{id}/accept`. The street address, zip, email and print files are null for anyone
 * but the merchant who accepted it.
 */
export const leadBody = z.object({
  id: z.string(),
  orderId: z.string(),
  shortId: z.string(),
  status: z.enum(["pending", "assigned", "fulfilled"]),
  customerName: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingAddress: z.string().nullable(),
  shippingZip: z.string().nullable(),
  customerEmail: z.string().nullable(),
  items: z.array(
    z.object({
      designId: z.string(),
      designName: z.string(),
      frontImageUrl: url,
      printFileUrl: url.nullable(),
      size: z.string(),
      quantity: z.int().min(1),
    }),
  ),
  shirtCount: z.int().min(0),
  merchantEarnings: money,
  inYourState: z.boolean(),
  placedAt: instant,
  acceptedAt: instant.nullable(),
  fulfilledAt: instant.nullable(),
});

graphql(`
  fragment LeadBody on Lead {
    orderId
    shortId
    status
    customerName
    shippingCity
    shippingState
    shippingAddress
    shippingZip
    customerEmail
    items {
      designId
      designName
      frontImageUrl
      printFileUrl
      size
      quantity
    }
    shirtCount
    merchantEarnings
    inYourState
    placedAt
    acceptedAt
    fulfilledAt
  }
`);

/** A lead as the REST body: the order's id doubles as `id`. */
export const withLeadId = <L extends { orderId: string }>(lead: L) => ({ id: lead.orderId, ...lead });

/** The message body every error answers with. */
export const errorBody = z.object({ message: z.string() });
