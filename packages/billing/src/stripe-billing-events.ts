import { z } from "zod";
import type { SubscriptionEvent } from "./ports.ts";
import type { VerifiedStripeEvent } from "./stripe/stripe-signature.ts";

/** An id, or the object it names when Stripe expanded it. */
const reference = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
const idOf = (value: z.infer<typeof reference>) => (typeof value === "string" ? value : (value?.id ?? undefined));

const invoiceShape = z.looseObject({
  // API versions before 2025-03-31.basil.
  subscription: reference,
  // 2025-03-31.basil and later.
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: reference }).nullish() }).nullish(),
  lines: z
    .looseObject({
      data: z.array(z.looseObject({ period: z.looseObject({ end: z.number().int() }).nullish() })),
    })
    .nullish(),
});

const subscriptionShape = z.looseObject({ id: z.string().min(1) });
const updatedSubscriptionShape = z.looseObject({ id: z.string().min(1), cancel_at_period_end: z.boolean() });

/**
 * A verified Stripe Billing event as the subscription event it means, or null
 * for types that mean nothing here (and invoices that are not a subscription's).
 */
export function subscriptionEventOf(event: VerifiedStripeEvent): SubscriptionEvent | null {
  switch (event.type) {
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = invoiceShape.safeParse(event.object);
      if (!invoice.success) return null;
      const subscriptionId = idOf(invoice.data.parent?.subscription_details?.subscription) ?? idOf(invoice.data.subscription);
      if (!subscriptionId) return null;
      // The month the invoice bills for: a renewal's line runs from one period end to the next.
      const seconds = invoice.data.lines?.data[0]?.period?.end;
      const periodEnd = seconds === undefined ? undefined : new Date(seconds * 1000);
      if (event.type === "invoice.payment_failed")
        return { kind: "payment_failed", subscriptionId, ...(periodEnd && { periodEnd }) };
      return { kind: "paid", subscriptionId, ...(periodEnd && { currentPeriodEnd: periodEnd }) };
    }
    case "customer.subscription.updated": {
      // Whatever else changed, the subscription says whether it ends with its paid month (set here
      // or at Stripe's own pages); the same answer again changes nothing.
      const subscription = updatedSubscriptionShape.safeParse(event.object);
      if (!subscription.success) return null;
      const { id: subscriptionId, cancel_at_period_end: cancelAtPeriodEnd } = subscription.data;
      return { kind: "cancel_at_period_end", subscriptionId, cancelAtPeriodEnd };
    }
    case "customer.subscription.deleted": {
      const subscription = subscriptionShape.safeParse(event.object);
      return subscription.success ? { kind: "canceled", subscriptionId: subscription.data.id } : null;
    }
    default:
      return null;
  }
}
