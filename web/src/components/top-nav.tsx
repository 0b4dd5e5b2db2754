import { useQuery } from "@apollo/client/react";
import { LayoutDashboard, LogIn, Menu, ShoppingCart, X } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { CART_COUNT_QUERY } from "../graphql/commerce.ts";
import { cn } from "../lib/cn.ts";
import { listReceipts } from "../lib/receipts.ts";
import { getSessionId } from "../lib/session-id.ts";
import { useStoreSetup } from "../lib/use-store-setup.ts";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";
import { buttonClasses } from "./ui/button.tsx";

export const NAV_LINKS = [
  { to: "/marketplace", label: "Shop" },
  { to: "/states", label: "Browse States" },
  { to: "/create-design", label: "Create Design" },
  // The two community places: the society (anonymous or as your account) and the signed-in feed.
  { to: "/society", label: "Society" },
  { to: "/feed", label: "Feed" },
] as const;

const iconLink =
  "grid size-10 place-items-center rounded-full text-cream-100 transition-colors hover:bg-cream-100/10 hover:text-leaf-200 aria-[current=page]:text-leaf-300";

/** SPEC §2: the cart icon, with how many shirts the session's cart holds. */
function useCartCount(): number {
  const { data } = useQuery(CART_COUNT_QUERY, { variables: { sessionId: getSessionId() } });
  // A failed or odd answer shows no count rather than breaking the navigation.
  return data?.cart?.itemCount ?? 0;
}

/** "Cart" or "Cart, 3 items": the count is part of the link's name for screen readers. */
export function cartLinkLabel(count: number): string {
  return count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart";
}

function CartCountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid h-5 min-w-5 place-items-center rounded-full bg-gold-400 px-1 text-[0.7rem] leading-none font-bold text-ink tabular-nums",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function TopNav() {
  const { isAuthenticated } = useAuth();
  // A partner without a store or print shop is taken to set it up instead of bouncing off a dashboard.
  const { step, dashboardLink } = useStoreSetup();
  const setupPending = step !== null;
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartCount();
  const { pathname } = useLocation();
  const menuId = useId();
  // Read when the route changes, so an order placed a moment ago shows up.
  const hasOrders = useMemo(() => (pathname ? listReceipts().length > 0 : false), [pathname]);

  // The mobile menu closes whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-100/8 bg-ink/80 backdrop-blur-md supports-[backdrop-filter]:bg-ink/65">
      <Container className="flex h-16 items-center gap-4">
        <Link to="/" aria-label="High Cotton home" className="rounded-xl">
          <Logo />
        </Link>

        {/* Five links and the account's button fit beside the logo from lg; narrower screens use the menu. */}
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      "rounded-full px-4 py-2 text-sm font-semibold transition-colors hover:bg-cream-100/8 hover:text-cream-50",
                      isActive ? "bg-leaf-400/12 text-leaf-300" : "text-cream-100/75",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <NavLink to="/cart" aria-label={cartLinkLabel(cartCount)} title="Cart" className={cn(iconLink, "relative")}>
            <ShoppingCart className="size-5" aria-hidden="true" />
            <CartCountBadge count={cartCount} className="absolute -top-0.5 -right-0.5 ring-2 ring-ink" />
          </NavLink>
          {isAuthenticated ? (
            <NavLink
              to={dashboardLink.to}
              aria-label={dashboardLink.label}
              title={dashboardLink.label}
              // Named on wide screens too: a grid icon alone does not say where it goes.
              className={cn(iconLink, "relative lg:flex lg:w-auto lg:items-center lg:gap-2 lg:px-4 lg:text-sm lg:font-semibold")}
            >
              <LayoutDashboard className="size-5" aria-hidden="true" />
              <span className="hidden lg:inline">{dashboardLink.label}</span>
              {setupPending ? (
                <span
                  className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-gold-400 ring-2 ring-ink"
                  aria-hidden="true"
                />
              ) : null}
            </NavLink>
          ) : (
            <Link to="/login" className={buttonClasses("primary", "sm", "ml-1")}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
          )}
          <button
            type="button"
            className={cn(iconLink, "cursor-pointer lg:hidden")}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </Container>

      <div id={menuId} hidden={!menuOpen} className="border-t border-cream-100/8 bg-ink/95 lg:hidden">
        <nav aria-label="Mobile">
          <Container className="flex flex-col gap-1 py-4">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    "rounded-2xl px-4 py-3 font-display text-2xl tracking-wide uppercase transition-colors hover:bg-cream-100/8",
                    isActive ? "text-leaf-300" : "text-cream-50",
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
            {hasOrders && (
              <NavLink
                to="/orders"
                className={({ isActive }) =>
                  cn(
                    "rounded-2xl px-4 py-3 font-display text-2xl tracking-wide uppercase transition-colors hover:bg-cream-100/8",
                    isActive ? "text-leaf-300" : "text-cream-50",
                  )
                }
              >
                Your Orders
              </NavLink>
            )}
            <div className="mt-3 grid grid-cols-2 gap-3 border-t border-cream-100/8 pt-4">
              <Link to="/cart" aria-label={cartLinkLabel(cartCount)} className={buttonClasses("outline", "md")}>
                <ShoppingCart aria-hidden="true" />
                Cart
                <CartCountBadge count={cartCount} />
              </Link>
              {isAuthenticated ? (
                <Link to={dashboardLink.to} className={buttonClasses("primary", "md")}>
                  <LayoutDashboard aria-hidden="true" />
                  {dashboardLink.label}
                </Link>
              ) : (
                <Link to="/login" className={buttonClasses("primary", "md")}>
                  <LogIn aria-hidden="true" />
                  Login
                </Link>
              )}
            </div>
          </Container>
        </nav>
      </div>
    </header>
  );
}
