import { limitCardAttempts } from "@highcotton/billing";
import { type AuthUser, fail, isUniqueViolation, ok, parseInput, type Result } from "@highcotton/kit";
import { and, eq } from "drizzle-orm";
import { type DispensaryForm, dispensaryFormSchema, FEE_AMOUNTS, messages, paymentMethodIdSchema } from "../contract/index.ts";
import { dispensaries, dispensaryFeeAttempts } from "../db/schema.ts";
import { feePeriod, SIGN_ON_PERIOD } from "../domain/fees.ts";
import { announceDispensaryCreated } from "./announce-dispensary-created.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { openFeeAttempt, payThroughFeeAttempt } from "./charge-dispensary-fee.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

const createSchema = dispensaryFormSchema.extend({ paymentMethodId: paymentMethodIdSchema.nullish() });

/** Undoes the store's transaction when a paid sign-on is under way for the owner, carrying the answer out. */
class SignOnUnderWay extends Error {
  constructor(readonly result: Result<never>) {
    super("sign-on fee under way");
  }
}

/**
 * Creates the signed-in Dispensary Owner's store (one per owner) and publishes DispensaryCreated,
 * which starts its QR code. Consumers and merchants cannot open one. With a card, the $100 sign-on
 * fee is charged first (under the account's card attempt limit) and the store is created with its
 * payment, open at once; a refused card leaves no store. Without one, the store waits with its fee
 * due.
 */
export async function createDispensary(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  owner: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<DispensaryRow>> {
  if (!owner) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (owner.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  const parsed = parseInput(createSchema, input);
  if (!parsed.ok) return parsed;
  const { paymentMethodId, ...form } = parsed.value;
  const [existing] = await deps.db.select({ id: dispensaries.id }).from(dispensaries).where(eq(dispensaries.userId, owner.id));
  if (existing) return fail("CONFLICT", messages.alreadyHasStore);
  if (paymentMethodId) {
    return limitCardAttempts(deps, owner.id, () => createPaid(deps, owner, form, paymentMethodId, traceId));
  }
  try {
    return ok(await createDue(deps, owner, form, traceId));
  } catch (error) {
    if (error instanceof SignOnUnderWay) return error.result;
    if (isUniqueViolation(error)) return fail("CONFLICT", messages.alreadyHasStore);
    throw error;
  }
}

/**
 * The sign-on fee's attempt carries the store form: the store is created when the fee is
 * recorded paid (by this request, or by the reconciliation after a crash), never before.
 */
function createPaid(
  deps: Pick<CatalogDeps, "db" | "charges" | "now" | "logger">,
  owner: AuthUser,
  form: DispensaryForm,
  paymentMethodId: string,
  traceId: string | undefined,
): Promise<Result<DispensaryRow>> {
  return payThroughFeeAttempt(deps, () =>
    deps.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: dispensaries.id }).from(dispensaries).where(eq(dispensaries.userId, owner.id));
      if (existing) return fail("CONFLICT", messages.alreadyHasStore);
      const { period, renewsAt } = feePeriod("sign_on", { renewsAt: null }, deps.now(), false);
      return ok(
        await openFeeAttempt(deps, tx, {
          ownerUserId: owner.id,
          dispensaryId: null,
          storeInput: form,
          customerName: form.name,
          kind: "sign_on",
          period,
          amountCents: FEE_AMOUNTS.sign_on,
          renewsAt,
          paymentMethodId,
          customerId: null,
          scheduled: false,
          traceId,
        }),
      );
    }),
  );
}

/** A store with its fee due. Refused while the owner's paid sign-on is under way: that one creates the store. */
function createDue(
  deps: Pick<CatalogDeps, "db" | "now">,
  owner: AuthUser,
  form: DispensaryForm,
  traceId: string | undefined,
): Promise<DispensaryRow> {
  return deps.db.transaction(async (tx) => {
    // A second create of the same owner waits here on the unique owner, then is refused.
    const [row] = await tx
      .insert(dispensaries)
      .values({ ...form, userId: owner.id, createdAt: deps.now() })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const [underWay] = await tx
      .select({ id: dispensaryFeeAttempts.id })
      .from(dispensaryFeeAttempts)
      .where(
        and(
          eq(dispensaryFeeAttempts.ownerUserId, owner.id),
          eq(dispensaryFeeAttempts.period, SIGN_ON_PERIOD),
          eq(dispensaryFeeAttempts.status, "pending"),
        ),
      );
    if (underWay) throw new SignOnUnderWay(fail("CONFLICT", messages.feePaymentInProgress));
    await announceDispensaryCreated(tx, row, traceId);
    return row;
  });
}
