import { timestampDate } from "@bufbuild/protobuf/wkt";
import { DEFAULT_COLOR, SHIRT_COLOR_IDS, SHIRT_SIZES } from "@highcotton/commerce/contract";
import { firstIssueMessage, isUuid, type Logger, type Tx } from "@highcotton/kit";
import type { OrderPlaced } from "@highcotton/proto";
import { z } from "zod";
import { leadItems, leads } from "../db/schema.ts";
import { merchantEarningsOf } from "../domain/earnings.ts";

/** The largest amount an integer column holds: earnings beyond it are not a real order. */
const MAX_INT_CENTS = 2_147_483_647;

const uuid = z.string().refine(isUuid, "is not a UUID");
const filled = z.string().trim().min(1, "is empty");

const orderLine = z.object({
  designId: uuid,
  designName: filled,
  // Orders announced before the mockup was carried have none: the lead still prints.
  frontImageUrl: z.string(),
  printFileUrl: filled,
  size: z.enum(SHIRT_SIZES),
  // Orders announced before shoppers chose a colour carry none: those shirts are black.
  color: z.union([z.literal("").transform(() => DEFAULT_COLOR), z.enum(SHIRT_COLOR_IDS)]),
  quantity: z.number().int().min(1),
});

const placedOrder = z.object({
  orderId: uuid,
  dispensaryId: z.union([z.literal(""), uuid]),
  lines: z.array(orderLine).min(1, "has no lines"),
  customerName: filled,
  customerEmail: z.string().trim(),
  shippingAddress: filled,
  shippingCity: filled,
  shippingState: z.string().regex(/^[A-Z]{2}$/, "is not a 2-letter state code"),
  shippingZip: filled,
  totalCents: z.number().int().min(0),
});

export type RecordLeadOutcome = "recorded" | "duplicate" | "skipped";

/**
 * A paid order becomes a pending lead with its lines, in the caller's transaction (the consumer's,
 * with its inbox row). The merchant's earnings are fulfillment's rule, $16 a shirt from the lines;
 * the event's own figure is only compared. The same order announced twice makes one lead, and an
 * order that cannot be printed (no lines, bad data) is logged and left out whole.
 */
export async function recordLead(
  tx: Tx,
  deps: { logger: Logger },
  event: { data: OrderPlaced; occurredAt: Date; id: string },
): Promise<RecordLeadOutcome> {
  const { data } = event;
  const log = { eventId: event.id, orderId: data.orderId };
  const parsed = placedOrder.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    deps.logger.error(
      { ...log, field: issue?.path.join("."), problem: firstIssueMessage(parsed.error) },
      "order skipped: not a lead",
    );
    return "skipped";
  }
  const order = parsed.data;
  const earnings = merchantEarningsOf(order.lines);
  if (earnings > MAX_INT_CENTS) {
    deps.logger.error({ ...log, merchantEarningsCents: earnings }, "order skipped: more shirts than a lead can hold");
    return "skipped";
  }
  if (data.merchantEarningsCents !== earnings) {
    deps.logger.warn(
      { ...log, announced: data.merchantEarningsCents, computed: earnings },
      "order announced other merchant earnings than $16 a shirt; the lead pays $16 a shirt",
    );
  }

  const [recorded] = await tx
    .insert(leads)
    .values({
      orderId: order.orderId,
      dispensaryId: order.dispensaryId || null,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      shippingAddress: order.shippingAddress,
      shippingCity: order.shippingCity,
      shippingState: order.shippingState,
      shippingZip: order.shippingZip,
      totalCents: order.totalCents,
      merchantEarningsCents: earnings,
      status: "pending",
      placedAt: data.placedAt ? timestampDate(data.placedAt) : event.occurredAt,
    })
    .onConflictDoNothing({ target: leads.orderId })
    .returning({ orderId: leads.orderId });
  if (!recorded) {
    deps.logger.info(log, "order announced again: it is already a lead");
    return "duplicate";
  }
  await tx.insert(leadItems).values(
    order.lines.map((line, position) => ({
      orderId: order.orderId,
      position,
      designId: line.designId,
      designName: line.designName,
      frontImageUrl: line.frontImageUrl,
      printFileUrl: line.printFileUrl,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
    })),
  );
  return "recorded";
}
