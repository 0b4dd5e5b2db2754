import { useApolloClient, useQuery } from "@apollo/client/react";
import { ArrowLeft, MapPin, Maximize2, Shirt, ShoppingBag, Store } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { AdSlot } from "../components/ads/ad-slot.tsx";
import { BusinessTypeBadge } from "../components/catalog/business-type-badge.tsx";
import { DesignReactionButtons } from "../components/catalog/design-reactions.tsx";
import { DesignSortControl, sortDesigns, useDesignSort } from "../components/catalog/design-sort.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { StoreQr } from "../components/catalog/store-qr.tsx";
import { AddToCart } from "../components/commerce/add-to-cart.tsx";
import { DesignPreviewDialog } from "../components/commerce/design-preview-dialog.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { RECORD_STORE_VIEW_MUTATION, STORE_QUERY, type StoreDesign, type StoreDetail } from "../graphql/catalog.ts";
import { SHIRT_PRICE } from "../lib/business-constants.ts";
import { useDeferredData } from "../lib/deferred-data.ts";
import { designDisplayName } from "../lib/design-name.ts";
import { useDocumentTitle } from "../lib/document-title.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";
import { srcSetOf } from "../lib/picture-widths.ts";

/** SPEC §2 /store/:id: a store's header and its designs, with reactions and Add to Cart. */
export function StorePage() {
  const { id = "" } = useParams();
  const answer = useQuery(STORE_QUERY, { variables: { id } });
  const { error, refetch } = answer;
  const { data, pending } = useDeferredData(answer.data, id);
  const loading = answer.loading || pending;
  const store = data?.dispensary;
  useRecordStoreView(store?.id);
  useDocumentTitle(store ? store.name : data && store === null ? "Dispensary Not Found" : "Store");

  if (store) return <StoreView store={store} />;
  if (data && store === null) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={Store}
          tone="gold"
          title="Dispensary Not Found"
          description="This store doesn't exist or is no longer on High Cotton."
          actions={
            <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
              <ShoppingBag aria-hidden="true" />
              Back to the marketplace
            </Link>
          }
        />
      </Container>
    );
  }
  if (error) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return loading ? <StoreSkeleton /> : null;
}

/**
 * SPEC §2: each page view fires an analytics event. Once per store per mounted page: the ref
 * survives StrictMode's second effect run, and a new store id (a link to another store) counts again.
 * Sent through the client, not useMutation: nothing shows the answer, and useMutation's state
 * (asking, answered) would draw the whole page, every design card, twice more in one long task each.
 */
function useRecordStoreView(storeId: string | undefined) {
  const client = useApolloClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!storeId || recorded.current === storeId) return;
    recorded.current = storeId;
    client.mutate({ mutation: RECORD_STORE_VIEW_MUTATION, variables: { input: { dispensaryId: storeId } } }).catch(() => {
      // Analytics must never get in the shopper's way.
    });
  }, [storeId, client]);
}

