import { timestampDate } from "@bufbuild/protobuf/wkt";
import { outbox } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { OrderPlacedSchema, PaymentRefundedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readCheckout } from "../../src/application/checkout.ts";
import { recordOrder } from "../../src/application/record-order.ts";
import { cartItems, earnings, orderItems, orders, payments } from "../../src/db/schema.ts";
import { eligibleAtOf } from "../../src/domain/earnings.ts";
import { checkoutSteps, DECLINED_CARD, errorOf, shippingForm } from "../support/checkout-steps.ts";
import { type CommerceHarness, newSessionId, type StoreFacts, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_orders");

postgres.describe("orders", (open) => {
  let harness: CommerceHarness;
  let steps: ReturnType<typeof checkoutSteps>;
  let store: StoreFacts;
  let storeDesigns: string[];
  let customDesign: string;
  let session: string;

  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    steps = checkoutSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    store = await harness.seedStore();
    const designs = await harness.seedDesigns([
      { dispensaryId: store.id, name: "Greenleaf Classic" },
      { dispensaryId: store.id, name: "Greenleaf Haze" },
      { dispensaryId: null, name: "My Own Leaf" },
    ]);
    storeDesigns = [designs[0]!.id, designs[1]!.id];
    customDesign = designs[2]!.id;
    session = newSessionId();
  });

  /** Two store shirts of one design, one of another in XL, and one custom: $100. */
  const fillCart = async () => {
    await steps.addToCart(session, storeDesigns[0]!, 2);
    await steps.addToCart(session, storeDesigns[1]!, 1, "XL", "heather-grey");
    await steps.addToCart(session, customDesign, 1, "S");
  };
  const order = (paymentIntentId: string, overrides: Record<string, unknown> = {}) =>
    steps.placeOrder({ sessionId: session, totalAmount: "100.00", paymentMethod: "stripe", paymentIntentId, ...overrides });

  describe("asking for a card payment", () => {
    it("charges the server's total and keeps the cart's lines with the payment", async () => {
      await fillCart();
      for (const amount of ["100", "100.00"]) {
        const intent = await steps.createPaymentIntent(session, amount);
        expect(intent.data?.createPaymentIntent).toMatchObject({ amount: "100.00", provider: "offline" });
        expect(intent.data?.createPaymentIntent.clientSecret).toContain("_secret_");
      }
      const rows = await harness.database.db.select().from(payments);
      expect(rows).toHaveLength(2);
      const [row] = rows;
      expect(row).toMatchObject({
        sessionId: session,
        method: "card",
        provider: "offline_card",
        status: "pending",
        amountCents: 10000,
      });
      expect(
        readCheckout(row?.checkout).lines.map((line) => [line.designName, line.size, line.quantity, line.dispensaryId]),
      ).toEqual([
        ["Greenleaf Classic", "M", 2, store.id],
        ["Greenleaf Haze", "XL", 1, store.id],
        ["My Own Leaf", "S", 1, null],
      ]);
      const atProvider = await harness.deps.cards.retrieve(row!.providerPaymentId);
      expect(atProvider).toMatchObject({ amountCents: 10000, status: "pending" });
    });

    it.each([
      ["0", "Amount must be a positive number of dollars, such as 50 or 50.00"],
      ["-5", "Amount must be a positive number of dollars, such as 50 or 50.00"],
      ["fifty", "Amount must be a positive number of dollars, such as 50 or 50.00"],
      ["50.001", "Amount must be a positive number of dollars, such as 50 or 50.00"],
      ["75", "The amount does not match your cart's total of $100.00. Please refresh your cart."],
    ])("refuses the amount %s", async (amount, message) => {
      await fillCart();
      expect(errorOf(await steps.createPaymentIntent(session, amount))).toEqual({ code: "BAD_USER_INPUT", message });
      expect(await harness.database.db.select().from(payments)).toHaveLength(0);
    });

    it("needs a session with something in its cart", async () => {
      expect(errorOf(await steps.createPaymentIntent(undefined, "50"))).toEqual({
        code: "BAD_USER_INPUT",
        message: "A browser session id is required",
      });
      expect(errorOf(await steps.createPaymentIntent(session, "50"))).toEqual({
        code: "BAD_USER_INPUT",
        message: "Your cart is empty",
      });
    });
  });

  describe("placing the order", () => {
    it("records the paid order from the cart, credits the store $4 a shirt and announces it with $16 a shirt", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      const placed = await order(paymentIntentId, {
        dispensaryId: "ignored",
        items: [{ designId: customDesign, quantity: 9, size: "S", price: "1.00" }],
      });
      expect(placed.errors).toBeUndefined();
      const view = placed.data!.placeOrder;
      expect(view).toMatchObject({
        dispensaryId: store.id,
        ...shippingForm,
        totalAmount: "100.00",
        paymentMethod: "stripe",
        paymentStatus: "paid",
        fulfillmentStatus: "pending",
        acceptedAt: null,
      });
      expect(view.receiptPath).toMatch(/^\/orders\/[A-Za-z0-9_-]{43}$/);
      expect(view.items.map((item) => [item.designName, item.size, item.color, item.quantity, item.price])).toEqual([
        ["Greenleaf Classic", "M", "black", 2, "25.00"],
        ["Greenleaf Haze", "XL", "heather-grey", 1, "25.00"],
        ["My Own Leaf", "S", "black", 1, "25.00"],
      ]);

      const [row] = await harness.database.db.select().from(orders);
      expect(row).toMatchObject({ dispensaryRevenue: "12.00", merchantRevenue: "64.00", sessionId: session, paymentIntentId });
      const credits = await harness.database.db.select().from(earnings).where(eq(earnings.orderId, view.id));
      expect(credits.map((credit) => credit.amount).sort()).toEqual(["4.00", "8.00"]);
      for (const credit of credits) {
        expect(credit).toMatchObject({
          dispensaryId: store.id,
          earnedAt: row!.createdAt,
          eligibleAt: eligibleAtOf(row!.createdAt),
        });
      }
      const [payment] = await harness.database.db.select().from(payments);
      expect(payment).toMatchObject({ status: "succeeded", orderId: view.id });
      expect(readCheckout(payment?.checkout).form).toEqual(shippingForm);
      expect(await harness.database.db.select().from(cartItems)).toEqual([]);

      const [placedEvent, ...others] = await harness.published(OrderPlacedSchema);
      expect(others).toEqual([]);
      expect(placedEvent?.aggregateId).toBe(view.id);
      const event = placedEvent!.data;
      expect(event).toMatchObject({
        orderId: view.id,
        dispensaryId: store.id,
        customerName: "Jo Shopper",
        customerEmail: "jo@example.com",
        shippingAddress: "1420 Larimer St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80202",
        totalCents: 10000,
        merchantEarningsCents: 6400,
        receiptPath: view.receiptPath,
      });
      expect(timestampDate(event.placedAt!)).toEqual(row!.createdAt);
      expect(
        event.lines.map((line) => [
          line.designId,
          line.designName,
          line.size,
          line.color,
          line.quantity,
          line.dispensaryId,
          line.unitPriceCents,
          line.frontImageUrl,
        ]),
      ).toEqual([
        [storeDesigns[0], "Greenleaf Classic", "M", "black", 2, store.id, 2500, `/media/designs/${storeDesigns[0]}/front.webp`],
        [
          storeDesigns[1],
          "Greenleaf Haze",
          "XL",
          "heather-grey",
          1,
          store.id,
          2500,
          `/media/designs/${storeDesigns[1]}/front.webp`,
        ],
        [customDesign, "My Own Leaf", "S", "black", 1, "", 2500, `/media/designs/${customDesign}/front.webp`],
      ]);
      expect(event.lines[0]?.printFileUrl).toMatch(/print\.png$/);

      const receipt = await steps.receipt(view.receiptPath.replace("/orders/", ""));
      expect(receipt.data?.receipt).toEqual(view);
      expect((await steps.receipt("A".repeat(43))).data?.receipt).toBeNull();
      expect((await steps.receipt("../../etc")).data?.receipt).toBeNull();
    });

    it("writes OrderPlaced in the order's own transaction: nothing is announced when the order rolls back", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      const [payment] = await harness.database.db.select().from(payments);
      const checkout = { lines: readCheckout(payment!.checkout).lines, form: shippingForm };
      await expect(
        harness.database.db.transaction(async (tx) => {
          await recordOrder(tx, { payment: payment!, checkout, placedAt: harness.clock.now() });
          expect(await tx.select().from(outbox)).toHaveLength(1);
          throw new Error("the process died before commit");
        }),
      ).rejects.toThrow("the process died before commit");
      expect(await harness.database.db.select().from(orders)).toEqual([]);
      expect(await harness.database.db.select().from(orderItems)).toEqual([]);
      expect(await harness.database.db.select().from(earnings)).toEqual([]);
      expect(await harness.database.db.select().from(outbox)).toEqual([]);
      // And the order can still be placed.
      expect((await order(paymentIntentId)).errors).toBeUndefined();
    });

    it("places one order for one payment under 20 identical requests at once, and answers it to each", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      const results = await Promise.all(Array.from({ length: 20 }, () => order(paymentIntentId)));
      expect(results.map((result) => result.errors)).toEqual(Array(20).fill(undefined));
      const ids = new Set(results.map((result) => result.data?.placeOrder.id));
      expect(ids.size).toBe(1);
      expect(await harness.database.db.select().from(orders)).toHaveLength(1);
      expect(await harness.database.db.select().from(earnings)).toHaveLength(2);
      expect(await harness.published(OrderPlacedSchema)).toHaveLength(1);
      // A retry later (the cart is empty now) still answers the same order.
      const again = await order(paymentIntentId);
      expect(again.data?.placeOrder.id).toBe([...ids][0]);
    });

    it("refuses a total that differs from the cart's (400) and keeps no form", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      expect(errorOf(await order(paymentIntentId, { totalAmount: "75.00" }))).toEqual({
        code: "BAD_USER_INPUT",
        message: "The order total does not match your cart's total of $100.00. Please review your cart.",
      });
      expect(await harness.database.db.select().from(orders)).toEqual([]);
      const [payment] = await harness.database.db.select().from(payments);
      expect(readCheckout(payment?.checkout).form).toBeUndefined();
    });

    it("refuses an unpaid, declined or wrong-amount payment (402)", async () => {
      await fillCart();
      const intent = await steps.createPaymentIntent(session, "100");
      const { paymentIntentId, clientSecret } = intent.data!.createPaymentIntent;
      expect(errorOf(await order(paymentIntentId))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your payment has not gone through yet. Please complete the payment first.",
      });
      expect(errorOf(await steps.confirmCard(clientSecret, DECLINED_CARD))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card was declined.",
      });
      expect(errorOf(await order(paymentIntentId))).toEqual({ code: "PAYMENT_REQUIRED", message: "Your card was declined." });
      expect(await harness.database.db.select().from(orders)).toEqual([]);
    });

    describe("from a cart that changed since the payment was asked for", () => {
      const cartChanged = { code: "CONFLICT", message: "Your cart changed" };
      /** Paid for one Greenleaf Classic; the cart now holds one Greenleaf Haze instead, for the same $25. */
      const payThenSwap = async () => {
        const item = await steps.addToCart(session, storeDesigns[0]!, 1);
        const paymentIntentId = await steps.payByCard(session, "25");
        await steps.removeFromCart(session, item);
        await steps.addToCart(session, storeDesigns[1]!, 1);
        return paymentIntentId;
      };
      const placeSwapped = (paymentIntentId: string) => order(paymentIntentId, { totalAmount: "25.00" });

      it("refuses another shirt of the same total (409), credits nothing and refunds the payment", async () => {
        const paymentIntentId = await payThenSwap();
        expect(errorOf(await placeSwapped(paymentIntentId))).toEqual(cartChanged);
        expect(await harness.database.db.select().from(orders)).toEqual([]);
        expect(await harness.database.db.select().from(earnings)).toEqual([]);
        expect(await harness.published(OrderPlacedSchema)).toEqual([]);
        expect((await harness.deps.cards.retrieve(paymentIntentId))?.status).toBe("refunded");
        const [payment] = await harness.database.db.select().from(payments);
        expect(payment?.status).toBe("refunded");
        const [refunded, ...more] = await harness.published(PaymentRefundedSchema);
        expect(more).toEqual([]);
        expect(refunded?.data).toMatchObject({ paymentId: payment?.id, amountCents: 2500, reason: "Your cart changed" });
        // The Haze stays in the cart for a new payment; asking again answers the same refusal.
        expect(await harness.database.db.select().from(cartItems)).toHaveLength(1);
        expect(errorOf(await placeSwapped(paymentIntentId))).toEqual(cartChanged);
      });

      it("refunds once under 10 placements at once, each refused", async () => {
        const paymentIntentId = await payThenSwap();
        const results = await Promise.all(Array.from({ length: 10 }, () => placeSwapped(paymentIntentId)));
        expect(results.map(errorOf)).toEqual(Array(10).fill(cartChanged));
        expect(await harness.published(PaymentRefundedSchema)).toHaveLength(1);
        expect(await harness.database.db.select().from(orders)).toEqual([]);
        expect(await harness.database.db.select().from(earnings)).toEqual([]);
      });

      it("refuses an emptied cart, and a shirt added to it", async () => {
        await fillCart();
        const paid = await steps.payByCard(session, "100");
        await steps.addToCart(session, customDesign, 1, "M");
        expect(errorOf(await order(paid, { totalAmount: "125.00" }))).toEqual(cartChanged);
        expect((await harness.deps.cards.retrieve(paid))?.status).toBe("refunded");

        const again = await steps.payByCard(session, "125");
        await harness.database.db.delete(cartItems);
        expect(errorOf(await order(again, { totalAmount: "125.00" }))).toEqual(cartChanged);
        expect(await harness.database.db.select().from(orders)).toEqual([]);
      });

      it("claims a payment not taken yet, so it is never captured or placed", async () => {
        const item = await steps.addToCart(session, storeDesigns[0]!, 1);
        const id = (await steps.createWalletOrder({ amount: "25", sessionId: session })).data!.createWalletOrder.id;
        await steps.approveWalletOrder(id);
        await steps.removeFromCart(session, item);
        await steps.addToCart(session, storeDesigns[1]!, 1);
        expect(errorOf(await order(id, { paymentMethod: "paypal", totalAmount: "25.00" }))).toEqual(cartChanged);
        expect(errorOf(await steps.captureWalletOrder(id))).toEqual({
          code: "PAYMENT_REQUIRED",
          message: "This payment was refunded. Please start checkout again.",
        });
        expect((await steps.walletOrder(id)).data?.walletOrder?.status).toBe("APPROVED");
        // The shopper puts the Classic back: the claimed payment still places nothing.
        await harness.database.db.delete(cartItems);
        await steps.addToCart(session, storeDesigns[0]!, 1);
        expect(errorOf(await order(id, { paymentMethod: "paypal", totalAmount: "25.00" }))?.code).toBe("PAYMENT_REQUIRED");
        expect(await harness.database.db.select().from(orders)).toEqual([]);
      });
    });

    it("finds a payment only by its own session and method", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      const notFound = { code: "PAYMENT_REQUIRED", message: "We could not find a payment for this order." };
      expect(errorOf(await order(paymentIntentId, { sessionId: newSessionId() }))).toEqual(notFound);
      expect(errorOf(await order(paymentIntentId, { paymentMethod: "paypal" }))).toEqual(notFound);
      expect(errorOf(await order("pi_offline_unknown"))).toEqual(notFound);
      // The header's session counts when the body has none.
      const placed = await order(paymentIntentId, { sessionId: undefined });
      expect(errorOf(placed)).toEqual({ code: "BAD_USER_INPUT", message: "A browser session id is required" });
      const viaHeader = await steps.placeOrder(
        { totalAmount: "100.00", paymentMethod: "stripe", paymentIntentId },
        { "x-session-id": session },
      );
      expect(viaHeader.errors).toBeUndefined();
    });

    it.each([
      [{ customerName: "  " }, "Name is required"],
      [{ customerEmail: "jo@" }, "Invalid email address"],
      [{ shippingAddress: "" }, "Address is required"],
      [{ shippingCity: "" }, "City is required"],
      [{ shippingState: "" }, "State is required"],
      [{ shippingState: "C" }, "State is required"],
      [{ shippingState: "COL" }, "Use 2-letter state code"],
      [{ shippingZip: "802" }, "ZIP code needs 5 digits"],
      [{ shippingZip: "8020x" }, "ZIP code must be 5 digits or ZIP+4 (12345-6789)"],
    ])("answers SPEC's message for %o and keeps nothing", async (overrides, message) => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      expect(errorOf(await order(paymentIntentId, overrides))).toEqual({ code: "BAD_USER_INPUT", message });
      const [payment] = await harness.database.db.select().from(payments);
      expect(readCheckout(payment?.checkout).form).toBeUndefined();
    });

    it("refuses a payment id with a NUL character as a user's mistake", async () => {
      await fillCart();
      await steps.payByCard(session, "100");
      expect(errorOf(await order("pi_offline\u0000"))).toEqual({
        code: "BAD_USER_INPUT",
        message: "Payment must not contain NUL characters",
      });
    });

    it("stores the state upper case", async () => {
      await fillCart();
      const paymentIntentId = await steps.payByCard(session, "100");
      const placed = await order(paymentIntentId, { shippingState: "co", customerEmail: " Jo@Example.com " });
      expect(placed.data?.placeOrder).toMatchObject({ shippingState: "CO" });
    });
  });

  describe("paying with the wallet", () => {
    it("creates, approves, captures and places a wallet order for the cart's total", async () => {
      await fillCart();
      const settings = await harness.graph(
        "{ paymentSettings { cardProvider stripePublishableKey walletProvider payoutProvider } walletSetup { clientToken } }",
      );
      expect(settings.data).toMatchObject({
        paymentSettings: {
          cardProvider: "offline",
          stripePublishableKey: null,
          walletProvider: "offline",
          payoutProvider: "offline",
        },
        walletSetup: { clientToken: expect.any(String) },
      });
      const created = await steps.createWalletOrder({ amount: "100", sessionId: session });
      expect(created.data?.createWalletOrder).toMatchObject({ status: "CREATED", amount: "100.00" });
      const id = created.data!.createWalletOrder.id;
      expect(created.data?.createWalletOrder.approveUrl).toContain(id);

      expect(errorOf(await steps.captureWalletOrder(id))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "The wallet payment has not been approved yet.",
      });
      expect(errorOf(await order(id, { paymentMethod: "paypal" }))?.code).toBe("PAYMENT_REQUIRED");
      await steps.approveWalletOrder(id);
      expect((await steps.walletOrder(id)).data?.walletOrder).toEqual({ id, status: "APPROVED", amount: "100.00" });
      expect((await steps.captureWalletOrder(id)).data?.captureWalletOrder).toEqual({
        id,
        status: "COMPLETED",
        amount: "100.00",
      });
      // Capturing again answers the completed order.
      expect((await steps.captureWalletOrder(id)).data?.captureWalletOrder.status).toBe("COMPLETED");
      const [payment] = await harness.database.db.select().from(payments);
      expect(payment).toMatchObject({ method: "wallet", provider: "offline_wallet", status: "succeeded" });

      const placed = await order(id, { paymentMethod: "paypal" });
      expect(placed.data?.placeOrder).toMatchObject({ paymentMethod: "paypal", paymentStatus: "paid", totalAmount: "100.00" });
      expect(errorOf(await order(id, { paymentMethod: "stripe" }))?.code).toBe("PAYMENT_REQUIRED");
    });

    it("captures an approved order when the browser places it without capturing first", async () => {
      await fillCart();
      const id = (await steps.createWalletOrder({ amount: "100.00", sessionId: session })).data!.createWalletOrder.id;
      await steps.approveWalletOrder(id);
      const placed = await order(id, { paymentMethod: "paypal" });
      expect(placed.errors).toBeUndefined();
      expect((await steps.walletOrder(id)).data?.walletOrder?.status).toBe("COMPLETED");
    });

    it.each([
      [{ currency: "EUR" }, "Currency must be USD"],
      [{ intent: "AUTHORIZE" }, "Intent must be CAPTURE"],
      [{ amount: "20" }, "The amount does not match your cart's total of $100.00. Please refresh your cart."],
    ])("refuses %o", async (overrides, message) => {
      await fillCart();
      expect(errorOf(await steps.createWalletOrder({ amount: "100", sessionId: session, ...overrides }))).toEqual({
        code: "BAD_USER_INPUT",
        message,
      });
    });

    describe("asked for with SPEC's bare payload, without a session", () => {
      const walletOrderFor = async (amount: string) => {
        const created = await steps.createWalletOrder({ amount });
        if (!created.data) throw new Error(`createWalletOrder failed: ${JSON.stringify(created.errors)}`);
        return created.data.createWalletOrder;
      };

      it("is for the amount asked, tied to no cart, and captured as SPEC's client does", async () => {
        const created = await walletOrderFor("42.5");
        expect(created).toMatchObject({ status: "CREATED", amount: "42.50" });
        const [payment] = await harness.database.db.select().from(payments);
        expect(payment).toMatchObject({ sessionId: "", amountCents: 4250, method: "wallet" });
        expect(readCheckout(payment?.checkout).lines).toEqual([]);
        await steps.approveWalletOrder(created.id);
        expect((await steps.captureWalletOrder(created.id)).data?.captureWalletOrder.status).toBe("COMPLETED");
      });

      it.each([
        ["0", "Amount must be a positive number of dollars, such as 50 or 50.00"],
        ["12.345", "Amount must be a positive number of dollars, such as 50 or 50.00"],
        ["123750.01", "Amount must be at most $123,750.00, what the largest cart costs"],
      ])("refuses the amount %s", async (amount, message) => {
        expect(errorOf(await steps.createWalletOrder({ amount }))).toEqual({ code: "BAD_USER_INPUT", message });
        expect(await harness.database.db.select().from(payments)).toEqual([]);
      });

      it("becomes the payment of the first session that places its cart of exactly that total", async () => {
        const { id } = await walletOrderFor("100");
        await steps.approveWalletOrder(id);
        await fillCart();
        const other = newSessionId();
        await steps.addToCart(other, customDesign, 1);
        expect(errorOf(await order(id, { paymentMethod: "paypal", sessionId: other, totalAmount: "25.00" }))).toEqual({
          code: "PAYMENT_REQUIRED",
          message: "Your payment of $100.00 does not match your cart's total of $25.00. Please start checkout again.",
        });
        const placed = await order(id, { paymentMethod: "paypal" });
        expect(placed.data?.placeOrder).toMatchObject({ paymentStatus: "paid", totalAmount: "100.00", dispensaryId: store.id });
        expect(placed.data?.placeOrder.items.map((item) => item.designName)).toEqual([
          "Greenleaf Classic",
          "Greenleaf Haze",
          "My Own Leaf",
        ]);
        const [payment] = await harness.database.db.select().from(payments);
        expect(payment).toMatchObject({ sessionId: session, orderId: placed.data?.placeOrder.id });
        // Bound to that session now: another cart of $100 cannot use it.
        await steps.addToCart(other, customDesign, 3);
        expect(errorOf(await order(id, { paymentMethod: "paypal", sessionId: other }))).toEqual({
          code: "PAYMENT_REQUIRED",
          message: "We could not find a payment for this order.",
        });
      });
    });

    it("knows only its own wallet orders", async () => {
      expect((await steps.walletOrder("NOSUCHORDER123456")).data?.walletOrder).toBeNull();
      expect(errorOf(await steps.captureWalletOrder("NOSUCHORDER123456"))).toEqual({
        code: "NOT_FOUND",
        message: "Wallet order not found",
      });
    });

    it.each(["NOSUCH\u0000", "N".repeat(65)])("finds no wallet order named %j, whatever is asked", async (id) => {
      const walletOrder = await steps.walletOrder(id);
      expect(walletOrder.errors).toBeUndefined();
      expect(walletOrder.data?.walletOrder).toBeNull();
      expect(errorOf(await steps.captureWalletOrder(id))).toEqual({ code: "NOT_FOUND", message: "Wallet order not found" });
    });
  });
});
