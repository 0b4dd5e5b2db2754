/**
 * The carriers a merchant ships with, as the fulfil call takes them, and what the pages call them.
 * The rules of each carrier's tracking numbers live in fulfillment's domain (tracking.ts).
 */
export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const carrierLabels: Record<Carrier, string> = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHL",
  other: "Other carrier",
};

/** Longer than any carrier's number with its spaces: anything beyond is refused before it is read. */
export const TRACKING_NUMBER_INPUT_MAX = 64;

/** What each carrier's tracking numbers look like, in the merchant's words. */
export const trackingNumberMessages: Record<Carrier, string> = {
  usps: "A USPS tracking number is 20 to 22 digits, or 13 characters like EA123456789US",
  ups: "A UPS tracking number is 1Z followed by 16 letters and digits",
  fedex: "A FedEx tracking number is 12, 15, 20 or 22 digits",
  dhl: "A DHL tracking number is 10 or 11 digits, or 13 characters like JD123456789DE",
  other: "A tracking number is 4 to 40 letters, digits or dashes",
};

export const trackingMessages = {
  carrierInvalid: "Choose the carrier: USPS, UPS, FedEx, DHL or Other",
  carrierRequired: "Choose the carrier that ships this order",
  trackingNumberRequired: "Enter the shipment's tracking number",
  trackingNumberTooLong: "That tracking number is too long",
} as const;