function StoreView({ store }: { store: StoreDetail }) {
  const [sort, setSort] = useDesignSort();
  const designs = useMemo(() => sortDesigns(store.designs, sort), [store.designs, sort]);
  return (
    <>
      <section className="border-b border-cream-100/8 bg-glow">
        <Container className="py-8 sm:py-12">
          <Link
            to="/marketplace"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-cream-100/65 transition-colors hover:text-leaf-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Marketplace
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0 animate-rise">
              <BusinessTypeBadge type={store.businessType} />
              <h1 className="mt-3 font-display text-5xl leading-[0.95] break-words text-cream-50 uppercase text-balance sm:text-7xl">
                {store.name}
              </h1>
              <p className="mt-4 flex items-center gap-1.5 text-lg font-semibold text-cream-50">
                <MapPin className="size-5 shrink-0 text-leaf-300" aria-hidden="true" />
                {store.city}, {store.state}
              </p>
              <p className="mt-1 pl-6.5 text-cream-100/60">{store.address}</p>
            </div>
            <div className="hidden items-center gap-4 sm:flex">
              <p className="max-w-36 text-right text-xs text-cream-100/55">Scan to share this store</p>
              <StoreQr url={store.qrCodeUrl} storeName={store.name} size={112} />
            </div>
          </div>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {store.designs.length === 0 ? (
          <EmptyState
            icon={Shirt}
            title="Designs Coming Soon"
            description={`${store.name}'s shirt line is on its way. Check back soon, or make one of your own.`}
            actions={
              <>
                <Link to="/create-design" className={buttonClasses("primary", "lg")}>
                  Create Custom Design
                </Link>
                <Link to="/marketplace" className={buttonClasses("outline", "lg")}>
                  Other stores
                </Link>
              </>
            }
          />
        ) : (
          <>
            <div className="mb-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-3 sm:mb-6">
              <div className="flex items-baseline gap-3">
                <h2 className="font-display text-3xl text-cream-50 uppercase sm:text-4xl">Designs</h2>
                <p className="text-sm font-semibold text-cream-100/60">
                  {store.designs.length} {store.designs.length === 1 ? "design" : "designs"}
                </p>
              </div>
              {store.designs.length > 1 ? <DesignSortControl sort={sort} onSort={setSort} /> : null}
            </div>
            {/* Two columns from the smallest phone up: a phone shows twice the shirts per screen. */}
            <ul aria-label="Designs" className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
              {designs.map((design, index) => (
                <li key={design.id}>
                  <DesignCard design={design} storeName={store.name} firstRow={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          </>
        )}
        {/* Keyed by store: another store is another page view. */}
        <AdSlot key={store.id} placement="store" className="mt-12 sm:mt-16" />
      </Container>
    </>
  );
}

/** The designs a phone shows in the first row (two columns): the page's largest picture is among them. */
const FIRST_ROW = 2;

function DesignCard({ design, storeName, firstRow }: { design: StoreDesign; storeName: string; firstRow: boolean }) {
  const [previewing, setPreviewing] = useState(false);
  const closePreview = useCallback(() => setPreviewing(false), []);
  const displayName = designDisplayName(design.name, storeName);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border border-cream-100/10 bg-forest-900/70 transition-colors hover:border-leaf-400/30">
      <button
        type="button"
        onClick={() => setPreviewing(true)}
        title="View larger"
        className="relative block cursor-zoom-in overflow-hidden bg-[radial-gradient(circle_at_50%_35%,var(--color-forest-700),var(--color-forest-950)_75%)] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-leaf-400"
      >
        <img
          src={design.frontImageUrl}
          // Two to a row on a phone, up to four on a wide screen (the page is at most 80rem).
          srcSet={srcSetOf(design.frontImageUrl, [240, 320, 480])}
          sizes="(min-width: 1280px) 320px, (min-width: 1024px) 33vw, 50vw"
          alt={design.name}
          width={600}
          height={600}
          // The first row is on screen as the page opens: fetched first, not when layout finds it.
          loading={firstRow ? "eager" : "lazy"}
          fetchPriority={firstRow ? "high" : "auto"}
          decoding="async"
          className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute right-3 bottom-3 hidden items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1.5 text-xs font-bold text-cream-50 opacity-90 transition-opacity group-hover:opacity-100 sm:inline-flex">
          <Maximize2 className="size-3.5" aria-hidden="true" />
          View larger
        </span>
      </button>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        {/* On a phone the card is image, title and price; the rest is a tap away (preview or design page). */}
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <h3
            className="line-clamp-2 font-display text-base leading-tight break-words text-cream-50 uppercase sm:line-clamp-none sm:text-xl"
            title={design.name}
          >
            {/* The design's own page: every colour, the size chart, a link to share. */}
            <Link to={`/design/${design.id}`} className="rounded-sm transition-colors hover:text-leaf-200">
              {displayName}
            </Link>
          </h3>
          {/* SPEC §9: shirts are shown at $25 and the cart charges $25 each. */}
          <p className="font-display text-base text-gold-400 sm:text-xl">{formatMoney(SHIRT_PRICE)}</p>
        </div>
        {/* Pinned to the bottom so every card's buttons line up, whatever the name's length. */}
        <div className="mt-auto hidden items-center justify-between gap-2 pt-4 sm:flex">
          <DesignReactionButtons design={design} />
          <Link
            to={`/design/${design.id}`}
            className="text-sm font-semibold text-leaf-300 underline-offset-4 hover:underline"
            aria-label={`Colors and sizes: ${displayName}`}
          >
            Colors &amp; sizes
          </Link>
        </div>
        <AddToCart design={design} className="mt-4 max-sm:hidden" />
      </div>
      {previewing ? (
        <DesignPreviewDialog title={design.name} imageUrl={design.frontImageUrl} onClose={closePreview}>
          <p className="-mt-2 text-sm text-cream-100/60">
            From {storeName} · printed by a local shop · {formatMoney(SHIRT_PRICE)}
          </p>
          <AddToCart design={design} size="lg" onAdded={closePreview} />
        </DesignPreviewDialog>
      ) : null}
    </article>
  );
}

function StoreSkeleton() {
  return (
    <div role="status" aria-label="Loading store">
      <div className="border-b border-cream-100/8 bg-glow">
        <Container className="py-12">
          <div className="h-6 w-28 animate-pulse rounded-full bg-cream-100/10" />
          <div className="mt-4 h-14 w-2/3 max-w-lg animate-pulse rounded-2xl bg-cream-100/10" />
          <div className="mt-4 h-5 w-48 animate-pulse rounded-full bg-cream-100/10" />
        </Container>
      </div>
      <Container className="grid grid-cols-2 gap-3 py-14 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="aspect-[3/4] animate-pulse rounded-3xl bg-forest-900/50" />
        ))}
      </Container>
    </div>
  );
}
