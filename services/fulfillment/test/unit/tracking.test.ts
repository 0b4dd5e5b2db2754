import { describe, expect, it } from "vitest";
import { type Carrier, trackingMessages, trackingNumberMessages } from "../../src/contract/index.ts";
import { normalizeTrackingNumber, trackingOf, trackingUrlOf } from "../../src/domain/tracking.ts";

const valid: Array<[Carrier, string]> = [
  ["usps", "9400 1000 0000 0000 0000 00"],
  ["usps", "92001902416054601234"],
  ["usps", "ea123456789us"],
  ["ups", "1z 999 aa1 01 2345 6784"],
  ["fedex", "1234 5678 9012"],
  ["fedex", "123456789012345"],
  ["fedex", "12345678901234567890"],
  ["fedex", "1234567890123456789012"],
  ["dhl", "1234567890"],
  ["dhl", "12345678901"],
  ["dhl", "JD123456789DE"],
  ["other", "ontrac-d1000"],
];

const invalid: Array<[Carrier, string]> = [
  ["usps", "1234567890123456789"],
  ["usps", "12345678901234567890123"],
  ["usps", "E123456789US"],
  ["ups", "1Z999AA10123456"],
  ["ups", "2Z999AA101234567845"],
  ["fedex", "1234567890123"],
  ["fedex", "12345678901A"],
  ["dhl", "123456789"],
  ["dhl", "123456789012"],
  ["other", "AB1"],
  ["other", "A".repeat(41)],
  ["other", "AB_123"],
  ["other", "ABC\u0000123"],
];

describe("tracking numbers", () => {
  it("drops spaces and upper-cases what merchants type", () => {
    expect(normalizeTrackingNumber(" 1z 999 aa1\t01 2345 6784 ")).toBe("1Z999AA10123456784");
  });

  it.each(valid)("takes a %s number %s", (carrier, number) => {
    const tracking = trackingOf({ carrier, trackingNumber: number });
    expect(tracking).toEqual({ ok: true, value: { carrier, trackingNumber: normalizeTrackingNumber(number) } });
  });

  it.each(invalid)("refuses %s %j with that carrier's format", (carrier, number) => {
    expect(trackingOf({ carrier, trackingNumber: number })).toMatchObject({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: trackingNumberMessages[carrier] },
    });
  });

  it("takes no tracking at all, but not half of it, an unknown carrier or a huge string", () => {
    expect(trackingOf({})).toEqual({ ok: true, value: null });
    expect(trackingOf({ carrier: null, trackingNumber: "" })).toEqual({ ok: true, value: null });
    const refused = (input: Record<string, unknown>) => {
      const result = trackingOf(input);
      return result.ok ? "accepted" : result.error.message;
    };
    expect(refused({ trackingNumber: "1234567890" })).toBe(trackingMessages.carrierRequired);
    expect(refused({ carrier: "dhl" })).toBe(trackingMessages.trackingNumberRequired);
    expect(refused({ carrier: "dhl", trackingNumber: "   " })).toBe(trackingMessages.trackingNumberRequired);
    expect(refused({ carrier: "dhl", trackingNumber: 1234567890 })).toBe(trackingMessages.trackingNumberRequired);
    expect(refused({ carrier: "royalmail", trackingNumber: "1234567890" })).toBe(trackingMessages.carrierInvalid);
    expect(refused({ carrier: "USPS", trackingNumber: "EA123456789US" })).toBe(trackingMessages.carrierInvalid);
    expect(refused({ carrier: "other", trackingNumber: "1".repeat(100_000) })).toBe(trackingMessages.trackingNumberTooLong);
  });
});

describe("tracking pages", () => {
  it("links each named carrier's own tracking page for the number", () => {
    expect(trackingUrlOf({ carrier: "usps", trackingNumber: "EA123456789US" })).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=EA123456789US",
    );
    expect(trackingUrlOf({ carrier: "ups", trackingNumber: "1Z999AA10123456784" })).toBe(
      "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    );
    expect(trackingUrlOf({ carrier: "fedex", trackingNumber: "123456789012" })).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=123456789012",
    );
    expect(trackingUrlOf({ carrier: "dhl", trackingNumber: "1234567890" })).toBe(
      "https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
    );
  });

  it("has none for another carrier", () => {
    expect(trackingUrlOf({ carrier: "other", trackingNumber: "ONTRAC-D1000" })).toBeNull();
  });
});
