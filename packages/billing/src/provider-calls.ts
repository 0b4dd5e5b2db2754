import { fail, ok, type Result } from "@highcotton/kit/errors";
import type { Logger } from "@highcotton/kit/logger";
import { type CardSubscriptions, PaymentMethodInvalid, SubscriptionDeclined, subscriptionMessages } from "./ports.ts";

/**
 * Gives a card to the provider (`charge`: a subscribe, a resume or a card change). Its refusals are the
 * customer's to read: a declined card is PAYMENT_REQUIRED with the provider's own message, a
 * payment method it does not know is BAD_USER_INPUT. Anything else is thrown on.
 */
export async function chargeCard<T>(charge: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await charge());
  } catch (error) {
    if (error instanceof SubscriptionDeclined) return fail("PAYMENT_REQUIRED", error.message);
    if (error instanceof PaymentMethodInvalid) return fail("BAD_USER_INPUT", subscriptionMessages.paymentMethodInvalid);
    throw error;
  }
}

/**
 * Cancels a subscription that another payment made needless (it settled the subscriber first), so
 * only one goes on charging. A failure is logged for someone to cancel it by hand, not thrown: the
 * customer's answer is already decided. `why` names what started it, e.g. "a second payment".
 */
export async function cancelNeedlessSubscription(
  deps: { subscriptions: Pick<CardSubscriptions, "cancel">; logger: Logger },
  subscriptionId: string,
  why: string,
  owner: Record<string, string>,
): Promise<void> {
  try {
    await deps.subscriptions.cancel(subscriptionId);
  } catch (error) {
    deps.logger.error(
      { err: error, subscriptionId, ...owner },
      `${why}'s subscription could not be canceled: cancel it at the card provider`,
    );
  }
}
