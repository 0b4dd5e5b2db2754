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

export type AdEventInput = {
  advertisementId: string;
  /** Made by the browser (8 to 64 letters, digits, - or _): the same id is counted once. */
  eventId: string;
  kind: AdEventKind;
  /** Made by the browser once per page view: an ad counts one impression and one click per page view. */
  pageViewId: string;
  /** How long the ad had been at least half on screen without a break, in milliseconds (impressions). */
  visibleMs?: number | null | undefined;
};

/** What the browser reports about an ad it showed. */
export type AdEventKind =
  | 'click'
  | 'impression';

/** Where an ad slot is on the site. */
export type AdPlacement =
  | 'marketplace'
  | 'store';

/** A design to add to the cart. */
export type AddToCartInput = {
  designId: string;
  /** 1 to 99 (default 1); adding the same design and size again adds to the line. */
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

export type CreateCommunityPostInput = {
  brandName?: string | null | undefined;
  dispensaryId?: string | null | undefined;
  image?: ImageUpload | null | undefined;
  postText: string;
  productName?: string | null | undefined;
  profileId: string;
  questionId?: string | null | undefined;
  sessionId: string;
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

export type CreateFeedPostInput = {
  content?: string | null | undefined;
  images?: Array<ImageUpload> | null | undefined;
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

/** Asks for a wallet order of the cart's total (SPEC: amount, currency USD, intent CAPTURE). */
export type CreateWalletOrderInput = {
  amount: string;
  currency: string;
  intent: string;
  /** The cart's session; defaults to the x-session-id header. */
  sessionId?: string | null | undefined;
};

/** A card, for the offline provider (Stripe's test numbers decide the outcome). */
export type DispensaryCardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

/** What a fee payment paid. */
export type FeeKind =
  /** A yearly renewal (from year 2). */
  | 'renewal'
  /** The one-time sign-on fee. */
  | 'sign_on';

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
 * An uploaded image's bytes, base64-encoded. It is judged by its content (JPEG, PNG, WebP, GIF or
 * AVIF; at most 8 MB and 40 megapixels), re-encoded without its metadata, and stored under a
 * server-made name.
 */
export type ImageUpload = {
  base64: string;
};

/**
 * Where a lead is: pending (any active merchant may accept it), assigned (a merchant accepted it),
 * fulfilled (printed and shipped).
 */
export type LeadStatus =
  | 'assigned'
  | 'fulfilled'
  | 'pending';

/** Fields of the sign-in form. */
export type LoginInput = {
  /** The account's password. */
  password: string;
  /** Optional promo code; must exist, be active, be within its dates and under its usage limit. */
  promoCode?: string | null | undefined;
  /** The account's username. */
  username: string;
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

/** How the shopper paid: stripe for card, paypal for wallet (SPEC's values). */
export type PaymentMethod =
  | 'paypal'
  | 'stripe';

/** Whether an order is paid. */
export type PaymentStatus =
  | 'paid'
  | 'pending'
  | 'refunded';

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

export type RecordAdEventsInput = {
  /** 1 to 50 events. */
  events: Array<AdEventInput>;
  sessionId?: string | null | undefined;
};

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
  /** When given (or sent as x-session-id), the line must be in that session's cart. */
  sessionId?: string | null | undefined;
};

export type ReportContentInput = {
  contentId: string;
  contentType: ReportableContent;
  /**
   * The reporting browser session (society); a signed-in account reports as itself, and feed posts
   * and comments are reported by signed-in accounts only.
   */
  sessionId?: string | null | undefined;
};

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
  /** A shopper or community member (shown as Consumer). */
  | 'user';

export type SaveCommunityProfileInput = {
  avatar?: ImageUpload | null | undefined;
  bio?: string | null | undefined;
  /** YYYY-MM-DD; the person must be 21 or older. */
  birthday?: string | null | undefined;
  city?: string | null | undefined;
  displayName: string;
  sessionId: string;
  state?: string | null | undefined;
};

/** Where a merchant's $5/month subscription stands at the card provider. */
export type SubscriptionStatus =
  /** Paid: the merchant sees and accepts leads. */
  | 'active'
  /** Ended: inactive until subscribed again. */
  | 'canceled'
  /** A renewal could not be charged: inactive until paid again. */
  | 'past_due';

/** A new quantity for a cart line. */
export type UpdateCartItemInput = {
  itemId: string;
  /** 1 to 99. */
  quantity: number;
  /** When given (or sent as x-session-id), the line must be in that session's cart. */
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

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Paid out. */
  | 'completed'
  /** The payout failed; it is tried again. */
  | 'failed'
  /** Requested; the payout has not been made yet. */
  | 'pending';

export type UploadAdvertisementMutationVariables = Exact<{
  input: UploadAdvertisementInput;
}>;


export type UploadAdvertisementMutation = { uploadAdvertisement: { id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null } };

export type UploadingAdvertiserQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadingAdvertiserQuery = { myAdvertiser: { isActive: boolean } | null };

export type MyAdvertiserQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAdvertiserQuery = { myAdvertiser: { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, subscriptionStatus: string, subscriptionTier: AdvertisingPlanValue, monthlyFee: number, paidThrough: string | null, isActive: boolean, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } | null };

export type MyAdvertiserStatsQueryVariables = Exact<{
  days: number;
}>;


export type MyAdvertiserStatsQuery = { myAdvertiser: { stats: { impressions: number, clicks: number, clickThroughRate: number, days: Array<{ day: string, impressions: number, clicks: number, clickThroughRate: number }> } } | null };

export type ApplyToAdvertiseMutationVariables = Exact<{
  input: ApplyToAdvertiseInput;
}>;


export type ApplyToAdvertiseMutation = { applyToAdvertise: { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, status: string, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } } };

export type MyAdvertiserApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAdvertiserApplicationQuery = { myAdvertiserApplication: { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, status: string, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } } | null };

export type ReceiveStripeAdvertiserBillingWebhookMutationVariables = Exact<{
  payload: string;
  signature: string;
}>;


export type ReceiveStripeAdvertiserBillingWebhookMutation = { receiveStripeAdvertiserBillingWebhook: boolean };

export type AdvertisingPlanBodyFragment = { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string };

export type AdvertiserApplicationBodyFragment = { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, status: string, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string } };

