import { useQuery } from "@apollo/client/react";
import { ArrowLeft, ArrowRight, ImageOff, MapPin, Search, SearchX, Store } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { BusinessTypeBadge } from "../components/catalog/business-type-badge.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Input } from "../components/ui/input.tsx";
import { Label } from "../components/ui/label.tsx";
import { Select } from "../components/ui/select.tsx";
import {
  FEATURED_DESIGNS_PER_STORE,
  STATE_DISPENSARIES_QUERY,
  STATE_STORE_COUNTS_QUERY,
  type StateStore,
  type StateStoreCount,
} from "../graphql/catalog.ts";
import { cn } from "../lib/cn.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { isStoreSort, STORE_SORT_OPTIONS, type StoreSort, searchAndSortStores } from "../lib/store-search.ts";
import { isUsStateCode, stateName } from "../lib/us-states.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * SPEC §2 /states: the 50 states with their store counts; choosing one lists its stores. The
 * chosen state lives in the address (?state=CO) so the browser's back button and shared links work.
 */
export function StatesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("state")?.toUpperCase() ?? "";
  const selected = isUsStateCode(requested) ? requested : null;

  const choose = (code: string | null) => {
    setParams(code ? { state: code } : {});
    window.scrollTo(0, 0);
  };

  return selected ? <StateStores code={selected} onBack={() => choose(null)} /> : <StateGrid onChoose={choose} />;
}

function StateGrid({ onChoose }: { onChoose: (code: string) => void }) {
  const { data, loading, error, refetch } = useQuery(STATE_STORE_COUNTS_QUERY);
  const counts = data?.stateStoreCounts;
  const total = counts?.reduce((sum, s) => sum + s.storeCount, 0) ?? 0;
  const withStores = counts?.filter((s) => s.storeCount > 0).length ?? 0;

  return (
    <>
      <PageHeader
        eyebrow="Find your local spot"
        title="Browse by State"
        intro="Pick a state to see its dispensaries and smoke shops, and the shirts they carry."
      >
        {counts ? (
          <p className="mt-5 text-sm font-semibold text-cream-100/60">
            {plural(total, "store", "stores")} in {plural(withStores, "state", "states")}
          </p>
        ) : null}
      </PageHeader>
      <Container className="py-10 sm:py-14">
        {counts ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
            {counts.map((state) => (
              <li key={state.code}>
                <StateButton state={state} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        ) : error ? (
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        ) : loading ? (
          <div
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
            role="status"
            aria-label="Loading states"
          >
            {Array.from({ length: 15 }, (_, n) => (
              <div key={n} className="h-28 animate-pulse rounded-2xl bg-forest-900/50" />
            ))}
          </div>
        ) : null}
      </Container>
    </>
  );
}

function StateButton({ state, onChoose }: { state: StateStoreCount; onChoose: (code: string) => void }) {
  const empty = state.storeCount === 0;
  return (
    <button
      type="button"
      disabled={empty}
      onClick={() => onChoose(state.code)}
      aria-label={`${state.name}, ${plural(state.storeCount, "store", "stores")}`}
      className={cn(
        "group flex h-full w-full flex-col items-start rounded-2xl border p-4 text-left transition-[border-color,background-color,transform] duration-150",
        empty
          ? "cursor-not-allowed border-cream-100/6 bg-forest-950/60 opacity-40"
          : "cursor-pointer border-cream-100/12 bg-forest-900/70 hover:-translate-y-0.5 hover:border-leaf-400/50 hover:bg-forest-800/70 active:scale-[0.98]",
      )}
    >
      <span className="flex w-full items-start justify-between gap-2">
        <span className={cn("font-display text-3xl leading-none", empty ? "text-cream-100/60" : "text-cream-50")}>
          {state.code}
        </span>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums",
            empty ? "bg-cream-100/6 text-cream-100/50" : "bg-leaf-400/15 text-leaf-300",
          )}
        >
          {state.storeCount}
        </span>
      </span>
      <span className="mt-3 text-sm font-semibold text-cream-100/85">{state.name}</span>
      <span className="text-xs text-cream-100/50">{plural(state.storeCount, "store", "stores")}</span>
    </button>
  );
}

