import { useQuery } from "@apollo/client/react";
import { orderRefundReasonLabels } from "@highcotton/commerce/contract";
import { Hourglass, Undo2 } from "lucide-react";
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
import { graphql } from "../../graphql/gen/gql.ts";
import type { OrdersPanelQuery } from "../../graphql/gen/graphql.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatCents } from "../../lib/money.ts";

export const ORDERS_PANEL_QUERY = graphql(`
  query OrdersPanel($first: Int, $staleOffset: Int, $refundedOffset: Int) {
    staleOrders(first: $first, offset: $staleOffset) {
      total
      olderThanHours
      items {
        id
        placedAt
        amountCents
        storeName
        shippingState
        leadReturnedAt
        leadExpiredAt
      }
    }
    refundedOrders(first: $first, offset: $refundedOffset) {
      total
      items {
        id
        placedAt
        refundedAt
        amountCents
        reason
        storeName
        shippingState
      }
    }
  }
`);

type StaleOrder = OrdersPanelQuery["staleOrders"]["items"][number];

/** Where a stale order stands: still offered, back from a print shop that did not print it, or withdrawn and being refunded. */
function staleState(order: StaleOrder): string {
  if (order.leadExpiredAt) return `Withdrawn ${formatDateTime(order.leadExpiredAt)}: refund under way`;
  if (order.leadReturnedAt) return `Returned unprinted ${formatDateTime(order.leadReturnedAt)}: re-offered`;
  return "Waiting for a print shop";
}

/**
 * The operator console's orders: paid orders no print shop has taken for longer than the re-offer
 * time, and the last 30 days' refunds with their amount and reason. Read-only: the deadline and
 * refund jobs act on them by themselves.
 */
export default function OrdersPanel() {
  const [staleOffset, setStaleOffset] = useState(0);
  const [refundedOffset, setRefundedOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(ORDERS_PANEL_QUERY, {
    variables: { first: CONSOLE_PAGE_SIZE, staleOffset, refundedOffset },
    fetchPolicy: "cache-and-network",
  });

  if (!data && loading) return <LoadingPanel label="Loading orders..." />;
  if (!data) return <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  const { staleOrders, refundedOrders } = data;
  return (
    <div className="grid gap-6">
      <ConsoleList
        icon={Hourglass}
        title={`Untaken for ${staleOrders.olderThanHours} hours or more`}
        total={staleOrders.total}
        offset={staleOffset}
        onOffset={setStaleOffset}
        empty="Every paid order was taken by a print shop in time."
      >
        <table aria-label="Stale orders" className={consoleTable}>
          <ConsoleHead columns={["Order", "Placed", "Amount", "Store", "Ships to", "Where it stands"]} />
          <tbody>
            {staleOrders.items.map((order) => (
              <tr key={order.id} className={consoleRow}>
                <td className={`${consoleCell} font-mono text-xs break-all`}>{order.id}</td>
                <td className={consoleCell}>{formatDateTime(order.placedAt)}</td>
                <td className={consoleMoneyCell}>{formatCents(order.amountCents)}</td>
                <td className={consoleCell}>{order.storeName ?? "Custom designs"}</td>
                <td className={consoleCell}>{order.shippingState}</td>
                <td className={consoleCell}>{staleState(order)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ConsoleList>
      <ConsoleList
        icon={Undo2}
        title="Refunded in the last 30 days"
        total={refundedOrders.total}
        offset={refundedOffset}
        onOffset={setRefundedOffset}
        empty="No order was refunded in the last 30 days."
      >
        <table aria-label="Refunded orders" className={consoleTable}>
          <ConsoleHead columns={["Order", "Refunded", "Amount", "Reason", "Store", "Placed"]} />
          <tbody>
            {refundedOrders.items.map((order) => (
              <tr key={order.id} className={consoleRow}>
                <td className={`${consoleCell} font-mono text-xs break-all`}>{order.id}</td>
                <td className={consoleCell}>{formatDateTime(order.refundedAt)}</td>
                <td className={consoleMoneyCell}>{formatCents(order.amountCents)}</td>
                <td className={consoleCell}>{orderRefundReasonLabels[order.reason]}</td>
                <td className={consoleCell}>{order.storeName ?? "Custom designs"}</td>
                <td className={consoleCell}>{formatDateTime(order.placedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ConsoleList>
    </div>
  );
}
