import { ShieldCheck, ShoppingBag } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { LogoutAction } from "../components/coming-soon.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import type { CurrentUser } from "../graphql/identity.ts";
import { cn } from "../lib/cn.ts";
import { ROLE_LABELS } from "../lib/store-setup.ts";
import { ADMIN_PANELS } from "./panels.ts";

/**
 * /admin: the operator console, its panels as tabs. Only operator accounts see it; the server
 * checks every operator call anyway. This file and the panels are their own chunks, so shoppers
 * never download them.
 */
export function AdminConsolePage() {
  const signedIn = useSignInRequired();
  const { user } = useAuth();
  if (!signedIn || !user) return <LoadingPanel label="Redirecting to sign in..." />;
  if (user.role !== "operator") return <OperatorsOnly user={user} />;
  return <Console />;
}

/** Each panel's component, fetched the first time its tab is shown. */
const PANEL_COMPONENTS = new Map(ADMIN_PANELS.map((panel) => [panel.id, lazy(panel.load)]));

function Console() {
  const [search, setSearch] = useSearchParams();
  const chosen = ADMIN_PANELS.find((panel) => panel.id === search.get("panel")) ?? ADMIN_PANELS[0];
  const Panel = chosen ? PANEL_COMPONENTS.get(chosen.id) : undefined;

  return (
    <>
      <PageHeader
        eyebrow="Operator console"
        title="Run the marketplace"
        intro="Review what waits for an operator. Every action is recorded with your name."
        actions={<LogoutAction className="max-sm:h-11 max-sm:px-4 max-sm:text-sm" />}
      />
      <Container className="grid gap-8 py-8 sm:py-10">
        <nav aria-label="Console panels" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {ADMIN_PANELS.map((panel) => {
            const current = panel.id === chosen?.id;
            return (
              <button
                key={panel.id}
                type="button"
                aria-current={current ? "page" : undefined}
                onClick={() => setSearch({ panel: panel.id }, { replace: true })}
                className={cn(
                  "shrink-0 cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                  current
                    ? "border-leaf-400/60 bg-leaf-400/15 text-leaf-200"
                    : "border-cream-100/15 text-cream-100/70 hover:border-cream-100/30 hover:text-cream-50",
                )}
              >
                {panel.title}
              </button>
            );
          })}
        </nav>
        <section aria-label={chosen?.title} className="min-w-0">
          {Panel ? (
            <Suspense fallback={<LoadingPanel label="Opening panel..." className="min-h-[30dvh]" />}>
              <Panel />
            </Suspense>
          ) : null}
        </section>
      </Container>
    </>
  );
}

/** The app's answer to a page that is not for this account: who is signed in, and where to go instead. */
function OperatorsOnly({ user }: { user: CurrentUser }) {
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        as="h1"
        className="sm:max-w-2xl"
        icon={ShieldCheck}
        tone="gold"
        title="Operators only"
        description={
          <>
            You're signed in as <strong className="text-cream-50">{user.username}</strong>, a {ROLE_LABELS[user.role]} account.
            The console is for the people who run High Cotton.
          </>
        }
        actions={
          <Link to="/marketplace" className={buttonClasses("outline", "lg")}>
            <ShoppingBag aria-hidden="true" />
            Shop the marketplace
          </Link>
        }
      />
    </Container>
  );
}
