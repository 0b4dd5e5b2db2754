/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A file's bytes, base64-encoded. It is judged by its content, never by its name or declared type. */
export type AdCreativeUpload = {
  base64: string;
};

/** Where an ad slot is on the site. */
export type AdPlacement =
  | 'marketplace'
  | 'store';

/** A design to add to the cart. */
export type AddToCartInput = {
  /** black (default), white or heather-grey; the same design in another colour is another line. */
  color?: string | null | undefined;
  designId: string;
  /** 1 to 99 (default 1); adding the same design, size and colour again adds to the line. */
  quantity?: number | null | undefined;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
  /** S, M, L, XL, 2XL or 3XL (default M). */
  size?: string | null | undefined;
};

/** What an advertisement shows: a still flyer image, or a video with its poster image. */
export type AdvertisementKind =
  | 'flyer'
  | 'video';

/** A card, for the offline provider (Stripe's test numbers decide the outcome). */
export type AdvertiserCardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

/** An advertising plan's identifier (SPEC §3). */
export type AdvertisingPlanValue =
  | 'flyer_50'
  | 'long_500'
  | 'medium_250'
  | 'short_100';

export type ApplyToAdvertiseInput = {
  companyName: string;
  contactEmail: string;
  contactPhone?: string | null | undefined;
  plan: string;
  /** An http(s) URL, or empty. */
  website?: string | null | undefined;
};

/** Which card provider bills merchants. */
export type BillingProvider =
  /** The built-in provider that behaves like Stripe test mode (4242 4242 4242 4242 succeeds). */
  | 'offline'
  /** Stripe Billing: a customer and a subscription, the card entered with Stripe Elements. */
  | 'stripe';

/** What kind of shop a store is. */
export type BusinessType =
  /** A licensed dispensary. */
  | 'dispensary'
  /** A smoke shop. */
  | 'smoke_shop';

/** Which card payment provider takes card payments. */
export type CardProvider =
  /** The built-in provider that behaves like Stripe test mode (4242 4242 4242 4242 succeeds). */
  | 'offline'
  /** Stripe PaymentIntents, confirmed in the browser with Stripe Elements. */
  | 'stripe';

export type CommentOnCommunityPostInput = {
  commentText: string;
  postId: string;
  profileId: string;
  sessionId: string;
};

/** A society reaction: SPEC's two toggles on a post. */
export type CommunityReactionType =
  | 'like'
  | 'love';

/** Confirms an offline card payment, as Stripe.js would. */
export type ConfirmOfflineCardPaymentInput = {
  card: OfflineCardInput;
  clientSecret: string;
};

/** The store setup form. */
export type CreateDispensaryInput = {
  /** Street address. */
  address: string;
  /** dispensary (default) or smoke_shop. */
  businessType?: BusinessType | null | undefined;
  /** City. */
  city: string;
  /** Business name, 1 to 100 characters. */
  name: string;
  /**
   * A card (pm_…) to pay the $100 sign-on fee with now: the store opens at once. Without one the
   * store is created with its fee due (not listed, no designs, no sales) until payDispensaryFee.
   */
  paymentMethodId?: string | null | undefined;
  /** Two-letter US state code. */
  state: string;
  /** ZIP code. */
  zipCode: string;
};

/** SPEC's merchant form. */
export type CreateMerchantInput = {
  address: string;
  businessName: string;
  city: string;
  contactPhone?: string | null | undefined;
  /** The card provider's payment method: pm_… from Stripe Elements, or from createOfflinePaymentMethod. */
  paymentMethodId: string;
  /** Two-letter US state code. */
  state: string;
  zip: string;
};

/** Asks for a card payment of the cart's total. */
export type CreatePaymentIntentInput = {
  /** What the browser shows as the total, in USD (a positive number such as 50 or 50.00); it must equal the cart's total. */
  amount: string;
  /** The cart's session; defaults to the x-session-id header. One of the two is required: a payment is always for a cart. */
  sessionId?: string | null | undefined;
};

/**
 * Asks for a wallet order (SPEC: amount, currency USD, intent CAPTURE): of the session's cart's
 * total, or without a session of the amount asked.
 */
export type CreateWalletOrderInput = {
  amount: string;
  currency: string;
  intent: string;
  /**
   * The cart's session; defaults to the x-session-id header. Without either, the order belongs to no
   * cart until an order is placed with it (by the first session whose cart totals its amount).
   */
  sessionId?: string | null | undefined;
};

/** Who draws a custom design. */
export type CustomDesignMaker =
  /** High Cotton's own design engine, from its library of motifs, type and palettes. */
  | 'ENGINE'
  /** The configured image model, from the engine's brief. */
  | 'IMAGE_MODEL';

/** A card, for the offline provider (Stripe's test numbers decide the outcome). */
export type DispensaryCardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

/** Which card provider takes stores' fees. */
export type DispensaryCardProvider =
  /** The built-in provider that behaves like Stripe test mode (4242 4242 4242 4242 succeeds). */
  | 'offline'
  /** Stripe: the card entered with Stripe Elements. */
  | 'stripe';

/** Where one try at charging a store's fee stands. */
export type FeeAttemptStatus =
  /** Declined: nothing was taken. */
  | 'declined'
  /** Paid: its receipt is recorded. */
  | 'paid'
  /** Being charged (or its outcome not recorded yet: the reconciliation replays it). */
  | 'pending'
  /** Past the card provider's replay window: an operator looks it up at the provider and settles it. */
  | 'unresolved';

/** What a fee payment paid. */
export type FeeKind =
  /** A yearly renewal (from year 2). */
  | 'renewal'
  /** The one-time sign-on fee. */
  | 'sign_on';

/** What an operator settles an unresolved fee payment as. */
export type FeeSettlement =
  /** The provider took nothing: recorded as a declined charge is, and the owner may pay again. */
  | 'declined'
  /** The provider took the money: recorded as a paid charge is. */
  | 'paid';

/** Where a store's fee stands (SPEC §9). Only a paid store is listed, gets designs and sells. */
export type FeeStatus =
  /** The $100 sign-on fee is not paid yet: the store is not open. */
  | 'due'
  /** Paid for the year up to renewsAt. */
  | 'paid'
  /** The $40 yearly renewal could not be charged: hidden, no new sales, until paid. */
  | 'past_due';

/** Where a paid order is in printing. */
export type FulfillmentStatus =
  /** A print merchant accepted it. */
  | 'assigned'
  /** Printed and shipped. */
  | 'fulfilled'
  /** Waiting for a print merchant. */
  | 'pending';

/** A shopper's description of a custom design. */
export type GenerateCustomDesignInput = {
  /** What the shopper wants on the shirt. */
  prompt: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
};

/** Where a store's design generation stands. */
export type GenerationStatus =
  /** All of the store's initial designs are ready. */
  | 'completed'
  /** Asked for; the designs are being made (this may take a few minutes). */
  | 'generating'
  /** The owner has not asked for designs yet. */
  | 'not_requested';

/**
 * Why an ad event was answered but not counted (IAB/MRC general invalid traffic): no valid token
 * for the ad; its impression or click had counted already; the token's 15 minutes were up; sooner
 * after the serve than the time in view it claims (impressions) or than a person clicks; past the
 * session's or address's valid events a minute; a click before its impression counted.
 */
export type InvalidTrafficReason =
  | 'expired'
  | 'no_impression'
  | 'no_token'
  | 'per_address_cap'
  | 'replay'
  | 'too_fast';

