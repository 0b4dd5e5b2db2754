import { useMutation } from "@apollo/client/react";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { CircleAlert, Receipt } from "lucide-react";
import type { FormEvent } from "react";
import { type MyDispensary, PAY_DISPENSARY_FEE_MUTATION } from "../../graphql/catalog.ts";
import { DISPENSARY_ANNUAL_RENEWAL, DISPENSARY_SIGN_ON_FEE } from "../../lib/business-constants.ts";
import { formatDate } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatMoney } from "../../lib/money.ts";
import { CardSubmitButton, useCardPayment } from "../payments/card-payment.tsx";
import { Card } from "../ui/card.tsx";
import { toast } from "../ui/toast-store.ts";
import { DispensaryCardInput } from "./dispensary-card-input.tsx";
import { PanelTitle } from "./panel-title.tsx";

export const STORE_OPENED = "Your store is open!";

const KIND_LABELS = { sign_on: "Sign-on fee", renewal: "Yearly renewal" } as const;

/**
 * A store whose fee is due (never paid) or past due (its renewal was declined) is not listed and
 * sells nothing: this says so and takes a card to pay now (payDispensaryFee).
 */
export function StoreFeeDue({ store }: { store: MyDispensary }) {
  const payment = useCardPayment();
  const [pay] = useMutation(PAY_DISPENSARY_FEE_MUTATION);
  const pastDue = store.feeStatus === "past_due";
  const amount = pastDue ? DISPENSARY_ANNUAL_RENEWAL : DISPENSARY_SIGN_ON_FEE;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy("Paying...");
    try {
      await pay({ variables: { paymentMethodId } });
      toast({ title: STORE_OPENED, description: "Shoppers find it in the marketplace again." });
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Your payment could not be made. Please try again.");
    } finally {
      payment.setBusy(null);
    }
  };

  return (
    <section
      aria-label={pastDue ? "Renewal past due" : "Sign-on fee due"}
      className="grid gap-6 rounded-3xl border border-ember-400/40 bg-ember-500/[0.06] p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-10"
    >
      <div>
        <p className="flex items-center gap-2 text-xs font-bold tracking-[0.2em] text-ember-300 uppercase">
          <CircleAlert className="size-4" aria-hidden="true" />
          {pastDue ? "Renewal past due" : "Sign-on fee due"}
        </p>
        <h2 className="mt-2 font-display text-3xl text-cream-50 uppercase">Your store is not open yet</h2>
        <p className="mt-2 max-w-xl text-cream-100/75">{pastDue ? catalogMessages.feePastDue : catalogMessages.feeDue}</p>
        <p className="mt-2 max-w-xl text-sm text-cream-100/55">
          Until then it is not listed in the marketplace
          {pastDue ? " and takes no new orders" : ", gets no designs and takes no orders"}.
        </p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Pay the store fee">
        <DispensaryCardInput disabled={Boolean(payment.busy)} onStateChange={payment.setCard} />
        <CardSubmitButton payment={payment} label={`Pay now · $${amount}`} />
      </form>
    </section>
  );
}

/** The fee at a glance: paid until when, and every receipt. */
export function StoreFeePanel({ store }: { store: MyDispensary }) {
  const payments = store.feePayments ?? [];
  return (
    <Card className="p-5 sm:p-8">
      <PanelTitle icon={Receipt}>Store fee</PanelTitle>
      <p className="mt-2 text-sm text-cream-100/65">
        {store.feeStatus === "paid"
          ? store.renewsAt
            ? `Paid. Your $${DISPENSARY_ANNUAL_RENEWAL} yearly renewal is charged on ${formatDate(store.renewsAt)}.`
            : "Paid."
          : store.feeStatus === "past_due"
            ? "Past due: your yearly renewal could not be charged."
            : `Due: $${DISPENSARY_SIGN_ON_FEE} sign-on fee.`}
      </p>
      {payments.length > 0 ? (
        <ul aria-label="Fee receipts" className="mt-5 grid gap-2">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-cream-100/10 bg-ink/30 px-4 py-3 text-sm"
            >
              <span className="font-semibold text-cream-50">{KIND_LABELS[payment.kind]}</span>
              <span className="text-cream-100/60">{formatDate(payment.paidAt)}</span>
              <span className="font-mono text-cream-50">{formatMoney(payment.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
