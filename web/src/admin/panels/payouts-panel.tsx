import { useQuery } from "@apollo/client/react";
import { Landmark, Printer } from "lucide-react";
import { useState } from "react";
import { LoadError, LoadingPanel } from "../../components/catalog/status-panel.tsx";
import {
  CONSOLE_PAGE_SIZE,
  ConsoleHead,
  ConsoleList,
  consoleCell,
  consoleMoneyCell,
  consoleRow,
  consoleTable,
} from "../../components/operator/console-list.tsx";
import { STATUS_CLASS, STATUS_LABEL } from "../../components/payouts/withdrawal-history.tsx";
import { graphql } from "../../graphql/gen/gql.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatCents } from "../../lib/money.ts";

export const PAYOUTS_PANEL_QUERY = graphql(`
  query PayoutsPanel($first: Int, $storesOffset: Int, $merchantsOffset: Int) {
    unpaidStoreWithdrawals(first: $first, offset: $storesOffset) {
      total
      items {
        id
        storeName
        amountCents
        status
        attempts
        lastError
        requestedAt
        nextAttemptAt
      }
    }
    unpaidMerchantWithdrawals(first: $first, offset: $merchantsOffset) {
      total
      items {
        id
        businessName
        username
        amountCents
        status
        attempts
        lastError
        requestedAt
        nextAttemptAt
      }
    }
  }
`);

/** What both lists show of a withdrawal the payout job has not paid. */
interface UnpaidRow {
  id: string;
  payee: string;
  amountCents: number;
  status: "pending" | "completed" | "failed";
  attempts: number;
  lastError: string | null;
  requestedAt: string;
  nextAttemptAt: string;
}

const COLUMNS = ["Payee", "Amount", "Status", "Requested", "Tries", "Next try", "Last error"] as const;

function UnpaidTable({ label, rows }: { label: string; rows: readonly UnpaidRow[] }) {
  return (
    <table aria-label={label} className={consoleTable}>
      <ConsoleHead columns={COLUMNS} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={consoleRow}>
            <td className={consoleCell}>{row.payee}</td>
            <td className={consoleMoneyCell}>{formatCents(row.amountCents)}</td>
            <td className={consoleCell}>
              <span className={cn("inline-flex rounded-full border px-2.5 py-0.5 text-xs font-bold", STATUS_CLASS[row.status])}>
                {STATUS_LABEL[row.status]}
              </span>
            </td>
            <td className={consoleCell}>{formatDateTime(row.requestedAt)}</td>
            <td className={`${consoleCell} tabular-nums`}>{row.attempts}</td>
            <td className={consoleCell}>{formatDateTime(row.nextAttemptAt)}</td>
            <td className={`${consoleCell} max-w-xs break-words text-ember-300`}>{row.lastError ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The operator console's payouts: the stores' and the print merchants' withdrawals the payout
 * jobs have not paid yet, with a failed payout's error and when it is tried again. Read-only: the
 * jobs retry by themselves (see the payments runbook for fixing a payee's account).
 */
export default function PayoutsPanel() {
  const [storesOffset, setStoresOffset] = useState(0);
  const [merchantsOffset, setMerchantsOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(PAYOUTS_PANEL_QUERY, {
    variables: { first: CONSOLE_PAGE_SIZE, storesOffset, merchantsOffset },
    fetchPolicy: "cache-and-network",
  });

  if (!data && loading) return <LoadingPanel label="Loading payouts..." />;
  if (!data) return <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  const stores = data.unpaidStoreWithdrawals;
  const merchants = data.unpaidMerchantWithdrawals;
  return (
    <div className="grid gap-6">
      <ConsoleList
        icon={Landmark}
        title="Stores' unpaid withdrawals"
        total={stores.total}
        offset={storesOffset}
        onOffset={setStoresOffset}
        empty="Every store's withdrawal is paid."
      >
        <UnpaidTable
          label="Stores' unpaid withdrawals"
          rows={stores.items.map((row) => ({ ...row, payee: row.storeName ?? "Unknown store" }))}
        />
      </ConsoleList>
      <ConsoleList
        icon={Printer}
        title="Print merchants' unpaid withdrawals"
        total={merchants.total}
        offset={merchantsOffset}
        onOffset={setMerchantsOffset}
        empty="Every print merchant's withdrawal is paid."
      >
        <UnpaidTable
          label="Print merchants' unpaid withdrawals"
          rows={merchants.items.map((row) => ({
            ...row,
            payee: row.username ? `${row.businessName} (${row.username})` : row.businessName,
          }))}
        />
      </ConsoleList>
    </div>
  );
}
