import type { ApolloClient } from "@apollo/client";
import { type ComponentType, lazy, type ReactElement, Suspense, useState } from "react";
import { matchPath, Route, Routes } from "react-router-dom";
import { AppShell } from "./components/app-shell.tsx";
import { LoadingScreen } from "./components/loading-screen.tsx";
import { useDocumentTitle } from "./lib/document-title.ts";
import {
  type PagePrefetch,
  prefetchCheckout,
  prefetchMarketplace,
  prefetchSessionCart,
  prefetchStore,
} from "./lib/page-prefetch.ts";

interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's code (and the chunks it imports) now; the same download the route would start. */
  preload: () => Promise<unknown>;
  /** Asks for the data the page shows first (lib/page-prefetch.ts), for pages whose first screen waits for it. */
  prefetch?: PagePrefetch;
}

/**
 * A page whose code is fetched the first time its route is shown, so the first visit downloads
 * only the shell and that page. Each page file keeps its named export. A page whose code has
 * already arrived (preloaded at start-up) renders at once instead of suspending: a suspended page
 * is shown no sooner than React's reveal throttle allows, long after its code is there.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  prefetch?: PagePrefetch,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        // A failed download may be tried again (the page's load boundary offers a reload).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await preload())[name] }));
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the page.
  const Page = () => {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  };
  return { Page, preload, ...(prefetch && { prefetch }) };
}

const AdminConsolePage = lazyPage(() => import("./admin/admin-console.tsx"), "AdminConsolePage");
const AdvertiserDashboardPage = lazyPage(() => import("./pages/advertiser-dashboard.tsx"), "AdvertiserDashboardPage");
const AppQrPage = lazyPage(() => import("./pages/app-qr.tsx"), "AppQrPage");
const CartPage = lazyPage(() => import("./pages/cart.tsx"), "CartPage", prefetchSessionCart);
const CheckoutPage = lazyPage(() => import("./pages/checkout.tsx"), "CheckoutPage", prefetchCheckout);
const CreateDesignPage = lazyPage(() => import("./pages/create-design.tsx"), "CreateDesignPage");
const DashboardPage = lazyPage(() => import("./pages/dashboard.tsx"), "DashboardPage");
const DesignPage = lazyPage(() => import("./pages/design.tsx"), "DesignPage");
const FeedPage = lazyPage(() => import("./pages/feed.tsx"), "FeedPage");
const LandingPage = lazyPage(() => import("./pages/landing.tsx"), "LandingPage");
const LeafPage = lazyPage(() => import("./pages/leaf.tsx"), "LeafPage");
const LoginPage = lazyPage(() => import("./pages/login.tsx"), "LoginPage");
const MailboxPage = lazyPage(() => import("./pages/mailbox.tsx"), "MailboxPage");
const MarketplacePage = lazyPage(() => import("./pages/marketplace.tsx"), "MarketplacePage", prefetchMarketplace);
const MerchantDashboardPage = lazyPage(() => import("./pages/merchant-dashboard.tsx"), "MerchantDashboardPage");
const NotFoundPage = lazyPage(() => import("./pages/not-found.tsx"), "NotFoundPage");
const OrdersPage = lazyPage(() => import("./pages/orders.tsx"), "OrdersPage");
const OrderLookupPage = lazyPage(() => import("./pages/order-lookup.tsx"), "OrderLookupPage");
const OnboardPage = lazyPage(() => import("./pages/onboard.tsx"), "OnboardPage");
const OnboardDispensaryPage = lazyPage(() => import("./pages/onboard-dispensary.tsx"), "OnboardDispensaryPage");
const OnboardAdvertiserPage = lazyPage(() => import("./pages/onboard-advertiser.tsx"), "OnboardAdvertiserPage");
const OnboardMerchantPage = lazyPage(() => import("./pages/onboard-merchant.tsx"), "OnboardMerchantPage");
const ReceiptPage = lazyPage(() => import("./pages/receipt.tsx"), "ReceiptPage");
const RegisterPage = lazyPage(() => import("./pages/register.tsx"), "RegisterPage");
const SocietyPage = lazyPage(() => import("./pages/society.tsx"), "SocietyPage");
const StatesPage = lazyPage(() => import("./pages/states.tsx"), "StatesPage");
const StorePage = lazyPage(() => import("./pages/store.tsx"), "StorePage", prefetchStore);
const WalletApprovePage = lazyPage(() => import("./pages/wallet-approve.tsx"), "WalletApprovePage");

export interface ShellRoute {
  path: string;
  /** The browser tab's page name; null when the page names itself from its data (a store's name). */
  title: string | null;
  page: LazyPage;
}

