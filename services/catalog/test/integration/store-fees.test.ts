import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DescMessage, fromBinary } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { type CardCharges, OfflineCharges } from "@highcotton/billing";
import {
  type AuthUser,
  type Database,
  InProcessBus,
  LocalObjectStorage,
  loadBaseConfig,
  outbox,
  type RunningService,
  startService,
  TokenService,
} from "@highcotton/kit";
import { testDatabase, truncateTables } from "@highcotton/kit/testing";
import {
  DispensaryCreatedSchema,
  DispensaryFeePaidSchema,
  DispensaryFeeRenewalFailedSchema,
  EnvelopeSchema,
} from "@highcotton/proto";
import { asc, eq } from "drizzle-orm";
import { pino } from "pino";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { CatalogDeps } from "../../src/application/catalog-deps.ts";
import { countStoresByState } from "../../src/application/count-stores-by-state.ts";
import { createDispensary } from "../../src/application/create-dispensary.ts";
import { listDispensaries } from "../../src/application/find-dispensaries.ts";
import { payDispensaryFee } from "../../src/application/pay-dispensary-fee.ts";
import { renewDispensaryFees } from "../../src/application/renew-dispensary-fees.ts";
import { requestDesigns } from "../../src/application/request-designs.ts";
import { resolveFeeAttempts } from "../../src/application/resolve-fee-attempts.ts";
import { messages } from "../../src/contract/index.ts";
import {
  cardAttemptFailures,
  dispensaries,
  dispensaryFeeAttempts,
  dispensaryFeePayments,
  offlineCharges,
  offlinePaymentMethods,
} from "../../src/db/schema.ts";
import { FEE_ATTEMPT_STALE_MS, FEE_REPLAY_WINDOW_MS, oneYearAfter } from "../../src/domain/fees.ts";
import { catalogService } from "../../src/service.ts";
import { PlainArtworkGenerator } from "../fixtures/plain-artwork-generator.ts";

const logger = pino({ level: "silent" });
const owner: AuthUser = { id: "5c0f4f36-7a4e-4b8e-9b2f-0d6c1f3e2a10", username: "fern", role: "dispensary", sessionId: "s-fern" };
const storeForm = {
  businessType: "dispensary",
  name: "Fern & Flower",
  address: "1420 Larimer St",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
};
const DAY = 24 * 60 * 60_000;

/** The offline provider, recording each charge it is asked for (and optionally failing after charging). */
class CountingCharges implements CardCharges {
  readonly provider = "offline";
  /** The idempotency key of each ask, a replay included. */
  readonly keys: string[] = [];
  /** Set: the next charge goes through at the provider, then the process stops before its outcome is recorded. */
  crashAfterCharge = false;

  constructor(private readonly inner: OfflineCharges) {}

  async charge(input: Parameters<CardCharges["charge"]>[0]) {
    this.keys.push(input.idempotencyKey);
    const answer = this.inner.charge(input);
    if (this.crashAfterCharge) {
      this.crashAfterCharge = false;
      await answer.catch(() => undefined);
      throw new Error("process stopped after the charge");
    }
    return answer;
  }
}

const postgres = testDatabase("catalog_fees");

