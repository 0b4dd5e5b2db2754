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
  payoutsOffline:
    "STRIPE_CONNECT_PAYOUTS=true must be set in production: withdrawals would otherwise be marked paid by the offline payout provider with no money moving (set PAYMENTS_OFFLINE=true if that is what you want)",
  connectWithoutKey:
    "STRIPE_CONNECT_PAYOUTS=true needs STRIPE_SECRET_KEY: Stripe Connect transfers are made with the platform's secret key",
} as const;

/** Throws, naming the first missing setting, when production needs a provider key that is not set. */
export function requireProviderKeys(mode: PaymentsMode, keys: Record<string, string | undefined>): void {
  if (!mode.production || mode.offline) return;
  const missing = Object.entries(keys).find(([, value]) => !value);
  if (missing) throw new Error(livePaymentMessages.keyMissing(missing[0]));
}

/**
 * Throws when withdrawals could not move money: Connect payouts without Stripe's key anywhere, and
 * in production (unless PAYMENTS_OFFLINE=true) the offline payout provider, which marks a
 * withdrawal paid without paying it.
 */
export function requireLivePayouts(
  mode: PaymentsMode,
  settings: { STRIPE_CONNECT_PAYOUTS: boolean; STRIPE_SECRET_KEY?: string | undefined },
): void {
  if (settings.STRIPE_CONNECT_PAYOUTS && !settings.STRIPE_SECRET_KEY) throw new Error(livePaymentMessages.connectWithoutKey);
  if (mode.production && !mode.offline && !settings.STRIPE_CONNECT_PAYOUTS) throw new Error(livePaymentMessages.payoutsOffline);
}
