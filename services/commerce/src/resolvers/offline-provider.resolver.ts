import { cardMessages } from "@highcotton/billing/cards";
import { graphQLErrorOf, parseInput, type Resolvers, unwrap } from "@highcotton/kit";
import { safeText } from "@highcotton/kit/validation";
import { z } from "zod";
import type { CommerceDeps } from "../application/commerce-deps.ts";
import { offlineCardMessages } from "../payments/offline/offline-card.ts";
import { offlineWalletMessages } from "../payments/offline/offline-wallet.ts";
import { walletOrderOut } from "./mapping.ts";

const confirmCardSchema = z.object({
  clientSecret: safeText("Client secret", { max: 200 }),
  card: z.object(
    {
      number: z.string({ error: cardMessages.incorrectNumber }).max(40, cardMessages.incorrectNumber),
      expMonth: z.number({ error: cardMessages.invalidExpiryMonth }).int(cardMessages.invalidExpiryMonth),
      expYear: z.number({ error: cardMessages.invalidExpiryYear }).int(cardMessages.invalidExpiryYear),
      cvc: z.string({ error: cardMessages.invalidCvc }).max(10, cardMessages.invalidCvc),
    },
    { error: "Card details are required" },
  ),
});

/**
 * The provider-side steps of the offline providers, which this site plays itself: the card form
 * confirming a payment (as Stripe.js would) and the wallet's approval page. NOT_FOUND when the
 * offline provider is not the one in use.
 */
export function offlineProviderResolvers(deps: CommerceDeps): Resolvers {
  const offlineCards = () => {
    if (!deps.offline?.cards) throw graphQLErrorOf("NOT_FOUND", offlineCardMessages.notInUse);
    return deps.offline.cards;
  };
  const offlineWallet = () => {
    if (!deps.offline?.wallet) throw graphQLErrorOf("NOT_FOUND", offlineWalletMessages.notInUse);
    return deps.offline.wallet;
  };
  return {
    Mutation: {
      confirmOfflineCardPayment: async (_parent, args: { input: unknown }) => {
        const cards = offlineCards();
        const { clientSecret, card } = unwrap(parseInput(confirmCardSchema, args.input));
        const payment = unwrap(await cards.confirm(clientSecret, card, deps.now()));
        return { paymentIntentId: payment.id, status: payment.status };
      },
      approveWalletOrder: async (_parent, args: { id: string }) => walletOrderOut(unwrap(await offlineWallet().approve(args.id))),
      cancelWalletOrder: async (_parent, args: { id: string }) => walletOrderOut(unwrap(await offlineWallet().cancel(args.id))),
    },
  };
}
