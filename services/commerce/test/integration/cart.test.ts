import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { addToCart } from "../../src/application/add-to-cart.ts";
import { readCart } from "../../src/application/read-cart.ts";
import { messages } from "../../src/contract/index.ts";
import { type CommerceHarness, designFacts, newSessionId, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_cart");

const CART = `query ($sessionId: String) { cart(sessionId: $sessionId) {
  sessionId itemCount subtotal shipping total
  items { id designId size quantity unitPrice lineTotal design { id } } } }`;
const ADD = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { id designId size quantity unitPrice lineTotal } }`;
const UPDATE = `mutation ($input: UpdateCartItemInput!) { updateCartItem(input: $input) { id quantity lineTotal } }`;
const REMOVE = `mutation ($input: RemoveCartItemInput!) { removeCartItem(input: $input) }`;

interface CartData {
  cart: {
    sessionId: string;
    itemCount: number;
    subtotal: string;
    shipping: string;
    total: string;
    items: Array<{ id: string; designId: string; size: string; quantity: number; unitPrice: string; lineTotal: string }>;
  };
}

postgres.describe("the cart", (open) => {
  let harness: CommerceHarness;
  let designIds: string[];
  let session: string;

  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    const store = await harness.seedStore();
    const designs = await harness.seedDesigns([{ dispensaryId: store.id }, { dispensaryId: store.id }, { dispensaryId: null }]);
    designIds = designs.map((design) => design.id);
    session = newSessionId();
  });

  const add = (input: Record<string, unknown>, headers: Record<string, string> = {}) => harness.graph(ADD, { input }, headers);
  const cartOf = async (sessionId: string) => (await harness.graph<CartData>(CART, { sessionId })).data?.cart;

  it("adds one shirt in size M by default, at the server's $25, with free shipping", async () => {
    const added = await add({ sessionId: session, designId: designIds[0] });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addToCart).toMatchObject({
      designId: designIds[0],
      size: "M",
      quantity: 1,
      unitPrice: "25.00",
      lineTotal: "25.00",
    });
    await add({ sessionId: session, designId: designIds[2], quantity: 3, size: "2XL" });
    const cart = await cartOf(session);
    expect(cart).toMatchObject({ sessionId: session, itemCount: 4, subtotal: "100.00", shipping: "0.00", total: "100.00" });
    expect(cart?.items.map((item) => [item.designId, item.size, item.quantity, item.lineTotal])).toEqual([
      [designIds[0], "M", 1, "25.00"],
      [designIds[2], "2XL", 3, "75.00"],
    ]);
    const withDesign = await harness.graph<{ cart: { items: Array<{ design: { id: string } }> } }>(
      "query ($s: String) { cart(sessionId: $s) { items { design { id } } } }",
      { s: session },
    );
    expect(withDesign.data?.cart.items[0]?.design).toEqual({ id: designIds[0] });
  });

  it("reads the session from the x-session-id header when the body has none", async () => {
    const added = await add({ designId: designIds[1], size: "L" }, { "x-session-id": session });
    expect(added.errors).toBeUndefined();
    const fromHeader = await harness.graph<CartData>(CART, {}, { "x-session-id": session });
    expect(fromHeader.data?.cart.items).toHaveLength(1);
    expect(errorOf(await harness.graph(CART, {}))).toEqual({
      code: "BAD_USER_INPUT",
      message: "A browser session id is required",
    });
    expect(errorOf(await harness.graph(CART, { sessionId: "not a session" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: "The browser session id is not valid",
    });
  });

  it("merges the same design and size into one line, refusing a line past 99", async () => {
    await add({ sessionId: session, designId: designIds[0], quantity: 40 });
    const merged = await add({ sessionId: session, designId: designIds[0], quantity: 59 });
    expect(merged.data?.addToCart).toMatchObject({ quantity: 99, lineTotal: "2475.00" });
    const refused = await add({ sessionId: session, designId: designIds[0] });
    expect(errorOf(refused)).toEqual({
      code: "BAD_USER_INPUT",
      message: "You already have 99 of this shirt in this size in your cart; a cart holds at most 99 of each.",
    });
    // Another size is another line.
    expect((await add({ sessionId: session, designId: designIds[0], size: "S" })).errors).toBeUndefined();
    const cart = await cartOf(session);
    expect(cart?.items.map((item) => [item.size, item.quantity])).toEqual([
      ["M", 99],
      ["S", 1],
    ]);
  });

  it("keeps the same design in two colours as two lines, and the same colour again in its line", async () => {
    await add({ sessionId: session, designId: designIds[0], size: "L", color: "heather-grey" });
    await add({ sessionId: session, designId: designIds[0], size: "L", color: "white" });
    await add({ sessionId: session, designId: designIds[0], size: "L", color: "heather-grey", quantity: 2 });
    await add({ sessionId: session, designId: designIds[0], size: "L" });
    const cart = await harness.graph<{ cart: { items: Array<{ size: string; color: string; quantity: number }> } }>(
      "query ($s: String) { cart(sessionId: $s) { items { size color quantity } } }",
      { s: session },
    );
    expect(cart.data?.cart.items).toEqual([
      { size: "L", color: "heather-grey", quantity: 3 },
      { size: "L", color: "white", quantity: 1 },
      { size: "L", color: "black", quantity: 1 },
    ]);
    expect(errorOf(await add({ sessionId: session, designId: designIds[0], color: "teal" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.colorInvalid,
    });
  });

  it("holds at most 50 different lines, while a line already in it can still grow", async () => {
    const many = await harness.seedDesigns(Array.from({ length: 9 }, () => ({ dispensaryId: null })));
    const sizes = ["S", "M", "L", "XL", "2XL", "3XL"];
    const lines = [...designIds, ...many.map((design) => design.id)]
      .flatMap((designId) => sizes.map((size) => ({ designId, size })))
      .slice(0, 50);
    for (const line of lines) expect((await add({ sessionId: session, ...line })).errors).toBeUndefined();
    const [extra] = [...designIds, ...many.map((design) => design.id)].slice(-1);
    const refused = await add({ sessionId: session, designId: extra, size: "3XL" });
    expect(errorOf(refused)).toEqual({
      code: "BAD_USER_INPUT",
      message: "Your cart holds at most 50 different shirts. Check out these first.",
    });
    expect((await add({ sessionId: session, ...lines[0] })).data?.addToCart).toMatchObject({ quantity: 2 });
    expect((await cartOf(session))?.items).toHaveLength(50);
  });

  it("takes concurrent adds of one line together without passing 99", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => addToCart(harness.deps, { sessionId: session, designId: designIds[0], quantity: 9 })),
    );
    // 11 x 9 = 99 fit; the twelfth would make 108.
    expect(results.filter((result) => result.ok)).toHaveLength(11);
    const cart = await readCart(harness.deps, { sessionId: session });
    expect(cart.ok && cart.value.items.map((item) => item.quantity)).toEqual([99]);
  });

  it.each([
    [{ quantity: 0 }, "Quantity must be between 1 and 99"],
    [{ quantity: 100 }, "Quantity must be between 1 and 99"],
    [{ quantity: -3 }, "Quantity must be between 1 and 99"],
    [{ size: "XXL" }, "Size must be S, M, L, XL, 2XL or 3XL"],
    [{ designId: "not-a-design" }, "Design id is not a valid id"],
  ])("refuses %o", async (overrides, message) => {
    const refused = await add({ sessionId: session, designId: designIds[0], ...overrides });
    expect(errorOf(refused)).toEqual({ code: "BAD_USER_INPUT", message });
    expect((await cartOf(session))?.items).toEqual([]);
  });

  it("answers NOT_FOUND for a design commerce never heard of, after waiting for it briefly", async () => {
    const unknown = designFacts();
    const refused = await add({ sessionId: session, designId: unknown.id });
    expect(errorOf(refused)).toEqual({ code: "NOT_FOUND", message: "Design not found" });
  });

  it("waits for a custom design that reaches the replica a moment after the shopper made it", async () => {
    const custom = designFacts({ dispensaryId: null });
    const adding = addToCart(harness.deps, { sessionId: session, designId: custom.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await harness.seedDesigns([custom]);
    const added = await adding;
    expect(added.ok && added.value).toMatchObject({ designId: custom.id, quantity: 1, dispensaryId: null });
  });

  it("updates and removes a line only from its own session's cart", async () => {
    const added = await add({ sessionId: session, designId: designIds[0], quantity: 2 });
    const itemId = (added.data?.addToCart as { id: string } | undefined)?.id ?? "";
    const stranger = newSessionId();

    const updated = await harness.graph(UPDATE, { input: { itemId, quantity: 5, sessionId: session } });
    expect(updated.data?.updateCartItem).toEqual({ id: itemId, quantity: 5, lineTotal: "125.00" });
    for (const attempt of [
      harness.graph(UPDATE, { input: { itemId, quantity: 1, sessionId: stranger } }),
      harness.graph(UPDATE, { input: { itemId, quantity: 1 } }, { "x-session-id": stranger }),
      harness.graph(REMOVE, { input: { itemId, sessionId: stranger } }),
      harness.graph(REMOVE, { input: { itemId } }, { "x-session-id": stranger }),
    ]) {
      expect(errorOf(await attempt)).toEqual({ code: "NOT_FOUND", message: "Cart item not found" });
    }
    expect((await cartOf(session))?.items[0]?.quantity).toBe(5);

    expect(errorOf(await harness.graph(UPDATE, { input: { itemId, quantity: 0, sessionId: session } }))).toEqual({
      code: "BAD_USER_INPUT",
      message: "Quantity must be between 1 and 99",
    });
    for (const wrongId of ["nope", "x".repeat(101)]) {
      for (const attempt of [
        harness.graph(UPDATE, { input: { itemId: wrongId, quantity: 2 } }),
        harness.graph(REMOVE, { input: { itemId: wrongId } }),
      ]) {
        expect(errorOf(await attempt)).toEqual({ code: "NOT_FOUND", message: "Cart item not found" });
      }
    }
    // Without any session the line's id alone names nothing: the owner's session is the guard.
    for (const attempt of [
      harness.graph(UPDATE, { input: { itemId, quantity: 3 } }),
      harness.graph(REMOVE, { input: { itemId } }),
    ]) {
      expect(errorOf(await attempt)).toEqual({ code: "NOT_FOUND", message: "Cart item not found" });
    }
    expect((await cartOf(session))?.items[0]?.quantity).toBe(5);

    expect((await harness.graph(REMOVE, { input: { itemId } }, { "x-session-id": session })).data?.removeCartItem).toBe(true);
    expect(errorOf(await harness.graph(REMOVE, { input: { itemId, sessionId: session } }))).toEqual({
      code: "NOT_FOUND",
      message: "Cart item not found",
    });
    expect(await cartOf(session)).toMatchObject({ items: [], itemCount: 0, total: "0.00" });
  });
});