/**
 * Where a lead is: pending (any active merchant may accept it), assigned (a merchant accepted it),
 * fulfilled (printed and shipped). A lead nobody accepted or printed in time is withdrawn (its
 * shopper refunded) and no merchant sees it again.
 */
export type LeadStatus =
  | 'assigned'
  | 'fulfilled'
  | 'pending';

/** Fields of the sign-in form. */
export type LoginInput = {
  /**
   * An operator signing in with a one-time password chooses their own here (6 to 100 characters);
   * the sign-in then sets it. Refused for any other password.
   */
  newPassword?: string | null | undefined;
  /** The account's password. */
  password: string;
  /** Optional promo code; must exist, be active, be within its dates and under its usage limit. */
  promoCode?: string | null | undefined;
  /** The account's username. */
  username: string;
};

/** Where a merchant's withdrawal stands. */
export type MerchantWithdrawalStatus =
  /** Paid out. */
  | 'completed'
  /** The payout failed; it is tried again. */
  | 'failed'
  /** Requested; the payout has not been made yet. */
  | 'pending';

export type ModerateContentInput = {
  contentId: string;
  contentType: ReportableContent;
  /** Why (1–500 characters); it is kept in the audit of operators' actions. */
  reason: string;
};

/** A card, for the offline provider (Stripe's test numbers decide the outcome). */
export type OfflineCardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

/** One line as the browser sends it; the server recomputes it from the cart. */
export type OrderLineInput = {
  designId: string;
  price: string;
  quantity: number;
  size: string;
};

/** An order lookup: the email the orders were placed with. */
export type OrderLookupInput = {
  /** The email used at checkout. */
  email: string;
};

/** Why a refunded order's money went back to its shopper. */
export type OrderRefundReason =
  /** No print shop accepted it in time. */
  | 'order_not_accepted'
  /** The print shop that took it did not print it in time. */
  | 'order_not_fulfilled'
  /** Refunded at the payment provider (in its dashboard). */
  | 'refunded_at_provider';

/** How the shopper paid: stripe for card, paypal for wallet (SPEC's values). */
export type PaymentMethod =
  | 'paypal'
  | 'stripe';

/** Whether an order is paid. */
export type PaymentStatus =
  | 'paid'
  | 'pending'
  | 'refunded';

/** Who pays withdrawals out (commerce's stores' and fulfillment's merchants' alike). */
export type PayoutProvider =
  /** The offline payout provider, which records the payout and moves no money. */
  | 'offline'
  /** Stripe Connect transfers: a withdrawal names the connected account it is paid to (acct_…). */
  | 'stripe_connect';

/** SPEC's order payload. */
export type PlaceOrderInput = {
  customerEmail: string;
  customerName: string;
  dispensaryId?: string | null | undefined;
  items: Array<OrderLineInput>;
  /** The card PaymentIntent's id or the wallet order's id. */
  paymentIntentId: string;
  paymentMethod: PaymentMethod;
  sessionId?: string | null | undefined;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** USD; must equal the server's total of the cart. */
  totalAmount: string;
};

export type ReactToCommunityPostInput = {
  postId: string;
  /** true sets the reaction, false takes it back (both idempotent); absent toggles it. */
  reacted?: boolean | null | undefined;
  reactionType: string;
  sessionId: string;
};

/** A reaction to a design. */
export type ReactToDesignInput = {
  /** The design. */
  designId: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
  /** heart or thumbs_up. */
  type: ReactionType;
};

/** How a shopper reacts to a design. */
export type ReactionType =
  /** A heart. */
  | 'heart'
  /** A thumbs-up. */
  | 'thumbs_up';

/** A store page view. */
export type RecordStoreViewInput = {
  /** The store whose page was viewed. */
  dispensaryId: string;
  /** The browser session id; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
};

/** Fields of the sign-up form. */
export type RegisterInput = {
  /** Must equal password. */
  confirmPassword: string;
  /** A valid email address. */
  email: string;
  /** Optional given name. */
  firstName?: string | null | undefined;
  /** Optional family name. */
  lastName?: string | null | undefined;
  /** 6 to 100 characters. */
  password: string;
  /** user (default), dispensary or merchant. */
  role?: Role | null | undefined;
  /** 3 to 50 characters. */
  username: string;
};

/** A cart line to remove. */
export type RemoveCartItemInput = {
  itemId: string;
  /** The session that owns the line (else the x-session-id header); without either, no line is found. */
  sessionId?: string | null | undefined;
};

export type ReportContentInput = {
  contentId: string;
  contentType: ReportableContent;
  /** What is wrong with it (optional). */
  reason?: ReportReason | null | undefined;
  /**
   * The reporting browser session (society); a signed-in account reports as itself, and feed posts
   * and comments are reported by signed-in accounts only.
   */
  sessionId?: string | null | undefined;
};

/** What a report may say is wrong. */
export type ReportReason =
  | 'harassment'
  | 'hate'
  | 'illegal_sale'
  | 'other'
  | 'spam'
  | 'underage';

/** What a session may report for review. */
export type ReportableContent =
  | 'comment'
  | 'feed_comment'
  | 'feed_post'
  | 'post';

/** Which store's designs to generate. */
export type RequestDesignsInput = {
  /** The store; the caller must own it. */
  dispensaryId: string;
};

/** Asks to withdraw a store's available balance. */
export type RequestWithdrawalInput = {
  dispensaryId: string;
  /**
   * Where Stripe Connect payouts send the money: the store's connected account (acct_…). Needed only
   * when withdrawals are paid through Stripe Connect; the offline payout provider ignores it.
   */
  stripeAccountId?: string | null | undefined;
};

/** What a person signed up as. Decides where they land after signing in. */
export type Role =
  /** A dispensary or smoke shop owner. */
  | 'dispensary'
  /** A local apparel merchant (T-shirt printer, embroidery or screen printing shop). */
  | 'merchant'
  /**
   * Someone who runs the marketplace (the console at /admin). Never chosen at sign-up: made with
   * `npx highcotton operator create <username>`.
   */
  | 'operator'
  /** A shopper or community member (shown as Consumer). */
  | 'user';

/** A store's brand kit colours and slogans (the logo is uploaded with uploadBrandLogo). */
export type SaveBrandKitInput = {
  /** Up to 3 colours, "#rrggbb"; all of them (one left out is removed). */
  colors: Array<string>;
  /** The store; the caller must own it. */
  dispensaryId: string;
  /** Up to 3 slogans of at most 40 characters (letters, digits, spaces, common punctuation); all of them. */
  slogans: Array<string>;
};

/** Hides a design or shows it again. */
export type SetDesignHiddenInput = {
  /** A design of the caller's store. */
  designId: string;
  hidden: boolean;
};

/** How an operator settles an unresolved fee payment, from what the card provider shows for it. */
export type SettleFeeAttemptInput = {
  /** The attempt (its id is the payment's metadata `attemptId` at the provider). */
  attemptId: string;
  /**
   * Paid only: the customer (cus_…) the payment saved the card to, so the yearly renewal can charge it.
   * Defaults to the attempt's own customer.
   */
  providerCustomerId?: string | null | undefined;
  /** Paid only, and required then: the payment's id at the provider (pi_…). */
  providerPaymentId?: string | null | undefined;
  /** Why, in the operator's words (1 to 500 characters); kept with the operator's name in the audit. */
  reason: string;
  /** paid or declined. */
  settlement: FeeSettlement;
};

/** How a fulfilled order shipped: both fields, or neither. */
export type ShipmentTrackingInput = {
  /** usps, ups, fedex, dhl or other. */
  carrier?: string | null | undefined;
  /**
   * The carrier's tracking number (spaces are dropped, letters upper-cased): USPS 20 to 22 digits or
   * an S10 number like EA123456789US, UPS 1Z and 16 letters and digits, FedEx 12, 15, 20 or 22 digits,
   * DHL 10 or 11 digits or an S10 number, another carrier 4 to 40 letters, digits or dashes.
   */
  trackingNumber?: string | null | undefined;
};

/** Where a merchant's $5/month subscription stands at the card provider. */
export type SubscriptionStatus =
  /** Paid: the merchant sees and accepts leads. */
  | 'active'
  /** Ended: inactive until subscribed again. */
  | 'canceled'
  /** A renewal could not be charged: inactive until paid again. */
  | 'past_due';

/** Where an unpaid withdrawal stands. */
export type UnpaidWithdrawalStatus =
  /** The last payout failed; the payout job tries again with backoff. */
  | 'failed'
  /** Not paid yet (waiting for the payout job, or being paid). */
  | 'pending';

/** A new quantity for a cart line. */
export type UpdateCartItemInput = {
  itemId: string;
  /** 1 to 99. */
  quantity: number;
  /** The session that owns the line (else the x-session-id header); without either, no line is found. */
  sessionId?: string | null | undefined;
};

export type UploadAdvertisementInput = {
  /**
   * A flyer (JPEG, PNG or WebP, at most 8 MB), on any plan; or, on a video plan, an MP4 video (at
   * most 40 MB) whose length fits the plan.
   */
  creative: AdCreativeUpload;
  description?: string | null | undefined;
  /** The video's poster image (JPEG, PNG or WebP); required for a video, ignored for a flyer. */
  poster?: AdCreativeUpload | null | undefined;
  title: string;
};

/** A logo file's bytes, base64-encoded: a PNG or SVG by its content, at most 2 MB and 4096 px a side. */
export type UploadBrandLogoInput = {
  base64: string;
  /** The store; the caller must own it. */
  dispensaryId: string;
};

/** Which wallet provider takes wallet payments. */
export type WalletProvider =
  /** The built-in wallet, approved on a small page of this site. */
  | 'offline'
  /** PayPal Orders v2. */
  | 'paypal';

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Paid out. */
  | 'completed'
  /** The payout failed; it is tried again. */
  | 'failed'
  /** Requested; the payout has not been made yet. */
  | 'pending';

export type PendingAdvertiserApplicationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingAdvertiserApplicationsQuery = { pendingAdvertiserApplications: Array<{ id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number } }> };

