import { fail, ok, type Result } from "@highcotton/kit/domain";
import {
  CARRIERS,
  type Carrier,
  TRACKING_NUMBER_INPUT_MAX,
  trackingMessages,
  trackingNumberMessages,
} from "../contract/index.ts";

/** A shipment's tracking: the carrier and its number, normalised. */
export interface Tracking {
  carrier: Carrier;
  trackingNumber: string;
}

/** The UPU's S10 international numbers: two letters, 9 digits, the origin country's two letters. */
const S10 = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

const formats: Record<Carrier, (number: string) => boolean> = {
  usps: (number) => /^\d{20,22}$/.test(number) || S10.test(number),
  ups: (number) => /^1Z[A-Z0-9]{16}$/.test(number),
  fedex: (number) => /^(\d{12}|\d{15}|\d{20}|\d{22})$/.test(number),
  dhl: (number) => /^\d{10,11}$/.test(number) || S10.test(number),
  other: (number) => /^[A-Z0-9-]{4,40}$/.test(number),
};

/** A number as merchants type it ("1z 999 aa1…") in the carriers' form: no spaces, upper case. */
export const normalizeTrackingNumber = (raw: string): string => raw.replace(/\s+/g, "").toUpperCase();

export const isCarrier = (value: unknown): value is Carrier =>
  typeof value === "string" && (CARRIERS as readonly string[]).includes(value);

/** Whether the (normalised) number has the carrier's format. */
export const isTrackingNumberOf = (carrier: Carrier, number: string): boolean => formats[carrier](number);

/**
 * The fulfil call's tracking: none at all (SPEC's bodiless call), or a carrier with a number of its
 * format. One without the other is refused, so a receipt never shows half a shipment.
 */
export function trackingOf(input: { carrier?: unknown; trackingNumber?: unknown }): Result<Tracking | null> {
  const { carrier, trackingNumber } = input;
  const noCarrier = carrier === undefined || carrier === null || carrier === "";
  const noNumber = trackingNumber === undefined || trackingNumber === null || trackingNumber === "";
  if (noCarrier && noNumber) return ok(null);
  if (noCarrier) return fail("BAD_USER_INPUT", trackingMessages.carrierRequired);
  if (!isCarrier(carrier)) return fail("BAD_USER_INPUT", trackingMessages.carrierInvalid);
  if (noNumber || typeof trackingNumber !== "string") return fail("BAD_USER_INPUT", trackingMessages.trackingNumberRequired);
  if (trackingNumber.length > TRACKING_NUMBER_INPUT_MAX) return fail("BAD_USER_INPUT", trackingMessages.trackingNumberTooLong);
  const normalized = normalizeTrackingNumber(trackingNumber);
  if (normalized === "") return fail("BAD_USER_INPUT", trackingMessages.trackingNumberRequired);
  if (!isTrackingNumberOf(carrier, normalized)) return fail("BAD_USER_INPUT", trackingNumberMessages[carrier]);
  return ok({ carrier, trackingNumber: normalized });
}

/**
 * Where the shopper follows the shipment: the carrier's own tracking page for the number; an
 * unnamed carrier has none (null).
 */
export function trackingUrlOf(tracking: Tracking): string | null {
  const number = encodeURIComponent(tracking.trackingNumber);
  switch (tracking.carrier) {
    case "usps":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case "ups":
      return `https://www.ups.com/track?tracknum=${number}`;
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case "dhl":
      return `https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`;
    case "other":
      return null;
  }
}
