import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { AppShell } from "./components/app-shell.tsx";
import { LoadingScreen } from "./components/loading-screen.tsx";
import { useDocumentTitle } from "./lib/document-title.ts";
import { LandingPage } from "./pages/landing.tsx";

/**
 * A page whose code is fetched the first time its route is shown, so the first visit downloads
 * only the shell and the landing page. Each page file keeps its named export.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminConsolePage = lazyPage(() => import("./admin/admin-console.tsx"), "AdminConsolePage");
const AdvertiserDashboardPage = lazyPage(() => import("./pages/advertiser-dashboard.tsx"), "AdvertiserDashboardPage");
const AppQrPage = lazyPage(() => import("./pages/app-qr.tsx"), "AppQrPage");
const CartPage = lazyPage(() => import("./pages/cart.tsx"), "CartPage");
const CheckoutPage = lazyPage(() => import("./pages/checkout.tsx"), "CheckoutPage");
const CreateDesignPage = lazyPage(() => import("./pages/create-design.tsx"), "CreateDesignPage");
const DashboardPage = lazyPage(() => import("./pages/dashboard.tsx"), "DashboardPage");
const DesignPage = lazyPage(() => import("./pages/design.tsx"), "DesignPage");
const FeedPage = lazyPage(() => import("./pages/feed.tsx"), "FeedPage");
const LeafPage = lazyPage(() => import("./pages/leaf.tsx"), "LeafPage");
const LoginPage = lazyPage(() => import("./pages/login.tsx"), "LoginPage");
const MailboxPage = lazyPage(() => import("./pages/mailbox.tsx"), "MailboxPage");
const MarketplacePage = lazyPage(() => import("./pages/marketplace.tsx"), "MarketplacePage");
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
const StorePage = lazyPage(() => import("./pages/store.tsx"), "StorePage");
const WalletApprovePage = lazyPage(() => import("./pages/wallet-approve.tsx"), "WalletApprovePage");

export interface ShellRoute {
  path: string;
  /** The browser tab's page name; null when the page names itself from its data (a store's name). */
  title: string | null;
  element: ReactElement;
}

/**
 * SPEC §2 route list. Every page is one file under pages/; replacing a placeholder means
 * rewriting that file and keeping its exported component name.
 */
export const SHELL_ROUTES: ReadonlyArray<ShellRoute> = [
  { path: "/", title: null, element: <LandingPage /> },
  { path: "/landing", title: null, element: <LandingPage /> },
  { path: "/login", title: "Login", element: <LoginPage /> },
  { path: "/register", title: "Create Account", element: <RegisterPage /> },
  { path: "/feed", title: "Community Feed", element: <FeedPage /> },
  { path: "/onboard", title: "Set Up Your Store", element: <OnboardPage /> },
  { path: "/onboard-dispensary", title: "Set Up Your Store", element: <OnboardDispensaryPage /> },
  { path: "/onboard-merchant", title: "Become a Merchant", element: <OnboardMerchantPage /> },
  { path: "/onboard-advertiser", title: "Advertise", element: <OnboardAdvertiserPage /> },
  { path: "/dashboard", title: "Dashboard", element: <DashboardPage /> },
  { path: "/merchant-dashboard", title: "Merchant Dashboard", element: <MerchantDashboardPage /> },
  { path: "/advertiser-dashboard", title: "Advertiser Dashboard", element: <AdvertiserDashboardPage /> },
  { path: "/marketplace", title: "Marketplace", element: <MarketplacePage /> },
  { path: "/states", title: null, element: <StatesPage /> },
  { path: "/create-design", title: "Create Custom Design", element: <CreateDesignPage /> },
  { path: "/store/:id", title: null, element: <StorePage /> },
  { path: "/design/:id", title: null, element: <DesignPage /> },
  { path: "/cart", title: "Your Cart", element: <CartPage /> },
  { path: "/checkout", title: "Checkout", element: <CheckoutPage /> },
  // Beyond SPEC's list: receipts for shoppers without accounts, and the offline wallet's approval page.
  { path: "/orders", title: "Your Orders", element: <OrdersPage /> },
  { path: "/orders/lookup", title: "Find My Order", element: <OrderLookupPage /> },
  { path: "/orders/:token", title: "Receipt", element: <ReceiptPage /> },
  { path: "/wallet/approve/:id", title: "Approve Payment", element: <WalletApprovePage /> },
  { path: "/app-qr", title: "App QR Code", element: <AppQrPage /> },
  { path: "/society", title: "Society", element: <SocietyPage /> },
  // The operator console: operator accounts only, its code fetched only here.
  { path: "/admin", title: "Operator Console", element: <AdminConsolePage /> },
  // Development only: the mails the local mailbox received (the page is not found in production).
  { path: "/mailbox", title: "Mailbox", element: <MailboxPage /> },
];

/** Names the tab after the route; pages with a null title call useDocumentTitle themselves. */
function Titled({ title, children }: { title: string; children: ReactElement }) {
  useDocumentTitle(title);
  return children;
}

const titled = (route: { title: string | null; element: ReactElement }) =>
  route.title === null ? route.element : <Titled title={route.title}>{route.element}</Titled>;

export function AppRoutes() {
  return (
    <Routes>
      {/* The splash is full-screen, outside the navigation shell. */}
      <Route
        path="/leaf"
        element={<Suspense fallback={<LoadingScreen />}>{titled({ title: "Welcome", element: <LeafPage /> })}</Suspense>}
      />
      <Route element={<AppShell />}>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={titled(route)} />
        ))}
        <Route path="*" element={titled({ title: "Page Not Found", element: <NotFoundPage /> })} />
      </Route>
    </Routes>
  );
}