export type ApproveAdvertiserApplicationMutationVariables = Exact<{
  id: string;
}>;


export type ApproveAdvertiserApplicationMutation = { approveAdvertiserApplication: { id: string, companyName: string } };

export type RejectAdvertiserApplicationMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type RejectAdvertiserApplicationMutation = { rejectAdvertiserApplication: { id: string, status: string } };

export type InvalidAdTrafficQueryVariables = Exact<{
  days: number;
}>;


export type InvalidAdTrafficQuery = { invalidAdTraffic: { from: string, to: string, impressions: number, clicks: number, reasons: Array<{ reason: InvalidTrafficReason, impressions: number, clicks: number }>, ads: Array<{ advertisementId: string, title: string, companyName: string, impressions: number, clicks: number, reasons: Array<{ reason: InvalidTrafficReason, impressions: number, clicks: number }> }> } };

export type ModerationQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type ModerationQueueQuery = { moderationQueue: Array<{ contentType: ReportableContent, contentId: string, text: string, imageUrl: string | null, createdAt: string, hidden: boolean, reportsCount: number, reportersCount: number, establishedReportersCount: number, firstReportedAt: string, reasons: Array<{ reason: ReportReason, count: number }> }> };

export type HideCommunityContentMutationVariables = Exact<{
  input: ModerateContentInput;
}>;


export type HideCommunityContentMutation = { hideCommunityContent: { contentId: string, hidden: boolean } };

export type RestoreCommunityContentMutationVariables = Exact<{
  input: ModerateContentInput;
}>;


export type RestoreCommunityContentMutation = { restoreCommunityContent: { contentId: string, hidden: boolean } };

export type OrdersPanelQueryVariables = Exact<{
  first?: number | null | undefined;
  staleOffset?: number | null | undefined;
  refundedOffset?: number | null | undefined;
}>;


export type OrdersPanelQuery = { staleOrders: { total: number, olderThanHours: number, items: Array<{ id: string, placedAt: string, amountCents: number, storeName: string | null, shippingState: string, leadReturnedAt: string | null, leadExpiredAt: string | null }> }, refundedOrders: { total: number, items: Array<{ id: string, placedAt: string, refundedAt: string, amountCents: number, reason: OrderRefundReason, storeName: string | null, shippingState: string }> } };

export type PayoutsPanelQueryVariables = Exact<{
  first?: number | null | undefined;
  storesOffset?: number | null | undefined;
  merchantsOffset?: number | null | undefined;
}>;


export type PayoutsPanelQuery = { unpaidStoreWithdrawals: { total: number, items: Array<{ id: string, storeName: string | null, amountCents: number, status: UnpaidWithdrawalStatus, attempts: number, lastError: string | null, requestedAt: string, nextAttemptAt: string }> }, unpaidMerchantWithdrawals: { total: number, items: Array<{ id: string, businessName: string, username: string | null, amountCents: number, status: MerchantWithdrawalStatus, attempts: number, lastError: string | null, requestedAt: string, nextAttemptAt: string }> } };

export type StoreFeesPanelQueryVariables = Exact<{
  first?: number | null | undefined;
  offset?: number | null | undefined;
  attemptsOffset?: number | null | undefined;
}>;


export type StoreFeesPanelQuery = { storeFeesDue: { total: number, items: Array<{ dispensaryId: string, storeName: string, feeStatus: FeeStatus, owed: FeeKind, amountCents: number, dueAt: string, daysPastDue: number, owner: { id: string, username: string } }> }, unresolvedFeeAttempts: { total: number, items: Array<{ id: string, dispensaryId: string | null, storeName: string, kind: FeeKind, amountCents: number, scheduled: boolean, paymentMethodId: string, createdAt: string, owner: { id: string, username: string } }> } };

export type SettleFeeAttemptMutationVariables = Exact<{
  input: SettleFeeAttemptInput;
}>;


export type SettleFeeAttemptMutation = { settleFeeAttempt: { id: string, status: FeeAttemptStatus, dispensaryId: string | null } };

export type AdvertisingPlanFieldsFragment = { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string };

export type AdvertisingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertisingPlansQuery = { advertisingPlans: Array<{ value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }> };

export type AdvertiserApplicationFieldsFragment = { id: string, companyName: string, contactEmail: string, status: string, rejectionReason: string | null, createdAt: string, reviewedAt: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } };

export type AdvertiserStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertiserStandingQuery = { myAdvertiser: { id: string, companyName: string } | null, myAdvertiserApplication: { id: string, companyName: string, contactEmail: string, status: string, rejectionReason: string | null, createdAt: string, reviewedAt: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } } | null };

export type ApplyToAdvertiseMutationVariables = Exact<{
  input: ApplyToAdvertiseInput;
}>;


export type ApplyToAdvertiseMutation = { applyToAdvertise: { id: string, companyName: string, contactEmail: string, status: string, rejectionReason: string | null, createdAt: string, reviewedAt: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } } };

