import { BRAND_MOTTO } from "@highcotton/catalog/contract";
import { ArrowRight, MapPin, ShoppingBag, Sparkles, Users } from "lucide-react";
import { Link } from "react-router-dom";
import { Container } from "../container.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { ShirtShowcase } from "./shirt-showcase.tsx";

export const HERO_ACTIONS = [
  { to: "/marketplace", label: "Shop Marketplace", icon: ShoppingBag },
  { to: "/states", label: "Browse by State", icon: MapPin },
  { to: "/create-design", label: "Create Custom Design", icon: Sparkles },
  { to: "/society", label: "Join the Society", icon: Users },
] as const;

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-cream-100/8 bg-glow">
      <Container className="grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div className="animate-rise">
          <p className="inline-flex items-center gap-2 rounded-full border border-cream-100/15 bg-cream-100/5 px-3.5 py-1.5 text-xs font-bold tracking-[0.2em] text-cream-100/75 uppercase">
            <span className="size-1.5 rounded-full bg-leaf-400" aria-hidden="true" />
            21+ · Custom cannabis apparel
          </p>
          <h1 className="mt-6 font-display text-[4.2rem] leading-[0.88] text-cream-50 uppercase sm:text-8xl xl:text-[8.5rem]">
            High <span className="text-leaf-400">Cotton</span>
          </h1>
          <p className="mt-5 font-display text-3xl tracking-wide text-cream-200 uppercase sm:text-4xl">{BRAND_MOTTO}</p>
          <p className="mt-5 max-w-xl text-lg text-cream-100/70">
            Shirts designed for the dispensaries and smoke shops you love, printed by local shops near you. Or dream up your own.
          </p>
          <div className="mt-9 grid gap-3 sm:grid-cols-2 sm:max-w-xl">
            {HERO_ACTIONS.map(({ to, label, icon: Icon }, index) => (
              <Link key={to} to={to} className={buttonClasses(index === 0 ? "primary" : "outline", "lg", "group")}>
                <span className="inline-flex items-center gap-2.5">
                  <Icon aria-hidden="true" />
                  {label}
                </span>
                <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </Link>
            ))}
          </div>
        </div>
        <ShirtShowcase />
      </Container>
    </section>
  );
}
