import type { CardDetails } from "@highcotton/billing/cards";
import type { Database } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offlinePayments } from "../../src/db/schema.ts";
import { OfflineCardPayments } from "../../src/payments/offline/offline-card.ts";
import { OfflineWalletPayments } from "../../src/payments/offline/offline-wallet.ts";
import { describeCardPaymentsContract } from "./card-payments.contract.ts";
import { describeWalletPaymentsContract } from "./wallet-payments.contract.ts";

const migrations = new URL("../../src/db/migrations", import.meta.url).pathname;
const publicUrl = () => "https://highcotton.example";
const now = new Date("2026-03-15T12:00:00Z");
const card = (number: string, overrides: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});
const mustSucceed = async <T>(result: Promise<{ ok: true; value: T } | { ok: false; error: { message: string } }>) => {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value;
};

const postgres = testDatabase("commerce_offline_payments");

postgres.describe("offline payment providers", (open) => {
  let database: Database;
  let cards: OfflineCardPayments;
  let wallet: OfflineWalletPayments;

  beforeAll(async () => {
    database = await open();
    await database.migrate(migrations);
    cards = new OfflineCardPayments(database.db);
    wallet = new OfflineWalletPayments(database.db, publicUrl);
    return () => database.close();
  });

  describeCardPaymentsContract(
    "offline card",
    async () => ({
      cards,
      shopper: {
        pay: (clientSecret) => mustSucceed(cards.confirm(clientSecret, card("4242 4242 4242 4242"), now)).then(() => {}),
        decline: async (clientSecret) => {
          const declined = await cards.confirm(clientSecret, card("4000 0000 0000 0002"), now);
          if (declined.ok) throw new Error("4000 0000 0000 0002 should be declined");
        },
      },
    }),
    { stateful: true },
  );

  describeWalletPaymentsContract("offline wallet", async () => ({
    wallet,
    payer: {
      approve: (id) => mustSucceed(wallet.approve(id)).then(() => {}),
      cancel: (id) => mustSucceed(wallet.cancel(id)).then(() => {}),
    },
  }));

  describe("offline card, confirmed as Stripe.js would", () => {
    const intent = (amountCents = 5000) =>
      cards.createIntent({ amountCents, currency: "usd", idempotencyKey: crypto.randomUUID(), metadata: {} });

    it("names intents like Stripe's test mode and keeps them in its own table", async () => {
      const created = await intent();
      expect(created.id).toMatch(/^pi_offline_[A-Za-z0-9]{24}$/);
      expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]{24}$`));
      const [row] = await database.db.select().from(offlinePayments).where(eq(offlinePayments.id, created.id));
      expect(row).toMatchObject({ kind: "card", status: "requires_payment_method", amountCents: 5000, lastError: null });
    });

    it.each([
      ["4000 0000 0000 0002", "Your card was declined."],
      ["4000 0000 0000 9995", "Your card has insufficient funds."],
      ["4000 0000 0000 0069", "Your card has expired."],
      ["4000 0000 0000 0127", "Your card's security code is incorrect."],
    ])("declines %s with PAYMENT_REQUIRED and keeps the intent open", async (number, message) => {
      const created = await intent();
      expect(await cards.confirm(created.clientSecret, card(number), now)).toEqual({
        ok: false,
        error: { code: "PAYMENT_REQUIRED", message },
      });
      const [row] = await database.db.select().from(offlinePayments).where(eq(offlinePayments.id, created.id));
      expect(row).toMatchObject({ status: "requires_payment_method", lastError: message });
      expect(await cards.retrieve(created.id)).toMatchObject({ status: "failed", failureMessage: message });
    });

    it("refuses card details Stripe.js would refuse, charging nothing and recording no attempt", async () => {
      const created = await intent();
      for (const [details, message] of [
        [card("4242 4242 4242 4241"), "Your card number is incorrect."],
        [card("4242 4242 4242 4242", { expMonth: 1, expYear: 2026 }), "Your card's expiration date is in the past."],
        [card("4242 4242 4242 4242", { cvc: "12" }), "Your card's security code is invalid."],
      ] as const) {
        expect(await cards.confirm(created.clientSecret, details, now)).toEqual({
          ok: false,
          error: { code: "BAD_USER_INPUT", message },
        });
      }
      expect(await cards.retrieve(created.id)).toMatchObject({ status: "pending" });
    });

    it("succeeds with any other Luhn-valid card, and a second confirmation charges nothing more", async () => {
      const created = await intent(2500);
      const paid = await cards.confirm(created.clientSecret, card("5555 5555 5555 4444", { cvc: "4321" }), now);
      expect(paid).toEqual({ ok: true, value: { id: created.id, amountCents: 2500, currency: "usd", status: "succeeded" } });
      // Even with a declining card: the payment is made.
      expect(await cards.confirm(created.clientSecret, card("4000 0000 0000 0002"), now)).toEqual(paid);
    });

    it("succeeds once when the shopper's browser confirms twice at the same time", async () => {
      const created = await intent();
      const both = await Promise.all([1, 2].map(() => cards.confirm(created.clientSecret, card("4242424242424242"), now)));
      expect(both.map((result) => result.ok && result.value.status)).toEqual(["succeeded", "succeeded"]);
    });

    it("answers NOT_FOUND for a client secret it never gave out", async () => {
      const created = await intent();
      expect(await cards.confirm(`${created.id}_secret_guessed`, card("4242424242424242"), now)).toEqual({
        ok: false,
        error: { code: "NOT_FOUND", message: "No such payment: the client secret is unknown" },
      });
    });

    it("refuses an amount under Stripe's minimum and a reused key with another amount", async () => {
      await expect(intent(49)).rejects.toThrow("Amount must be at least $0.50 usd");
      const idempotencyKey = crypto.randomUUID();
      await cards.createIntent({ amountCents: 5000, currency: "usd", idempotencyKey, metadata: {} });
      await expect(cards.createIntent({ amountCents: 6000, currency: "usd", idempotencyKey, metadata: {} })).rejects.toThrow(
        /Keys for idempotent requests/,
      );
    });
  });

  describe("offline wallet, approved on this site's page", () => {
    const order = () => wallet.createOrder({ amountCents: 5000, currency: "USD", idempotencyKey: crypto.randomUUID() });

    it("points the payer at this site's approval page while the order waits", async () => {
      const created = await order();
      expect(created.approveUrl).toBe(`https://highcotton.example/wallet/approve/${created.id}`);
      const approved = await mustSucceed(wallet.approve(created.id));
      expect(approved).toMatchObject({ status: "APPROVED" });
      expect(approved.approveUrl).toBeUndefined();
    });

    it("approving twice is harmless; a cancelled order cannot be approved, an approved one cannot be cancelled", async () => {
      const approved = await order();
      await mustSucceed(wallet.approve(approved.id));
      expect(await wallet.approve(approved.id)).toMatchObject({ ok: true, value: { status: "APPROVED" } });
      expect(await wallet.cancel(approved.id)).toEqual({
        ok: false,
        error: { code: "CONFLICT", message: "This order can no longer be cancelled (it is APPROVED)" },
      });
      const cancelled = await order();
      await mustSucceed(wallet.cancel(cancelled.id));
      expect(await wallet.cancel(cancelled.id)).toMatchObject({ ok: true, value: { status: "VOIDED" } });
      expect(await wallet.approve(cancelled.id)).toEqual({
        ok: false,
        error: { code: "CONFLICT", message: "This order can no longer be approved (it is VOIDED)" },
      });
    });

    it("answers NOT_FOUND for an order it does not know", async () => {
      expect(await wallet.approve("ZZZZZZZZZZZZZZZZZ")).toEqual({
        ok: false,
        error: { code: "NOT_FOUND", message: "No such wallet order" },
      });
      expect(await wallet.cancel("ZZZZZZZZZZZZZZZZZ")).toMatchObject({ error: { code: "NOT_FOUND" } });
    });

    it("captures once when two captures race", async () => {
      const created = await order();
      await mustSucceed(wallet.approve(created.id));
      const [first, second] = await Promise.all([1, 2].map(() => wallet.capture(created.id, crypto.randomUUID())));
      expect(first).toEqual(second);
      expect(first?.status).toBe("COMPLETED");
    });

    it("gives a fresh client token each time", async () => {
      const [one, two] = await Promise.all([wallet.setup(), wallet.setup()]);
      expect(one.clientToken).not.toBe(two.clientToken);
    });
  });
});
