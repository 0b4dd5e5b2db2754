import type { Db } from "@highcotton/kit/db";
import type { Result } from "@highcotton/kit/errors";
import { eq } from "drizzle-orm";
import type { CardCharges, ChargedPayment } from "./card-charges.ts";
import type { CardDetails } from "./cards.ts";
import {
  chargeOfflinePaymentMethod,
  idFromKey,
  type OfflineCardForm,
  type SavedPaymentMethod,
  saveOfflinePaymentMethod,
} from "./offline-payment-methods.ts";
import { type CardOnFile, SubscriptionDeclined } from "./ports.ts";
import { offlineCharges, offlinePaymentMethods } from "./tables.ts";

type ChargeRow = typeof offlineCharges.$inferSelect;

/**
 * The offline provider's one-time charges, as Stripe test mode answers them: pm_card_visa (or a
 * saved 4242 card) is charged, pm_card_chargeDeclined is declined with "Your card was declined.".
 * Each answer is kept under its idempotency key (`offline_charges`), so asking again with the key
 * answers the first charge, or its decline, without charging the card again, as Stripe does.
 */
export class OfflineCharges implements CardCharges, OfflineCardForm {
  readonly provider = "offline";

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The offline card form: saves a card as Stripe.js's createPaymentMethod would. */
  savePaymentMethod(card: CardDetails): Promise<Result<SavedPaymentMethod>> {
    return saveOfflinePaymentMethod(this.db, card, this.now());
  }

  async charge(input: Parameters<CardCharges["charge"]>[0]): Promise<ChargedPayment> {
    const charged = (await this.answered(input.idempotencyKey)) ?? (await this.chargeOnce(input));
    // As Stripe: a key names one request; reusing it for another card or amount is a programming error.
    if (charged.paymentMethodId !== input.paymentMethodId || charged.amountCents !== input.amountCents) {
      throw new Error(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${input.idempotencyKey}' if you meant to execute a different request.`,
      );
    }
    if (charged.declineMessage) throw new SubscriptionDeclined(charged.declineMessage);
    return {
      paymentId: charged.paymentId,
      customerId: charged.customerId,
      card: { brand: charged.brand, last4: charged.last4 },
    };
  }

  private async answered(idempotencyKey: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db.select().from(offlineCharges).where(eq(offlineCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  /** Charges the card (an unknown one throws, and is not kept) and keeps the answer; a concurrent ask with the key finds it. */
  private async chargeOnce(input: Parameters<CardCharges["charge"]>[0]): Promise<ChargeRow> {
    let card: CardOnFile;
    let declineMessage: string | null = null;
    try {
      card = await chargeOfflinePaymentMethod(this.db, input.paymentMethodId);
    } catch (error) {
      if (!(error instanceof SubscriptionDeclined)) throw error;
      declineMessage = error.message;
      card = await this.cardOf(input.paymentMethodId);
    }
    const seed = idFromKey(input.idempotencyKey);
    await this.db
      .insert(offlineCharges)
      .values({
        idempotencyKey: input.idempotencyKey,
        paymentId: `pi_offline_${seed}`,
        customerId: input.customerId ?? `cus_offline_${seed}`,
        paymentMethodId: input.paymentMethodId,
        amountCents: input.amountCents,
        ...card,
        declineMessage,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: offlineCharges.idempotencyKey });
    const kept = await this.answered(input.idempotencyKey);
    if (!kept) throw new Error(`The offline charge ${input.idempotencyKey} vanished while it was made`);
    return kept;
  }

  private async cardOf(paymentMethodId: string): Promise<CardOnFile> {
    const [method] = await this.db
      .select({ brand: offlinePaymentMethods.brand, last4: offlinePaymentMethods.last4 })
      .from(offlinePaymentMethods)
      .where(eq(offlinePaymentMethods.id, paymentMethodId));
    if (!method) throw new Error(`The offline payment method ${paymentMethodId} vanished while it was charged`);
    return method;
  }
}