postgres.describe("store fees", (open) => {
  let database: Database;
  let service: RunningService;
  let storageDir: string;
  let deps: CatalogDeps;
  let charges: CountingCharges;
  let clock: Date;

  beforeAll(async () => {
    database = await open();
    storageDir = mkdtempSync(join(tmpdir(), "highcotton-fees-"));
    // Only for its migrations and consumers; its jobs and workers stay off.
    const quiet = {
      ...catalogService,
      build: (context: Parameters<typeof catalogService.build>[0]) => ({
        ...catalogService.build(context),
        workers: [],
        jobs: [],
      }),
    };
    service = await startService(quiet, {
      config: loadBaseConfig({}),
      logger,
      bus: new InProcessBus(),
      tokens: new TokenService({ algorithm: "HS256", secret: "s".repeat(32) }),
      storage: new LocalObjectStorage(storageDir),
      database,
      publicUrl: () => "https://highcotton.example",
    });
    return async () => {
      await service.stop();
      await database.close();
      rmSync(storageDir, { recursive: true, force: true });
    };
  });

  beforeEach(async () => {
    await truncateTables(database, [
      "dispensaries",
      "dispensary_fee_attempts",
      "offline_charges",
      "offline_payment_methods",
      "card_attempt_failures",
      "outbox",
      "inbox",
    ]);
    clock = new Date("2026-03-10T15:00:00.000Z");
    const now = () => clock;
    charges = new CountingCharges(new OfflineCharges(database.db, now));
    deps = {
      db: database.db,
      database,
      storage: new LocalObjectStorage(storageDir),
      generator: new PlainArtworkGenerator(),
      logger,
      publicUrl: () => "https://highcotton.example",
      now,
      charges,
    };
  });

  const eventsOf = async <Desc extends DescMessage>(schema: Desc) => {
    const rows = await database.db.select().from(outbox).orderBy(asc(outbox.seq));
    return rows
      .map((row) => fromBinary(EnvelopeSchema, row.envelope))
      .filter((envelope) => envelope.type === schema.typeName)
      .map((envelope) => fromBinary(schema, envelope.payload));
  };
  const payments = () => database.db.select().from(dispensaryFeePayments).orderBy(asc(dispensaryFeePayments.paidAt));
  /** The payments the offline provider made (each key charges once; a declined card is not a payment). */
  const charged = async () =>
    (await database.db.select().from(offlineCharges))
      .filter((charge) => !charge.declineMessage)
      .map((charge) => charge.paymentMethodId);
  const attempts = () => database.db.select().from(dispensaryFeeAttempts).orderBy(asc(dispensaryFeeAttempts.createdAt));
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const listed = async () => (await listDispensaries(deps)).map((store) => store.id);
  const unwrapOk = <T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it("charges the $100 sign-on fee with a card and opens the store at once, in one transaction with its events", async () => {
    const store = unwrapOk(await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" }));
    expect(store).toMatchObject({ feeStatus: "paid", renewsAt: oneYearAfter(clock), feePaymentMethodId: "pm_card_visa" });
    expect(await payments()).toMatchObject([
      { dispensaryId: store.id, kind: "sign_on", amountCents: 10_000, provider: "offline", paidAt: clock },
    ]);
    expect((await payments())[0]?.providerPaymentId).toMatch(/^pi_offline_/);
    const paid = await eventsOf(DispensaryFeePaidSchema);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ dispensaryId: store.id, ownerId: owner.id, amountCents: 10_000, kind: "sign_on" });
    expect(timestampDate(paid[0]!.renewsAt!)).toEqual(oneYearAfter(clock));
    expect(await eventsOf(DispensaryCreatedSchema)).toHaveLength(1);
    expect(await listed()).toEqual([store.id]);
  });

  it("leaves no store when the card is declined, and counts the refused card", async () => {
    expect(await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_chargeDeclined" })).toMatchObject({
      ok: false,
      error: { code: "PAYMENT_REQUIRED", message: "Your card was declined." },
    });
    expect(await database.db.select().from(dispensaries)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
    expect(await payments()).toHaveLength(0);
    expect(await database.db.select().from(cardAttemptFailures)).toHaveLength(1);
    // The same owner may try again with a good card.
    expect((await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" })).ok).toBe(true);
  });

  it("creates a store without a card with its fee due: hidden, no designs, until the fee is paid", async () => {
    const store = unwrapOk(await createDispensary(deps, owner, storeForm));
    expect(store).toMatchObject({ feeStatus: "due", renewsAt: null });
    expect(await listed()).toEqual([]);
    expect((await countStoresByState(deps)).find((state) => state.code === "CO")?.storeCount).toBe(0);
    expect(await requestDesigns(deps, owner, store.id)).toMatchObject({
      error: { code: "PAYMENT_REQUIRED", message: messages.feeDue },
    });
    expect(await eventsOf(DispensaryFeePaidSchema)).toHaveLength(0);

    // A declined card changes nothing.
    expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_chargeDeclined" })).toMatchObject({
      error: { code: "PAYMENT_REQUIRED", message: "Your card was declined." },
    });
    expect((await database.db.select().from(dispensaries))[0]?.feeStatus).toBe("due");
    expect(await payments()).toHaveLength(0);

    clock = new Date(clock.getTime() + 3 * DAY);
    const paid = unwrapOk(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_visa" }));
    expect(paid).toMatchObject({ feeStatus: "paid", renewsAt: oneYearAfter(clock) });
    expect(await listed()).toEqual([store.id]);
    expect((await requestDesigns(deps, owner, store.id)).ok).toBe(true);
    expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_visa" })).toMatchObject({
      error: { code: "CONFLICT", message: messages.feeAlreadyPaid },
    });
    expect(await payDispensaryFee(deps, owner, {})).toMatchObject({ error: { code: "BAD_USER_INPUT" } });
    expect(await payDispensaryFee(deps, null, { paymentMethodId: "pm_card_visa" })).toMatchObject({
      error: { code: "UNAUTHENTICATED" },
    });
  });

  it("stops taking cards from an account that had too many refused", async () => {
    unwrapOk(await createDispensary(deps, owner, storeForm));
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_chargeDeclined" })).toMatchObject({
        error: { code: "PAYMENT_REQUIRED" },
      });
    }
    expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_visa" })).toMatchObject({
      error: { code: "TOO_MANY_REQUESTS" },
    });
    expect(charges.keys).toHaveLength(5);
    expect((await database.db.select().from(dispensaries))[0]?.feeStatus).toBe("due");
  });

  it("charges once when the fee is paid with two cards at once", async () => {
    unwrapOk(await createDispensary(deps, owner, storeForm));
    const outcomes = await Promise.all(
      ["pm_card_visa", "pm_card_mastercard"].map((paymentMethodId) => payDispensaryFee(deps, owner, { paymentMethodId })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    // The second finds the first's attempt: still being charged, or the fee paid.
    const refused = outcomes.find((outcome) => !outcome.ok);
    expect([messages.feePaymentInProgress, messages.feeAlreadyPaid]).toContain(!refused?.ok && refused?.error.message);
    expect(!refused?.ok && refused?.error.code).toBe("CONFLICT");
    expect(await charged()).toHaveLength(1);
    expect(charges.keys).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
    expect(await eventsOf(DispensaryFeePaidSchema)).toHaveLength(1);
  });

  it("charges once when the same owner opens a paid store twice at once", async () => {
    const outcomes = await Promise.all(
      [1, 2].map(() => createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" })),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? "ok" : outcome.error.code)).sort()).toEqual(["CONFLICT", "ok"]);
    expect(charges.keys).toHaveLength(1);
    expect(await payments()).toHaveLength(1);
  });

  it("creates the paid store once when the service stopped between the charge and its record", async () => {
    charges.crashAfterCharge = true;
    await expect(createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" })).rejects.toThrow("stopped");
    // Charged, not recorded: no store yet, the attempt pending with the store form.
    expect(await charged()).toEqual(["pm_card_visa"]);
    expect(await database.db.select().from(dispensaries)).toHaveLength(0);
    expect(await attempts()).toMatchObject([{ status: "pending", dispensaryId: null, storeInput: { name: storeForm.name } }]);
    // Nor does the owner open one without a card meanwhile: the paid one is on its way.
    expect(await createDispensary(deps, owner, storeForm)).toMatchObject({
      error: { code: "CONFLICT", message: messages.feePaymentInProgress },
    });
    // Until it is abandoned long enough, the reconciliation leaves it to its request.
    expect(await resolveFeeAttempts(deps)).toEqual({ paid: 0, declined: 0, unresolved: 0 });

    later(FEE_ATTEMPT_STALE_MS);
    expect(await resolveFeeAttempts(deps)).toEqual({ paid: 1, declined: 0, unresolved: 0 });
    expect(await resolveFeeAttempts(deps)).toEqual({ paid: 0, declined: 0, unresolved: 0 });
    // The replay asked with the same key and got the first payment back.
    expect(charges.keys).toEqual([charges.keys[0], charges.keys[0]]);
    expect(await charged()).toEqual(["pm_card_visa"]);
    const [store] = await database.db.select().from(dispensaries);
    expect(store).toMatchObject({ ...storeForm, userId: owner.id, feeStatus: "paid", feePaymentMethodId: "pm_card_visa" });
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ status: "paid", dispensaryId: store?.id, cardBrand: "visa", cardLast4: "4242" });
    expect(await payments()).toMatchObject([
      { dispensaryId: store?.id, kind: "sign_on", providerPaymentId: attempt?.providerPaymentId },
    ]);
    expect(await eventsOf(DispensaryCreatedSchema)).toHaveLength(1);
    expect(await eventsOf(DispensaryFeePaidSchema)).toHaveLength(1);
  });

  it("never charges a second card while the first payment is unsettled, and settles the first instead", async () => {
    unwrapOk(await createDispensary(deps, owner, storeForm));
    charges.crashAfterCharge = true;
    await expect(payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_visa" })).rejects.toThrow("stopped");
    // The owner tries another card at once: the first may still be under way.
    expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_mastercard" })).toMatchObject({
      error: { code: "CONFLICT", message: messages.feePaymentInProgress },
    });
    expect(charges.keys).toHaveLength(1);

    // Later the abandoned payment is replayed first: it had gone through, so that is the answer.
    later(FEE_ATTEMPT_STALE_MS);
    const paid = unwrapOk(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_mastercard" }));
    expect(paid).toMatchObject({ feeStatus: "paid", feePaymentMethodId: "pm_card_visa" });
    expect(await charged()).toEqual(["pm_card_visa"]);
    expect(await payments()).toHaveLength(1);
    expect((await attempts()).map((attempt) => attempt.status)).toEqual(["paid"]);
  });

  it("tries the new card when the abandoned payment had been declined", async () => {
    unwrapOk(await createDispensary(deps, owner, storeForm));
    charges.crashAfterCharge = true;
    await expect(payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_chargeDeclined" })).rejects.toThrow("stopped");
    later(FEE_ATTEMPT_STALE_MS);
    const paid = unwrapOk(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_mastercard" }));
    expect(paid).toMatchObject({ feeStatus: "paid", feePaymentMethodId: "pm_card_mastercard" });
    expect((await attempts()).map((attempt) => [attempt.paymentMethodId, attempt.status])).toEqual([
      ["pm_card_chargeDeclined", "declined"],
      ["pm_card_mastercard", "paid"],
    ]);
    expect(await charged()).toEqual(["pm_card_mastercard"]);
  });

  it("leaves an attempt the provider may no longer replay to an operator, and takes no other card for it", async () => {
    unwrapOk(await createDispensary(deps, owner, storeForm));
    charges.crashAfterCharge = true;
    await expect(payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_visa" })).rejects.toThrow("stopped");
    later(FEE_REPLAY_WINDOW_MS);
    expect(await resolveFeeAttempts(deps)).toEqual({ paid: 0, declined: 0, unresolved: 1 });
    expect(charges.keys).toHaveLength(1);
    expect((await attempts())[0]?.status).toBe("unresolved");
    expect(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_mastercard" })).toMatchObject({
      error: { code: "CONFLICT", message: messages.feePaymentInProgress },
    });
    expect(charges.keys).toHaveLength(1);
    expect((await database.db.select().from(dispensaries))[0]?.feeStatus).toBe("due");
  });

  it("renews a store on its anniversary with the saved card, once, from year 2", async () => {
    const opened = clock;
    const store = unwrapOk(await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" }));
    // Its QR code is made first (that consumer holds the store's row a moment).
    await service.relay.drain();
    clock = new Date(oneYearAfter(opened).getTime() - DAY);
    expect(await renewDispensaryFees(deps)).toEqual({ renewed: 0, failed: 0 });

    // The job runs a little after the anniversary: the next year still starts on it.
    clock = new Date(oneYearAfter(opened).getTime() + 2 * 60 * 60_000);
    expect(await renewDispensaryFees(deps)).toEqual({ renewed: 1, failed: 0 });
    expect(await renewDispensaryFees(deps)).toEqual({ renewed: 0, failed: 0 });
    const [renewed] = await database.db.select().from(dispensaries);
    expect(renewed).toMatchObject({ feeStatus: "paid", renewsAt: oneYearAfter(oneYearAfter(opened)) });
    expect((await payments()).map((payment) => [payment.kind, payment.amountCents])).toEqual([
      ["sign_on", 10_000],
      ["renewal", 4_000],
    ]);
    const events = await eventsOf(DispensaryFeePaidSchema);
    expect(events.map((event) => event.kind)).toEqual(["sign_on", "renewal"]);
    expect(events[1]).toMatchObject({ dispensaryId: store.id, amountCents: 4_000 });
    expect(await listed()).toEqual([store.id]);
  });

  it("makes a store past due when its renewal is declined, hides it, and opens it again when paid", async () => {
    const opened = clock;
    const store = unwrapOk(await createDispensary(deps, owner, { ...storeForm, paymentMethodId: "pm_card_visa" }));
    // Its QR code is made first (that consumer holds the store's row a moment).
    await service.relay.drain();
    // A year later the saved card is declined.
    await database.db
      .update(offlinePaymentMethods)
      .set({ declineMessage: "Your card was declined." })
      .where(eq(offlinePaymentMethods.id, "pm_card_visa"));
    clock = oneYearAfter(opened);
    expect(await renewDispensaryFees(deps)).toEqual({ renewed: 0, failed: 1 });
    expect((await database.db.select().from(dispensaries))[0]?.feeStatus).toBe("past_due");
    expect(await listed()).toEqual([]);
    const failed = await eventsOf(DispensaryFeeRenewalFailedSchema);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      dispensaryId: store.id,
      ownerId: owner.id,
      amountCents: 4_000,
      reason: "Your card was declined.",
    });
    // The job does not try a past-due store again.
    expect(await renewDispensaryFees(deps)).toEqual({ renewed: 0, failed: 0 });

    clock = new Date(clock.getTime() + 10 * DAY);
    const paid = unwrapOk(await payDispensaryFee(deps, owner, { paymentMethodId: "pm_card_mastercard" }));
    expect(paid).toMatchObject({ feeStatus: "paid", renewsAt: oneYearAfter(clock), feePaymentMethodId: "pm_card_mastercard" });
    expect((await payments()).at(-1)).toMatchObject({ kind: "renewal", amountCents: 4_000, paidAt: clock });
    expect(await listed()).toEqual([store.id]);
  });
});
