import { useQuery } from "@apollo/client/react";
import { ArrowRight, MapPin, Sparkles, Store } from "lucide-react";
import { Link } from "react-router-dom";
import { BusinessTypeBadge } from "../components/catalog/business-type-badge.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { StoreQr } from "../components/catalog/store-qr.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { DISPENSARIES_QUERY, type StoreSummary } from "../graphql/catalog.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";

/** SPEC §2 /marketplace: every store as a card linking to its page. */
export function MarketplacePage() {
  const { data, loading, error, refetch } = useQuery(DISPENSARIES_QUERY);
  const stores = data?.dispensaries;

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
              <p className="mb-6 text-sm font-semibold text-cream-100/60" aria-live="polite">
                {stores.length} {stores.length === 1 ? "store" : "stores"}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
                {stores.map((store) => (
                  <li key={store.id}>
                    <StoreCard store={store} />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : error ? (
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        ) : loading ? (
          <StoreGridSkeleton />
        ) : null}
      </Container>
    </>
  );
}

function StoreCard({ store }: { store: StoreSummary }) {
  return (
    <Link
      to={`/store/${store.id}`}
      className="group flex h-full flex-col rounded-3xl border border-cream-100/10 bg-forest-900/70 p-5 shadow-[0_30px_80px_-40px_rgba(0,0,0,0.8)] transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-leaf-400/40 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <StoreQr url={store.qrCodeUrl} storeName={store.name} size={88} />
        <div className="min-w-0 flex-1">
          <BusinessTypeBadge type={store.businessType} />
          <h2 className="mt-2 font-display text-2xl leading-tight break-words text-cream-50 uppercase transition-colors group-hover:text-leaf-200">
            {store.name}
          </h2>
        </div>
      </div>
      <div className="mt-5 grid gap-1 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-cream-100">
          <MapPin className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
          {store.city}, {store.state}
        </p>
        <p className="truncate pl-5.5 text-cream-100/55" title={store.address}>
          {store.address}
        </p>
      </div>
      <span className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-semibold text-leaf-300">
        Visit store
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}

function StoreGridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" role="status" aria-label="Loading stores">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <div key={n} className="h-56 animate-pulse rounded-3xl border border-cream-100/8 bg-forest-900/50" />
      ))}
    </div>
  );
}