export type AdvertisementFieldsFragment = { id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null };

export type AdvertiserFieldsFragment = { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> };

export type AdvertiserDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertiserDashboardQuery = { myAdvertiser: { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } | null, myAdvertiserApplication: { id: string, companyName: string, contactEmail: string, status: string, rejectionReason: string | null, createdAt: string, reviewedAt: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } } | null };

export type AdvertiserStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertiserStatsQuery = { myAdvertiser: { id: string, stats: { impressions: number, clicks: number, clickThroughRate: number, days: Array<{ day: string, impressions: number, clicks: number, clickThroughRate: number }> } } | null };

export type AdvertiserBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertiserBillingQuery = { advertiserBillingPublishableKey: string | null };

export type CreateAdvertiserOfflinePaymentMethodMutationVariables = Exact<{
  card: AdvertiserCardInput;
}>;


export type CreateAdvertiserOfflinePaymentMethodMutation = { createAdvertiserOfflinePaymentMethod: { id: string, brand: string, last4: string } };

export type PayAdvertisingPlanMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type PayAdvertisingPlanMutation = { payAdvertisingPlan: { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } };

export type UploadAdvertisementMutationVariables = Exact<{
  input: UploadAdvertisementInput;
}>;


export type UploadAdvertisementMutation = { uploadAdvertisement: { id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null } };

export type CancelAdvertisingPlanMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAdvertisingPlanMutation = { cancelAdvertisingPlan: { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } };

export type KeepAdvertisingPlanMutationVariables = Exact<{ [key: string]: never; }>;


export type KeepAdvertisingPlanMutation = { payAdvertisingPlan: { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } };

export type ChangeAdvertiserCardMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type ChangeAdvertiserCardMutation = { changeAdvertiserCard: { id: string, companyName: string, contactEmail: string, website: string | null, subscriptionStatus: string, monthlyFee: number, paidThrough: string | null, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, thumbnailUrl: string, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } };

export type MyDispensaryFieldsFragment = { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, feeStatus: FeeStatus | null, renewsAt: string | null, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number }, feePayments: Array<{ id: string, kind: FeeKind, amount: string, paidAt: string, renewsAt: string }> | null };

export type MyDispensaryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDispensaryQuery = { myDispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, feeStatus: FeeStatus | null, renewsAt: string | null, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number }, feePayments: Array<{ id: string, kind: FeeKind, amount: string, paidAt: string, renewsAt: string }> | null } | null };

export type MyStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoreQuery = { myDispensary: { id: string, name: string } | null };

export type CreateDispensaryMutationVariables = Exact<{
  input: CreateDispensaryInput;
}>;


export type CreateDispensaryMutation = { createDispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, feeStatus: FeeStatus | null, renewsAt: string | null, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number }, feePayments: Array<{ id: string, kind: FeeKind, amount: string, paidAt: string, renewsAt: string }> | null } };

export type RequestDesignsMutationVariables = Exact<{
  input: RequestDesignsInput;
}>;


export type RequestDesignsMutation = { requestDesigns: { message: string, dispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, feeStatus: FeeStatus | null, renewsAt: string | null, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number }, feePayments: Array<{ id: string, kind: FeeKind, amount: string, paidAt: string, renewsAt: string }> | null } } };

export type StoreCardFieldsFragment = { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> };

export type MarketplaceStoresQueryVariables = Exact<{
  first: number;
}>;


export type MarketplaceStoresQuery = { dispensaries: Array<{ id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> }> };

export type StateDispensariesQueryVariables = Exact<{
  state: string;
  first: number;
}>;


export type StateDispensariesQuery = { dispensaries: Array<{ id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, thumbnailUrl: string }> }> };

export type StateStoreCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type StateStoreCountsQuery = { stateStoreCounts: Array<{ code: string, name: string, storeCount: number }> };

export type StoreQueryVariables = Exact<{
  id: string;
}>;


export type StoreQuery = { dispensary: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, qrCodeUrl: string | null, designCount: number, designs: Array<{ id: string, name: string, frontImageUrl: string, createdAt: string, reactions: { hearts: number, thumbsUp: number, mine: Array<ReactionType> } }> } | null };

export type ProductDesignQueryVariables = Exact<{
  id: string;
}>;


export type ProductDesignQuery = { design: { id: string, name: string, dispensaryId: string | null, storeName: string | null, isCustom: boolean, artworkUrl: string, frontImageUrl: string, shirtColor: string | null, reactions: { hearts: number, thumbsUp: number, mine: Array<ReactionType> } } | null };

export type DesignReactionsOnDesignFragment = { reactions: { hearts: number, thumbsUp: number, mine: Array<ReactionType> } };

export type ReactToDesignMutationVariables = Exact<{
  input: ReactToDesignInput;
}>;


export type ReactToDesignMutation = { reactToDesign: { __typename: 'DesignReactions', hearts: number, thumbsUp: number, mine: Array<ReactionType> } };

export type RecordStoreViewMutationVariables = Exact<{
  input: RecordStoreViewInput;
}>;


export type RecordStoreViewMutation = { recordStoreView: boolean };

export type GenerateCustomDesignMutationVariables = Exact<{
  input: GenerateCustomDesignInput;
}>;


export type GenerateCustomDesignMutation = { generateCustomDesign: { id: string, name: string, price: string, frontImageUrl: string, isCustom: boolean, shirtColor: string | null } };

export type CustomDesignPreviewQueryVariables = Exact<{
  prompt: string;
}>;


export type CustomDesignPreviewQuery = { customDesignPreview: { imageDataUrl: string, madeBy: CustomDesignMaker, reading: { style: string | null, text: string | null, noText: boolean, notUnderstood: Array<string>, brief: string, subjects: Array<{ word: string, drawnAs: string }>, relations: Array<{ subject: string, relation: string, object: string }>, inks: Array<{ name: string, hex: string }>, shirt: { name: string, hex: string } | null } } };

export type DispensaryFeeSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DispensaryFeeSettingsQuery = { dispensaryFeeSettings: { cardProvider: DispensaryCardProvider, stripePublishableKey: string | null, signOnFee: string, annualRenewal: string } };

export type CreateDispensaryOfflinePaymentMethodMutationVariables = Exact<{
  card: DispensaryCardInput;
}>;


export type CreateDispensaryOfflinePaymentMethodMutation = { createDispensaryOfflinePaymentMethod: { id: string, brand: string, last4: string } };

export type PayDispensaryFeeMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type PayDispensaryFeeMutation = { payDispensaryFee: { id: string, name: string, businessType: BusinessType, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, totalRevenue: string | null, availableBalance: string | null, viewCount: number | null, designCount: number, feeStatus: FeeStatus | null, renewsAt: string | null, designs: Array<{ id: string, name: string, frontImageUrl: string }>, generation: { status: GenerationStatus, ready: number, expected: number }, feePayments: Array<{ id: string, kind: FeeKind, amount: string, paidAt: string, renewsAt: string }> | null } };

export type CartFieldsFragment = { sessionId: string, itemCount: number, subtotal: string, shipping: string, total: string, items: Array<{ id: string, designId: string, size: string, color: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, artworkUrl: string, dispensaryId: string | null } }> };

export type CartQueryVariables = Exact<{
  sessionId: string;
}>;


export type CartQuery = { cart: { sessionId: string, itemCount: number, subtotal: string, shipping: string, total: string, items: Array<{ id: string, designId: string, size: string, color: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, artworkUrl: string, dispensaryId: string | null } }> } };

