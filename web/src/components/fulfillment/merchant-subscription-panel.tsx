import { useMutation } from "@apollo/client/react";
import { messages } from "@highcotton/fulfillment/contract";
import type { MyMerchant } from "../../graphql/fulfillment.ts";
import {
  CANCEL_MERCHANT_SUBSCRIPTION_MUTATION,
  CHANGE_MERCHANT_CARD_MUTATION,
  KEEP_MERCHANT_SUBSCRIPTION_MUTATION,
} from "../../graphql/merchant-subscription.ts";
import { formatMoney } from "../../lib/money.ts";
import { SubscriptionPanel, type SubscriptionWords } from "../payments/subscription-panel.tsx";
import { MerchantCardInput } from "./merchant-card-input.tsx";

/** Fulfillment's words for the panel. */
const WORDS: SubscriptionWords = {
  canceled: messages.subscriptionCanceled,
  kept: messages.subscriptionKept,
  cardChanged: messages.cardChanged,
  cancelQuestion: messages.cancelSubscriptionQuestion,
  cancelConsequence: messages.cancelSubscriptionConsequence,
};

/**
 * An active merchant's $5/month subscription: cancel it at the end of the paid month (orders keep
 * coming until then), keep it while a cancel is pending, or change the card. Each answer is the
 * merchant, which Apollo's cache writes back into the dashboard.
 */
export function MerchantSubscriptionPanel({ merchant }: { merchant: MyMerchant }) {
  const [cancel] = useMutation(CANCEL_MERCHANT_SUBSCRIPTION_MUTATION);
  const [keep] = useMutation(KEEP_MERCHANT_SUBSCRIPTION_MUTATION);
  const [changeCard] = useMutation(CHANGE_MERCHANT_CARD_MUTATION);
  return (
    <SubscriptionPanel
      facts={{
        price: `${formatMoney(merchant.monthlyFee)}/month`,
        periodEnd: merchant.currentPeriodEnd,
        cancelAtPeriodEnd: merchant.cancelAtPeriodEnd,
        cardBrand: merchant.cardBrand,
        cardLast4: merchant.cardLast4,
      }}
      words={WORDS}
      CardInput={MerchantCardInput}
      onCancel={() => cancel()}
      onKeep={() => keep()}
      onChangeCard={(paymentMethodId) => changeCard({ variables: { paymentMethodId } })}
    />
  );
}
