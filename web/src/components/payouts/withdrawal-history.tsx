import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { formatMoney } from "../../lib/money.ts";

type WithdrawalStatus = "pending" | "completed" | "failed";

/** A withdrawal's status as the dashboards show it (stores' and print merchants' alike). */
export const STATUS_LABEL: Record<WithdrawalStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Retrying",
};
export const STATUS_CLASS: Record<WithdrawalStatus, string> = {
  pending: "border-gold-400/35 bg-gold-400/10 text-gold-400",
  completed: "border-leaf-400/35 bg-leaf-400/10 text-leaf-300",
  failed: "border-ember-400/40 bg-ember-500/10 text-ember-300",
};

export interface WithdrawalHistoryRow {
  id: string;
  /** USD as a decimal string. */
  amount: string;
  status: WithdrawalStatus;
  /** The day the history shows for it (a store's eligible date, a merchant's request). */
  date: string;
}

/**
 * The history under a payouts panel: each withdrawal's amount, status and one date, newest first
 * as the server answers them; `emptyText` says what to expect before the first withdrawal.
 */
export function WithdrawalHistory({
  withdrawals,
  dateLabel,
  emptyText,
}: {
  withdrawals: readonly WithdrawalHistoryRow[];
  dateLabel: string;
  emptyText: string;
}) {
  return (
    <>
      <h3 className="mt-7 text-xs font-bold tracking-[0.2em] text-cream-100/60 uppercase">Withdrawal history</h3>
      {withdrawals.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-cream-100/15 bg-ink/30 p-4 text-sm text-cream-100/60">
          {emptyText}
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
                  {dateLabel}
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
                  <td className="py-2.5 text-cream-100/70">{formatDate(withdrawal.date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