export type CartCountQueryVariables = Exact<{
  sessionId: string;
}>;


export type CartCountQuery = { cart: { sessionId: string, itemCount: number } };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { id: string, designId: string, size: string, color: string, quantity: number } };

export type UpdateCartItemMutationVariables = Exact<{
  input: UpdateCartItemInput;
}>;


export type UpdateCartItemMutation = { updateCartItem: { id: string, quantity: number, lineTotal: string } };

export type RemoveCartItemMutationVariables = Exact<{
  input: RemoveCartItemInput;
}>;


export type RemoveCartItemMutation = { removeCartItem: boolean };

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSettingsQuery = { paymentSettings: { cardProvider: CardProvider, stripePublishableKey: string | null, walletProvider: WalletProvider, payoutProvider: PayoutProvider } };

export type CreatePaymentIntentMutationVariables = Exact<{
  input: CreatePaymentIntentInput;
}>;


export type CreatePaymentIntentMutation = { createPaymentIntent: { paymentIntentId: string, clientSecret: string, amount: string, provider: CardProvider } };

export type ConfirmOfflineCardPaymentMutationVariables = Exact<{
  input: ConfirmOfflineCardPaymentInput;
}>;


export type ConfirmOfflineCardPaymentMutation = { confirmOfflineCardPayment: { paymentIntentId: string, status: string } };

export type WalletOrderFieldsFragment = { id: string, status: string, amount: string, approveUrl: string | null };

export type CreateWalletOrderMutationVariables = Exact<{
  input: CreateWalletOrderInput;
}>;


export type CreateWalletOrderMutation = { createWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type WalletOrderQueryVariables = Exact<{
  id: string;
}>;


export type WalletOrderQuery = { walletOrder: { id: string, status: string, amount: string, approveUrl: string | null } | null };

export type ApproveWalletOrderMutationVariables = Exact<{
  id: string;
}>;


export type ApproveWalletOrderMutation = { approveWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type CancelWalletOrderMutationVariables = Exact<{
  id: string;
}>;


export type CancelWalletOrderMutation = { cancelWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type CaptureWalletOrderMutationVariables = Exact<{
  id: string;
}>;


export type CaptureWalletOrderMutation = { captureWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, receiptPath: string, totalAmount: string, createdAt: string } };

export type ReceiptQueryVariables = Exact<{
  token: string;
}>;


export type ReceiptQuery = { receipt: { id: string, receiptPath: string, customerName: string, customerEmail: string, shippingAddress: string, shippingCity: string, shippingState: string, shippingZip: string, totalAmount: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, createdAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, color: string, quantity: number, price: string }>, tracking: { carrier: string, trackingNumber: string, trackingUrl: string | null } | null } | null };

export type StoreMoneyFieldsFragment = { id: string, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, reversedRevenue: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, withdrawals: Array<{ id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null }> | null };

export type StoreMoneyQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreMoneyQuery = { myDispensary: { id: string, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, reversedRevenue: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, withdrawals: Array<{ id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null }> | null } | null };

export type RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null } };

export type CommunityProfileQueryVariables = Exact<{
  sessionId: string;
}>;


export type CommunityProfileQuery = { communityProfile: { id: string, displayName: string, avatarUrl: string | null, bio: string | null, city: string | null, state: string | null, birthday: string | null, createdAt: string } | null };

export type ActiveQuestionQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveQuestionQuery = { activeQuestion: { id: string, questionText: string } | null };

export type CommunityAuthorFieldsFragment = { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null };

export type CommunityPostFieldsFragment = { id: string, profileId: string, questionId: string | null, brandName: string | null, productName: string | null, postText: string, imageUrl: string | null, thumbnailUrl: string | null, likesCount: number, lovesCount: number, commentsCount: number, userReactions: Array<CommunityReactionType>, createdAt: string, dispensaryId: string | null, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null, dispensary: { id: string, name: string, city: string, state: string } | null };

export type CommunityPostsQueryVariables = Exact<{
  sessionId: string;
  first: number;
  after?: string | null | undefined;
}>;


export type CommunityPostsQuery = { communityPosts: { nextCursor: string | null, posts: Array<{ id: string, profileId: string, questionId: string | null, brandName: string | null, productName: string | null, postText: string, imageUrl: string | null, thumbnailUrl: string | null, likesCount: number, lovesCount: number, commentsCount: number, userReactions: Array<CommunityReactionType>, createdAt: string, dispensaryId: string | null, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null, dispensary: { id: string, name: string, city: string, state: string } | null }> } };

export type CommunityCommentFieldsFragment = { id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null };

export type CommunityPostCommentsQueryVariables = Exact<{
  postId: string;
}>;


export type CommunityPostCommentsQuery = { communityPostComments: Array<{ id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null }> };

export type ReactToCommunityPostMutationVariables = Exact<{
  input: ReactToCommunityPostInput;
}>;


export type ReactToCommunityPostMutation = { reactToCommunityPost: { reactionType: CommunityReactionType, reacted: boolean, likesCount: number, lovesCount: number } };

export type CommentOnCommunityPostMutationVariables = Exact<{
  input: CommentOnCommunityPostInput;
}>;


export type CommentOnCommunityPostMutation = { commentOnCommunityPost: { id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null } };

export type ReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;


export type ReportContentMutation = { reportContent: { reported: boolean, hidden: boolean } };

export type CommunityStoresQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunityStoresQuery = { dispensaries: Array<{ id: string, name: string, city: string, state: string }> };

export type FeedPostFieldsFragment = { id: string, content: string, imageUrls: Array<string>, thumbnailUrls: Array<string>, createdAt: string, likesCount: number, commentsCount: number, isLiked: boolean, author: { username: string, avatarUrl: string | null }, comments: Array<{ id: string, postId: string, content: string, createdAt: string, author: { username: string, avatarUrl: string | null } }> };

export type FeedPostsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type FeedPostsQuery = { feedPosts: { nextCursor: string | null, posts: Array<{ id: string, content: string, imageUrls: Array<string>, thumbnailUrls: Array<string>, createdAt: string, likesCount: number, commentsCount: number, isLiked: boolean, author: { username: string, avatarUrl: string | null }, comments: Array<{ id: string, postId: string, content: string, createdAt: string, author: { username: string, avatarUrl: string | null } }> }> } };

export type ToggleFeedPostLikeMutationVariables = Exact<{
  postId: string;
  liked?: boolean | null | undefined;
}>;


export type ToggleFeedPostLikeMutation = { toggleFeedPostLike: { liked: boolean, likesCount: number } };

export type CommentOnFeedPostMutationVariables = Exact<{
  postId: string;
  content: string;
}>;


export type CommentOnFeedPostMutation = { commentOnFeedPost: { id: string, postId: string, content: string, createdAt: string, author: { username: string, avatarUrl: string | null } } };

export type StoreMentionsQueryVariables = Exact<{
  first: number;
}>;


export type StoreMentionsQuery = { myDispensary: { id: string, mentions: Array<{ id: string, brandName: string | null, productName: string | null, postText: string, likesCount: number, createdAt: string }> } | null };

export type MerchantFieldsFragment = { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean };

export type MyMerchantQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMerchantQuery = { myMerchant: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } | null };

export type MerchantPaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchantPaymentSettingsQuery = { merchantPaymentSettings: { cardProvider: BillingProvider, payoutProvider: PayoutProvider, stripePublishableKey: string | null, monthlyFee: string } };

