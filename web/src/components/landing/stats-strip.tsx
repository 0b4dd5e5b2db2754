import { DISPENSARY_EARNING_PER_SHIRT, MERCHANT_EARNING_PER_SHIRT, SHIRT_PRICE } from "../../lib/business-constants.ts";
import { Container } from "../container.tsx";

const stats = [
  { value: `$${SHIRT_PRICE}`, label: "per custom shirt" },
  { value: `$${DISPENSARY_EARNING_PER_SHIRT}`, label: "to the dispensary, every sale" },
  { value: `$${MERCHANT_EARNING_PER_SHIRT}`, label: "to the local printer" },
  { value: "50", label: "states to browse" },
] as const;

export function StatsStrip() {
  return (
    <section aria-label="High Cotton in numbers" className="border-b border-cream-100/8 bg-forest-950">
      <Container>
        <dl className="grid grid-cols-2 divide-cream-100/8 md:grid-cols-4 md:divide-x">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col gap-1 px-2 py-7 md:px-8">
              <dt className="order-2 text-sm text-cream-100/60">{stat.label}</dt>
              <dd className="order-1 font-display text-4xl text-cream-50 sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
