import { labels } from "@highcotton/notifications/contract";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { Container } from "../components/container.tsx";
import { FindMyOrderForm } from "../components/notifications/find-my-order-form.tsx";
import { Card } from "../components/ui/card.tsx";

/** /orders/lookup: receipts from another browser, mailed to the email used at checkout. */
export function OrderLookupPage() {
  return (
    <>
      <PageHeader eyebrow="Receipts" title={labels.findMyOrder} intro={labels.lookupIntro} />
      <Container className="py-10 sm:py-12">
        <Card className="mx-auto max-w-md p-6 sm:p-8">
          <FindMyOrderForm />
        </Card>
      </Container>
    </>
  );
}
