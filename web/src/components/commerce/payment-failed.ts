import { toast } from "../ui/toast-store.ts";

/** SPEC §8 card payment failure: the title, shown with the provider's message. */
export const PAYMENT_FAILED_TITLE = "Payment Failed";

/** What a failed card payment says when the provider gave no reason. */
export const PAYMENT_FAILED_FALLBACK = "Your card was not charged. Please try again.";

/**
 * SPEC §8 card payment failure: 'Payment Failed' with the provider's message, as a toast; answers
 * the message, which the card form also keeps beside the card until the payer tries again.
 */
export function announcePaymentFailed(providerMessage: string | undefined): string {
  const description = providerMessage ?? PAYMENT_FAILED_FALLBACK;
  toast({ variant: "destructive", title: PAYMENT_FAILED_TITLE, description });
  return description;
}