export type PendingLeadFieldsFragment = { orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shirtCount: number, merchantEarnings: string, inYourState: boolean, reoffered: boolean, placedAt: string, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, color: string, quantity: number }> };

export type ActiveLeadFieldsFragment = { orderId: string, shortId: string, status: LeadStatus, customerName: string, customerEmail: string | null, shippingAddress: string | null, shippingCity: string, shippingState: string, shippingZip: string | null, shirtCount: number, merchantEarnings: string, placedAt: string, acceptedAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, printFileName: string, size: string, color: string, quantity: number }> };

export type CompletedLeadFieldsFragment = { orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shirtCount: number, merchantEarnings: string, fulfilledAt: string | null };

export type LeadsChangedQueryVariables = Exact<{
  seen?: string | null | undefined;
}>;


export type LeadsChangedQuery = { leadsChanged: string };

export type MerchantOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MerchantOrdersQuery = { merchantOrders: { pending: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shirtCount: number, merchantEarnings: string, inYourState: boolean, reoffered: boolean, placedAt: string, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, color: string, quantity: number }> }>, active: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, customerEmail: string | null, shippingAddress: string | null, shippingCity: string, shippingState: string, shippingZip: string | null, shirtCount: number, merchantEarnings: string, placedAt: string, acceptedAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, printFileName: string, size: string, color: string, quantity: number }> }>, fulfilled: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shirtCount: number, merchantEarnings: string, fulfilledAt: string | null }> } };

export type CreateOfflinePaymentMethodMutationVariables = Exact<{
  card: OfflineCardInput;
}>;


export type CreateOfflinePaymentMethodMutation = { createOfflinePaymentMethod: { id: string, brand: string, last4: string } };

export type CreateMerchantMutationVariables = Exact<{
  input: CreateMerchantInput;
}>;


export type CreateMerchantMutation = { createMerchant: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } };

export type ResumeMerchantSubscriptionMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type ResumeMerchantSubscriptionMutation = { resumeMerchantSubscription: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } };

export type AcceptOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type AcceptOrderMutation = { acceptOrder: { orderId: string, status: LeadStatus } };

export type FulfillOrderMutationVariables = Exact<{
  orderId: string;
  tracking?: ShipmentTrackingInput | null | undefined;
}>;


export type FulfillOrderMutation = { fulfillOrder: { orderId: string, status: LeadStatus } };

export type MerchantWithdrawalFieldsFragment = { id: string, amount: string, status: MerchantWithdrawalStatus, requestedAt: string, processedAt: string | null };

export type MerchantWithdrawalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchantWithdrawalsQuery = { merchantWithdrawals: Array<{ id: string, amount: string, status: MerchantWithdrawalStatus, requestedAt: string, processedAt: string | null }> };

export type RequestMerchantWithdrawalMutationVariables = Exact<{
  stripeAccountId?: string | null | undefined;
}>;


export type RequestMerchantWithdrawalMutation = { requestMerchantWithdrawal: { id: string, amount: string, status: MerchantWithdrawalStatus, requestedAt: string, processedAt: string | null } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, role: Role } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, role: Role } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, user: { id: string, username: string, role: Role } } };

export type CancelMerchantSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelMerchantSubscriptionMutation = { cancelMerchantSubscription: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } };

export type KeepMerchantSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type KeepMerchantSubscriptionMutation = { resumeMerchantSubscription: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } };

export type ChangeMerchantCardMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type ChangeMerchantCardMutation = { changeMerchantCard: { id: string, businessName: string, address: string, city: string, state: string, zip: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, cancelAtPeriodEnd: boolean, cardBrand: string | null, cardLast4: string | null, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean } };

export type LookUpMyOrdersMutationVariables = Exact<{
  input: OrderLookupInput;
}>;


export type LookUpMyOrdersMutation = { lookUpOrders: { message: string } };

export type DevMailboxPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DevMailboxPageQuery = { devMailbox: Array<{ id: string, to: string, subject: string, text: string, html: string, sentAt: string }> };

export type OwnerDesignsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerDesignsQuery = { myDispensary: { id: string, regenerationsLeft: number | null, brandKit: { colors: Array<string>, slogans: Array<string>, logoUrl: string | null } | null, ownerDesigns: Array<{ id: string, name: string, thumbnailUrl: string, frontImageUrl: string, hidden: boolean, replacedById: string | null, regenerating: boolean }> | null } | null };

export type OwnerDesignFieldsFragment = { id: string, name: string, thumbnailUrl: string, frontImageUrl: string, hidden: boolean, replacedById: string | null, regenerating: boolean };

export type SaveBrandKitFromDashboardMutationVariables = Exact<{
  input: SaveBrandKitInput;
}>;


export type SaveBrandKitFromDashboardMutation = { saveBrandKit: { colors: Array<string>, slogans: Array<string>, logoUrl: string | null } };

export type UploadBrandLogoFromDashboardMutationVariables = Exact<{
  input: UploadBrandLogoInput;
}>;


export type UploadBrandLogoFromDashboardMutation = { uploadBrandLogo: { colors: Array<string>, slogans: Array<string>, logoUrl: string | null } };

export type SetDesignHiddenFromDashboardMutationVariables = Exact<{
  input: SetDesignHiddenInput;
}>;


export type SetDesignHiddenFromDashboardMutation = { setDesignHidden: { id: string, name: string, thumbnailUrl: string, frontImageUrl: string, hidden: boolean, replacedById: string | null, regenerating: boolean } };

export type RegenerateDesignFromDashboardMutationVariables = Exact<{
  designId: string;
}>;


export type RegenerateDesignFromDashboardMutation = { regenerateDesign: { regenerationsLeft: number, design: { id: string, name: string, thumbnailUrl: string, frontImageUrl: string, hidden: boolean, replacedById: string | null, regenerating: boolean } } };

export type ServedAdvertisementQueryVariables = Exact<{
  placement: AdPlacement;
}>;


export type ServedAdvertisementQuery = { servedAdvertisement: { id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, companyName: string, viewableAfterMs: number, clickUrl: string | null, impressionToken: string } | null };

