import { isWalletOrderId } from "../domain/wallet-order-id.ts";
import type { WalletOrderView } from "../payments/ports.ts";
import type { CommerceDeps } from "./commerce-deps.ts";
import { findPaymentByProviderId } from "./payment-status.ts";

export interface PaymentSettingsView {
  cardProvider: "stripe" | "offline";
  stripePublishableKey: string | null;
  walletProvider: "paypal" | "offline";
  /** Who pays withdrawals: with Stripe Connect the dashboard asks for the store's connected account. */
  payoutProvider: "stripe_connect" | "offline";
}

/**
 * Which providers take money, so the checkout page shows Stripe Elements or the offline card form,
 * and who pays withdrawals, so the dashboard asks for a Stripe account when one is needed.
 */
export function paymentSettingsOf(
  deps: Pick<CommerceDeps, "cards" | "wallet" | "payouts" | "stripePublishableKey">,
): PaymentSettingsView {
  const cardProvider = deps.cards.provider === "stripe" ? "stripe" : "offline";
  return {
    cardProvider,
    stripePublishableKey: cardProvider === "stripe" ? (deps.stripePublishableKey ?? null) : null,
    walletProvider: deps.wallet.provider === "paypal" ? "paypal" : "offline",
    payoutProvider: deps.payouts.provider,
  };
}

/** The wallet button's client token. */
export const walletSetup = (deps: Pick<CommerceDeps, "wallet">): Promise<{ clientToken: string }> => deps.wallet.setup();

/** One of commerce's wallet orders as the wallet knows it now (the checkout page polls it); null when unknown. */
export async function findWalletOrder(deps: Pick<CommerceDeps, "db" | "wallet">, id: string): Promise<WalletOrderView | null> {
  const payment = isWalletOrderId(id) ? await findPaymentByProviderId(deps.db, id) : null;
  if (payment?.method !== "wallet") return null;
  return deps.wallet.getOrder(id);
}