export type AdvertisementBodyFragment = { id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null };

export type AdvertiserBodyFragment = { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, subscriptionStatus: string, subscriptionTier: AdvertisingPlanValue, monthlyFee: number, paidThrough: string | null, isActive: boolean, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> };

export type AdvertiserStatsBodyFragment = { impressions: number, clicks: number, clickThroughRate: number, days: Array<{ day: string, impressions: number, clicks: number, clickThroughRate: number }> };

export type ServedAdvertisementBodyFragment = { id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, companyName: string, viewableAfterMs: number, clickUrl: string | null };

export type ClickAdvertisementMutationVariables = Exact<{
  advertisementId: string;
  pageViewId: string;
  eventId: string;
  sessionId?: string | null | undefined;
}>;


export type ClickAdvertisementMutation = { clickAdvertisement: string | null };

export type RecordAdEventsMutationVariables = Exact<{
  input: RecordAdEventsInput;
}>;


export type RecordAdEventsMutation = { recordAdEvents: { accepted: number, duplicates: number } };

export type CreateAdvertiserOfflinePaymentMethodMutationVariables = Exact<{
  card: AdvertiserCardInput;
}>;


export type CreateAdvertiserOfflinePaymentMethodMutation = { createAdvertiserOfflinePaymentMethod: { id: string, brand: string, last4: string } };

export type AdvertisingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvertisingPlansQuery = { advertisingPlans: Array<{ value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }> };

export type ServedAdvertisementQueryVariables = Exact<{
  placement: AdPlacement;
}>;


export type ServedAdvertisementQuery = { servedAdvertisement: { id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, companyName: string, viewableAfterMs: number, clickUrl: string | null } | null };

export type PayAdvertisingPlanMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type PayAdvertisingPlanMutation = { payAdvertisingPlan: { id: string, companyName: string, contactEmail: string, contactPhone: string | null, website: string | null, subscriptionStatus: string, subscriptionTier: AdvertisingPlanValue, monthlyFee: number, paidThrough: string | null, isActive: boolean, createdAt: string, plan: { value: AdvertisingPlanValue, label: string, monthlyPrice: number, monthlyPriceCents: number, popular: boolean, kind: AdvertisementKind, maxDurationSeconds: number | null, description: string }, advertisements: Array<{ id: string, kind: AdvertisementKind, title: string, description: string | null, mediaUrl: string, thumbnailUrl: string, width: number, height: number, durationSeconds: number | null, status: string, views: number, clicks: number, createdAt: string, activatedAt: string | null }> } };

export type RecordStoreViewMutationVariables = Exact<{
  input: RecordStoreViewInput;
}>;


export type RecordStoreViewMutation = { recordStoreView: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } } };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { user: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string } | null };

export type UserBodyFragment = { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, profileImageUrl: string | null, role: Role, isActive: boolean, lastLogin: string | null, createdAt: string };

export type DispensaryBodyFragment = { id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string };

export type GenerationBodyFragment = { status: GenerationStatus, ready: number, expected: number };

export type FeePaymentBodyFragment = { id: string, kind: FeeKind, amount: string, providerPaymentId: string, paidAt: string, renewsAt: string };

export type MyDispensaryBodyFragment = { feeStatus: FeeStatus | null, renewsAt: string | null, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, feePayments: Array<{ id: string, kind: FeeKind, amount: string, providerPaymentId: string, paidAt: string, renewsAt: string }> | null, generation: { status: GenerationStatus, ready: number, expected: number } };

export type DesignBodyFragment = { id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string };

export type CustomDesignBodyFragment = { printFileUrl: string | null, id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string };

export type ReactionsBodyFragment = { hearts: number, thumbsUp: number };

export type CartItemBodyFragment = { id: string, designId: string, size: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, price: string, dispensaryId: string | null } };

export type PaymentIntentBodyFragment = { clientSecret: string, paymentIntentId: string, amount: string, provider: CardProvider };

export type WalletOrderBodyFragment = { id: string, status: string, amount: string, approveUrl: string | null };

export type OrderBodyFragment = { id: string, receiptPath: string, dispensaryId: string | null, customerName: string, customerEmail: string, shippingAddress: string, shippingCity: string, shippingState: string, shippingZip: string, totalAmount: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, createdAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, quantity: number, price: string }> };

export type WithdrawalBodyFragment = { id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null };

export type MerchantBodyFragment = { id: string, userId: string, businessName: string, address: string, city: string, state: string, zip: string, contactEmail: string | null, contactPhone: string | null, subscriptionProvider: BillingProvider, providerCustomerId: string, providerSubscriptionId: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean, createdAt: string };

export type LeadBodyFragment = { orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> };

export type AddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type AddToCartMutation = { addToCart: { id: string, designId: string, size: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, price: string, dispensaryId: string | null } } };

export type CartQueryVariables = Exact<{
  sessionId?: string | null | undefined;
}>;


export type CartQuery = { cart: { items: Array<{ id: string, designId: string, size: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, price: string, dispensaryId: string | null } }> } };

export type RemoveCartItemMutationVariables = Exact<{
  input: RemoveCartItemInput;
}>;


export type RemoveCartItemMutation = { removeCartItem: boolean };

export type UpdateCartItemMutationVariables = Exact<{
  input: UpdateCartItemInput;
}>;


export type UpdateCartItemMutation = { updateCartItem: { id: string, designId: string, size: string, quantity: number, unitPrice: string, lineTotal: string, design: { id: string, name: string, frontImageUrl: string, price: string, dispensaryId: string | null } } };

export type CommunityProfileBodyFragment = { id: string, displayName: string, avatarUrl: string | null, bio: string | null, city: string | null, state: string | null, birthday: string | null, createdAt: string };

