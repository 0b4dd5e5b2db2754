import type { ReactElement } from "react";
import { Route, Routes } from "react-router-dom";
import { AppShell } from "./components/app-shell.tsx";
import { AppQrPage } from "./pages/app-qr.tsx";
import { CartPage } from "./pages/cart.tsx";
import { CheckoutPage } from "./pages/checkout.tsx";
import { CreateDesignPage } from "./pages/create-design.tsx";
import { DashboardPage } from "./pages/dashboard.tsx";
import { FeedPage } from "./pages/feed.tsx";
import { LandingPage } from "./pages/landing.tsx";
import { LeafPage } from "./pages/leaf.tsx";
import { LoginPage } from "./pages/login.tsx";
import { MarketplacePage } from "./pages/marketplace.tsx";
import { MerchantDashboardPage } from "./pages/merchant-dashboard.tsx";
import { NotFoundPage } from "./pages/not-found.tsx";
import { OnboardPage } from "./pages/onboard.tsx";
import { OnboardAdvertiserPage } from "./pages/onboard-advertiser.tsx";
import { OnboardDispensaryPage } from "./pages/onboard-dispensary.tsx";
import { OnboardMerchantPage } from "./pages/onboard-merchant.tsx";
import { RegisterPage } from "./pages/register.tsx";
import { SocietyPage } from "./pages/society.tsx";
import { StatesPage } from "./pages/states.tsx";
import { StorePage } from "./pages/store.tsx";

/**
 * SPEC §2 route list. Every page is one file under pages/; replacing a placeholder means
 * rewriting that file and keeping its exported component name.
 */
export const SHELL_ROUTES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: "/", element: <LandingPage /> },
  { path: "/landing", element: <LandingPage /> },
  { path: "/login", element: <LoginPage /> },
  { path: "/register", element: <RegisterPage /> },
  { path: "/feed", element: <FeedPage /> },
  { path: "/onboard", element: <OnboardPage /> },
  { path: "/onboard-dispensary", element: <OnboardDispensaryPage /> },
  { path: "/onboard-merchant", element: <OnboardMerchantPage /> },
  { path: "/onboard-advertiser", element: <OnboardAdvertiserPage /> },
  { path: "/dashboard", element: <DashboardPage /> },
  { path: "/merchant-dashboard", element: <MerchantDashboardPage /> },
  { path: "/marketplace", element: <MarketplacePage /> },
  { path: "/states", element: <StatesPage /> },
  { path: "/create-design", element: <CreateDesignPage /> },
  { path: "/store/:id", element: <StorePage /> },
  { path: "/cart", element: <CartPage /> },
  { path: "/checkout", element: <CheckoutPage /> },
  { path: "/app-qr", element: <AppQrPage /> },
  { path: "/society", element: <SocietyPage /> },
];

export function AppRoutes() {
  return (
    <Routes>
      {/* The splash is full-screen, outside the navigation shell. */}
      <Route path="/leaf" element={<LeafPage />} />
      <Route element={<AppShell />}>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
