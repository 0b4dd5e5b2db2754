import { toast } from "../ui/toast-store.ts";

/** SPEC §8 card payment failure: 'Payment Failed' with the provider's message. */
export function announcePaymentFailed(providerMessage: string | undefined): void {
  toast({
    variant: "destructive",
    title: "Payment Failed",
    description: providerMessage ?? "Your card was not charged. Please try again.",
  });
}
