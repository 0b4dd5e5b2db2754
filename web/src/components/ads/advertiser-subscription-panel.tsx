import { useMutation } from "@apollo/client/react";
import { messages } from "@highcotton/ads/contract";
import type { MyAdvertiser } from "../../graphql/ads.ts";
import {
  CANCEL_ADVERTISING_PLAN_MUTATION,
  CHANGE_ADVERTISER_CARD_MUTATION,
  KEEP_ADVERTISING_PLAN_MUTATION,
} from "../../graphql/advertiser-subscription.ts";
import { SubscriptionPanel, type SubscriptionWords } from "../payments/subscription-panel.tsx";
import { AdvertiserCardInput } from "./advertiser-card-input.tsx";
import { monthlyPrice } from "./advertiser-format.ts";

/** Ads' words for the panel. */
const WORDS: SubscriptionWords = {
  canceled: messages.planCanceled,
  kept: messages.planKept,
  cardChanged: messages.cardChanged,
  cancelQuestion: messages.cancelPlanQuestion,
  cancelConsequence: messages.cancelPlanConsequence,
};

/**
 * A paid advertising plan: cancel it at the end of the paid month (the ads run until then), keep
 * it while a cancel is pending, or change the card. `onChange` reloads the dashboard.
 */
export function AdvertiserSubscriptionPanel({ advertiser, onChange }: { advertiser: MyAdvertiser; onChange: () => void }) {
  const [cancel] = useMutation(CANCEL_ADVERTISING_PLAN_MUTATION);
  const [keep] = useMutation(KEEP_ADVERTISING_PLAN_MUTATION);
  const [changeCard] = useMutation(CHANGE_ADVERTISER_CARD_MUTATION);
  const then = async (done: Promise<unknown>) => {
    await done;
    onChange();
  };
  return (
    <SubscriptionPanel
      facts={{
        price: monthlyPrice(advertiser.plan),
        periodEnd: advertiser.paidThrough,
        cancelAtPeriodEnd: advertiser.cancelAtPeriodEnd,
        cardBrand: advertiser.cardBrand,
        cardLast4: advertiser.cardLast4,
      }}
      words={WORDS}
      CardInput={AdvertiserCardInput}
      onCancel={() => then(cancel())}
      onKeep={() => then(keep())}
      onChangeCard={(paymentMethodId) => then(changeCard({ variables: { paymentMethodId } }))}
    />
  );
}