export const AdvertisingPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertisingPlanFieldsFragment, unknown>;
export const AdvertiserApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertiserApplicationFieldsFragment, unknown>;
export const AdvertisementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdvertisementFieldsFragment, unknown>;
export const AdvertiserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdvertiserFieldsFragment, unknown>;
export const MyDispensaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryFieldsFragment, unknown>;
export const StoreCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<StoreCardFieldsFragment, unknown>;
export const DesignReactionsOnDesignFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignReactionsOnDesign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<DesignReactionsOnDesignFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"artworkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const WalletOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<WalletOrderFieldsFragment, unknown>;
export const StoreMoneyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreMoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"reversedRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]}}]} as unknown as DocumentNode<StoreMoneyFieldsFragment, unknown>;
export const CommunityAuthorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityAuthorFieldsFragment, unknown>;
export const CommunityPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userReactions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityPostFieldsFragment, unknown>;
export const CommunityCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityCommentFieldsFragment, unknown>;
export const FeedPostFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<FeedPostFieldsFragment, unknown>;
export const MerchantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<MerchantFieldsFragment, unknown>;
export const PendingLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"reoffered"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}}]}}]} as unknown as DocumentNode<PendingLeadFieldsFragment, unknown>;
export const ActiveLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]} as unknown as DocumentNode<ActiveLeadFieldsFragment, unknown>;
export const CompletedLeadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompletedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<CompletedLeadFieldsFragment, unknown>;
export const MerchantWithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<MerchantWithdrawalFieldsFragment, unknown>;
export const OwnerDesignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"replacedById"}},{"kind":"Field","name":{"kind":"Name","value":"regenerating"}}]}}]} as unknown as DocumentNode<OwnerDesignFieldsFragment, unknown>;
export const PendingAdvertiserApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingAdvertiserApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingAdvertiserApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<PendingAdvertiserApplicationsQuery, PendingAdvertiserApplicationsQueryVariables>;
export const ApproveAdvertiserApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAdvertiserApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAdvertiserApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<ApproveAdvertiserApplicationMutation, ApproveAdvertiserApplicationMutationVariables>;
export const RejectAdvertiserApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectAdvertiserApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectAdvertiserApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RejectAdvertiserApplicationMutation, RejectAdvertiserApplicationMutationVariables>;
export const InvalidAdTrafficDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvalidAdTraffic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invalidAdTraffic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisementId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvalidAdTrafficQuery, InvalidAdTrafficQueryVariables>;
export const ModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reportsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"establishedReportersCount"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstReportedAt"}}]}}]}}]} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const HideCommunityContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideCommunityContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideCommunityContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<HideCommunityContentMutation, HideCommunityContentMutationVariables>;
export const RestoreCommunityContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCommunityContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCommunityContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<RestoreCommunityContentMutation, RestoreCommunityContentMutationVariables>;
export const OrdersPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staleOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refundedOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staleOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staleOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"olderThanHours"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"leadReturnedAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadExpiredAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refundedOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersPanelQuery, OrdersPanelQueryVariables>;
export const PayoutsPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutsPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"storesOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"merchantsOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpaidStoreWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"storesOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaidMerchantWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"merchantsOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]}}]} as unknown as DocumentNode<PayoutsPanelQuery, PayoutsPanelQueryVariables>;
export const StoreFeesPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreFeesPanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptsOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeFeesDue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysPastDue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unresolvedFeeAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptsOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StoreFeesPanelQuery, StoreFeesPanelQueryVariables>;
export const SettleFeeAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettleFeeAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleFeeAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleFeeAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]} as unknown as DocumentNode<SettleFeeAttemptMutation, SettleFeeAttemptMutationVariables>;
export const AdvertisingPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertisingPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertisingPlansQuery, AdvertisingPlansQueryVariables>;
export const AdvertiserStandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserStanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAdvertiserApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}}]}}]} as unknown as DocumentNode<AdvertiserStandingQuery, AdvertiserStandingQueryVariables>;
export const ApplyToAdvertiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyToAdvertise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyToAdvertiseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyToAdvertise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}}]}}]} as unknown as DocumentNode<ApplyToAdvertiseMutation, ApplyToAdvertiseMutationVariables>;
export const AdvertiserDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAdvertiserApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}}]}}]} as unknown as DocumentNode<AdvertiserDashboardQuery, AdvertiserDashboardQueryVariables>;
export const AdvertiserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdvertiserStatsQuery, AdvertiserStatsQueryVariables>;
export const AdvertiserBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertiserBillingPublishableKey"}}]}}]} as unknown as DocumentNode<AdvertiserBillingQuery, AdvertiserBillingQueryVariables>;
export const CreateAdvertiserOfflinePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdvertiserOfflinePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAdvertiserOfflinePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CreateAdvertiserOfflinePaymentMethodMutation, CreateAdvertiserOfflinePaymentMethodMutationVariables>;
export const PayAdvertisingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAdvertisingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAdvertisingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}}]} as unknown as DocumentNode<PayAdvertisingPlanMutation, PayAdvertisingPlanMutationVariables>;
export const UploadAdvertisementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAdvertisement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAdvertisementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAdvertisement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<UploadAdvertisementMutation, UploadAdvertisementMutationVariables>;
export const CancelAdvertisingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAdvertisingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAdvertisingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}}]} as unknown as DocumentNode<CancelAdvertisingPlanMutation, CancelAdvertisingPlanMutationVariables>;
export const KeepAdvertisingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeepAdvertisingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAdvertisingPlan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}}]} as unknown as DocumentNode<KeepAdvertisingPlanMutation, KeepAdvertisingPlanMutationVariables>;
export const ChangeAdvertiserCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAdvertiserCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAdvertiserCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementFields"}}]}}]}}]} as unknown as DocumentNode<ChangeAdvertiserCardMutation, ChangeAdvertiserCardMutationVariables>;
export const MyDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryQuery, MyDispensaryQueryVariables>;
export const MyStoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyStoreQuery, MyStoreQueryVariables>;
export const CreateDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDispensaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryMutation, CreateDispensaryMutationVariables>;
export const RequestDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDesignsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDesigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<RequestDesignsMutation, RequestDesignsMutationVariables>;
export const MarketplaceStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketplaceStores"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<MarketplaceStoresQuery, MarketplaceStoresQueryVariables>;
export const StateDispensariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateDispensaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<StateDispensariesQuery, StateDispensariesQueryVariables>;
export const StateStoreCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateStoreCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateStoreCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"storeCount"}}]}}]}}]} as unknown as DocumentNode<StateStoreCountsQuery, StateStoreCountsQueryVariables>;
export const StoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Store"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignReactionsOnDesign"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignReactionsOnDesign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<StoreQuery, StoreQueryVariables>;
export const ProductDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"design"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"storeName"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"artworkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shirtColor"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignReactionsOnDesign"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignReactionsOnDesign"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<ProductDesignQuery, ProductDesignQueryVariables>;
export const ReactToDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}}]}}]}}]} as unknown as DocumentNode<ReactToDesignMutation, ReactToDesignMutationVariables>;
export const RecordStoreViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoreView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStoreViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoreView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordStoreViewMutation, RecordStoreViewMutationVariables>;
export const GenerateCustomDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCustomDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateCustomDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCustomDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"shirtColor"}}]}}]}}]} as unknown as DocumentNode<GenerateCustomDesignMutation, GenerateCustomDesignMutationVariables>;
export const CustomDesignPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomDesignPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customDesignPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reading"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"relation"}},{"kind":"Field","name":{"kind":"Name","value":"object"}}]}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"inks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hex"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"noText"}},{"kind":"Field","name":{"kind":"Name","value":"notUnderstood"}},{"kind":"Field","name":{"kind":"Name","value":"brief"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"madeBy"}}]}}]}}]} as unknown as DocumentNode<CustomDesignPreviewQuery, CustomDesignPreviewQueryVariables>;
export const DispensaryFeeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispensaryFeeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaryFeeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardProvider"}},{"kind":"Field","name":{"kind":"Name","value":"stripePublishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"signOnFee"}},{"kind":"Field","name":{"kind":"Name","value":"annualRenewal"}}]}}]}}]} as unknown as DocumentNode<DispensaryFeeSettingsQuery, DispensaryFeeSettingsQueryVariables>;
export const CreateDispensaryOfflinePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensaryOfflinePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensaryOfflinePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryOfflinePaymentMethodMutation, CreateDispensaryOfflinePaymentMethodMutationVariables>;
export const PayDispensaryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayDispensaryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDispensaryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]}}]} as unknown as DocumentNode<PayDispensaryFeeMutation, PayDispensaryFeeMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"shipping"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"artworkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const CartCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CartCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}}]}}]} as unknown as DocumentNode<CartCountQuery, CartCountQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const UpdateCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}}]}}]}}]} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const RemoveCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const PaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardProvider"}},{"kind":"Field","name":{"kind":"Name","value":"stripePublishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"walletProvider"}},{"kind":"Field","name":{"kind":"Name","value":"payoutProvider"}}]}}]}}]} as unknown as DocumentNode<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const ConfirmOfflineCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOfflineCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmOfflineCardPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOfflineCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmOfflineCardPaymentMutation, ConfirmOfflineCardPaymentMutationVariables>;
export const CreateWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<CreateWalletOrderMutation, CreateWalletOrderMutationVariables>;
export const WalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<WalletOrderQuery, WalletOrderQueryVariables>;
export const ApproveWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<ApproveWalletOrderMutation, ApproveWalletOrderMutationVariables>;
export const CancelWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<CancelWalletOrderMutation, CancelWalletOrderMutationVariables>;
export const CaptureWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaptureWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captureWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<CaptureWalletOrderMutation, CaptureWalletOrderMutationVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Receipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}},{"kind":"Field","name":{"kind":"Name","value":"tracking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ReceiptQuery, ReceiptQueryVariables>;
export const StoreMoneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreMoney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreMoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreMoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"reversedRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]}}]} as unknown as DocumentNode<StoreMoneyQuery, StoreMoneyQueryVariables>;
export const RequestWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const CommunityProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CommunityProfileQuery, CommunityProfileQueryVariables>;
export const ActiveQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}}]}}]}}]} as unknown as DocumentNode<ActiveQuestionQuery, ActiveQuestionQueryVariables>;
export const CommunityPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityPostFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userReactions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CommunityPostsQuery, CommunityPostsQueryVariables>;
export const CommunityPostCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPostComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityPostComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorFields"}}]}}]}}]} as unknown as DocumentNode<CommunityPostCommentsQuery, CommunityPostCommentsQueryVariables>;
export const ReactToCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"reacted"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}}]}}]}}]} as unknown as DocumentNode<ReactToCommunityPostMutation, ReactToCommunityPostMutationVariables>;
export const CommentOnCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentOnCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentOnCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCommentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorFields"}}]}}]}}]} as unknown as DocumentNode<CommentOnCommunityPostMutation, CommentOnCommunityPostMutationVariables>;
export const ReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const CommunityStoresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityStores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CommunityStoresQuery, CommunityStoresQueryVariables>;
export const FeedPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPostFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPostFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<FeedPostsQuery, FeedPostsQueryVariables>;
export const ToggleFeedPostLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleFeedPostLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"liked"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleFeedPostLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"liked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"liked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}}]}}]}}]} as unknown as DocumentNode<ToggleFeedPostLikeMutation, ToggleFeedPostLikeMutationVariables>;
export const CommentOnFeedPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentOnFeedPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnFeedPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CommentOnFeedPostMutation, CommentOnFeedPostMutationVariables>;
export const StoreMentionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreMentions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mentions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StoreMentionsQuery, StoreMentionsQueryVariables>;
export const MyMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<MyMerchantQuery, MyMerchantQueryVariables>;
export const MerchantPaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantPaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardProvider"}},{"kind":"Field","name":{"kind":"Name","value":"payoutProvider"}},{"kind":"Field","name":{"kind":"Name","value":"stripePublishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}}]}}]}}]} as unknown as DocumentNode<MerchantPaymentSettingsQuery, MerchantPaymentSettingsQueryVariables>;
export const LeadsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"seen"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"seen"},"value":{"kind":"Variable","name":{"kind":"Name","value":"seen"}}}]}]}}]} as unknown as DocumentNode<LeadsChangedQuery, LeadsChangedQueryVariables>;
export const MerchantOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingLeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveLeadFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompletedLeadFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"reoffered"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompletedLeadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<MerchantOrdersQuery, MerchantOrdersQueryVariables>;
export const CreateOfflinePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOfflinePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfflineCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfflinePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CreateOfflinePaymentMethodMutation, CreateOfflinePaymentMethodMutationVariables>;
export const CreateMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CreateMerchantMutation, CreateMerchantMutationVariables>;
export const ResumeMerchantSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMerchantSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMerchantSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ResumeMerchantSubscriptionMutation, ResumeMerchantSubscriptionMutationVariables>;
export const AcceptOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptOrderMutation, AcceptOrderMutationVariables>;
export const FulfillOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FulfillOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tracking"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShipmentTrackingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fulfillOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tracking"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tracking"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FulfillOrderMutation, FulfillOrderMutationVariables>;
export const MerchantWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantWithdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantWithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<MerchantWithdrawalsQuery, MerchantWithdrawalsQueryVariables>;
export const RequestMerchantWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMerchantWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stripeAccountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestMerchantWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"stripeAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stripeAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantWithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchantWithdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<RequestMerchantWithdrawalMutation, RequestMerchantWithdrawalMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const CancelMerchantSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMerchantSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMerchantSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CancelMerchantSubscriptionMutation, CancelMerchantSubscriptionMutationVariables>;
export const KeepMerchantSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KeepMerchantSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMerchantSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<KeepMerchantSubscriptionMutation, KeepMerchantSubscriptionMutationVariables>;
export const ChangeMerchantCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMerchantCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeMerchantCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<ChangeMerchantCardMutation, ChangeMerchantCardMutationVariables>;
export const LookUpMyOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LookUpMyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLookupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lookUpOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LookUpMyOrdersMutation, LookUpMyOrdersMutationVariables>;
export const DevMailboxPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMailboxPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devMailbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<DevMailboxPageQuery, DevMailboxPageQueryVariables>;
export const OwnerDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerDesigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"regenerationsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"brandKit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"slogans"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerDesigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerDesignFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"replacedById"}},{"kind":"Field","name":{"kind":"Name","value":"regenerating"}}]}}]} as unknown as DocumentNode<OwnerDesignsQuery, OwnerDesignsQueryVariables>;
export const SaveBrandKitFromDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBrandKitFromDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBrandKitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBrandKit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"slogans"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<SaveBrandKitFromDashboardMutation, SaveBrandKitFromDashboardMutationVariables>;
export const UploadBrandLogoFromDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadBrandLogoFromDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadBrandLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBrandLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"}},{"kind":"Field","name":{"kind":"Name","value":"slogans"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<UploadBrandLogoFromDashboardMutation, UploadBrandLogoFromDashboardMutationVariables>;
export const SetDesignHiddenFromDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDesignHiddenFromDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDesignHiddenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDesignHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerDesignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"replacedById"}},{"kind":"Field","name":{"kind":"Name","value":"regenerating"}}]}}]} as unknown as DocumentNode<SetDesignHiddenFromDashboardMutation, SetDesignHiddenFromDashboardMutationVariables>;
export const RegenerateDesignFromDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateDesignFromDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"designId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"designId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"designId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerationsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerDesignFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerDesignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"replacedById"}},{"kind":"Field","name":{"kind":"Name","value":"regenerating"}}]}}]} as unknown as DocumentNode<RegenerateDesignFromDashboardMutation, RegenerateDesignFromDashboardMutationVariables>;
export const ServedAdvertisementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServedAdvertisement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdPlacement"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servedAdvertisement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"viewableAfterMs"}},{"kind":"Field","name":{"kind":"Name","value":"clickUrl"}},{"kind":"Field","name":{"kind":"Name","value":"impressionToken"}}]}}]}}]} as unknown as DocumentNode<ServedAdvertisementQuery, ServedAdvertisementQueryVariables>;