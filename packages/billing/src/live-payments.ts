/**
 * Whether money must go through real providers. A production system whose provider keys are
 * missing would otherwise take "payments" through the offline providers, which accept any test
 * card: it refuses to start instead, unless PAYMENTS_OFFLINE=true says the offline providers are
 * wanted (a demo topology).
 */
export interface PaymentsMode {
  production: boolean;
  /** PAYMENTS_OFFLINE=true: the offline providers are wanted even in production. */
  offline: boolean;
}

export const paymentsModeOf = (config: { NODE_ENV: string; PAYMENTS_OFFLINE: boolean }): PaymentsMode => ({
  production: config.NODE_ENV === "production",
  offline: config.PAYMENTS_OFFLINE,
});

export const livePaymentMessages = {
  keyMissing: (setting: string) =>
    `${setting} must be set in production: payments would otherwise go through the offline providers (set PAYMENTS_OFFLINE=true if that is what you want)`,
} as const;

/** Throws, naming the first missing setting, when production needs a provider key that is not set. */
export function requireProviderKeys(mode: PaymentsMode, keys: Record<string, string | undefined>): void {
  if (!mode.production || mode.offline) return;
  const missing = Object.entries(keys).find(([, value]) => !value);
  if (missing) throw new Error(livePaymentMessages.keyMissing(missing[0]));
}
