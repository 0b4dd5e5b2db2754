import { useMutation, useQuery } from "@apollo/client/react";
import { STRIPE_ACCOUNT_ID_INPUT_MAX } from "@highcotton/commerce/contract";
import { withdrawalRequested } from "@highcotton/fulfillment/contract";
import { Banknote } from "lucide-react";
import { useEffect, useState } from "react";
import {
  MERCHANT_PAYMENT_SETTINGS_QUERY,
  MERCHANT_WITHDRAWALS_QUERY,
  MY_MERCHANT_QUERY,
  type MyMerchant,
  REQUEST_MERCHANT_WITHDRAWAL_MUTATION,
} from "../../graphql/fulfillment.ts";
import { formatMoney, isPositiveAmount } from "../../lib/money.ts";
import { PanelTitle } from "../catalog/panel-title.tsx";
import { WithdrawDialog } from "../payouts/withdraw-dialog.tsx";
import { WithdrawalHistory } from "../payouts/withdrawal-history.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { toast } from "../ui/toast-store.ts";

/** While a withdrawal waits for the payout job, the history is asked again this often. */
export const PENDING_PAYOUT_POLL_MS = 10_000;

/**
 * The merchant's payouts: Withdraw pays out the whole available balance (disabled at $0, confirmed
 * first), and the history shows each withdrawal pending until it is paid, then completed.
 */
export function MerchantPayouts({ merchant }: { merchant: MyMerchant }) {
  const [confirming, setConfirming] = useState(false);
  const history = useQuery(MERCHANT_WITHDRAWALS_QUERY, { fetchPolicy: "cache-and-network" });
  const withdrawals = history.data?.merchantWithdrawals ?? [];
  const waiting = withdrawals.some((withdrawal) => withdrawal.status !== "completed");
  const { startPolling, stopPolling } = history;
  // Only while a payout is on its way: the job completes it within a minute or two.
  useEffect(() => {
    if (waiting) startPolling(PENDING_PAYOUT_POLL_MS);
    else stopPolling();
  }, [waiting, startPolling, stopPolling]);
  const available = merchant.availableBalance;

  return (
    // min-w-0: the history's table scrolls inside the card instead of widening the page on a phone.
    <Card className="flex min-w-0 flex-col p-5 sm:p-8">
      <PanelTitle icon={Banknote}>Payouts</PanelTitle>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
        <div>
          <p className="text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">Available to withdraw</p>
          <p className="mt-2 font-display text-3xl text-gold-400 tabular-nums">{formatMoney(available)}</p>
          {isPositiveAmount(available) ? null : <p className="mt-2 text-xs text-cream-100/50">Nothing to withdraw yet.</p>}
        </div>
        <Button onClick={() => setConfirming(true)} disabled={!isPositiveAmount(available)}>
          <Banknote aria-hidden="true" />
          Withdraw
        </Button>
      </div>
      <WithdrawalHistory
        withdrawals={withdrawals.map((withdrawal) => ({ ...withdrawal, date: withdrawal.requestedAt }))}
        dateLabel="Requested"
        emptyText="No withdrawals yet. What you earn is yours to withdraw as soon as an order is fulfilled."
      />
      {confirming ? <ConfirmWithdrawal amount={available} onClose={() => setConfirming(false)} /> : null}
    </Card>
  );
}

/** The withdraw dialog, asking for the Stripe account when payouts go through Stripe Connect. */
function ConfirmWithdrawal({ amount, onClose }: { amount: string; onClose: () => void }) {
  const settings = useQuery(MERCHANT_PAYMENT_SETTINGS_QUERY);
  const [request, { loading }] = useMutation(REQUEST_MERCHANT_WITHDRAWAL_MUTATION, {
    refetchQueries: [{ query: MERCHANT_WITHDRAWALS_QUERY }, { query: MY_MERCHANT_QUERY }],
    awaitRefetchQueries: true,
  });

  const withdraw = async (stripeAccountId: string | undefined) => {
    const { data } = await request({ variables: { stripeAccountId: stripeAccountId ?? null } });
    toast({
      title: withdrawalRequested,
      description: `${formatMoney(data?.requestMerchantWithdrawal.amount ?? amount)} is on its way to you.`,
    });
    onClose();
  };

  return (
    <WithdrawDialog
      amount={amount}
      askStripeAccount={settings.data?.merchantPaymentSettings.payoutProvider === "stripe_connect"}
      stripeAccountMaxLength={STRIPE_ACCOUNT_ID_INPUT_MAX}
      requesting={loading || settings.loading}
      request={withdraw}
      onClose={onClose}
    />
  );
}
