import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { CircleAlert } from "lucide-react";
import type { FormEvent } from "react";
import { MERCHANT_ORDERS_QUERY, type MyMerchant, RESUME_MERCHANT_SUBSCRIPTION_MUTATION } from "../../graphql/fulfillment.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatMoney } from "../../lib/money.ts";
import { CardSubmitButton, useCardPayment } from "../payments/card-payment.tsx";
import { toast } from "../ui/toast-store.ts";
import { MerchantCardInput } from "./merchant-card-input.tsx";

/** The server's words for an inactive subscription (services/fulfillment's messages). */
export const SUBSCRIPTION_INACTIVE = fulfillmentMessages.subscriptionInactive;
export const SUBSCRIPTION_RESUMED = "Your subscription is active again";

/**
 * An inactive merchant (a renewal failed, or the subscription ended) sees no new leads: this says
 * so and takes a card to pay again (resumeMerchantSubscription).
 */
export function ResumeSubscription({ merchant }: { merchant: MyMerchant }) {
  const client = useApolloClient();
  const payment = useCardPayment();
  const [resume] = useMutation(RESUME_MERCHANT_SUBSCRIPTION_MUTATION);
  const fee = formatMoney(merchant.monthlyFee);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy("Renewing your subscription...");
    try {
      await resume({ variables: { paymentMethodId } });
      toast({ title: SUBSCRIPTION_RESUMED, description: "New orders show up on your dashboard again." });
      await client.refetchQueries({ include: [MERCHANT_ORDERS_QUERY] }).catch(() => undefined);
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Your subscription could not be renewed. Please try again.");
    } finally {
      payment.setBusy(null);
    }
  };

  return (
    <section
      aria-label="Subscription inactive"
      className="grid gap-6 rounded-3xl border border-ember-400/40 bg-ember-500/[0.06] p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-10"
    >
      <div>
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-ember-300 uppercase">
          <CircleAlert className="size-4" aria-hidden="true" />
          Subscription inactive
        </p>
        <h2 className="mt-2 font-display text-3xl text-cream-50 uppercase">Pay again to get new orders</h2>
        <p className="mt-2 max-w-xl text-cream-100/75">{SUBSCRIPTION_INACTIVE}</p>
        <p className="mt-2 max-w-xl text-sm text-cream-100/55">
          Orders you already accepted stay yours: you can still ship them and mark them fulfilled.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Renew subscription">
        <MerchantCardInput disabled={Boolean(payment.busy)} onStateChange={payment.setCard} />
        <CardSubmitButton payment={payment} label={`Pay ${fee} & Reactivate`} />
      </form>
    </section>
  );
}
