import type { Db } from "@highcotton/kit/db";
import type { Result } from "@highcotton/kit/errors";
import type { CardCharges, ChargedPayment } from "./card-charges.ts";
import type { CardDetails } from "./cards.ts";
import {
  chargeOfflinePaymentMethod,
  idFromKey,
  type OfflineCardForm,
  type SavedPaymentMethod,
  saveOfflinePaymentMethod,
} from "./offline-payment-methods.ts";

/**
 * The offline provider's one-time charges, as Stripe test mode answers them: pm_card_visa (or a
 * saved 4242 card) is charged, pm_card_chargeDeclined is declined with "Your card was declined.".
 * The payment's id comes from the idempotency key, so a retry answers the payment made first.
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
    await chargeOfflinePaymentMethod(this.db, input.paymentMethodId);
    const seed = idFromKey(input.idempotencyKey);
    return { paymentId: `pi_offline_${seed}`, customerId: input.customerId ?? `cus_offline_${seed}` };
  }
}
