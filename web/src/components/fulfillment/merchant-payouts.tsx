import { useMutation, useQuery } from "@apollo/client/react";
import { withdrawalRequested } from "@highcotton/fulfillment/contract";
import { Banknote, Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  MERCHANT_WITHDRAWALS_QUERY,
  type MerchantWithdrawal,
  MY_MERCHANT_QUERY,
  type MyMerchant,
  REQUEST_MERCHANT_WITHDRAWAL_MUTATION,
} from "../../graphql/fulfillment.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatMoney, isPositiveAmount } from "../../lib/money.ts";
import { PanelTitle } from "../catalog/panel-title.tsx";
import { STATUS_CLASS, STATUS_LABEL } from "../commerce/revenue-panel.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
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
      <WithdrawalHistory withdrawals={withdrawals} />
      {confirming ? <ConfirmWithdrawal amount={available} onClose={() => setConfirming(false)} /> : null}
    </Card>
  );
}

function ConfirmWithdrawal({ amount, onClose }: { amount: string; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(REQUEST_MERCHANT_WITHDRAWAL_MUTATION, {
    refetchQueries: [{ query: MERCHANT_WITHDRAWALS_QUERY }, { query: MY_MERCHANT_QUERY }],
    awaitRefetchQueries: true,
  });

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await request();
      toast({
        title: withdrawalRequested,
        description: `${formatMoney(data?.requestMerchantWithdrawal.amount ?? amount)} is on its way to you.`,
      });
      onClose();
    } catch (refused) {
      setError(graphQLErrorMessage(refused) ?? "The withdrawal wasn't requested. Please try again.");
    }
  };

  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className="max-w-md p-5 sm:p-8">
      <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight text-cream-50 uppercase">
        Withdraw {formatMoney(amount)}?
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-cream-100/65">
        Your whole available balance is paid out to you. It shows as pending until the payout is made.
      </p>
      <div className="mt-6 grid gap-4">
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={loading}>
            {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Confirm withdrawal
          </Button>
        </div>
      </div>
      <DialogCloseButton
        onClose={onClose}
        className="top-4 right-4 text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
      />
    </Dialog>
  );
}

function WithdrawalHistory({ withdrawals }: { withdrawals: readonly MerchantWithdrawal[] }) {
  return (
    <>
      <h3 className="mt-7 text-xs font-bold tracking-[0.2em] text-cream-100/45 uppercase">Withdrawal history</h3>
      {withdrawals.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-cream-100/15 bg-ink/30 p-4 text-sm text-cream-100/60">
          No withdrawals yet. What you earn is yours to withdraw as soon as an order is fulfilled.
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table aria-label="Withdrawal history" className="w-full min-w-[22rem] text-left text-sm">
            <thead className="text-xs text-cream-100/50">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Requested
                </th>
              </tr>
            </thead>
            <tbody>
              {withdrawals.map((withdrawal) => (
                <tr key={withdrawal.id} className="border-t border-cream-100/8">
                  <td className="py-2.5 pr-3 font-semibold text-cream-50 tabular-nums">{formatMoney(withdrawal.amount)}</td>
                  <td className="py-2.5 pr-3">
                    <span
                      className={cn(
                        "inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold",
                        STATUS_CLASS[withdrawal.status],
                      )}
                    >
                      {STATUS_LABEL[withdrawal.status]}
                    </span>
                  </td>
                  <td className="py-2.5 text-cream-100/70">{formatDate(withdrawal.requestedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
