import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { testDatabase } from "@highcotton/kit/testing";
import { MerchantSubscribedSchema, UserRegisteredSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountReplicas, leads, merchants, offlinePaymentMethods, offlineSubscriptions } from "../../src/db/schema.ts";
import { messages } from "../../src/domain/messages.ts";
import { type FulfillmentHarness, merchantForm, startFulfillmentHarness } from "../support/fulfillment-harness.ts";
import { errorOf, merchantSteps } from "../support/merchant-steps.ts";

const postgres = testDatabase("fulfillment_merchants");

postgres.describe("merchants signing up", (open) => {
  let harness: FulfillmentHarness;
  let steps: ReturnType<typeof merchantSteps>;
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startFulfillmentHarness(open);
    steps = merchantSteps(harness);
    return () => harness.stop();
  });

  beforeEach(() => harness.reset());

  describe("createMerchant", () => {
    it("creates the print shop with a paid month and announces MerchantSubscribed", async () => {
      const account = await harness.account("merchant");
      const now = harness.clock.now();
      const result = await steps.createMerchant(merchantForm({ state: "co", contactPhone: "(303) 555-0142" }), account.headers);
      expect(result.errors).toBeUndefined();
      const merchant = result.data!.createMerchant;
      expect(merchant).toMatchObject({
        userId: account.userId,
        businessName: "Ink House Printing",
        address: "3100 Brighton Blvd",
        city: "Denver",
        state: "CO",
        zip: "80216",
        contactEmail: `${account.username}@example.test`,
        contactPhone: "(303) 555-0142",
        subscriptionProvider: "offline",
        subscriptionStatus: "active",
        monthlyFee: "5.00",
        totalRevenue: "0.00",
        availableBalance: "0.00",
        ordersFulfilled: 0,
        isActive: true,
      });
      expect(merchant.providerCustomerId).toMatch(/^cus_offline_/);
      expect(merchant.providerSubscriptionId).toMatch(/^sub_offline_/);
      // One calendar month from the service's clock.
      const monthLater = new Date(now);
      monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
      expect(Math.abs(new Date(merchant.currentPeriodEnd).getTime() - monthLater.getTime())).toBeLessThan(5 * 60_000);

      const [subscription] = await db().select().from(offlineSubscriptions);
      expect(subscription).toMatchObject({
        id: merchant.providerSubscriptionId,
        customerId: merchant.providerCustomerId,
        paymentMethodId: "pm_card_visa",
        amountCents: 500,
        status: "active",
        currentPeriodEnd: new Date(merchant.currentPeriodEnd),
      });
      const announced = await harness.published(MerchantSubscribedSchema);
      expect(announced.map((event) => event.data)).toMatchObject([
        {
          merchantId: merchant.id,
          userId: account.userId,
          businessName: "Ink House Printing",
          city: "Denver",
          state: "CO",
          monthlyFeeCents: 500,
          provider: "offline",
        },
      ]);
      expect(announced[0]?.aggregateId).toBe(merchant.id);
      expect((await steps.myMerchant(account.headers)).data?.myMerchant).toEqual(merchant);
    });

    it("leaves the contact email empty when identity's account has not arrived", async () => {
      const account = await harness.account("merchant");
      await db().delete(accountReplicas).where(eq(accountReplicas.userId, account.userId));
      const result = await steps.createMerchant(merchantForm(), account.headers);
      expect(result.data?.createMerchant.contactEmail).toBeNull();
    });

    it("asks a signed-out visitor to sign in", async () => {
      expect(errorOf(await steps.createMerchant(merchantForm()))).toEqual({
        code: "UNAUTHENTICATED",
        message: messages.signInRequired,
      });
      const forged = { authorization: "Bearer not-a-token" };
      expect(errorOf(await steps.createMerchant(merchantForm(), forged))?.code).toBe("UNAUTHENTICATED");
    });

    it("lets only Merchant accounts set up a print shop", async () => {
      for (const role of ["user", "dispensary"] as const) {
        const account = await harness.account(role);
        expect(errorOf(await steps.createMerchant(merchantForm(), account.headers))).toEqual({
          code: "FORBIDDEN",
          message: messages.merchantsOnly,
        });
      }
      expect(await db().select().from(offlineSubscriptions)).toEqual([]);
    });

    it("refuses an incomplete form with the field's message and charges nothing", async () => {
      const account = await harness.account("merchant");
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ businessName: " " }, messages.businessNameRequired],
        [{ businessName: "x".repeat(101) }, messages.businessNameTooLong],
        [{ address: "" }, messages.addressRequired],
        [{ city: "" }, messages.cityRequired],
        [{ state: "" }, messages.stateRequired],
        [{ state: "Colorado" }, messages.stateLength],
        [{ zip: "802" }, messages.zipInvalid],
        [{ paymentMethodId: "" }, messages.paymentMethodRequired],
        [{ contactPhone: "call me" }, messages.phoneInvalid],
      ];
      for (const [overrides, message] of cases) {
        expect(errorOf(await steps.createMerchant(merchantForm(overrides), account.headers)), message).toEqual({
          code: "BAD_USER_INPUT",
          message,
        });
      }
      expect(await db().select().from(offlineSubscriptions)).toEqual([]);
      expect(await db().select().from(merchants)).toEqual([]);
    });

    it.each([
      ["pm_card_chargeDeclined", "Your card was declined."],
      ["pm_card_chargeDeclinedInsufficientFunds", "Your card has insufficient funds."],
    ])("answers PAYMENT_REQUIRED with the provider's message for %s, and stores nothing", async (paymentMethodId, message) => {
      const account = await harness.account("merchant");
      expect(errorOf(await steps.createMerchant(merchantForm({ paymentMethodId }), account.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message,
      });
      expect(await db().select().from(merchants)).toEqual([]);
      expect(await db().select().from(offlineSubscriptions)).toEqual([]);
      expect(await harness.published(MerchantSubscribedSchema)).toEqual([]);
      // Another card is another attempt.
      const retried = await steps.createMerchant(merchantForm({ paymentMethodId: "pm_card_mastercard" }), account.headers);
      expect(retried.data?.createMerchant.isActive).toBe(true);
    });

    it("refuses a payment method the provider does not know", async () => {
      const account = await harness.account("merchant");
      for (const paymentMethodId of ["pm_offline_nothing", "pm_1QmT8eLkdIwHu7ixq2W3e4R5"]) {
        expect(errorOf(await steps.createMerchant(merchantForm({ paymentMethodId }), account.headers))).toEqual({
          code: "BAD_USER_INPUT",
          message: messages.paymentMethodInvalid,
        });
      }
      expect(await db().select().from(merchants)).toEqual([]);
    });

    it("answers CONFLICT to a second sign-up before charging its card", async () => {
      const merchant = await harness.merchant();
      const again = await steps.createMerchant(merchantForm({ paymentMethodId: "pm_card_amex" }), merchant.headers);
      expect(errorOf(again)).toEqual({ code: "CONFLICT", message: messages.alreadyHasMerchant });
      expect(await db().select().from(offlineSubscriptions)).toHaveLength(1);
    });

    it.each([
      ["the same card", () => "pm_card_visa"],
      ["a different card each", (index: number) => ["pm_card_visa", "pm_card_mastercard", "pm_card_amex"][index % 3]!],
    ])("records one merchant with one live subscription of ten sign-ups at once with %s", async (_cards, cardOf) => {
      const account = await harness.account("merchant");
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          steps.createMerchant(merchantForm({ paymentMethodId: cardOf(index) }), account.headers),
        ),
      );
      const created = results.filter((result) => result.data?.createMerchant);
      expect(created).toHaveLength(1);
      for (const refused of results.filter((result) => !result.data?.createMerchant)) {
        expect(errorOf(refused)).toEqual({ code: "CONFLICT", message: messages.alreadyHasMerchant });
      }
      const stored = await db().select().from(merchants);
      expect(stored).toHaveLength(1);
      const live = await db().select().from(offlineSubscriptions).where(eq(offlineSubscriptions.status, "active"));
      expect(live.map((subscription) => subscription.id)).toEqual([stored[0]!.providerSubscriptionId]);
      expect(await harness.published(MerchantSubscribedSchema)).toHaveLength(1);
    });
  });

  describe("myMerchant", () => {
    it("answers null for a user without a print shop, and asks a signed-out visitor to sign in", async () => {
      const account = await harness.account("merchant");
      expect(await steps.myMerchant(account.headers)).toEqual({ data: { myMerchant: null } });
      expect(errorOf(await steps.myMerchant())).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    });

    it("answers each user its own merchant only", async () => {
      const first = await harness.merchant({ businessName: "First Press" });
      const second = await harness.merchant({ businessName: "Second Stitch" });
      expect((await steps.myMerchant(first.headers)).data?.myMerchant).toMatchObject({ id: first.merchantId });
      expect((await steps.myMerchant(second.headers)).data?.myMerchant).toMatchObject({ id: second.merchantId });
      const stranger = await harness.account("user");
      expect((await steps.myMerchant(stranger.headers)).data?.myMerchant).toBeNull();
      // Through the gateway's entity lookup too.
      const lookup = (headers: Record<string, string>) =>
        harness.graph<{ _entities: Array<{ id: string } | null> }>(
          "query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Merchant { id businessName } } }",
          { representations: [{ __typename: "Merchant", id: first.merchantId }] },
          headers,
        );
      expect((await lookup(first.headers)).data?._entities).toEqual([{ id: first.merchantId, businessName: "First Press" }]);
      expect((await lookup(second.headers)).data?._entities).toEqual([null]);
      expect((await lookup({})).data?._entities).toEqual([null]);
    });

    it("counts the orders the merchant fulfilled", async () => {
      const merchant = await harness.merchant();
      const other = await harness.merchant();
      const placedAt = harness.clock.now();
      const orders = await Promise.all([1, 2, 3, 4].map(() => harness.placeOrder()));
      const assign = (orderId: string, merchantId: string, status: "assigned" | "fulfilled") =>
        db()
          .update(leads)
          .set({ status, merchantId, acceptedAt: placedAt, ...(status === "fulfilled" && { fulfilledAt: placedAt }) })
          .where(eq(leads.orderId, orderId));
      await assign(orders[0]!, merchant.merchantId, "fulfilled");
      await assign(orders[1]!, merchant.merchantId, "fulfilled");
      await assign(orders[2]!, merchant.merchantId, "assigned");
      await assign(orders[3]!, other.merchantId, "fulfilled");
      expect((await steps.myMerchant(merchant.headers)).data?.myMerchant?.ordersFulfilled).toBe(2);
      expect((await steps.myMerchant(other.headers)).data?.myMerchant?.ordersFulfilled).toBe(1);
    });
  });

  describe("the offline card form", () => {
    it("says the offline provider bills merchants, at $5.00 a month", async () => {
      expect((await steps.paymentSettings()).data?.merchantPaymentSettings).toEqual({
        cardProvider: "offline",
        stripePublishableKey: null,
        monthlyFee: "5.00",
      });
    });

    it("saves a test card as a payment method a sign-up can use", async () => {
      const account = await harness.account("merchant");
      const saved = await steps.saveCard({ number: "4242 4242 4242 4242" }, account.headers);
      expect(saved.errors).toBeUndefined();
      const method = saved.data!.createOfflinePaymentMethod;
      expect(method).toMatchObject({ brand: "visa", last4: "4242" });
      expect(method.id).toMatch(/^pm_offline_\w{24}$/);
      const mastercard = await steps.saveCard({ number: "5555555555554444" }, account.headers);
      expect(mastercard.data?.createOfflinePaymentMethod).toMatchObject({ brand: "mastercard", last4: "4444" });

      const created = await steps.createMerchant(merchantForm({ paymentMethodId: method.id }), account.headers);
      expect(created.data?.createMerchant.isActive).toBe(true);
      expect(await db().select().from(offlineSubscriptions)).toMatchObject([{ paymentMethodId: method.id }]);
    });

    it("saves cards only for a signed-in Merchant account", async () => {
      const card = { number: "4242 4242 4242 4242" };
      expect(errorOf(await steps.saveCard(card))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
      for (const role of ["user", "dispensary"] as const) {
        const other = await harness.account(role);
        expect(errorOf(await steps.saveCard(card, other.headers)), role).toEqual({
          code: "FORBIDDEN",
          message: messages.merchantsOnly,
        });
      }
      expect(await db().select().from(offlinePaymentMethods)).toEqual([]);
    });

    it("refuses details Stripe would refuse, with Stripe's message", async () => {
      const account = await harness.account("merchant");
      const year = harness.clock.now().getUTCFullYear();
      const cases: Array<[Parameters<typeof steps.saveCard>[0], string]> = [
        [{ number: "4242 4242 4242 4241" }, "Your card number is incorrect."],
        [{ number: "4242424242424242", expMonth: 13 }, "Your card's expiration month is invalid."],
        [{ number: "4242424242424242", expYear: year - 1 }, "Your card's expiration date is in the past."],
        [{ number: "4242424242424242", cvc: "12" }, "Your card's security code is invalid."],
      ];
      for (const [card, message] of cases) {
        expect(errorOf(await steps.saveCard(card, account.headers)), message).toEqual({ code: "BAD_USER_INPUT", message });
      }
      expect(await db().select().from(offlinePaymentMethods)).toEqual([]);
    });

    it("saves a declining test card, which is declined when the subscription charges it", async () => {
      const account = await harness.account("merchant");
      const saved = await steps.saveCard({ number: "4000 0000 0000 9995" }, account.headers);
      const method = saved.data!.createOfflinePaymentMethod;
      expect(method).toMatchObject({ brand: "visa", last4: "9995" });
      expect(errorOf(await steps.createMerchant(merchantForm({ paymentMethodId: method.id }), account.headers))).toEqual({
        code: "PAYMENT_REQUIRED",
        message: "Your card has insufficient funds.",
      });
    });
  });

  describe("identity's accounts", () => {
    it("keeps the latest username and email of each account", async () => {
      const account = await harness.account("merchant");
      await harness.deliver(UserRegisteredSchema, account.userId, {
        userId: account.userId,
        username: account.username,
        email: "new-address@example.test",
        role: "merchant",
        registeredAt: timestampFromDate(harness.clock.now()),
      });
      expect(await db().select().from(accountReplicas).where(eq(accountReplicas.userId, account.userId))).toMatchObject([
        { username: account.username, email: "new-address@example.test" },
      ]);
    });
  });
});
