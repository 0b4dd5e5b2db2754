import { useQuery } from "@apollo/client/react";
import { MapPin, SearchX, Sparkles, Store } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { AdSlot } from "../components/ads/ad-slot.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { StoreCard } from "../components/catalog/store-card.tsx";
import { StoreSearchBox, storeCountLabel } from "../components/catalog/store-search-box.tsx";
import { Container } from "../components/container.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { MARKETPLACE_STORES_QUERY } from "../graphql/catalog.ts";
import { useDeferredData } from "../lib/deferred-data.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { MARKETPLACE_STORES_VARIABLES } from "../lib/page-prefetch.ts";
import { searchStores, withDesignsFirst } from "../lib/store-search.ts";

/**
 * SPEC §2 /marketplace: every store as a card linking to its page, with its QR code and featured
 * designs; a search like /states'; stores with designs to show come first.
 */
export function MarketplacePage() {
  const answer = useQuery(MARKETPLACE_STORES_QUERY, { variables: MARKETPLACE_STORES_VARIABLES });
  const { error, refetch } = answer;
  const { data, pending } = useDeferredData(answer.data);
  const loading = answer.loading || pending;
  const [query, setQuery] = useState("");
  const stores = data?.dispensaries;
  const shown = useMemo(() => (stores ? withDesignsFirst(searchStores(stores, query)) : []), [stores, query]);

  return (
    <>
      <PageHeader
        eyebrow="Shop the culture"
        title="Marketplace"
        intro="Every dispensary and smoke shop on High Cotton, each with its own line of shirts. Pick a store to see its designs."
        actionsClassName="max-sm:hidden"
        actions={
          <>
            <Link to="/states" className={buttonClasses("outline", "lg")}>
              <MapPin aria-hidden="true" />
              Browse by State
            </Link>
            <Link to="/create-design" className={buttonClasses("outline", "lg")}>
              <Sparkles aria-hidden="true" />
              Create Custom Design
            </Link>
          </>
        }
      />
      <Container className="py-10 sm:py-14">
        {stores ? (
          stores.length === 0 ? (
            <EmptyState
              icon={Store}
              title="No stores yet"
              description="Dispensaries and smoke shops are setting up their shirt lines. Run one? Be the first store on High Cotton."
              actions={
                <Link to="/onboard" className={buttonClasses("primary", "lg")}>
                  <Store aria-hidden="true" />
                  Join as a Business
                </Link>
              }
            />
          ) : (
            <>
              <div className="mb-4 max-w-xl">
                <StoreSearchBox id="marketplace-search" value={query} onChange={setQuery} />
              </div>
              <p className="mb-6 text-sm font-semibold text-cream-100/60" aria-live="polite">
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
                <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
                  {shown.map((store, index) => (
                    <li key={store.id} className="flex">
                      <StoreCard store={store} showQr firstOnScreen={index === 0} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        ) : error ? (
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        ) : loading ? (
          <StoreGridSkeleton />
        ) : null}
        <AdSlot placement="marketplace" className="mt-12 sm:mt-16" />
      </Container>
    </>
  );
}

function StoreGridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" role="status" aria-label="Loading stores">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <div key={n} className="h-80 animate-pulse rounded-3xl border border-cream-100/8 bg-forest-900/50" />
      ))}
    </div>
  );
}
