import { BadgeDollarSign, Leaf, MapPin, Shirt } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "./container.tsx";
import { Card } from "./ui/card.tsx";

const highlights = [
  { icon: Shirt, text: "Custom cannabis-culture shirts, printed by local shops" },
  { icon: MapPin, text: "Stores from dispensaries and smoke shops across all 50 states" },
  { icon: BadgeDollarSign, text: "Partners earn on every shirt sold" },
] as const;

export interface AuthLayoutProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** Sign-in and sign-up frame: a brand panel on wide screens, the form card everywhere. */
export function AuthLayout({ eyebrow, title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <section className="relative overflow-hidden bg-glow">
      <Container className="grid items-center gap-12 py-10 sm:py-16 lg:grid-cols-[1fr_minmax(0,32rem)] lg:gap-20 lg:py-16">
        <div className="hidden lg:block">
          <Leaf className="size-12 text-leaf-400" aria-hidden="true" />
          <p className="mt-6 font-display text-7xl leading-[0.92] text-cream-50 uppercase xl:text-8xl">
            Wear the
            <br />
            <span className="text-leaf-400">culture.</span>
          </p>
          <ul className="mt-10 grid max-w-md gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-cream-100/75">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-cream-100/8 text-leaf-300">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>

        <Card className="w-full animate-rise p-6 sm:p-9">
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl text-cream-50 uppercase sm:text-5xl">{title}</h1>
          <p className="mt-2 text-cream-100/65">{subtitle}</p>
          <div className="mt-8">{children}</div>
          <div className="mt-8 border-t border-cream-100/10 pt-6 text-center text-sm text-cream-100/65">{footer}</div>
        </Card>
      </Container>
    </section>
  );
}
