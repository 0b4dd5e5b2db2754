import { useQuery } from "@apollo/client/react";
import { ArrowLeft, SearchX, Store } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { StoreCard } from "../components/catalog/store-card.tsx";
import { StoreSearchBox, storeCountLabel } from "../components/catalog/store-search-box.tsx";
import { Container } from "../components/container.tsx";
import { Button } from "../components/ui/button.tsx";
import { Select } from "../components/ui/select.tsx";
import {
  FEATURED_DESIGNS_PER_STORE,
  STATE_DISPENSARIES_QUERY,
  STATE_STORE_COUNTS_QUERY,
  type StateStoreCount,
} from "../graphql/catalog.ts";
import { cn } from "../lib/cn.ts";
import { useDocumentTitle } from "../lib/document-title.ts";
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
  useDocumentTitle("Browse by State");
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
  useDocumentTitle(`${name} Stores`);

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
                <StoreSearchBox id="state-store-search" value={query} onChange={setQuery} />
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
                {storeCountLabel(shown.length, query)}
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
                    <li key={store.id} className="flex">
                      {/* One card to a row below 1024 px, two above: its designs are a third of that. */}
                      <StoreCard store={store} thumbnailSizes="(min-width: 1024px) 180px, 30vw" />
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
