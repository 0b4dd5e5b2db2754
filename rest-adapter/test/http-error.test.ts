import { messages as identityMessages } from "@highcotton/identity/contract";
import { describe, expect, it } from "vitest";
import { httpErrorFromGraph } from "../src/http-error.ts";

describe("httpErrorFromGraph", () => {
  it.each([
    ["BAD_USER_INPUT", 400],
    ["UNAUTHENTICATED", 401],
    ["PAYMENT_REQUIRED", 402],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["TOO_MANY_REQUESTS", 429],
  ])("keeps the message of %s and answers %i", (code, status) => {
    const error = httpErrorFromGraph([{ message: identityMessages.passwordMismatch, extensions: { code } }]);
    expect({ status: error.status, message: error.message }).toEqual({ status, message: identityMessages.passwordMismatch });
  });

  it("hides unexpected failures behind a 502 that names no internals", () => {
    const error = httpErrorFromGraph([
      { message: "relation users does not exist", extensions: { code: "INTERNAL_SERVER_ERROR" } },
    ]);
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/relation/);
  });
});