export type CommunityAuthorBodyFragment = { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null };

export type CommunityPostBodyFragment = { id: string, profileId: string, questionId: string | null, dispensaryId: string | null, brandName: string | null, productName: string | null, postText: string, imageUrl: string | null, thumbnailUrl: string | null, likesCount: number, lovesCount: number, commentsCount: number, userReactions: Array<CommunityReactionType>, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null, dispensary: { id: string, name: string, city: string, state: string } | null };

export type CommunityCommentBodyFragment = { id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null };

export type ReportBodyFragment = { reported: boolean, hidden: boolean };

export type FeedCommentBodyFragment = { id: string, postId: string, content: string, createdAt: string, user: { username: string } };

export type FeedPostBodyFragment = { id: string, content: string, imageUrls: Array<string>, thumbnailUrls: Array<string>, createdAt: string, likesCount: number, commentsCount: number, isLiked: boolean, user: { username: string }, comments: Array<{ id: string, postId: string, content: string, createdAt: string, user: { username: string } }> };

export type ReportContentMutationVariables = Exact<{
  input: ReportContentInput;
}>;


export type ReportContentMutation = { reportContent: { reported: boolean, hidden: boolean } };

export type CommentOnCommunityPostMutationVariables = Exact<{
  input: CommentOnCommunityPostInput;
}>;


export type CommentOnCommunityPostMutation = { commentOnCommunityPost: { id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null } };

export type CommunityPostCommentsQueryVariables = Exact<{
  postId: string;
}>;


export type CommunityPostCommentsQuery = { communityPostComments: Array<{ id: string, postId: string, profileId: string, commentText: string, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null }> };

export type CreateCommunityPostMutationVariables = Exact<{
  input: CreateCommunityPostInput;
}>;


export type CreateCommunityPostMutation = { createCommunityPost: { id: string, profileId: string, questionId: string | null, dispensaryId: string | null, brandName: string | null, productName: string | null, postText: string, imageUrl: string | null, thumbnailUrl: string | null, likesCount: number, lovesCount: number, commentsCount: number, userReactions: Array<CommunityReactionType>, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null, dispensary: { id: string, name: string, city: string, state: string } | null } };

export type ReactToCommunityPostMutationVariables = Exact<{
  input: ReactToCommunityPostInput;
}>;


export type ReactToCommunityPostMutation = { reactToCommunityPost: { reactionType: CommunityReactionType, reacted: boolean, likesCount: number, lovesCount: number } };

