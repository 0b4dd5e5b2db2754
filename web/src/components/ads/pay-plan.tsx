import { useMutation } from "@apollo/client/react";
import { CreditCard } from "lucide-react";
import type { FormEvent } from "react";
import { type MyAdvertiser, PAY_ADVERTISING_PLAN_MUTATION } from "../../graphql/ads.ts";
import { graphQLErrorMessage, hasErrorCode } from "../../lib/graphql-errors.ts";
import { CardSubmitButton, useCardPayment } from "../payments/card-payment.tsx";
import { toast } from "../ui/toast-store.ts";
import { AdvertiserCardInput } from "./advertiser-card-input.tsx";
import { monthlyPrice, subscriptionNote } from "./advertiser-format.ts";

export const PLAN_PAID = "Your plan is paid";

/**
 * The plan is not paid (a new advertiser, a failed renewal, a canceled plan): a card pays the
 * month now and every month after (payAdvertisingPlan), and the ads waiting go live.
 */
export function PayPlan({ advertiser, onPaid }: { advertiser: MyAdvertiser; onPaid: () => void }) {
  const payment = useCardPayment();
  const [pay] = useMutation(PAY_ADVERTISING_PLAN_MUTATION);
  const price = monthlyPrice(advertiser.plan);
  const lapsed = advertiser.subscriptionStatus !== "unpaid";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy("Paying your plan...");
    try {
      const { data } = await pay({ variables: { paymentMethodId } });
      const live = data?.payAdvertisingPlan.advertisements.some((ad) => ad.status === "active");
      toast({
        title: PLAN_PAID,
        description: live
          ? "Your ads are live on the marketplace and store pages."
          : "Upload your ad and it goes live on the marketplace and store pages.",
      });
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Your plan could not be paid. Please try again.");
      // Paid from another tab meanwhile: show it.
      if (hasErrorCode(error, "CONFLICT")) onPaid();
    } finally {
      payment.setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="pay-plan-title"
      className="grid gap-6 rounded-3xl border border-gold-400/35 bg-gold-400/[0.05] p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-10"
    >
      <div>
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-gold-400 uppercase">
          <CreditCard className="size-4" aria-hidden="true" />
          {subscriptionNote(advertiser)}
        </p>
        <h2 id="pay-plan-title" className="mt-2 font-display text-3xl text-cream-50 uppercase">
          {lapsed ? "Pay again to run your ads" : "Pay your plan"}
        </h2>
        <p className="mt-2 max-w-xl text-cream-100/75">
          {advertiser.plan.label}: {price}, charged today and every month after. Your ads run on the marketplace and store pages
          while the plan is paid.
        </p>
        <p className="mt-2 max-w-xl text-sm text-cream-100/55">Card details go straight to the card provider.</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Pay your plan">
        <AdvertiserCardInput disabled={Boolean(payment.busy)} onStateChange={payment.setCard} />
        <CardSubmitButton payment={payment} label={`Pay ${price}`} waitingNote="Enter your card to pay." />
      </form>
    </section>
  );
}
