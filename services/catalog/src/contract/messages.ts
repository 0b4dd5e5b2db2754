import { PAYMENT_METHOD_ID_MAX } from "@highcotton/form-fields";
import {
  BRAND_COLORS_MAX,
  BRAND_SLOGANS_MAX,
  DESIGN_PAGE_MAX,
  DESIGN_REGENERATIONS_PER_MONTH,
  DISPENSARY_ANNUAL_RENEWAL,
  DISPENSARY_SIGN_ON_FEE,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE_PX,
  SETTLE_REASON_MAX,
  SLOGAN_MAX,
} from "./limits.ts";

const dollars = (cents: number) => `$${cents / 100}`;

/** User-facing messages: SPEC §5/§8 texts where SPEC gives one, the rest in the same voice. */
export const messages = {
  signInRequired: "Please sign in to continue",
  nameLength: "Business name must be 1 to 100 characters",
  addressRequired: "Street address is required",
  addressTooShort: "Street address must be at least 2 characters",
  addressTooLong: "Street address must be at most 200 characters",
  cityRequired: "City is required",
  cityTooShort: "City must be at least 2 characters",
  cityTooLong: "City must be at most 100 characters",
  stateInvalid: "Please choose a US state",
  zipRequired: "ZIP code is required",
  zipInvalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)",
  businessTypeInvalid: "Business type must be dispensary or smoke_shop",
  alreadyHasStore: "You already have a store",
  dispensaryNotFound: "Dispensary not found",
  designNotFound: "Design not found",
  notYourStore: "Only the store's owner can do that",
  dispensaryOwnersOnly: "Only Dispensary Owner accounts can open a store",
  generationStarted: "AI designs are being generated. This may take a few minutes.",
  designsAlreadyReady: "Your designs are ready.",
  descriptionRequired: "Please describe what you want on your shirt",
  descriptionTooLong: "Please keep your description under 500 characters",
  descriptionRefused: "That description can't be printed. Please describe something else.",
  tooManyPreviews: "That's a lot of previews in a row. Please wait a few minutes before previewing again.",
  tooManyCustomDesigns: "You've made several designs in a row. Please wait a few minutes before creating another.",
  reactionInvalid: "Reaction must be heart or thumbs_up",
  tooManyReactions: "That's a lot of reactions in a row. Please wait a few minutes before reacting again.",
  tooManyStoreViews: "That's a lot of store visits in a row. Please wait a few minutes.",
  eventTypeInvalid: "Only 'view' events are recorded",
  // The store's fee (SPEC §9).
  feeDue: `Pay the ${dollars(DISPENSARY_SIGN_ON_FEE)} sign-on fee to open your store`,
  feePastDue: `Your ${dollars(DISPENSARY_ANNUAL_RENEWAL)} yearly renewal could not be charged: pay it to open your store again`,
  feeAlreadyPaid: "Your store's fee is already paid",
  feePaymentInProgress: "A payment for this store is already being processed",
  paymentMethodRequired: "Please enter your card",
  // The operator console's store fees.
  operatorsOnly: "Only an operator can see or settle store fees",
  feeAttemptNotFound: "Fee payment not found",
  feeAttemptNotUnresolved: "This fee payment is not waiting for an operator: it is already settled",
  settlementInvalid: "Settle a fee payment as paid or declined",
  settleReasonRequired: "Please give the reason for settling this payment",
  settleReasonTooLong: `The reason must be at most ${SETTLE_REASON_MAX} characters`,
  providerPaymentIdRequired: "A payment settled as paid needs its payment id at the card provider (pi_…)",
  providerPaymentIdTooLong: `A payment id at the card provider is at most ${PAYMENT_METHOD_ID_MAX} characters`,
  providerCustomerIdTooLong: `A customer id at the card provider is at most ${PAYMENT_METHOD_ID_MAX} characters`,
  // What a fee payment an operator found was never taken answers, and a declined renewal's owner is told.
  feeNotTakenAtProvider: "The card provider did not take this payment: please pay the fee again",
  // GET /api/designs pages.
  pageSizeInvalid: `Page size must be a whole number from 1 to ${DESIGN_PAGE_MAX}`,
  cursorInvalid: "That page cursor is not valid; start again from the first page",
  // The brand kit and the owner's designs.
  tooManyColors: `Choose at most ${BRAND_COLORS_MAX} brand colours`,
  colorInvalid: "Each brand colour must be a hex colour like #1a2b3c",
  tooManySlogans: `Write at most ${BRAND_SLOGANS_MAX} slogans`,
  sloganRequired: "A slogan cannot be blank",
  sloganTooLong: `Each slogan must be at most ${SLOGAN_MAX} characters`,
  sloganCharacters: "Slogans may use letters, digits, spaces and . , ! ? ' & : # $ % @ + / ( ) -",
  logoRequired: "Please choose a logo file",
  oneLogo: "Please choose one logo file",
  logoNotPngOrSvg: "Your logo must be a PNG or SVG image",
  logoTooLarge: `Your logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`,
  logoTooManyPixels: `Your logo must be at most ${LOGO_MAX_SIDE_PX} x ${LOGO_MAX_SIDE_PX} pixels`,
  logoEmpty: "Your logo has nothing visible to print",
  brandKitSaved: "Your brand kit is saved: new designs will use it.",
  customDesignNotYours: "Custom designs belong to the shopper who made them",
  designAlreadyReplaced: "This design was already regenerated",
  regenerationsUsedUp: `You've used all ${DESIGN_REGENERATIONS_PER_MONTH} regenerations this month`,
  regenerationsLeft: (left: number) => `${left} of ${DESIGN_REGENERATIONS_PER_MONTH} regenerations left this month`,
} as const;

/** The store form's field names, as the page labels them and the messages name them. */
export const labels = { name: "Business name", address: "Street address", city: "City" } as const;
