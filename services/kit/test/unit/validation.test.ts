import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeBase64Upload, isSessionId, parseInput, safeText, sessionIdSchema, usAddressFields } from "../../src/validation.ts";

// The field builders the kit passes on (text, ids, states, ZIP codes) are tested in
// packages/form-fields.

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("browser session ids", () => {
  it("accept the web app's shape up to 100 characters", () => {
    expect(isSessionId("session_1767225600000_k3j9x0abc")).toBe(true);
    expect(isSessionId(`session_1_${"a".repeat(90)}`)).toBe(true);
    for (const bad of [`session_1_${"a".repeat(91)}`, "session_1_a\u0000", "session_x_a", "SESSION_1_A", "", 7]) {
      expect(isSessionId(bad), String(bad)).toBe(false);
    }
    expect(messageOf(sessionIdSchema, undefined)).toBe("A browser session id is required");
    expect(messageOf(sessionIdSchema, 12)).toBe("The browser session id is not valid");
  });
});

describe("US address fields", () => {
  const messages = {
    addressRequired: "Address is required",
    cityRequired: "City is required",
    stateRequired: "State is required",
    stateLength: "Use 2-letter state code",
    zipRequired: "ZIP code is required",
    zipInvalid: "ZIP code must be 5 digits or ZIP+4 (12345-6789)",
  };

  it("want street and city, two letters for the state (stored upper case) and a 5-digit or ZIP+4 code", () => {
    const fields = usAddressFields(messages);
    const address = z.object(fields);
    expect(address.parse({ address: " 1 Main St ", city: "Denver", state: " co ", zip: "80202-1234" })).toEqual({
      address: "1 Main St",
      city: "Denver",
      state: "CO",
      zip: "80202-1234",
    });
    expect(messageOf(fields.address, " ")).toBe("Address is required");
    expect(messageOf(fields.city, undefined)).toBe("City is required");
    for (const short of [undefined, "", "C"]) expect(messageOf(fields.state, short)).toBe("State is required");
    for (const bad of ["COL", "C1"]) expect(messageOf(fields.state, bad)).toBe("Use 2-letter state code");
    expect(messageOf(fields.state, "ZZ")).toBeNull();
    expect(messageOf(fields.zip, "")).toBe("ZIP code is required");
    expect(messageOf(fields.zip, "8020")).toBe("ZIP code must be 5 digits or ZIP+4 (12345-6789)");
  });

  it("can refuse codes that are not one of the 50 states, and count a short ZIP code as missing", () => {
    const fields = usAddressFields(messages, { usStatesOnly: true, zipMin: 5 });
    expect(messageOf(fields.state, "ZZ")).toBe("Use 2-letter state code");
    expect(fields.state.parse("wy")).toBe("WY");
    expect(messageOf(fields.zip, "8020")).toBe("ZIP code is required");
    expect(messageOf(fields.zip, "80202-1")).toBe("ZIP code must be 5 digits or ZIP+4 (12345-6789)");
  });
});

describe("parseInput", () => {
  it("answers BAD_USER_INPUT with the first problem's message", () => {
    const schema = z.object({ city: safeText("City", { max: 10 }) });
    expect(parseInput(schema, { city: "Denver" })).toEqual({ ok: true, value: { city: "Denver" } });
    expect(parseInput(schema, {})).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message: "City is required" } });
  });
});

describe("decoding an upload's base64", () => {
  const refusals = { missing: "missing", tooLarge: "too large", malformed: "malformed" };
  const decode = (text: string, maxBytes = 16) => {
    const result = decodeBase64Upload(text, maxBytes, refusals);
    return result.ok ? result.value.toString("latin1") : result.error.message;
  };

  it("decodes standard base64, with or without a data URL's prefix", () => {
    expect(decode(Buffer.from("hello").toString("base64"))).toBe("hello");
    expect(decode(`data:video/mp4;base64,${Buffer.from("hello").toString("base64")}`)).toBe("hello");
  });

  it("refuses what is empty, too large or not strict base64", () => {
    expect(decode("")).toBe("missing");
    expect(decode("data:image/png;base64,")).toBe("missing");
    expect(decode(Buffer.alloc(17).toString("base64"))).toBe("too large");
    expect(decode(Buffer.alloc(16).toString("base64"))).toBe("\u0000".repeat(16));
    expect(decode("A".repeat(100 * 1024 * 1024), 8)).toBe("too large");
    for (const text of ["not base64!", "QUJD RA==", "QUJ", "QU=J", "-_-_"]) expect(decode(text)).toBe("malformed");
  });
});
