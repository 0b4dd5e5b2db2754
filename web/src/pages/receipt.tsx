import { useQuery } from "@apollo/client/react";
import { labels as notificationLabels } from "@highcotton/notifications/contract";
import { ArrowLeft, CreditCard, MapPin, ReceiptText, Wallet } from "lucide-react";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { FulfillmentProgress } from "../components/commerce/fulfillment-progress.tsx";
import { OrderTotals } from "../components/commerce/order-totals.tsx";
import { ShipmentTracking } from "../components/commerce/shipment-tracking.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { RECEIPT_QUERY, type Receipt } from "../graphql/commerce.ts";
import { formatDateTime } from "../lib/format-date.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";
import { orderNumberOf } from "../lib/receipts.ts";
import { shirtColorLabel } from "../lib/shirt-colors.ts";

/** While a receipt is open its printing progress is asked again this often. */
export const RECEIPT_REFRESH_MS = 15_000;

const PAYMENT_STATUS = { pending: "Pending", paid: "Paid", refunded: "Refunded" } as const;
const PAYMENT_METHOD = { stripe: "Credit card", paypal: "PayPal" } as const;

/** /orders/:token: an order's receipt, reachable by its token only. */
export function ReceiptPage() {
  const { token = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(RECEIPT_QUERY, {
    variables: { token },
    fetchPolicy: "cache-and-network",
    pollInterval: RECEIPT_REFRESH_MS,
  });

  if (data && !data.receipt) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={ReceiptText}
          tone="gold"
          title="Receipt Not Found"
          description="We couldn't find an order for this link. Check that you copied the whole address."
          actions={
            <>
              <Link to="/orders/lookup" className={buttonClasses("primary", "lg")}>
                {notificationLabels.findMyOrder}
              </Link>
              <Link to="/orders" className={buttonClasses("outline", "lg")}>
                Your orders
              </Link>
            </>
          }
        />
      </Container>
    );
  }
  if (data?.receipt) return <ReceiptView order={data.receipt} />;
  if (error) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return loading ? <LoadingPanel label="Loading your receipt..." /> : null;
}

function ReceiptView({ order }: { order: Receipt }) {
  const PaymentIcon = order.paymentMethod === "paypal" ? Wallet : CreditCard;
  return (
    <>
      <PageHeader
        eyebrow="Receipt"
        title="Your Order"
        intro={`Placed ${formatDateTime(order.createdAt)} · Order ${orderNumberOf(order.id)}`}
        back={
          <Link
            to="/orders"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-cream-100/65 transition-colors hover:text-leaf-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Your orders
          </Link>
        }
      />
      <Container className="grid gap-6 py-10 sm:py-12">
        <Card className="p-5 sm:p-7">
          <h2 className="mb-5 font-display text-2xl text-cream-50 uppercase sm:text-3xl">Progress</h2>
          <FulfillmentProgress
            status={order.fulfillmentStatus}
            dates={{ pending: order.createdAt, assigned: order.acceptedAt, fulfilled: order.fulfilledAt }}
          />
          {order.tracking ? <ShipmentTracking tracking={order.tracking} /> : null}
        </Card>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Card className="p-5 sm:p-7">
            <h2 className="font-display text-2xl text-cream-50 uppercase sm:text-3xl">Items</h2>
            <ul className="mt-5 grid gap-4" aria-label="Items">
              {order.items.map((item) => (
                <li key={`${item.designId}-${item.size}-${item.color}`} className="flex items-center gap-4">
                  <img
                    src={item.frontImageUrl}
                    alt={item.designName}
                    width={600}
                    height={600}
                    className="size-16 shrink-0 rounded-xl bg-forest-950 object-cover sm:size-20"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-cream-50">{item.designName}</span>
                    <span className="block text-sm text-cream-100/60">
                      {shirtColorLabel(item.color)} · Size {item.size} · {item.quantity} × {formatMoney(item.price)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
            <OrderTotals
              subtotal={order.totalAmount}
              shipping="0.00"
              total={order.totalAmount}
              className="mt-6 border-t border-cream-100/10 pt-5"
            />
          </Card>
          <div className="grid gap-6">
            <Card className="p-5 sm:p-7">
              <h2 className="font-display text-2xl text-cream-50 uppercase">Payment</h2>
              <dl className="mt-4 grid gap-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-cream-100/65">Method</dt>
                  <dd className="inline-flex items-center gap-1.5 font-semibold text-cream-50">
                    <PaymentIcon className="size-4 text-leaf-300" aria-hidden="true" />
                    {PAYMENT_METHOD[order.paymentMethod]}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-cream-100/65">Status</dt>
                  <dd className="font-semibold text-leaf-300">{PAYMENT_STATUS[order.paymentStatus]}</dd>
                </div>
              </dl>
            </Card>
            <Card className="p-5 sm:p-7">
              <h2 className="flex items-center gap-2 font-display text-2xl text-cream-50 uppercase">
                <MapPin className="size-5 text-leaf-300" aria-hidden="true" />
                Shipping to
              </h2>
              <address className="mt-4 text-sm leading-relaxed text-cream-100/80 not-italic">
                <span className="font-semibold text-cream-50">{order.customerName}</span>
                <br />
                {order.shippingAddress}
                <br />
                {order.shippingCity}, {order.shippingState} {order.shippingZip}
                <br />
                <span className="text-cream-100/60">{order.customerEmail}</span>
              </address>
            </Card>
          </div>
        </div>
      </Container>
    </>
  );
}
