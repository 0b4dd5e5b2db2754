import { describe, expect, it } from "vitest";
import { messages, SHIRT_COLORS } from "../../src/contract/index.ts";
import { addToCartSchema, cartTotals, orderSplit, parseDollars, sameLines, storeEarningOf } from "../../src/domain/cart.ts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const storeId = "0b9c0d2e-58f1-4a53-9f0e-2d8f1c7a6b51";
const line = (quantity: number, dispensaryId: string | null = storeId) => ({ quantity, dispensaryId, unitPriceCents: 2500 });

describe("cart totals", () => {
  it("prices every shirt at $25 with free shipping", () => {
    expect(cartTotals([line(2), line(1, null), line(3)])).toEqual({ itemCount: 6, subtotal: 15000, shipping: 0, total: 15000 });
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });
});

describe("whether a cart is still what a payment was for", () => {
  const shirt = (
    designId: string,
    overrides: Partial<{ size: string; color: string; quantity: number; unitPriceCents: number }> = {},
  ) => ({
    designId,
    size: "M",
    color: "black",
    ...line(1),
    ...overrides,
  });

  it("takes the same lines in any order", () => {
    expect(sameLines([shirt("a"), shirt("b", { size: "XL" })], [shirt("b", { size: "XL" }), shirt("a")])).toBe(true);
  });

  it("tells another shirt of the same total, size, colour, quantity, price or store from the one paid for", () => {
    const paid = [shirt("a", { quantity: 2 })];
    expect(sameLines(paid, [shirt("b", { quantity: 2 })])).toBe(false);
    expect(sameLines(paid, [shirt("a", { quantity: 2, size: "L" })])).toBe(false);
    expect(sameLines(paid, [shirt("a", { quantity: 2, color: "white" })])).toBe(false);
    expect(sameLines(paid, [shirt("a"), shirt("c")])).toBe(false);
    expect(sameLines(paid, [shirt("a", { quantity: 2, unitPriceCents: 2000 })])).toBe(false);
    expect(sameLines(paid, [{ ...shirt("a", { quantity: 2 }), dispensaryId: null }])).toBe(false);
    expect(sameLines(paid, [])).toBe(false);
  });
});

describe("who earns what from an order", () => {
  it("credits stores $4 a shirt of their designs and the merchant $16 a shirt", () => {
    expect(orderSplit([line(2), line(1)])).toEqual({ total: 7500, dispensaryRevenue: 1200, merchantRevenue: 4800 });
  });

  it("credits no store for a custom design, but pays the merchant for printing it", () => {
    expect(orderSplit([line(1, null), line(3, null)])).toEqual({ total: 10000, dispensaryRevenue: 0, merchantRevenue: 6400 });
    expect(storeEarningOf(line(5, null))).toBeNull();
    expect(storeEarningOf(line(5))).toBe(2000);
  });

  it("totals what each line was sold at", () => {
    expect(orderSplit([{ quantity: 2, dispensaryId: null, unitPriceCents: 2000 }]).total).toBe(4000);
  });

  it("splits 99 shirts of every size exactly, in whole cents", () => {
    const { total, dispensaryRevenue, merchantRevenue } = orderSplit(Array.from({ length: 6 }, () => line(99)));
    expect([total, dispensaryRevenue, merchantRevenue]).toEqual([1_485_000, 237_600, 950_400]);
    // The platform keeps $5 a shirt.
    expect(total - dispensaryRevenue - merchantRevenue).toBe(594 * 500);
  });
});

describe("adding to the cart", () => {
  const input = { sessionId: "session_1732370000000_k3j9x", designId: storeId };

  it("defaults to one black shirt in size M", () => {
    expect(addToCartSchema.parse(input)).toEqual({ ...input, quantity: 1, size: "M", color: "black" });
    expect(addToCartSchema.parse({ ...input, quantity: null, size: null, color: null })).toMatchObject({
      quantity: 1,
      size: "M",
      color: "black",
    });
  });

  it.each([
    [{ quantity: 0 }, "Quantity must be between 1 and 99"],
    [{ quantity: 100 }, "Quantity must be between 1 and 99"],
    [{ quantity: 1.5 }, "Quantity must be between 1 and 99"],
    [{ quantity: "2" }, "Quantity must be between 1 and 99"],
    [{ size: "m" }, "Size must be S, M, L, XL, 2XL or 3XL"],
    [{ color: "red" }, messages.colorInvalid],
    [{ color: "Heather grey" }, messages.colorInvalid],
    [{ sessionId: undefined }, "A browser session id is required"],
    [{ sessionId: "abc" }, "The browser session id is not valid"],
    [{ designId: "42" }, "Design id is not a valid id"],
  ])("refuses %o", (overrides, message) => {
    expect(firstMessage(addToCartSchema.safeParse({ ...input, ...overrides }))).toBe(message);
  });

  it.each(["S", "M", "L", "XL", "2XL", "3XL"])("takes size %s", (size) => {
    expect(addToCartSchema.parse({ ...input, size }).size).toBe(size);
  });

  it.each(SHIRT_COLORS.map((color) => color.id))("takes a %s shirt", (color) => {
    expect(addToCartSchema.parse({ ...input, color }).color).toBe(color);
  });
});

describe("dollar amounts from the browser", () => {
  it.each([
    ["50", 5000],
    ["50.00", 5000],
    ["50.5", 5050],
    [" 25.00 ", 2500],
  ])("reads %s as %i cents", (text, amount) => {
    expect(parseDollars(text)).toEqual({ ok: true, value: amount });
  });

  it.each(["0", "0.00", "-5", "abc", "", "50.001", "1e3", "123456789"])("refuses %s", (text) => {
    expect(parseDollars(text)).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
  });

  it("refuses anything but text", () => {
    expect(parseDollars(50)).toMatchObject({ ok: false });
    expect(parseDollars(undefined)).toMatchObject({ ok: false });
  });
});
