import type { DescMessage, MessageShape } from "@bufbuild/protobuf";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { ReceivedEvent, Tx } from "@highcotton/kit";
import {
  DispensaryCreatedSchema,
  MerchantSubscribedSchema,
  MerchantSubscriptionLapsedSchema,
  OrderAcceptedSchema,
  OrderLeadExpiredSchema,
  OrderPlacedSchema,
  UserRegisteredSchema,
} from "@highcotton/proto";
import { and, eq, isNull, lte } from "drizzle-orm";
import { mailboxKey } from "../contract/index.ts";
import { accountReplicas, closedLeads, merchantReplicas, orderReplicas, pendingLeads, storeOwners } from "../db/schema.ts";

/** Keeps part of another service's data: runs before the event's mails, in the same transaction. */
export interface Replica<D extends DescMessage = DescMessage> {
  event: D;
  apply(event: ReceivedEvent<MessageShape<D>>, tx: Tx): Promise<void>;
}

const replica = <D extends DescMessage>(event: D, apply: Replica<D>["apply"]): Replica<D> => ({ event, apply });

const dateOf = (at: { seconds: bigint; nanos: number } | undefined, fallback: Date): Date =>
  at ? timestampDate(at as Parameters<typeof timestampDate>[0]) : fallback;

/**
 * The order, for its mails and lookups; and a lead for each paid-up merchant in its shipping state,
 * unless a merchant accepted it (or its lead expired) before it arrived here.
 */
const orders = replica(OrderPlacedSchema, async ({ data, occurredAt }, tx) => {
  const placedAt = dateOf(data.placedAt, occurredAt);
  await tx
    .insert(orderReplicas)
    .values({
      orderId: data.orderId,
      receiptPath: data.receiptPath,
      customerEmail: data.customerEmail,
      mailboxKey: mailboxKey(data.customerEmail),
      customerName: data.customerName,
      shippingCity: data.shippingCity,
      shippingState: data.shippingState,
      shirts: data.lines.reduce((total, line) => total + line.quantity, 0),
      totalCents: data.totalCents,
      merchantEarningsCents: data.merchantEarningsCents,
      placedAt,
    })
    .onConflictDoNothing();
  const [closed] = await tx.select().from(closedLeads).where(eq(closedLeads.orderId, data.orderId));
  if (closed) return;
  const merchants = await tx
    .select({ merchantId: merchantReplicas.merchantId })
    .from(merchantReplicas)
    .where(and(eq(merchantReplicas.state, data.shippingState), eq(merchantReplicas.active, true)));
  if (merchants.length > 0) {
    await tx
      .insert(pendingLeads)
      .values(merchants.map(({ merchantId }) => ({ merchantId, orderId: data.orderId, queuedAt: placedAt })))
      .onConflictDoNothing();
  }
});

const accounts = replica(UserRegisteredSchema, async ({ data }, tx) => {
  await tx
    .insert(accountReplicas)
    .values({ userId: data.userId, email: data.email, username: data.username })
    .onConflictDoUpdate({ target: accountReplicas.userId, set: { email: data.email, username: data.username } });
});

const stores = replica(DispensaryCreatedSchema, async ({ data }, tx) => {
  await tx
    .insert(storeOwners)
    .values({ dispensaryId: data.dispensaryId, ownerUserId: data.ownerUserId, name: data.name })
    .onConflictDoNothing();
});

/** A merchant's state and standing; an event older than the one kept changes nothing. */
async function recordMerchant(
  tx: Tx,
  merchant: { merchantId: string; userId: string; businessName?: string; state?: string; active: boolean; changedAt: Date },
): Promise<void> {
  await tx
    .insert(merchantReplicas)
    .values({
      merchantId: merchant.merchantId,
      userId: merchant.userId,
      businessName: merchant.businessName ?? "",
      state: merchant.state ?? "",
      active: merchant.active,
      changedAt: merchant.changedAt,
    })
    .onConflictDoUpdate({
      target: merchantReplicas.merchantId,
      set: {
        active: merchant.active,
        changedAt: merchant.changedAt,
        ...(merchant.businessName !== undefined ? { businessName: merchant.businessName } : {}),
        ...(merchant.state !== undefined ? { state: merchant.state } : {}),
      },
      setWhere: lte(merchantReplicas.changedAt, merchant.changedAt),
    });
}

const subscribed = replica(MerchantSubscribedSchema, async ({ data, occurredAt }, tx) => {
  await recordMerchant(tx, {
    merchantId: data.merchantId,
    userId: data.userId,
    businessName: data.businessName,
    state: data.state,
    active: true,
    changedAt: dateOf(data.subscribedAt, occurredAt),
  });
});

/** A lapsed merchant gets no digest: the leads waiting for it are dropped with it. */
const lapsed = replica(MerchantSubscriptionLapsedSchema, async ({ data, occurredAt }, tx) => {
  await recordMerchant(tx, {
    merchantId: data.merchantId,
    userId: data.userId,
    active: false,
    changedAt: dateOf(data.lapsedAt, occurredAt),
  });
  const [merchant] = await tx
    .select({ active: merchantReplicas.active })
    .from(merchantReplicas)
    .where(eq(merchantReplicas.merchantId, data.merchantId));
  if (merchant && !merchant.active) {
    await tx.delete(pendingLeads).where(and(eq(pendingLeads.merchantId, data.merchantId), isNull(pendingLeads.digestId)));
  }
});

/** An order a merchant accepted, or whose lead expired, is no lead any more: no digest lists it. */
async function closeLead(tx: Tx, orderId: string, closedAt: Date): Promise<void> {
  await tx.insert(closedLeads).values({ orderId, closedAt }).onConflictDoNothing();
  await tx.delete(pendingLeads).where(and(eq(pendingLeads.orderId, orderId), isNull(pendingLeads.digestId)));
}

const accepted = replica(OrderAcceptedSchema, async ({ data, occurredAt }, tx) => {
  await closeLead(tx, data.orderId, dateOf(data.acceptedAt, occurredAt));
});

const expired = replica(OrderLeadExpiredSchema, async ({ data, occurredAt }, tx) => {
  await closeLead(tx, data.orderId, dateOf(data.expiredAt, occurredAt));
});

export const REPLICAS: readonly Replica[] = [
  orders,
  accounts,
  stores,
  subscribed,
  lapsed,
  accepted,
  expired,
] as readonly Replica[];
