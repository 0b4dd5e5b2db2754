import { useQuery } from "@apollo/client/react";
import { Loader2, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { BusinessLocation } from "../components/business-location.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { LogoutAction } from "../components/coming-soon.tsx";
import { Container } from "../components/container.tsx";
import { ActiveOrders } from "../components/fulfillment/active-orders.tsx";
import { AvailableOrders } from "../components/fulfillment/available-orders.tsx";
import { CompletedOrders } from "../components/fulfillment/completed-orders.tsx";
import { MerchantPayouts } from "../components/fulfillment/merchant-payouts.tsx";
import { MerchantStats } from "../components/fulfillment/merchant-stats.tsx";
import { MerchantSubscriptionPanel } from "../components/fulfillment/merchant-subscription-panel.tsx";
import { ResumeSubscription } from "../components/fulfillment/resume-subscription.tsx";
import { useLeadActions } from "../components/fulfillment/use-lead-actions.ts";
import { useMerchantOrders } from "../components/fulfillment/use-merchant-orders.ts";
import { Button } from "../components/ui/button.tsx";
import { MY_MERCHANT_QUERY, type MyMerchant } from "../graphql/fulfillment.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "../lib/browser-navigation.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";

/** SPEC §2 /merchant-dashboard: the print shop's subscription, money and leads. */
export function MerchantDashboardPage() {
  const signedIn = useSignInRequired();
  if (!signedIn) return <LoadingPanel label="Redirecting to sign in..." />;
  return <MerchantHome />;
}

function MerchantHome() {
  const navigate = useNavigate();
  // Asked on each visit: earnings and the subscription change while the merchant is away.
  const { data, loading, error, refetch } = useQuery(MY_MERCHANT_QUERY, { fetchPolicy: "cache-and-network" });
  const merchant = data?.myMerchant;
  const missing = data !== undefined && merchant === null;
  const signedOut = hasErrorCode(error, "UNAUTHENTICATED");

  useEffect(() => {
    if (missing) navigate("/onboard-merchant", { replace: true });
  }, [missing, navigate]);
  useEffect(() => {
    if (signedOut) browserNavigation.assign(LOGIN_ENDPOINT);
  }, [signedOut]);

  if (signedOut) return <LoadingPanel label="Redirecting to sign in..." />;
  if (loading && !data) return <LoadingPanel />;
  if (error && !data) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!merchant) return <LoadingPanel label="Opening merchant sign-up..." />;
  return <Dashboard merchant={merchant} />;
}

function Dashboard({ merchant }: { merchant: MyMerchant }) {
  const orders = useMerchantOrders();
  const lists = orders.data?.merchantOrders;
  const actions = useLeadActions();

  return (
    <>
      <PageHeader
        eyebrow="Merchant Dashboard"
        title={merchant.businessName}
        actions={<LogoutAction className="max-sm:h-11 max-sm:px-4 max-sm:text-sm" />}
      >
        <BusinessLocation city={merchant.city} state={merchant.state} address={merchant.address} zip={merchant.zip} />
      </PageHeader>

      <Container className="grid gap-10 py-10 sm:py-12">
        <MerchantStats merchant={merchant} />
        {merchant.isActive ? <MerchantSubscriptionPanel merchant={merchant} /> : <ResumeSubscription merchant={merchant} />}
        <MerchantPayouts merchant={merchant} />
        {lists ? (
          <>
            <AvailableOrders
              state={merchant.state}
              leads={actions.offered(lists.pending)}
              subscriptionActive={merchant.isActive}
              isBusy={actions.isBusy}
              onAccept={(orderId) => void actions.run("accept", orderId)}
              onShowMore={orders.hasMore ? orders.showMore : undefined}
            />
            <ActiveOrders
              leads={lists.active}
              isBusy={actions.isBusy}
              onFulfill={(orderId, tracking) => actions.run("fulfill", orderId, tracking)}
            />
            <CompletedOrders leads={lists.fulfilled} />
          </>
        ) : orders.error ? (
          <div className="grid justify-items-start gap-3 rounded-3xl border border-ember-400/30 bg-ember-500/8 p-5 sm:p-8">
            <p className="text-cream-100/80">
              {graphQLErrorMessage(orders.error) ?? "Your orders could not be loaded. Check your connection and try again."}
            </p>
            <Button variant="outline" onClick={() => void orders.refetch().catch(() => undefined)}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-cream-100/65">
            <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
            Loading orders...
          </p>
        )}
      </Container>
    </>
  );
}