export type CommunityPostsQueryVariables = Exact<{
  sessionId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CommunityPostsQuery = { communityPosts: { nextCursor: string | null, posts: Array<{ id: string, profileId: string, questionId: string | null, dispensaryId: string | null, brandName: string | null, productName: string | null, postText: string, imageUrl: string | null, thumbnailUrl: string | null, likesCount: number, lovesCount: number, commentsCount: number, userReactions: Array<CommunityReactionType>, createdAt: string, profile: { id: string, displayName: string, avatarUrl: string | null, city: string | null, state: string | null } | null, dispensary: { id: string, name: string, city: string, state: string } | null }> } };

export type CommunityProfileQueryVariables = Exact<{
  sessionId: string;
}>;


export type CommunityProfileQuery = { communityProfile: { id: string, displayName: string, avatarUrl: string | null, bio: string | null, city: string | null, state: string | null, birthday: string | null, createdAt: string } | null };

export type SaveCommunityProfileMutationVariables = Exact<{
  input: SaveCommunityProfileInput;
}>;


export type SaveCommunityProfileMutation = { saveCommunityProfile: { id: string, displayName: string, avatarUrl: string | null, bio: string | null, city: string | null, state: string | null, birthday: string | null, createdAt: string } };

export type ActiveQuestionQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveQuestionQuery = { activeQuestion: { id: string, questionText: string } | null };

export type GenerateCustomDesignMutationVariables = Exact<{
  input: GenerateCustomDesignInput;
}>;


export type GenerateCustomDesignMutation = { generateCustomDesign: { printFileUrl: string | null, id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string } };

export type DesignReactionsQueryVariables = Exact<{
  id: string;
}>;


export type DesignReactionsQuery = { design: { reactions: { hearts: number, thumbsUp: number } } | null };

export type ReactToDesignMutationVariables = Exact<{
  input: ReactToDesignInput;
}>;


export type ReactToDesignMutation = { reactToDesign: { hearts: number, thumbsUp: number } };

export type DesignPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type DesignPageQuery = { designPage: { nextCursor: string | null, designs: Array<{ id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string }> } };

export type DispensariesQueryVariables = Exact<{ [key: string]: never; }>;


export type DispensariesQuery = { dispensaries: Array<{ id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string }> };

export type CreateDispensaryMutationVariables = Exact<{
  input: CreateDispensaryInput;
}>;


export type CreateDispensaryMutation = { createDispensary: { feeStatus: FeeStatus | null, renewsAt: string | null, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, feePayments: Array<{ id: string, kind: FeeKind, amount: string, providerPaymentId: string, paidAt: string, renewsAt: string }> | null, generation: { status: GenerationStatus, ready: number, expected: number } } };

export type DispensaryDesignsQueryVariables = Exact<{
  id: string;
}>;


export type DispensaryDesignsQuery = { dispensary: { designs: Array<{ id: string, dispensaryId: string | null, name: string, frontImageUrl: string, backImageUrl: string | null, thumbnailUrl: string, isCustom: boolean, price: string, views: number, createdAt: string }> } | null };

export type RequestDesignsMutationVariables = Exact<{
  input: RequestDesignsInput;
}>;


export type RequestDesignsMutation = { requestDesigns: { message: string, dispensary: { generation: { status: GenerationStatus, ready: number, expected: number } } } };

export type DispensaryQueryVariables = Exact<{
  id: string;
}>;


export type DispensaryQuery = { dispensary: { id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string } | null };

export type DispensaryMentionsQueryVariables = Exact<{
  id: string;
  first?: number | null | undefined;
}>;


export type DispensaryMentionsQuery = { dispensary: { mentions: Array<{ id: string, brandName: string | null, productName: string | null, postText: string, likesCount: number, createdAt: string }> } | null };

export type MyDispensaryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDispensaryQuery = { myDispensary: { feeStatus: FeeStatus | null, renewsAt: string | null, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, feePayments: Array<{ id: string, kind: FeeKind, amount: string, providerPaymentId: string, paidAt: string, renewsAt: string }> | null, generation: { status: GenerationStatus, ready: number, expected: number } } | null };

export type CreateDispensaryOfflinePaymentMethodMutationVariables = Exact<{
  card: DispensaryCardInput;
}>;


export type CreateDispensaryOfflinePaymentMethodMutation = { createDispensaryOfflinePaymentMethod: { id: string, brand: string, last4: string } };

export type PayDispensaryFeeMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type PayDispensaryFeeMutation = { payDispensaryFee: { feeStatus: FeeStatus | null, renewsAt: string | null, totalRevenue: string | null, availableBalance: string | null, heldBalance: string | null, nextEligibleAt: string | null, pendingWithdrawalCount: number | null, viewCount: number | null, id: string, businessType: BusinessType, name: string, address: string, city: string, state: string, zipCode: string, qrCodeUrl: string | null, storeUrl: string, designCount: number, createdAt: string, feePayments: Array<{ id: string, kind: FeeKind, amount: string, providerPaymentId: string, paidAt: string, renewsAt: string }> | null, generation: { status: GenerationStatus, ready: number, expected: number } } };

export type CommentOnFeedPostMutationVariables = Exact<{
  postId: string;
  content: string;
}>;


export type CommentOnFeedPostMutation = { commentOnFeedPost: { id: string, postId: string, content: string, createdAt: string, user: { username: string } } };

export type CreateFeedPostMutationVariables = Exact<{
  input: CreateFeedPostInput;
}>;


export type CreateFeedPostMutation = { createFeedPost: { id: string, content: string, imageUrls: Array<string>, thumbnailUrls: Array<string>, createdAt: string, likesCount: number, commentsCount: number, isLiked: boolean, user: { username: string }, comments: Array<{ id: string, postId: string, content: string, createdAt: string, user: { username: string } }> } };

export type ToggleFeedPostLikeMutationVariables = Exact<{
  postId: string;
}>;


export type ToggleFeedPostLikeMutation = { toggleFeedPostLike: { liked: boolean, likesCount: number } };

export type FeedPostsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FeedPostsQuery = { feedPosts: { nextCursor: string | null, posts: Array<{ id: string, content: string, imageUrls: Array<string>, thumbnailUrls: Array<string>, createdAt: string, likesCount: number, commentsCount: number, isLiked: boolean, user: { username: string }, comments: Array<{ id: string, postId: string, content: string, createdAt: string, user: { username: string } }> }> } };

export type CreateMerchantMutationVariables = Exact<{
  input: CreateMerchantInput;
}>;


export type CreateMerchantMutation = { createMerchant: { id: string, userId: string, businessName: string, address: string, city: string, state: string, zip: string, contactEmail: string | null, contactPhone: string | null, subscriptionProvider: BillingProvider, providerCustomerId: string, providerSubscriptionId: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean, createdAt: string } };

export type MyMerchantQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMerchantQuery = { myMerchant: { id: string, userId: string, businessName: string, address: string, city: string, state: string, zip: string, contactEmail: string | null, contactPhone: string | null, subscriptionProvider: BillingProvider, providerCustomerId: string, providerSubscriptionId: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean, createdAt: string } | null };

export type MerchantOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchantOrdersQuery = { merchantOrders: { pending: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> }>, active: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> }>, fulfilled: Array<{ orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> }> } };

export type ResumeMerchantSubscriptionMutationVariables = Exact<{
  paymentMethodId: string;
}>;


export type ResumeMerchantSubscriptionMutation = { resumeMerchantSubscription: { id: string, userId: string, businessName: string, address: string, city: string, state: string, zip: string, contactEmail: string | null, contactPhone: string | null, subscriptionProvider: BillingProvider, providerCustomerId: string, providerSubscriptionId: string, subscriptionStatus: SubscriptionStatus, currentPeriodEnd: string, monthlyFee: string, totalRevenue: string, availableBalance: string, ordersFulfilled: number, isActive: boolean, createdAt: string } };

export type ConfirmOfflineCardPaymentMutationVariables = Exact<{
  input: ConfirmOfflineCardPaymentInput;
}>;


export type ConfirmOfflineCardPaymentMutation = { confirmOfflineCardPayment: { paymentIntentId: string, status: string } };

export type AcceptOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type AcceptOrderMutation = { acceptOrder: { orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> } };

export type FulfillOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type FulfillOrderMutation = { fulfillOrder: { orderId: string, shortId: string, status: LeadStatus, customerName: string, shippingCity: string, shippingState: string, shippingAddress: string | null, shippingZip: string | null, customerEmail: string | null, shirtCount: number, merchantEarnings: string, inYourState: boolean, placedAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, printFileUrl: string | null, size: string, quantity: number }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { id: string, receiptPath: string, dispensaryId: string | null, customerName: string, customerEmail: string, shippingAddress: string, shippingCity: string, shippingState: string, shippingZip: string, totalAmount: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, createdAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, quantity: number, price: string }> } };

export type ReceiptQueryVariables = Exact<{
  token: string;
}>;


export type ReceiptQuery = { receipt: { id: string, receiptPath: string, dispensaryId: string | null, customerName: string, customerEmail: string, shippingAddress: string, shippingCity: string, shippingState: string, shippingZip: string, totalAmount: string, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, fulfillmentStatus: FulfillmentStatus, createdAt: string, acceptedAt: string | null, fulfilledAt: string | null, items: Array<{ designId: string, designName: string, frontImageUrl: string, size: string, quantity: number, price: string }> } | null };

