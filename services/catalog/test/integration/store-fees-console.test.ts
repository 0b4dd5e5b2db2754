import type { CardCharges } from "@highcotton/billing";
import { type AuthUser, operatorActions } from "@highcotton/kit";
import {
  errorOf,
  registerTestAccount,
  type ServiceHarness,
  startServiceHarness,
  type TestAccount,
  testDatabase,
  testTokens,
} from "@highcotton/kit/testing";
import { DispensaryCreatedSchema, DispensaryFeePaidSchema, DispensaryFeeRenewalFailedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { createDispensary } from "../../src/application/create-dispensary.ts";
import { payDispensaryFee } from "../../src/application/pay-dispensary-fee.ts";
import { renewDispensaryFees } from "../../src/application/renew-dispensary-fees.ts";
import { resolveFeeAttempts } from "../../src/application/resolve-fee-attempts.ts";
import { messages } from "../../src/contract/index.ts";
import { dispensaries, dispensaryFeeAttempts, dispensaryFeePayments, offlineCharges } from "../../src/db/schema.ts";
import { FEE_ATTEMPT_STALE_MS, FEE_REPLAY_WINDOW_MS } from "../../src/domain/fees.ts";
import { defineCatalogService } from "../../src/service.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

const DAY = 24 * 60 * 60_000;
const storeForm = {
  businessType: "dispensary",
  name: "Fern & Flower",
  address: "1420 Larimer St",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
};

/** The service's own card provider, made to stop once right after a charge went through (before it is recorded). */
class CrashingCharges implements CardCharges {
  crashAfterCharge = false;
  constructor(private readonly inner: CardCharges) {}
  get provider() {
    return this.inner.provider;
  }
  async charge(input: Parameters<CardCharges["charge"]>[0]) {
    const answer = await this.inner.charge(input);
    if (this.crashAfterCharge) {
      this.crashAfterCharge = false;
      throw new Error("process stopped after the charge");
    }
    return answer;
  }
}

const FEES_DUE = `query ($first: Int, $offset: Int) { storeFeesDue(first: $first, offset: $offset) {
  total items { dispensaryId storeName owner { id } feeStatus owed amountCents dueAt daysPastDue } } }`;
const UNRESOLVED = `query ($first: Int, $offset: Int) { unresolvedFeeAttempts(first: $first, offset: $offset) {
  total items { id owner { id } dispensaryId storeName kind period amountCents status scheduled paymentMethodId createdAt } } }`;
const SETTLE = `mutation ($input: SettleFeeAttemptInput!) { settleFeeAttempt(input: $input) {
  id status dispensaryId storeName providerPaymentId } }`;

const postgres = testDatabase("catalog_fee_console");

postgres.describe("the operator console's store fees", (open) => {
  let harness: ServiceHarness<CatalogDeps>;
  let charges: CrashingCharges;
  let operator: TestAccount;
  let cliHeaders: Record<string, string>;

  beforeAll(async () => {
    harness = await startServiceHarness(
      (adjust) =>
        defineCatalogService((deps) => {
          charges = new CrashingCharges(deps.charges);
          return adjust({ ...deps, charges, generator: new PlainArtworkGenerator() });
        }),
      {
        database: await open(),
        tables: [
          "dispensaries",
          "dispensary_fee_attempts",
          "offline_charges",
          "offline_payment_methods",
          "card_attempt_failures",
          "operator_actions",
          "outbox",
          "inbox",
        ],
      },
    );
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    operator = await registerTestAccount(harness, "operator");
    cliHeaders = { authorization: `Bearer ${harness.tokens.signOperator("cli")}` };
  });

  const db = () => harness.database.db;
  const deps = () => harness.deps;
  const ownerAccount = async (): Promise<AuthUser & TestAccount> => {
    const account = await registerTestAccount(harness, "dispensary");
    return { ...account, id: account.userId, role: "dispensary", sessionId: "s" };
  };
  const settle = (input: Record<string, unknown>, headers = operator.headers) =>
    harness.graph<{ settleFeeAttempt: Record<string, unknown> }>(SETTLE, { input }, headers);
  const auditLines = () => db().select().from(operatorActions);

  /** A fee payment the provider took but whose record was lost, left past the provider's replay window. */
  async function unresolvedSignOn(owner: AuthUser, form = storeForm) {
    charges.crashAfterCharge = true;
    await expect(createDispensary(deps(), owner, { ...form, paymentMethodId: "pm_card_visa" })).rejects.toThrow("stopped");
    harness.clock.advance(FEE_REPLAY_WINDOW_MS);
    expect(await resolveFeeAttempts(deps())).toMatchObject({ unresolved: 1 });
    const [attempt] = await db().select().from(dispensaryFeeAttempts).where(eq(dispensaryFeeAttempts.ownerUserId, owner.id));
    if (!attempt) throw new Error("no attempt");
    const [charge] = await db().select().from(offlineCharges).where(eq(offlineCharges.idempotencyKey, attempt.idempotencyKey));
    if (!charge) throw new Error("no charge at the provider");
    return { attempt, paymentId: charge.paymentId, customerId: charge.customerId };
  }

  describe("who may look", () => {
    const cases = [
      ["signed out", () => ({})],
      ["a store owner", async () => (await ownerAccount()).headers],
      ["a forged operator token", () => ({ authorization: `Bearer ${testTokens().signOperator("mallory")}` })],
    ] as const;
    it.each(cases)("refuses %s with FORBIDDEN", async (_who, headersOf) => {
      const headers = await headersOf();
      for (const query of [FEES_DUE, UNRESOLVED]) {
        expect(errorOf(await harness.graph(query, {}, headers))).toEqual({ code: "FORBIDDEN", message: messages.operatorsOnly });
      }
      const refused = await settle(
        { attemptId: "00000000-0000-4000-8000-000000000000", settlement: "declined", reason: "x" },
        headers,
      );
      expect(errorOf(refused)).toEqual({ code: "FORBIDDEN", message: messages.operatorsOnly });
    });

    it("answers an operator account and the CLI's operator token alike", async () => {
      for (const headers of [operator.headers, cliHeaders]) {
        for (const query of [FEES_DUE, UNRESOLVED]) {
          const result = await harness.graph(query, {}, headers);
          expect(result.errors).toBeUndefined();
        }
      }
    });
  });

  it("lists the stores that owe their fee, the longest waiting first, a page at a time", async () => {
    const unpaid = await ownerAccount();
    const paid = await ownerAccount();
    const ended = await ownerAccount();
    const declined = await ownerAccount();
    const stores = {
      unpaid: unwrapOk(await createDispensary(deps(), unpaid, { ...storeForm, name: "Unpaid" })),
      paid: unwrapOk(await createDispensary(deps(), paid, { ...storeForm, name: "Paid", paymentMethodId: "pm_card_visa" })),
      ended: unwrapOk(await createDispensary(deps(), ended, { ...storeForm, name: "Ended", paymentMethodId: "pm_card_visa" })),
      declined: unwrapOk(
        await createDispensary(deps(), declined, { ...storeForm, name: "Declined", paymentMethodId: "pm_card_visa" }),
      ),
    };
    const now = harness.clock.now();
    // A paid year that ended 3½ days ago (the renewal job has not run), and a renewal declined 10½ days ago.
    await db()
      .update(dispensaries)
      .set({ renewsAt: new Date(now.getTime() - 3.5 * DAY) })
      .where(eq(dispensaries.id, stores.ended.id));
    await db()
      .update(dispensaries)
      .set({ feeStatus: "past_due", renewsAt: new Date(now.getTime() - 10.5 * DAY) })
      .where(eq(dispensaries.id, stores.declined.id));
    await db()
      .update(dispensaries)
      .set({ createdAt: new Date(now.getTime() - 1.5 * DAY) })
      .where(eq(dispensaries.id, stores.unpaid.id));

    const result = await harness.graph<{ storeFeesDue: { total: number; items: Array<Record<string, unknown>> } }>(
      FEES_DUE,
      {},
      cliHeaders,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.storeFeesDue).toEqual({
      total: 3,
      items: [
        {
          dispensaryId: stores.declined.id,
          storeName: "Declined",
          owner: { id: declined.id },
          feeStatus: "past_due",
          owed: "renewal",
          amountCents: 4_000,
          dueAt: new Date(now.getTime() - 10.5 * DAY).toISOString(),
          daysPastDue: 10,
        },
        expect.objectContaining({ dispensaryId: stores.ended.id, feeStatus: "paid", owed: "renewal", daysPastDue: 3 }),
        expect.objectContaining({
          dispensaryId: stores.unpaid.id,
          feeStatus: "due",
          owed: "sign_on",
          amountCents: 10_000,
          daysPastDue: 1,
        }),
      ],
    });
    const second = await harness.graph<{ storeFeesDue: { total: number; items: Array<{ dispensaryId: string }> } }>(
      FEES_DUE,
      { first: 1, offset: 1 },
      operator.headers,
    );
    expect(second.data?.storeFeesDue).toEqual({ total: 3, items: [expect.objectContaining({ dispensaryId: stores.ended.id })] });
    expect(errorOf(await harness.graph(FEES_DUE, { first: 101 }, operator.headers))).toMatchObject({ code: "BAD_USER_INPUT" });
  });

  it("lists only the fee payments left to an operator", async () => {
    const stuck = await ownerAccount();
    const { attempt } = await unresolvedSignOn(stuck);
    // Another owner's payment went through; a third one's is still being charged.
    unwrapOk(await createDispensary(deps(), await ownerAccount(), { ...storeForm, paymentMethodId: "pm_card_visa" }));
    const pending = await ownerAccount();
    unwrapOk(await createDispensary(deps(), pending, storeForm));
    charges.crashAfterCharge = true;
    await expect(payDispensaryFee(deps(), pending, { paymentMethodId: "pm_card_visa" })).rejects.toThrow("stopped");

    const result = await harness.graph<{ unresolvedFeeAttempts: unknown }>(UNRESOLVED, {}, operator.headers);
    expect(result.data?.unresolvedFeeAttempts).toEqual({
      total: 1,
      items: [
        {
          id: attempt.id,
          owner: { id: stuck.id },
          dispensaryId: null,
          storeName: storeForm.name,
          kind: "sign_on",
          period: "sign_on",
          amountCents: 10_000,
          status: "unresolved",
          scheduled: false,
          paymentMethodId: "pm_card_visa",
          createdAt: attempt.createdAt.toISOString(),
        },
      ],
    });
  });

  it("settles a payment the provider took as paid: the store opens as a paid charge opens it, audited", async () => {
    const owner = await ownerAccount();
    const { attempt, paymentId, customerId } = await unresolvedSignOn(owner);
    expect(errorOf(await settle({ attemptId: attempt.id, settlement: "paid", reason: "found it" }))).toEqual({
      code: "BAD_USER_INPUT",
      message: messages.providerPaymentIdRequired,
    });

    const result = await settle({
      attemptId: attempt.id,
      settlement: "paid",
      reason: "PaymentIntent succeeded in the dashboard",
      providerPaymentId: paymentId,
      providerCustomerId: customerId,
    });
    expect(result.errors).toBeUndefined();
    const [store] = await db().select().from(dispensaries);
    expect(result.data?.settleFeeAttempt).toEqual({
      id: attempt.id,
      status: "paid",
      dispensaryId: store?.id,
      storeName: storeForm.name,
      providerPaymentId: paymentId,
    });
    expect(store).toMatchObject({
      ...storeForm,
      userId: owner.id,
      feeStatus: "paid",
      feePaymentMethodId: "pm_card_visa",
      feeCustomerId: customerId,
    });
    expect(await db().select().from(dispensaryFeePayments)).toMatchObject([
      { dispensaryId: store?.id, kind: "sign_on", amountCents: 10_000, providerPaymentId: paymentId },
    ]);
    expect(await harness.published(DispensaryCreatedSchema)).toHaveLength(1);
    expect((await harness.published(DispensaryFeePaidSchema)).map((event) => event.data)).toMatchObject([
      { dispensaryId: store?.id, ownerId: owner.id, amountCents: 10_000, kind: "sign_on" },
    ]);
    expect(await auditLines()).toMatchObject([
      {
        operator: operator.username,
        action: "settle-fee-paid",
        subjectType: "dispensary-fee-attempt",
        subjectId: attempt.id,
        reason: "PaymentIntent succeeded in the dashboard",
      },
    ]);
    // Settled is settled.
    expect(errorOf(await settle({ attemptId: attempt.id, settlement: "declined", reason: "again" }, cliHeaders))).toEqual({
      code: "CONFLICT",
      message: messages.feeAttemptNotUnresolved,
    });
  });

  it("settles a renewal the provider never took as declined: the store is past due and its owner may pay again", async () => {
    const owner = await ownerAccount();
    const store = unwrapOk(await createDispensary(deps(), owner, { ...storeForm, paymentMethodId: "pm_card_visa" }));
    await harness.service.relay.drain();
    // The year ends; the job's renewal charge is lost and outlives the provider's replay window.
    harness.clock.advance(366 * DAY);
    charges.crashAfterCharge = true;
    await expect(renewDispensaryFees(deps())).rejects.toThrow("stopped");
    harness.clock.advance(FEE_REPLAY_WINDOW_MS + FEE_ATTEMPT_STALE_MS);
    expect(await resolveFeeAttempts(deps())).toMatchObject({ unresolved: 1 });
    const [attempt] = await db().select().from(dispensaryFeeAttempts).where(eq(dispensaryFeeAttempts.status, "unresolved"));

    const result = await settle(
      { attemptId: attempt?.id, settlement: "declined", reason: "No payment at Stripe for this attempt" },
      cliHeaders,
    );
    expect(result.data?.settleFeeAttempt).toMatchObject({ id: attempt?.id, status: "declined", dispensaryId: store.id });
    expect((await db().select().from(dispensaries))[0]?.feeStatus).toBe("past_due");
    expect((await harness.published(DispensaryFeeRenewalFailedSchema)).map((event) => event.data)).toMatchObject([
      { dispensaryId: store.id, amountCents: 4_000, reason: messages.feeNotTakenAtProvider },
    ]);
    expect(await auditLines()).toMatchObject([{ operator: "cli", action: "settle-fee-declined", subjectId: attempt?.id }]);
    // Nothing holds the year any more: the owner pays it.
    expect(unwrapOk(await payDispensaryFee(deps(), owner, { paymentMethodId: "pm_card_visa" }))).toMatchObject({
      feeStatus: "paid",
    });
  });

  it("settles once when two operators settle the same payment at once", async () => {
    const owner = await ownerAccount();
    const { attempt, paymentId } = await unresolvedSignOn(owner);
    const [first, second] = await Promise.all([
      settle({ attemptId: attempt.id, settlement: "paid", reason: "paid at Stripe", providerPaymentId: paymentId }),
      settle({ attemptId: attempt.id, settlement: "declined", reason: "nothing at Stripe" }, cliHeaders),
    ]);
    const outcomes = [first, second].map((result) => (result.errors ? errorOf(result)?.code : "settled"));
    expect(outcomes.sort()).toEqual(["CONFLICT", "settled"]);
    const lines = await auditLines();
    expect(lines).toHaveLength(1);
    const [settled] = await db().select().from(dispensaryFeeAttempts);
    expect(settled?.status).toBe(lines[0]?.action === "settle-fee-paid" ? "paid" : "declined");
    expect(await db().select().from(dispensaryFeePayments)).toHaveLength(settled?.status === "paid" ? 1 : 0);
    expect(await harness.published(DispensaryFeePaidSchema)).toHaveLength(settled?.status === "paid" ? 1 : 0);
  });
});

function unwrapOk<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}