/**
 * SPEC §2 route list. Every page is one file under pages/; replacing a placeholder means
 * rewriting that file and keeping its exported component name.
 */
export const SHELL_ROUTES: ReadonlyArray<ShellRoute> = [
  { path: "/", title: null, page: LandingPage },
  { path: "/landing", title: null, page: LandingPage },
  { path: "/login", title: "Login", page: LoginPage },
  { path: "/register", title: "Create Account", page: RegisterPage },
  { path: "/feed", title: "Community Feed", page: FeedPage },
  { path: "/onboard", title: "Set Up Your Store", page: OnboardPage },
  { path: "/onboard-dispensary", title: "Set Up Your Store", page: OnboardDispensaryPage },
  { path: "/onboard-merchant", title: "Become a Merchant", page: OnboardMerchantPage },
  { path: "/onboard-advertiser", title: "Advertise", page: OnboardAdvertiserPage },
  { path: "/dashboard", title: "Dashboard", page: DashboardPage },
  { path: "/merchant-dashboard", title: "Merchant Dashboard", page: MerchantDashboardPage },
  { path: "/advertiser-dashboard", title: "Advertiser Dashboard", page: AdvertiserDashboardPage },
  { path: "/marketplace", title: "Marketplace", page: MarketplacePage },
  { path: "/states", title: null, page: StatesPage },
  { path: "/create-design", title: "Create Custom Design", page: CreateDesignPage },
  { path: "/store/:id", title: null, page: StorePage },
  { path: "/design/:id", title: null, page: DesignPage },
  { path: "/cart", title: "Your Cart", page: CartPage },
  { path: "/checkout", title: "Checkout", page: CheckoutPage },
  // Beyond SPEC's list: receipts for shoppers without accounts, and the offline wallet's approval page.
  { path: "/orders", title: "Your Orders", page: OrdersPage },
  { path: "/orders/lookup", title: "Find My Order", page: OrderLookupPage },
  { path: "/orders/:token", title: "Receipt", page: ReceiptPage },
  { path: "/wallet/approve/:id", title: "Approve Payment", page: WalletApprovePage },
  { path: "/app-qr", title: "App QR Code", page: AppQrPage },
  { path: "/society", title: "Society", page: SocietyPage },
  // The operator console: operator accounts only, its code fetched only here.
  { path: "/admin", title: "Operator Console", page: AdminConsolePage },
  // Development only: the mails the local mailbox received (the page is not found in production).
  { path: "/mailbox", title: "Mailbox", page: MailboxPage },
];

/** The full-screen splash, outside the navigation shell. */
const SPLASH_ROUTE = { path: "/leaf", title: "Welcome", page: LeafPage };

/**
 * Asks for the first data of the page at `pathname` (its `prefetch`), which its queries then find
 * in the cache or in flight, and starts fetching the page's code (the not-found page's when no
 * route matches): both beside the app's own start instead of after it has asked who is signed in,
 * and the data without waiting for the code.
 */
export async function preloadPage(pathname: string, client: ApolloClient): Promise<void> {
  for (const { path, page } of [SPLASH_ROUTE, ...SHELL_ROUTES]) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    page.prefetch?.(client, match.params);
    await page.preload();
    return;
  }
  await NotFoundPage.preload();
}

/** Names the tab after the route; pages with a null title call useDocumentTitle themselves. */
function Titled({ title, children }: { title: string; children: ReactElement }) {
  useDocumentTitle(title);
  return children;
}

const titled = ({ title, page: { Page } }: { title: string | null; page: LazyPage }) =>
  title === null ? (
    <Page />
  ) : (
    <Titled title={title}>
      <Page />
    </Titled>
  );

export function AppRoutes() {
  return (
    <Routes>
      <Route path={SPLASH_ROUTE.path} element={<Suspense fallback={<LoadingScreen />}>{titled(SPLASH_ROUTE)}</Suspense>} />
      <Route element={<AppShell />}>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={titled(route)} />
        ))}
        <Route path="*" element={titled({ title: "Page Not Found", page: NotFoundPage })} />
      </Route>
    </Routes>
  );
}
