import { useQuery } from "@apollo/client/react";
import { ArrowRight, type LucideIcon, Megaphone, Printer, ReceiptText, ShoppingBag, Store, Users } from "lucide-react";
import { useState } from "react";
import { Link, Navigate } from "react-router-dom";
import { dashboardPathFor, isAdvertiser } from "../auth/account-dashboard.ts";
import { ADVERTISER_STANDING_QUERY } from "../graphql/ads.ts";
import type { CurrentUser } from "../graphql/identity.ts";
import { DISPENSARY_EARNING_PER_SHIRT, MERCHANT_EARNING_PER_SHIRT } from "../lib/business-constants.ts";
import { listReceipts } from "../lib/receipts.ts";
import { PageHeader } from "./catalog/page-header.tsx";
import { LoadingPanel } from "./catalog/status-panel.tsx";
import { LogoutAction } from "./coming-soon.tsx";
import { Container } from "./container.tsx";

interface Action {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

function shopperActions(orderCount: number): Action[] {
  return [
    {
      to: "/orders",
      icon: ReceiptText,
      title: "Your orders",
      text:
        orderCount > 0
          ? `${orderCount} ${orderCount === 1 ? "order" : "orders"} placed in this browser, each with its receipt and tracking.`
          : "Receipts and tracking for the orders you place in this browser.",
    },
    {
      to: "/society",
      icon: Users,
      title: "The society",
      text: "Talk strains, stores and shirts with the community.",
    },
    {
      to: "/marketplace",
      icon: ShoppingBag,
      title: "Shop the marketplace",
      text: "Shirts designed for dispensaries and smoke shops near you.",
    },
  ];
}

const businessActions: Action[] = [
  {
    to: "/onboard-advertiser",
    icon: Megaphone,
    title: "Become an advertiser",
    text: "Apply with your company and a monthly flyer or video plan. This account can apply.",
  },
  {
    to: "/onboard-merchant",
    icon: Printer,
    title: "Become a merchant",
    text: `Print shops earn $${MERCHANT_EARNING_PER_SHIRT} for every shirt they print and ship. Needs a Merchant account.`,
  },
  {
    to: "/onboard",
    icon: Store,
    title: "Open a store",
    text: `Dispensaries and smoke shops earn $${DISPENSARY_EARNING_PER_SHIRT} on every shirt sold. Needs a Dispensary Owner account.`,
  },
];

/**
 * /dashboard for an account that owns no store: another partner or an advertiser is taken to their
 * own dashboard; a consumer sees what they can do. Whether a consumer advertises is asked of ads;
 * when it cannot answer, the consumer's page (its "Become an advertiser" leads on all the same).
 */
export function AccountDashboard({ user }: { user: CurrentUser }) {
  const standing = useQuery(ADVERTISER_STANDING_QUERY, { skip: user.role !== "user" });
  if (user.role === "user" && !standing.data && standing.loading) return <LoadingPanel />;
  const own = dashboardPathFor(user.role, standing.data ? isAdvertiser(standing.data) : false);
  if (own !== "/dashboard") return <Navigate to={own} replace />;
  return <ConsumerDashboard user={user} />;
}

/**
 * A consumer's /dashboard: what their account can do, rather than a bounce: their orders, the
 * society, and the ways to do business here (advertising from this account; a print shop or a
 * store from an account of that type).
 */
export function ConsumerDashboard({ user }: { user: CurrentUser }) {
  // Receipts live in this browser; read once per visit.
  const [orderCount] = useState(() => listReceipts().length);
  return (
    <>
      <PageHeader
        eyebrow="Your Dashboard"
        title={`Hi, ${user.firstName ?? user.username}`}
        intro="Your orders, the community, and ways to do business with High Cotton."
        actions={<LogoutAction className="max-sm:h-11 max-sm:px-4 max-sm:text-sm" />}
      />
      <Container className="grid gap-10 py-10 sm:py-12">
        <ActionGroup title="Shop and talk" actions={shopperActions(orderCount)} />
        <ActionGroup title="Do business with us" actions={businessActions} />
      </Container>
    </>
  );
}

function ActionGroup({ title, actions }: { title: string; actions: Action[] }) {
  const id = `dashboard-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="font-display text-3xl text-cream-50 uppercase">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {actions.map(({ to, icon: Icon, title: name, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full min-w-0 flex-col gap-3 rounded-3xl border border-cream-100/10 bg-forest-900/70 p-5 transition-colors hover:border-leaf-400/45 focus-visible:border-leaf-400/60 sm:p-6"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex items-center gap-2 font-semibold text-cream-50">
                {name}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="text-sm text-cream-100/65">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
