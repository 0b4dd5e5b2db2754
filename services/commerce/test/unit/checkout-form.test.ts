import { describe, expect, it } from "vitest";
import { checkoutFormSchema, placeOrderRequestSchema } from "../../src/contract/index.ts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const form = {
  customerName: "Jo Shopper",
  customerEmail: "jo@example.com",
  shippingAddress: "1420 Larimer St",
  shippingCity: "Denver",
  shippingState: "CO",
  shippingZip: "80202",
};

describe("SPEC's checkout form", () => {
  it.each([
    [{ customerName: undefined }, "Name is required"],
    [{ customerName: "   " }, "Name is required"],
    [{ customerEmail: undefined }, "Invalid email address"],
    [{ customerEmail: "jo" }, "Invalid email address"],
    [{ customerEmail: "jo@example" }, "Invalid email address"],
    [{ customerEmail: `${"j".repeat(250)}@example.com` }, "Invalid email address"],
    [{ shippingAddress: "" }, "Address is required"],
    [{ shippingCity: " " }, "City is required"],
    [{ shippingState: undefined }, "State is required"],
    [{ shippingState: "" }, "State is required"],
    [{ shippingState: "C" }, "State is required"],
    [{ shippingState: "COL" }, "Use 2-letter state code"],
    [{ shippingState: "C1" }, "Use 2-letter state code"],
    [{ shippingZip: "" }, "ZIP code is required"],
    [{ shippingZip: "8020" }, "ZIP code needs 5 digits"],
    [{ shippingZip: "80202-1" }, "ZIP code must be 5 digits or ZIP+4 (12345-6789)"],
    [{ shippingCity: "Den\u0000ver" }, "City must not contain NUL characters"],
  ])("refuses %o with SPEC's message", (overrides, message) => {
    expect(firstMessage(checkoutFormSchema.safeParse({ ...form, ...overrides }))).toBe(message);
  });

  it("checks the fields in the order the page shows them", () => {
    expect(firstMessage(checkoutFormSchema.safeParse({}))).toBe("Name is required");
    expect(firstMessage(checkoutFormSchema.safeParse({ customerName: "Jo" }))).toBe("Invalid email address");
  });

  it("trims what it keeps and stores the state upper case", () => {
    expect(
      checkoutFormSchema.parse({
        ...form,
        customerName: " Jo ",
        shippingState: " co ",
        shippingZip: "80202-1234",
        customerEmail: " jo@example.com ",
      }),
    ).toEqual({ ...form, customerName: "Jo", shippingState: "CO", shippingZip: "80202-1234" });
  });
});

describe("the rest of the order payload", () => {
  it("takes SPEC's payment methods only", () => {
    const request = { paymentMethod: "stripe", paymentIntentId: "pi_123", totalAmount: "50.00" };
    expect(placeOrderRequestSchema.parse(request)).toEqual(request);
    expect(placeOrderRequestSchema.parse({ ...request, paymentMethod: "paypal" }).paymentMethod).toBe("paypal");
    expect(firstMessage(placeOrderRequestSchema.safeParse({ ...request, paymentMethod: "card" }))).toBe(
      "Payment method must be stripe or paypal",
    );
    expect(firstMessage(placeOrderRequestSchema.safeParse({ ...request, paymentIntentId: " " }))).toBe(
      "A payment is required to place this order",
    );
  });
});
