import { ArrowLeft, LogOut, type LucideIcon, Sparkles, Store } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { revokeSession } from "../auth/revoke-session.ts";
import { browserNavigation, LOGOUT_ENDPOINT } from "../lib/browser-navigation.ts";
import { Container } from "./container.tsx";
import { buttonClasses } from "./ui/button.tsx";

export interface ComingSoonProps {
  /** The page's name, e.g. "Marketplace". */
  title: string;
  /** One sentence from SPEC saying what the page will do. */
  description: string;
  icon?: LucideIcon;
  /** Where the way-back link goes; the marketplace unless the page is the marketplace. */
  backTo?: { to: string; label: string };
  /** Extra actions beside the way back (e.g. signing out from a dashboard). */
  actions?: ReactNode;
}

/** Placeholder for a screen that a later slice builds; its page file replaces this wholesale. */
export function ComingSoon({
  title,
  description,
  icon: Icon = Sparkles,
  backTo = { to: "/marketplace", label: "Back to the marketplace" },
  actions,
}: ComingSoonProps) {
  return (
    <section className="relative overflow-hidden bg-glow">
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center py-20 text-center">
        <div className="grid size-20 animate-rise place-items-center rounded-3xl border border-leaf-400/30 bg-leaf-400/10 text-leaf-300">
          <Icon className="size-9" aria-hidden="true" />
        </div>
        <p className="mt-8 rounded-full border border-gold-400/35 bg-gold-400/10 px-4 py-1.5 text-xs font-bold tracking-[0.25em] text-gold-400 uppercase">
          Coming soon
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-5xl leading-[0.95] text-cream-50 uppercase text-balance sm:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-cream-100/70 text-balance">{description}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={backTo.to} className={buttonClasses("primary", "lg")}>
            {backTo.to === "/" ? <ArrowLeft aria-hidden="true" /> : <Store aria-hidden="true" />}
            {backTo.label}
          </Link>
          {backTo.to !== "/" ? (
            <Link to="/" className={buttonClasses("outline", "lg")}>
              <ArrowLeft aria-hidden="true" />
              Home
            </Link>
          ) : null}
          {actions}
        </div>
      </Container>
    </section>
  );
}

/**
 * The dashboards' sign-out: revokes the session on the server, then the browser navigation to
 * /api/logout as on the finished dashboards.
 */
export function LogoutAction({ className }: { className?: string } = {}) {
  return (
    <a
      href={LOGOUT_ENDPOINT}
      className={buttonClasses("outline", "lg", className)}
      onClick={(event) => {
        event.preventDefault();
        void revokeSession().then(() => browserNavigation.assign(LOGOUT_ENDPOINT));
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </a>
  );
}
