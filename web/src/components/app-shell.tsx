import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { LoadingScreen } from "./loading-screen.tsx";
import { PageLoadBoundary } from "./page-load-boundary.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopNav } from "./top-nav.tsx";

/** Navigation bar, page, footer. Every route except the /leaf splash renders inside it. */
export function AppShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-leaf-400 px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopNav />
      {/* At least the screen below the bar (h-16 and its 1px border): the footer starts below the fold, so
          a page growing as its code and data arrive never pushes a visible footer down the screen. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem-1px)] flex-1 outline-none">
        <PageLoadBoundary resetKey={pathname}>
          {/* Pages arrive as separate chunks; the bar and footer stay while one loads. */}
          <Suspense fallback={<LoadingScreen inShell />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
