import { useMutation, useQuery } from "@apollo/client/react";
import { STRIPE_ACCOUNT_ID_INPUT_MAX } from "@highcotton/commerce/contract";
import { CalendarClock, Undo2, Wallet } from "lucide-react";
import { useState } from "react";
import {
  PAYMENT_SETTINGS_QUERY,
  REQUEST_WITHDRAWAL_MUTATION,
  STORE_MONEY_QUERY,
  type StoreMoney,
} from "../../graphql/commerce.ts";
import { DISPENSARY_EARNING_PER_SHIRT } from "../../lib/business-constants.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatMoney, isPositiveAmount } from "../../lib/money.ts";
import { PanelTitle } from "../catalog/panel-title.tsx";
import { WithdrawDialog } from "../payouts/withdraw-dialog.tsx";
import { WithdrawalHistory } from "../payouts/withdrawal-history.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { toast } from "../ui/toast-store.ts";

/** SPEC §9: earnings are held 90 days before withdrawal. */
export const HOLDING_DAYS = 90;

/**
 * SPEC §2 /dashboard revenue and withdrawals: held earnings with the day the next ones become
 * available (an order's earnings also wait for it to be printed), 'Request Withdrawal' (confirmed, asking
 * for the store's Stripe account when payouts go through Stripe Connect) while the
 * available balance is above 0, what refunds reversed, and the history (amount, status, eligible
 * date).
 */
export function RevenuePanel({ money }: { money: StoreMoney | null | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const settings = useQuery(PAYMENT_SETTINGS_QUERY);
  const [request, { loading }] = useMutation(REQUEST_WITHDRAWAL_MUTATION, {
    refetchQueries: [{ query: STORE_MONEY_QUERY }],
    awaitRefetchQueries: true,
  });
  const withdrawals = money?.withdrawals ?? [];
  const available = money?.availableBalance ?? "0.00";
  const held = money?.heldBalance ?? "0.00";
  const reversed = money?.reversedRevenue ?? "0.00";

  const requestWithdrawal = async (dispensaryId: string, stripeAccountId: string | undefined) => {
    const { data } = await request({ variables: { input: { dispensaryId, ...(stripeAccountId && { stripeAccountId }) } } });
    toast({
      title: "Withdrawal requested",
      description: `${formatMoney(data?.requestWithdrawal.amount ?? available)} is on its way to you.`,
    });
    setConfirming(false);
  };

  return (
    <Card className="flex flex-col p-5 sm:p-8">
      <PanelTitle icon={Wallet}>Revenue & Withdrawals</PanelTitle>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
          <p className="text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">Available now</p>
          <p className="mt-2 font-display text-3xl text-gold-400 tabular-nums">{formatMoney(available)}</p>
          {isPositiveAmount(available) ? (
            <Button size="sm" className="mt-3" onClick={() => setConfirming(true)}>
              Request Withdrawal
            </Button>
          ) : (
            <p className="mt-2 text-xs text-cream-100/50">Nothing to withdraw yet.</p>
          )}
        </div>
        <div className="rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
          <p className="text-xs font-bold tracking-[0.15em] text-cream-100/55 uppercase">Held earnings</p>
          <p className="mt-2 font-display text-3xl text-cream-50 tabular-nums">{formatMoney(held)}</p>
          <p className="mt-2 flex items-center gap-1.5 text-xs text-cream-100/60">
            <CalendarClock className="size-3.5 shrink-0 text-leaf-300" aria-hidden="true" />
            {money?.nextEligibleAt
              ? `Next available ${formatDate(money.nextEligibleAt)}`
              : `$${DISPENSARY_EARNING_PER_SHIRT} a shirt, held ${HOLDING_DAYS} days`}
          </p>
          <p className="mt-1 text-xs text-cream-100/50">Released once the order is printed.</p>
        </div>
      </div>
      {isPositiveAmount(reversed) ? (
        <p className="mt-3 flex items-center gap-1.5 rounded-2xl border border-ember-400/25 bg-ember-500/10 px-4 py-3 text-sm text-ember-300">
          <Undo2 className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Reversed <span className="font-semibold tabular-nums">{formatMoney(reversed)}</span>: orders refunded because no print
            shop made them in time.
          </span>
        </p>
      ) : null}

      {confirming && money ? (
        <WithdrawDialog
          amount={available}
          askStripeAccount={settings.data?.paymentSettings.payoutProvider === "stripe_connect"}
          stripeAccountMaxLength={STRIPE_ACCOUNT_ID_INPUT_MAX}
          requesting={loading || settings.loading}
          request={(stripeAccountId) => requestWithdrawal(money.id, stripeAccountId)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      <WithdrawalHistory
        withdrawals={withdrawals.map((withdrawal) => ({ ...withdrawal, date: withdrawal.eligibleAt }))}
        dateLabel="Eligible"
        emptyText={`No withdrawals yet. Earnings become available ${HOLDING_DAYS} days after each sale.`}
      />
    </Card>
  );
}
