import { useQuery } from "@apollo/client/react";
import { STATE_STORE_COUNTS_QUERY } from "../../graphql/catalog.ts";
import { DISPENSARY_EARNING_PER_SHIRT, MERCHANT_EARNING_PER_SHIRT, SHIRT_PRICE } from "../../lib/business-constants.ts";
import { Container } from "../container.tsx";

const prices = [
  { value: `$${SHIRT_PRICE}`, label: "per custom shirt" },
  { value: `$${DISPENSARY_EARNING_PER_SHIRT}`, label: "to the dispensary, every sale" },
  { value: `$${MERCHANT_EARNING_PER_SHIRT}`, label: "to the local printer" },
] as const;

/** How many states have a store to browse today (the count /states shows), or null until known. */
export function useStatesWithStores(): number | null {
  const { data } = useQuery(STATE_STORE_COUNTS_QUERY);
  // A failed or odd answer shows no count rather than breaking the landing page.
  const states = data?.stateStoreCounts;
  return Array.isArray(states) ? states.filter((state) => state.storeCount > 0).length : null;
}

export function StatsStrip() {
  const statesWithStores = useStatesWithStores();
  const stats = [
    ...prices,
    {
      // A dash until the count arrives (or when it cannot): never a number that is not true.
      value: statesWithStores === null ? "—" : String(statesWithStores),
      label: statesWithStores === 1 ? "state with stores to browse" : "states with stores to browse",
    },
  ];
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
