import { useQuery } from "@apollo/client/react";
import { BadgeDollarSign, Clock, QrCode, Shirt, ShoppingBag, Sparkles, Wallet } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { BusinessLocation } from "../components/business-location.tsx";
import { BrandKitPanel } from "../components/catalog/brand-kit-panel.tsx";
import { BusinessTypeBadge } from "../components/catalog/business-type-badge.tsx";
import { DesignsPanel } from "../components/catalog/dashboard-designs.tsx";
import { QrPanel } from "../components/catalog/dashboard-qr.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { StoreFeeDue, StoreFeePanel } from "../components/catalog/store-fee.tsx";
import { LogoutAction } from "../components/coming-soon.tsx";
import { HOLDING_DAYS, RevenuePanel } from "../components/commerce/revenue-panel.tsx";
import { StoreMentions } from "../components/community/store-mentions.tsx";
import { AccountDashboard } from "../components/consumer-dashboard.tsx";
import { Container } from "../components/container.tsx";
import { StatCard } from "../components/stat-card.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { MY_DISPENSARY_QUERY, type MyDispensary } from "../graphql/catalog.ts";
import { STORE_MONEY_QUERY } from "../graphql/commerce.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "../lib/browser-navigation.ts";
import {
  DISPENSARY_EARNING_PER_SHIRT,
  DISPENSARY_INITIAL_DESIGNS,
  DISPENSARY_MONTHLY_NEW_DESIGNS,
  SHIRT_PRICE,
} from "../lib/business-constants.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";

/** What "Your earnings" counts: the store's share of each shirt sold, not the shirts' price. */
export const EARNINGS_HINT = `$${DISPENSARY_EARNING_PER_SHIRT} for every shirt sold from your store`;

/** While designs or the QR code are being made, the dashboard asks again this often. */
export const DASHBOARD_POLL_MS = 3000;

/**
 * SPEC §2 /dashboard: the dispensary owner's store at a glance. Any other account is taken to its
 * own dashboard, and a consumer sees what they can do.
 */
export function DashboardPage() {
  const signedIn = useSignInRequired();
  const { user } = useAuth();
  if (!signedIn || !user) return <LoadingPanel label="Redirecting to sign in..." />;
  if (user.role !== "dispensary") return <AccountDashboard user={user} />;
  return <OwnerDashboard />;
}

function OwnerDashboard() {
  const navigate = useNavigate();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MY_DISPENSARY_QUERY);
  const store = data?.myDispensary;
  const missing = data !== undefined && store === null;
  const signedOut = hasErrorCode(error, "UNAUTHENTICATED");
  const generating = store?.generation.status === "generating";
  const waiting = Boolean(store && (generating || store.qrCodeUrl === null));

  useEffect(() => {
    if (missing) navigate("/", { replace: true });
  }, [missing, navigate]);
  useEffect(() => {
    if (signedOut) browserNavigation.assign(LOGIN_ENDPOINT);
  }, [signedOut]);
  useEffect(() => {
    if (!waiting) return;
    startPolling(DASHBOARD_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  // Tell the owner when the designs they were waiting for have landed.
  const previousStatus = useRef(store?.generation.status);
  useEffect(() => {
    const status = store?.generation.status;
    if (previousStatus.current === "generating" && status === "completed") {
      toast({ title: "Your designs are ready!", description: "Your store page now shows your new shirts." });
    }
    previousStatus.current = status;
  }, [store?.generation.status]);

  if (signedOut) return <LoadingPanel label="Redirecting to sign in..." />;
  if (loading && !data) return <LoadingPanel />;
  if (error && !data) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!store) return <LoadingPanel />;
  return <Dashboard store={store} />;
}

function Dashboard({ store }: { store: MyDispensary }) {
  // Commerce's fields on the same store; asked on each visit, since sales land at any time.
  const { data: moneyData } = useQuery(STORE_MONEY_QUERY, { fetchPolicy: "cache-and-network" });
  const money = moneyData?.myDispensary;
  return (
    <>
      <PageHeader
        eyebrow="Dispensary Dashboard"
        title={store.name}
        actions={
          <>
            <Link
              to="/marketplace"
              className={buttonClasses("outline", "lg", "max-sm:h-11 max-sm:flex-1 max-sm:px-4 max-sm:text-sm")}
            >
              <ShoppingBag aria-hidden="true" />
              View Marketplace
            </Link>
            <LogoutAction className="max-sm:h-11 max-sm:px-4 max-sm:text-sm" />
          </>
        }
      >
        <BusinessLocation city={store.city} state={store.state} address={store.address} zip={store.zipCode}>
          <BusinessTypeBadge type={store.businessType} />
        </BusinessLocation>
      </PageHeader>

      <Container className="grid gap-6 py-10 sm:py-12">
        {store.feeStatus === "due" || store.feeStatus === "past_due" ? <StoreFeeDue store={store} /> : null}
        <section aria-label="Store totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatCard
            icon={BadgeDollarSign}
            label="Your earnings"
            value={formatMoney(money?.totalRevenue ?? store.totalRevenue)}
            note={EARNINGS_HINT}
          />
          <StatCard
            icon={Wallet}
            label="Available balance"
            value={formatMoney(money?.availableBalance ?? store.availableBalance)}
            tone="gold"
          />
          <StatCard icon={Shirt} label="Designs" value={String(store.designCount)} />
          <StatCard
            icon={Clock}
            label="Pending withdrawals"
            value={money ? String(money.pendingWithdrawalCount ?? 0) : "—"}
            tone={money ? "plain" : "muted"}
          />
        </section>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <DesignsPanel store={store} />
          <QrPanel store={store} />
        </div>

        <BrandKitPanel storeId={store.id} />

        <div className="grid gap-6 lg:grid-cols-2">
          <RevenuePanel money={money} />
          <StoreMentions storeName={store.name} />
        </div>

        <StoreFeePanel store={store} />

        <HowItWorks />
      </Container>
    </>
  );
}

const steps = [
  {
    icon: Sparkles,
    title: "Get your designs",
    text: `${DISPENSARY_INITIAL_DESIGNS} AI designs carrying your brand, then ${DISPENSARY_MONTHLY_NEW_DESIGNS} new ones every month.`,
  },
  {
    icon: QrCode,
    title: "Share your QR code",
    text: "Put it on the counter, your flyers and socials. It opens your store page.",
  },
  {
    icon: Shirt,
    title: "Customers order",
    text: `Shirts sell for $${SHIRT_PRICE}; a local print shop makes and ships each one.`,
  },
  {
    icon: Wallet,
    title: "You earn",
    text: `$${DISPENSARY_EARNING_PER_SHIRT} per shirt, available to withdraw after a ${HOLDING_DAYS}-day hold.`,
  },
] as const;

function HowItWorks() {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="font-display text-3xl text-cream-50 uppercase">How it works</h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-2xl border border-cream-100/10 bg-ink/30 p-5">
            <span className="absolute top-4 right-5 font-display text-4xl text-cream-100/10" aria-hidden="true">
              {index + 1}
            </span>
            <span className="grid size-10 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="mt-4 font-semibold text-cream-50">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </p>
            <p className="mt-1 text-sm text-cream-100/60">{text}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