export type CreatePaymentIntentMutationVariables = Exact<{
  input: CreatePaymentIntentInput;
}>;


export type CreatePaymentIntentMutation = { createPaymentIntent: { clientSecret: string, paymentIntentId: string, amount: string, provider: CardProvider } };

export type ReceiveStripeBillingWebhookMutationVariables = Exact<{
  payload: string;
  signature: string;
}>;


export type ReceiveStripeBillingWebhookMutation = { receiveStripeBillingWebhook: boolean };

export type ReceiveStripeWebhookMutationVariables = Exact<{
  payload: string;
  signature: string;
}>;


export type ReceiveStripeWebhookMutation = { receiveStripeWebhook: boolean };

export type CaptureWalletOrderMutationVariables = Exact<{
  id: string;
}>;


export type CaptureWalletOrderMutation = { captureWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type CreateWalletOrderMutationVariables = Exact<{
  input: CreateWalletOrderInput;
}>;


export type CreateWalletOrderMutation = { createWalletOrder: { id: string, status: string, amount: string, approveUrl: string | null } };

export type WalletSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletSetupQuery = { walletSetup: { clientToken: string } };

export type RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null } };

export type StoreWithdrawalsQueryVariables = Exact<{
  dispensaryId: string;
}>;


export type StoreWithdrawalsQuery = { storeWithdrawals: Array<{ id: string, amount: string, status: WithdrawalStatus, eligibleAt: string, requestedAt: string, processedAt: string | null }> };

