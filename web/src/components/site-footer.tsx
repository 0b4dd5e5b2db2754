import { BRAND_MOTTO, BRAND_NAME } from "@highcotton/catalog/contract";
import { labels } from "@highcotton/notifications/contract";
import { Link } from "react-router-dom";
import { useAgeVerification } from "./age-gate.tsx";
import { Container } from "./container.tsx";
import { Logo } from "./logo.tsx";

const columns = [
  {
    title: "Shop",
    links: [
      { to: "/marketplace", label: "Marketplace" },
      { to: "/states", label: "Browse by State" },
      { to: "/create-design", label: "Create Custom Design" },
      { to: "/cart", label: "Cart" },
      { to: "/orders", label: "Your Orders" },
      { to: "/orders/lookup", label: labels.findMyOrder },
    ],
  },
  {
    title: "Community",
    links: [
      { to: "/society", label: "Join the Society" },
      { to: "/feed", label: "Community Feed" },
      { to: "/app-qr", label: "Share the App" },
    ],
  },
  {
    title: "Partners",
    links: [
      { to: "/onboard", label: "Dispensaries & Smoke Shops" },
      { to: "/onboard-merchant", label: "Apparel Merchants" },
      { to: "/onboard-advertiser", label: "Advertisers" },
    ],
  },
] as const;

export function SiteFooter() {
  const { clearVerification } = useAgeVerification();
  return (
    <footer className="mt-16 sm:mt-24 border-t border-cream-100/8 bg-forest-950">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-4 font-display text-2xl tracking-wide text-leaf-300 uppercase">{BRAND_MOTTO}</p>
          <p className="mt-3 max-w-xs text-sm text-cream-100/55">
            Custom cannabis-culture apparel from the dispensaries you love, printed by local shops.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-bold tracking-[0.2em] text-cream-100/60 uppercase">{column.title}</h2>
            <ul className="mt-4 grid gap-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-cream-100/80 transition-colors hover:text-leaf-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-cream-100/8">
        <Container className="flex flex-col gap-3 py-6 text-xs text-cream-100/60 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {BRAND_NAME}. For adults 21 and older. Enjoy responsibly.
          </p>
          <button
            type="button"
            onClick={clearVerification}
            className="cursor-pointer self-start rounded text-left underline-offset-4 transition-colors hover:text-cream-100 hover:underline sm:self-auto"
          >
            Reset age verification
          </button>
        </Container>
      </div>
    </footer>
  );
}
