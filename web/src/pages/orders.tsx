import { labels } from "@highcotton/notifications/contract";
import { ChevronRight, ReceiptText, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { formatDateTime } from "../lib/format-date.ts";
import { formatMoney } from "../lib/money.ts";
import { listReceipts, receiptToken } from "../lib/receipts.ts";

/** /orders: the orders placed in this browser (shoppers have no account), newest first. */
export function OrdersPage() {
  const [receipts] = useState(listReceipts);

  if (receipts.length === 0) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={ReceiptText}
          title="No orders yet"
          description="Orders you place in this browser show up here, each with its receipt."
          actions={
            <>
              <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
                <ShoppingBag aria-hidden="true" />
                Shop the Marketplace
              </Link>
              <Link to="/orders/lookup" className={buttonClasses("outline", "lg")}>
                {labels.findMyOrder}
              </Link>
            </>
          }
        />
      </Container>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Receipts"
        title="Your Orders"
        intro="Orders placed in this browser. Open one to follow its printing."
      />
      <Container className="py-10 sm:py-12">
        <ul className="mx-auto grid max-w-3xl gap-3">
          {receipts.map((receipt) => (
            <li key={receipt.receiptPath}>
              <Link
                to={receipt.receiptPath}
                className="flex items-center gap-4 rounded-2xl border border-cream-100/10 bg-forest-900/70 p-4 transition-colors hover:border-leaf-400/40 sm:p-5"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
                  <ReceiptText className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-cream-50">Order placed {formatDateTime(receipt.placedAt)}</span>
                  <span className="block truncate font-mono text-xs text-cream-100/60">
                    {receipt.orderNumber
                      ? `Order ${receipt.orderNumber}`
                      : `Receipt ${receiptToken(receipt.receiptPath).slice(0, 12)}…`}
                  </span>
                </span>
                <span className="font-display text-2xl text-gold-400 tabular-nums">{formatMoney(receipt.total)}</span>
                <ChevronRight className="size-5 text-cream-100/40" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
