import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { chargeCard } from "@highcotton/billing";
import { ok, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { DispensaryFeePaidSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import type { FeeKind } from "../contract/index.ts";
import { dispensaries, dispensaryFeePayments } from "../db/schema.ts";
import { feePeriod } from "../domain/fees.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

export interface FeeCharge {
  kind: FeeKind;
  amountCents: number;
  paymentMethodId: string;
  /** The yearly job charging the saved card on the anniversary (the owner is not there). */
  scheduled: boolean;
  traceId?: string | undefined;
}

/**
 * Charges a store's fee and records it, in the caller's transaction, which holds the store's row
 * (so a second payment waits and then finds the fee paid). The charge's idempotency key is the
 * owner's (one store each), the period and the card: a retry after a crash between the charge and
 * the commit gets the same payment back from the provider instead of a second one. Paid: the
 * receipt, the store's new status and DispensaryFeePaid are written together. A refused card
 * writes nothing (PAYMENT_REQUIRED or BAD_USER_INPUT, with the provider's message).
 */
export async function chargeDispensaryFee(
  deps: Pick<CatalogDeps, "charges" | "now">,
  tx: Tx,
  store: DispensaryRow,
  fee: FeeCharge,
): Promise<Result<DispensaryRow>> {
  const { period, renewsAt } = feePeriod(fee.kind, store, deps.now(), fee.scheduled);
  const charged = await chargeCard(() =>
    deps.charges.charge({
      paymentMethodId: fee.paymentMethodId,
      customerId: fee.scheduled ? store.feeCustomerId : null,
      customerName: store.name,
      amountCents: fee.amountCents,
      description: fee.kind === "sign_on" ? "High Cotton store sign-on fee" : "High Cotton store yearly renewal",
      idempotencyKey: `dispensary-fee:${store.userId}:${period}:${fee.paymentMethodId}`,
      metadata: { dispensaryId: store.id, ownerUserId: store.userId, kind: fee.kind, period },
    }),
  );
  if (!charged.ok) return charged;
  const paidAt = deps.now();
  await tx.insert(dispensaryFeePayments).values({
    dispensaryId: store.id,
    kind: fee.kind,
    period,
    amountCents: fee.amountCents,
    provider: deps.charges.provider,
    providerPaymentId: charged.value.paymentId,
    paidAt,
    renewsAt,
  });
  const [updated] = await tx
    .update(dispensaries)
    .set({
      feeStatus: "paid",
      renewsAt,
      feePaymentMethodId: fee.paymentMethodId,
      feeCustomerId: charged.value.customerId,
    })
    .where(eq(dispensaries.id, store.id))
    .returning();
  if (!updated) throw new Error(`The store ${store.id} vanished while its fee was paid`);
  await publishEvent(tx, {
    schema: DispensaryFeePaidSchema,
    aggregateId: store.id,
    traceId: fee.traceId,
    data: {
      dispensaryId: store.id,
      ownerId: store.userId,
      amountCents: fee.amountCents,
      kind: fee.kind,
      paidAt: timestampFromDate(paidAt),
      renewsAt: timestampFromDate(renewsAt),
    },
  });
  return ok(updated);
}