function StateStores({ code, onBack }: { code: string; onBack: () => void }) {
  const { data, loading, error, refetch } = useQuery(STATE_DISPENSARIES_QUERY, {
    variables: { state: code, first: FEATURED_DESIGNS_PER_STORE },
  });
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<StoreSort>("name");
  const stores = data?.dispensaries;
  const shown = useMemo(() => (stores ? searchAndSortStores(stores, query, sort) : []), [stores, query, sort]);
  const name = stateName(code);

  return (
    <>
      <PageHeader
        eyebrow="Browse by State"
        title={name}
        intro={stores ? `${plural(stores.length, "store", "stores")} in ${name}` : undefined}
        back={
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            All states
          </Button>
        }
      />
      <Container className="py-10 sm:py-14">
        {stores ? (
          stores.length === 0 ? (
            <EmptyState
              icon={Store}
              title="No stores yet"
              description={`No dispensaries or smoke shops in ${name} yet.`}
              actions={
                <Button size="lg" onClick={onBack}>
                  <ArrowLeft aria-hidden="true" />
                  Back to all states
                </Button>
              }
            />
          ) : (
            <>
              <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_14rem]">
                <div className="relative">
                  <Label htmlFor="state-store-search" className="sr-only">
                    Search stores
                  </Label>
                  <Search
                    className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-cream-100/45"
                    aria-hidden="true"
                  />
                  <Input
                    id="state-store-search"
                    type="search"
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                    placeholder="Search by name, city or address"
                    className="pl-11"
                    autoComplete="off"
                  />
                </div>
                <Select
                  id="state-store-sort"
                  ariaLabel="Sort stores"
                  value={sort}
                  onValueChange={(value) => {
                    if (isStoreSort(value)) setSort(value);
                  }}
                  options={STORE_SORT_OPTIONS}
                  placeholder="Sort by"
                />
              </div>
              <p className="mb-4 text-sm font-semibold text-cream-100/60" aria-live="polite">
                {query.trim()
                  ? `${plural(shown.length, "store matches", "stores match")} "${query.trim()}"`
                  : plural(shown.length, "store", "stores")}
              </p>
              {shown.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title="No matches"
                  description="No store's name, city or address contains that. Try another search."
                  actions={
                    <Button variant="outline" size="lg" onClick={() => setQuery("")}>
                      Clear search
                    </Button>
                  }
                />
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {shown.map((store) => (
                    <li key={store.id}>
                      <StateStoreCard store={store} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        ) : error ? (
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        ) : loading ? (
          <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading stores">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="h-64 animate-pulse rounded-3xl bg-forest-900/50" />
            ))}
          </div>
        ) : null}
      </Container>
    </>
  );
}

function StateStoreCard({ store }: { store: StateStore }) {
  const featured = store.designs.slice(0, FEATURED_DESIGNS_PER_STORE);
  const more = store.designCount - featured.length;
  return (
    <Link
      to={`/store/${store.id}`}
      className="group flex h-full flex-col rounded-3xl border border-cream-100/10 bg-forest-900/70 p-5 transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-leaf-400/40 sm:p-6"
    >
      <div>
        <div className="min-w-0">
          <BusinessTypeBadge type={store.businessType} />
          <h2 className="mt-2 font-display text-2xl leading-tight break-words text-cream-50 uppercase transition-colors group-hover:text-leaf-200">
            {store.name}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-cream-100">
            <MapPin className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
            {store.city}, {store.state}
          </p>
          <p className="mt-0.5 pl-5.5 text-sm text-cream-100/55">{store.address}</p>
        </div>
      </div>

      {featured.length > 0 ? (
        <div className="mt-5 grid grid-cols-3 gap-2.5">
          {featured.map((design) => (
            <img
              key={design.id}
              src={design.thumbnailUrl}
              alt={design.name}
              title={design.name}
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-xl border border-cream-100/8 bg-forest-800 object-cover"
            />
          ))}
        </div>
      ) : (
        <p className="mt-5 flex aspect-[3/1] items-center justify-center gap-2 rounded-xl border border-dashed border-cream-100/15 px-4 text-sm text-cream-100/50">
          <ImageOff className="size-4.5" aria-hidden="true" />
          Designs coming soon
        </p>
      )}

      <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
        {more > 0 ? (
          <span className="font-semibold text-gold-400">+{more} more designs</span>
        ) : (
          <span className="text-cream-100/50">{plural(store.designCount, "design", "designs")}</span>
        )}
        <span className={cn(buttonClasses("ghost", "sm"), "pointer-events-none text-leaf-300")}>
          Visit store
          <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}