export const AdvertisingPlanBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertisingPlanBodyFragment, unknown>;
export const AdvertiserApplicationBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertiserApplicationBodyFragment, unknown>;
export const AdvertisementBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdvertisementBodyFragment, unknown>;
export const AdvertiserBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<AdvertiserBodyFragment, unknown>;
export const AdvertiserStatsBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserStatsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}}]} as unknown as DocumentNode<AdvertiserStatsBodyFragment, unknown>;
export const ServedAdvertisementBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServedAdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServedAdvertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"viewableAfterMs"}},{"kind":"Field","name":{"kind":"Name","value":"clickUrl"}}]}}]} as unknown as DocumentNode<ServedAdvertisementBodyFragment, unknown>;
export const UserBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserBodyFragment, unknown>;
export const DispensaryBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryBodyFragment, unknown>;
export const FeePaymentBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePaymentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryFeePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}}]} as unknown as DocumentNode<FeePaymentBodyFragment, unknown>;
export const GenerationBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<GenerationBodyFragment, unknown>;
export const MyDispensaryBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePaymentBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePaymentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryFeePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<MyDispensaryBodyFragment, unknown>;
export const DesignBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DesignBodyFragment, unknown>;
export const CustomDesignBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomDesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CustomDesignBodyFragment, unknown>;
export const ReactionsBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<ReactionsBodyFragment, unknown>;
export const CartItemBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]} as unknown as DocumentNode<CartItemBodyFragment, unknown>;
export const PaymentIntentBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentIntentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentIntent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]} as unknown as DocumentNode<PaymentIntentBodyFragment, unknown>;
export const WalletOrderBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<WalletOrderBodyFragment, unknown>;
export const OrderBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<OrderBodyFragment, unknown>;
export const WithdrawalBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<WithdrawalBodyFragment, unknown>;
export const MerchantBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionProvider"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MerchantBodyFragment, unknown>;
export const LeadBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<LeadBodyFragment, unknown>;
export const CommunityProfileBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityProfileBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommunityProfileBodyFragment, unknown>;
export const CommunityAuthorBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityAuthorBodyFragment, unknown>;
export const CommunityPostBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userReactions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityPostBodyFragment, unknown>;
export const CommunityCommentBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CommunityCommentBodyFragment, unknown>;
export const ReportBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<ReportBodyFragment, unknown>;
export const FeedCommentBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FeedCommentBodyFragment, unknown>;
export const FeedPostBodyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCommentBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FeedPostBodyFragment, unknown>;
export const UploadAdvertisementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadAdvertisement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAdvertisementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAdvertisement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}}]} as unknown as DocumentNode<UploadAdvertisementMutation, UploadAdvertisementMutationVariables>;
export const UploadingAdvertiserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadingAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UploadingAdvertiserQuery, UploadingAdvertiserQueryVariables>;
export const MyAdvertiserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementBody"}}]}}]}}]} as unknown as DocumentNode<MyAdvertiserQuery, MyAdvertiserQueryVariables>;
export const MyAdvertiserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAdvertiserStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserStatsBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserStatsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}}]} as unknown as DocumentNode<MyAdvertiserStatsQuery, MyAdvertiserStatsQueryVariables>;
export const ApplyToAdvertiseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyToAdvertise"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyToAdvertiseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyToAdvertise"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserApplicationBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApplyToAdvertiseMutation, ApplyToAdvertiseMutationVariables>;
export const MyAdvertiserApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAdvertiserApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAdvertiserApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserApplicationBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserApplicationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyAdvertiserApplicationQuery, MyAdvertiserApplicationQueryVariables>;
export const ReceiveStripeAdvertiserBillingWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveStripeAdvertiserBillingWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveStripeAdvertiserBillingWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}]}]}}]} as unknown as DocumentNode<ReceiveStripeAdvertiserBillingWebhookMutation, ReceiveStripeAdvertiserBillingWebhookMutationVariables>;
export const ClickAdvertisementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClickAdvertisement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertisementId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageViewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clickAdvertisement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"advertisementId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertisementId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageViewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageViewId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<ClickAdvertisementMutation, ClickAdvertisementMutationVariables>;
export const RecordAdEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordAdEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordAdEventsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAdEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}}]}}]}}]} as unknown as DocumentNode<RecordAdEventsMutation, RecordAdEventsMutationVariables>;
export const CreateAdvertiserOfflinePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdvertiserOfflinePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertiserCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAdvertiserOfflinePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CreateAdvertiserOfflinePaymentMethodMutation, CreateAdvertiserOfflinePaymentMethodMutationVariables>;
export const AdvertisingPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertisingPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisingPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<AdvertisingPlansQuery, AdvertisingPlansQueryVariables>;
export const ServedAdvertisementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServedAdvertisement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdPlacement"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servedAdvertisement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"placement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placement"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServedAdvertisementBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServedAdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServedAdvertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"viewableAfterMs"}},{"kind":"Field","name":{"kind":"Name","value":"clickUrl"}}]}}]} as unknown as DocumentNode<ServedAdvertisementQuery, ServedAdvertisementQueryVariables>;
export const PayAdvertisingPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAdvertisingPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAdvertisingPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertiserBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisingPlanBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertisingPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maxDurationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertisementBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertisement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdvertiserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advertiser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionTier"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisingPlanBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"paidThrough"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"advertisements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdvertisementBody"}}]}}]}}]} as unknown as DocumentNode<PayAdvertisingPlanMutation, PayAdvertisingPlanMutationVariables>;
export const RecordStoreViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordStoreView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStoreViewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordStoreView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordStoreViewMutation, RecordStoreViewMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"}}]}}]} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartItemBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]} as unknown as DocumentNode<AddToCartMutation, AddToCartMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartItemBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const RemoveCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveCartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveCartItemMutation, RemoveCartItemMutationVariables>;
export const UpdateCartItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCartItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCartItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartItemBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartItemBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lineTotal"}},{"kind":"Field","name":{"kind":"Name","value":"design"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}}]}}]}}]} as unknown as DocumentNode<UpdateCartItemMutation, UpdateCartItemMutationVariables>;
export const ReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const CommentOnCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentOnCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentOnCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCommentBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentOnCommunityPostMutation, CommentOnCommunityPostMutationVariables>;
export const CommunityPostCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPostComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityPostComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCommentBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"commentText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommunityPostCommentsQuery, CommunityPostCommentsQueryVariables>;
export const CreateCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityPostBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userReactions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>;
export const ReactToCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactionType"}},{"kind":"Field","name":{"kind":"Name","value":"reacted"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}}]}}]}}]} as unknown as DocumentNode<ReactToCommunityPostMutation, ReactToCommunityPostMutationVariables>;
export const CommunityPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityPostBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityAuthorBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityAuthor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"profileId"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityAuthorBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"lovesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"userReactions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommunityPostsQuery, CommunityPostsQueryVariables>;
export const CommunityProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityProfileBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityProfileBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommunityProfileQuery, CommunityProfileQueryVariables>;
export const SaveCommunityProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCommunityProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCommunityProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCommunityProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityProfileBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityProfileBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SaveCommunityProfileMutation, SaveCommunityProfileMutationVariables>;
export const ActiveQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeQuestion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}}]}}]}}]} as unknown as DocumentNode<ActiveQuestionQuery, ActiveQuestionQueryVariables>;
export const GenerateCustomDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCustomDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateCustomDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCustomDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomDesignBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomDesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}}]}}]} as unknown as DocumentNode<GenerateCustomDesignMutation, GenerateCustomDesignMutationVariables>;
export const DesignReactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignReactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"design"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionsBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<DesignReactionsQuery, DesignReactionsQueryVariables>;
export const ReactToDesignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactToDesign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactToDesignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactToDesign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReactionsBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReactionsBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignReactions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hearts"}},{"kind":"Field","name":{"kind":"Name","value":"thumbsUp"}}]}}]} as unknown as DocumentNode<ReactToDesignMutation, ReactToDesignMutationVariables>;
export const DesignPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesignPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DesignPageQuery, DesignPageQueryVariables>;
export const DispensariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensariesQuery, DispensariesQueryVariables>;
export const CreateDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDispensaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePaymentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryFeePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePaymentBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryMutation, CreateDispensaryMutationVariables>;
export const DispensaryDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispensaryDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DesignBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DesignBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Design"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isCustom"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryDesignsQuery, DispensaryDesignsQueryVariables>;
export const RequestDesignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDesigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDesignsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDesigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}}]} as unknown as DocumentNode<RequestDesignsMutation, RequestDesignsMutationVariables>;
export const DispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dispensary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DispensaryQuery, DispensaryQueryVariables>;
export const DispensaryMentionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispensaryMentions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispensary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mentions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brandName"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"postText"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<DispensaryMentionsQuery, DispensaryMentionsQueryVariables>;
export const MyDispensaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDispensary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePaymentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryFeePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePaymentBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]} as unknown as DocumentNode<MyDispensaryQuery, MyDispensaryQueryVariables>;
export const CreateDispensaryOfflinePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDispensaryOfflinePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDispensaryOfflinePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CreateDispensaryOfflinePaymentMethodMutation, CreateDispensaryOfflinePaymentMethodMutationVariables>;
export const PayDispensaryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayDispensaryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDispensaryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDispensaryBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"designCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePaymentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DispensaryFeePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"providerPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GenerationBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DesignGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ready"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDispensaryBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dispensary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispensaryBody"}},{"kind":"Field","name":{"kind":"Name","value":"feeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"renewsAt"}},{"kind":"Field","name":{"kind":"Name","value":"feePayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePaymentBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"heldBalance"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"pendingWithdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GenerationBody"}}]}}]}}]} as unknown as DocumentNode<PayDispensaryFeeMutation, PayDispensaryFeeMutationVariables>;
export const CommentOnFeedPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentOnFeedPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnFeedPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCommentBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommentOnFeedPostMutation, CommentOnFeedPostMutationVariables>;
export const CreateFeedPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeedPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFeedPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeedPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPostBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCommentBody"}}]}}]}}]} as unknown as DocumentNode<CreateFeedPostMutation, CreateFeedPostMutationVariables>;
export const ToggleFeedPostLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleFeedPostLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleFeedPostLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}}]}}]}}]} as unknown as DocumentNode<ToggleFeedPostLikeMutation, ToggleFeedPostLikeMutationVariables>;
export const FeedPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPostBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedCommentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPostBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrls"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedCommentBody"}}]}}]}}]} as unknown as DocumentNode<FeedPostsQuery, FeedPostsQueryVariables>;
export const CreateMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMerchant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMerchantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMerchant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionProvider"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateMerchantMutation, CreateMerchantMutationVariables>;
export const MyMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMerchant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionProvider"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyMerchantQuery, MyMerchantQueryVariables>;
export const MerchantOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchantOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBody"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fulfilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBody"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<MerchantOrdersQuery, MerchantOrdersQueryVariables>;
export const ResumeMerchantSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeMerchantSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeMerchantSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchantBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchantBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Merchant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionProvider"}},{"kind":"Field","name":{"kind":"Name","value":"providerCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"providerSubscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"availableBalance"}},{"kind":"Field","name":{"kind":"Name","value":"ordersFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResumeMerchantSubscriptionMutation, ResumeMerchantSubscriptionMutationVariables>;
export const ConfirmOfflineCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOfflineCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmOfflineCardPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOfflineCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmOfflineCardPaymentMutation, ConfirmOfflineCardPaymentMutationVariables>;
export const AcceptOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<AcceptOrderMutation, AcceptOrderMutationVariables>;
export const FulfillOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FulfillOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fulfillOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lead"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"printFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shirtCount"}},{"kind":"Field","name":{"kind":"Name","value":"merchantEarnings"}},{"kind":"Field","name":{"kind":"Name","value":"inYourState"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<FulfillOrderMutation, FulfillOrderMutationVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Receipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptPath"}},{"kind":"Field","name":{"kind":"Name","value":"dispensaryId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"shippingCity"}},{"kind":"Field","name":{"kind":"Name","value":"shippingState"}},{"kind":"Field","name":{"kind":"Name","value":"shippingZip"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"designId"}},{"kind":"Field","name":{"kind":"Name","value":"designName"}},{"kind":"Field","name":{"kind":"Name","value":"frontImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"fulfillmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilledAt"}}]}}]} as unknown as DocumentNode<ReceiptQuery, ReceiptQueryVariables>;
export const CreatePaymentIntentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentIntent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaymentIntentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentIntent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentIntentBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentIntentBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentIntent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"paymentIntentId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}}]}}]} as unknown as DocumentNode<CreatePaymentIntentMutation, CreatePaymentIntentMutationVariables>;
export const ReceiveStripeBillingWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveStripeBillingWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveStripeBillingWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}]}]}}]} as unknown as DocumentNode<ReceiveStripeBillingWebhookMutation, ReceiveStripeBillingWebhookMutationVariables>;
export const ReceiveStripeWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReceiveStripeWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiveStripeWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}]}]}}]} as unknown as DocumentNode<ReceiveStripeWebhookMutation, ReceiveStripeWebhookMutationVariables>;
export const CaptureWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaptureWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captureWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<CaptureWalletOrderMutation, CaptureWalletOrderMutationVariables>;
export const CreateWalletOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWalletOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalletOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWalletOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletOrderBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletOrderBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalletOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"approveUrl"}}]}}]} as unknown as DocumentNode<CreateWalletOrderMutation, CreateWalletOrderMutationVariables>;
export const WalletSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientToken"}}]}}]}}]} as unknown as DocumentNode<WalletSetupQuery, WalletSetupQueryVariables>;
export const RequestWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const StoreWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dispensaryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dispensaryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dispensaryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalBody"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalBody"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode<StoreWithdrawalsQuery, StoreWithdrawalsQueryVariables>;
/** The API schema's types of the fields this package's fragments select, and their enums' values. */
export const fragmentTypes = {"fields":{"Advertisement":{"activatedAt":"DateTime","clicks":"Int!","createdAt":"DateTime!","description":"String","durationSeconds":"Float","height":"Int!","id":"ID!","kind":"AdvertisementKind!","mediaUrl":"String!","status":"String!","thumbnailUrl":"String!","title":"String!","views":"Int!","width":"Int!"},"Advertiser":{"advertisements":"[Advertisement!]!","companyName":"String!","contactEmail":"String!","contactPhone":"String","createdAt":"DateTime!","id":"ID!","isActive":"Boolean!","monthlyFee":"Float!","paidThrough":"DateTime","plan":"AdvertisingPlan!","subscriptionStatus":"String!","subscriptionTier":"AdvertisingPlanValue!","website":"String"},"AdvertiserApplication":{"companyName":"String!","contactEmail":"String!","contactPhone":"String","createdAt":"DateTime!","id":"ID!","plan":"AdvertisingPlan!","status":"String!","website":"String"},"AdvertiserDayStats":{"clickThroughRate":"Float!","clicks":"Int!","day":"String!","impressions":"Int!"},"AdvertiserStats":{"clickThroughRate":"Float!","clicks":"Int!","days":"[AdvertiserDayStats!]!","impressions":"Int!"},"AdvertisingPlan":{"description":"String!","kind":"AdvertisementKind!","label":"String!","maxDurationSeconds":"Int","monthlyPrice":"Int!","monthlyPriceCents":"Int!","popular":"Boolean!","value":"AdvertisingPlanValue!"},"CartItem":{"design":"Design!","designId":"ID!","id":"ID!","lineTotal":"String!","quantity":"Int!","size":"String!","unitPrice":"String!"},"CommunityAuthor":{"avatarUrl":"String","city":"String","displayName":"String!","id":"ID!","state":"String"},"CommunityComment":{"commentText":"String!","createdAt":"DateTime!","id":"ID!","postId":"ID!","profile":"CommunityAuthor","profileId":"ID!"},"CommunityPost":{"brandName":"String","commentsCount":"Int!","createdAt":"DateTime!","dispensary":"Dispensary","dispensaryId":"ID","id":"ID!","imageUrl":"String","likesCount":"Int!","lovesCount":"Int!","postText":"String!","productName":"String","profile":"CommunityAuthor","profileId":"ID!","questionId":"ID","thumbnailUrl":"String","userReactions":"[CommunityReactionType!]!"},"CommunityProfile":{"avatarUrl":"String","bio":"String","birthday":"String","city":"String","createdAt":"DateTime!","displayName":"String!","id":"ID!","state":"String"},"Design":{"backImageUrl":"String","createdAt":"DateTime!","dispensaryId":"ID","frontImageUrl":"String!","id":"ID!","isCustom":"Boolean!","name":"String!","price":"String!","printFileUrl":"String","thumbnailUrl":"String!","views":"Int!"},"DesignGeneration":{"expected":"Int!","ready":"Int!","status":"GenerationStatus!"},"DesignReactions":{"hearts":"Int!","thumbsUp":"Int!"},"Dispensary":{"address":"String!","availableBalance":"String","businessType":"BusinessType!","city":"String!","createdAt":"DateTime!","designCount":"Int!","feePayments":"[DispensaryFeePayment!]","feeStatus":"FeeStatus","generation":"DesignGeneration!","heldBalance":"String","id":"ID!","name":"String!","nextEligibleAt":"DateTime","pendingWithdrawalCount":"Int","qrCodeUrl":"String","renewsAt":"DateTime","state":"String!","storeUrl":"String!","totalRevenue":"String","viewCount":"Int","zipCode":"String!"},"DispensaryFeePayment":{"amount":"String!","id":"ID!","kind":"FeeKind!","paidAt":"DateTime!","providerPaymentId":"String!","renewsAt":"DateTime!"},"FeedComment":{"content":"String!","createdAt":"DateTime!","id":"ID!","postId":"ID!","user":"User!"},"FeedPost":{"comments":"[FeedComment!]!","commentsCount":"Int!","content":"String!","createdAt":"DateTime!","id":"ID!","imageUrls":"[String!]!","isLiked":"Boolean!","likesCount":"Int!","thumbnailUrls":"[String!]!","user":"User!"},"Lead":{"acceptedAt":"DateTime","customerEmail":"String","customerName":"String!","fulfilledAt":"DateTime","inYourState":"Boolean!","items":"[LeadItem!]!","merchantEarnings":"String!","orderId":"ID!","placedAt":"DateTime!","shippingAddress":"String","shippingCity":"String!","shippingState":"String!","shippingZip":"String","shirtCount":"Int!","shortId":"String!","status":"LeadStatus!"},"LeadItem":{"designId":"ID!","designName":"String!","frontImageUrl":"String!","printFileUrl":"String","quantity":"Int!","size":"String!"},"Merchant":{"address":"String!","availableBalance":"String!","businessName":"String!","city":"String!","contactEmail":"String","contactPhone":"String","createdAt":"DateTime!","currentPeriodEnd":"DateTime!","id":"ID!","isActive":"Boolean!","monthlyFee":"String!","ordersFulfilled":"Int!","providerCustomerId":"String!","providerSubscriptionId":"String!","state":"String!","subscriptionProvider":"BillingProvider!","subscriptionStatus":"SubscriptionStatus!","totalRevenue":"String!","userId":"ID!","zip":"String!"},"Order":{"acceptedAt":"DateTime","createdAt":"DateTime!","customerEmail":"String!","customerName":"String!","dispensaryId":"ID","fulfilledAt":"DateTime","fulfillmentStatus":"FulfillmentStatus!","id":"ID!","items":"[OrderItem!]!","paymentMethod":"PaymentMethod!","paymentStatus":"PaymentStatus!","receiptPath":"String!","shippingAddress":"String!","shippingCity":"String!","shippingState":"String!","shippingZip":"String!","totalAmount":"String!"},"OrderItem":{"designId":"ID!","designName":"String!","frontImageUrl":"String!","price":"String!","quantity":"Int!","size":"String!"},"PaymentIntent":{"amount":"String!","clientSecret":"String!","paymentIntentId":"ID!","provider":"CardProvider!"},"ReportOutcome":{"hidden":"Boolean!","reported":"Boolean!"},"ServedAdvertisement":{"clickUrl":"String","companyName":"String!","description":"String","durationSeconds":"Float","height":"Int!","id":"ID!","kind":"AdvertisementKind!","mediaUrl":"String!","thumbnailUrl":"String!","title":"String!","viewableAfterMs":"Int!","width":"Int!"},"User":{"createdAt":"DateTime!","email":"String","firstName":"String","id":"ID!","isActive":"Boolean!","lastLogin":"DateTime","lastName":"String","profileImageUrl":"String","role":"Role!","username":"String!"},"WalletOrder":{"amount":"String!","approveUrl":"String","id":"ID!","status":"String!"},"Withdrawal":{"amount":"String!","eligibleAt":"DateTime!","id":"ID!","processedAt":"DateTime","requestedAt":"DateTime!","status":"WithdrawalStatus!"}},"enums":{"AdvertisementKind":["flyer","video"],"AdvertisingPlanValue":["flyer_50","short_100","medium_250","long_500"],"BillingProvider":["stripe","offline"],"BusinessType":["dispensary","smoke_shop"],"CardProvider":["stripe","offline"],"CommunityReactionType":["like","love"],"FeeKind":["sign_on","renewal"],"FeeStatus":["due","paid","past_due"],"FulfillmentStatus":["pending","assigned","fulfilled"],"GenerationStatus":["not_requested","generating","completed"],"LeadStatus":["pending","assigned","fulfilled"],"PaymentMethod":["stripe","paypal"],"PaymentStatus":["pending","paid","refunded"],"Role":["user","dispensary","merchant"],"SubscriptionStatus":["active","past_due","canceled"],"WithdrawalStatus":["pending","completed","failed"]}} as const;
