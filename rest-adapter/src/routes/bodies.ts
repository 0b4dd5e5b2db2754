import { z } from "zod";
import { graphql } from "../graphql/gen/gql.ts";
import { responseBody } from "../response-body.ts";

// What the calls answer: each body is the GraphQL fragment that selects it, and its zod schema
// (the OpenAPI document's response body) is derived from the fragment and the API schema, with
// the REST rules stricter than the schema's types beside it. Routes pass results through
// `documented`, so the compiler holds each result to its body. A fragment is found by codegen and
// inlined into every operation that spreads it.

/** USD as a decimal string, "25.00" (a String in the schema). */
const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** How many of something there are (an Int in the schema). */
const count = z.int().min(0);

export const userBody = responseBody(
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
  `),
);

export const dispensaryBody = responseBody(
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
  `),
  { designCount: count },
);

export const generationBody = responseBody(
  graphql(`
    fragment GenerationBody on DesignGeneration {
      status
      ready
      expected
    }
  `),
  { ready: count, expected: count },
);

/** A store fee the owner paid: a receipt. */
export const feePaymentBody = responseBody(
  graphql(`
    fragment FeePaymentBody on DispensaryFeePayment {
      id
      kind
      amount
      providerPaymentId
      paidAt
      renewsAt
    }
  `),
  { amount: money },
);

/**
 * The owner's view of their store: money (commerce's), views, generation progress, and its fee
 * (status, renewal date, receipts) too.
 */
export const myDispensaryBody = responseBody(
  graphql(`
    fragment MyDispensaryBody on Dispensary {
      ...DispensaryBody
      feeStatus
      renewsAt
      feePayments {
        ...FeePaymentBody
      }
      totalRevenue
      availableBalance
      heldBalance
      reversedRevenue
      nextEligibleAt
      pendingWithdrawalCount
      viewCount
      generation {
        ...GenerationBody
      }
    }
  `),
  {
    totalRevenue: money,
    availableBalance: money,
    heldBalance: money,
    reversedRevenue: money,
    pendingWithdrawalCount: count,
    viewCount: count,
  },
);

export const designBody = responseBody(
  graphql(`
    fragment DesignBody on Design {
      id
      dispensaryId
      name
      frontImageUrl
      backImageUrl
      thumbnailUrl
      # The artwork alone, 1200 px transparent WebP (the thumbnail for designs made before it).
      artworkUrl
      isCustom
      price
      views
      createdAt
    }
  `),
  { price: money, views: count },
);

/** One design on its own page: with its store's name (null for a custom design). */
export const designWithStoreBody = responseBody(
  graphql(`
    fragment DesignWithStoreBody on Design {
      ...DesignBody
      storeName
    }
  `),
);

/** A shopper's own custom design: with its print file. */
export const customDesignBody = responseBody(
  graphql(`
    fragment CustomDesignBody on Design {
      ...DesignBody
      printFileUrl
    }
  `),
);

export const reactionsBody = responseBody(
  graphql(`
    fragment ReactionsBody on DesignReactions {
      hearts
      thumbsUp
    }
  `),
  { hearts: count, thumbsUp: count },
);

/** A cart line with the design it shows (catalog's, joined by the gateway). */
export const cartItemBody = responseBody(
  graphql(`
    fragment CartItemBody on CartItem {
      id
      designId
      # S, M, L, XL, 2XL or 3XL.
      size
      # black, white or heather-grey.
      color
      quantity
      # The server's price of one shirt; the cart always charges it.
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
  `),
  { quantity: z.int().min(1).max(99), unitPrice: money, lineTotal: money, design: { price: money } },
);

export const paymentIntentBody = responseBody(
  graphql(`
    fragment PaymentIntentBody on PaymentIntent {
      clientSecret
      paymentIntentId
      # The cart's total, which is what the payment asks for.
      amount
      # stripe: confirm with Stripe.js; offline: with POST /api/payments/offline/confirm.
      provider
    }
  `),
  { amount: money },
);

export const walletOrderBody = responseBody(
  graphql(`
    fragment WalletOrderBody on WalletOrder {
      id
      status
      amount
      approveUrl
    }
  `),
  { amount: money },
);

export const orderBody = responseBody(
  graphql(`
    fragment OrderBody on Order {
      id
      # The receipt page (/orders/{token}); the token also reads it at GET /api/orders/receipt/{token}.
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
      # The carrier (usps, ups, fedex, dhl, other), tracking number and tracking page, once shipped with them.
      tracking {
        carrier
        trackingNumber
        trackingUrl
      }
    }
  `),
  { items: { quantity: z.int().min(1), price: money }, totalAmount: money },
);

export const withdrawalBody = responseBody(
  graphql(`
    fragment WithdrawalBody on Withdrawal {
      id
      amount
      status
      # When the last of the earnings it pays became withdrawable.
      eligibleAt
      requestedAt
      processedAt
    }
  `),
  { amount: money },
);

/** A print merchant as its owner sees it (nobody else ever does). */
export const merchantBody = responseBody(
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
      # When the paid month ends: the next renewal, or when a canceled subscription ends.
      currentPeriodEnd
      # Canceled: active until currentPeriodEnd, then inactive with no further charge.
      cancelAtPeriodEnd
      # The card on file (visa…, last 4 digits), when the card provider said.
      cardBrand
      cardLast4
      monthlyFee
      totalRevenue
      availableBalance
      ordersFulfilled
      # SPEC's Active or Inactive.
      isActive
      createdAt
    }
  `),
  { monthlyFee: money, totalRevenue: money, availableBalance: money, ordersFulfilled: count },
);

/** A print merchant's withdrawal, as only the merchant sees it. */
export const merchantWithdrawalBody = responseBody(
  graphql(`
    fragment MerchantWithdrawalBody on MerchantWithdrawal {
      id
      amount
      # pending until the payout job pays it, then completed (failed: tried again).
      status
      requestedAt
      processedAt
    }
  `),
  { amount: money },
);

const lead = responseBody(
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
        # What to save the print file as: order-<id>-<design>-<colour>-<size>.png.
        printFileName
        size
        color
        quantity
      }
      shirtCount
      merchantEarnings
      inYourState
      reoffered
      placedAt
      acceptedAt
      fulfilledAt
      # How it shipped, when the merchant gave a carrier and tracking number as it fulfilled it.
      tracking {
        carrier
        trackingNumber
        trackingUrl
      }
    }
  `),
  { items: { quantity: z.int().min(1) }, shirtCount: count, merchantEarnings: money },
);

/**
 * An order lead. `id` is the order's id (as `orderId`), which SPEC's client puts in
 * `/api/orders/{id}/accept`. The street address, zip, email and print files are null for anyone
 * but the merchant who accepted it.
 */
export const leadBody = z.object({ id: z.string(), ...lead.shape });

/** A lead as the REST body: the order's id doubles as `id`. */
export const withLeadId = <L extends { orderId: string }>(lead: L) => ({ id: lead.orderId, ...lead });

/** The message body every error answers with. */
export const errorBody = z.object({ message: z.string() });
