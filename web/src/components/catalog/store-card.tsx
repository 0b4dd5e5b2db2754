import { ArrowRight, ImageOff, MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import { FEATURED_DESIGNS_PER_STORE, type StateStore } from "../../graphql/catalog.ts";
import { cn } from "../../lib/cn.ts";
import { srcSetOf } from "../../lib/picture-widths.ts";
import { buttonClasses } from "../ui/button.tsx";
import { BusinessTypeBadge } from "./business-type-badge.tsx";
import { StoreQr } from "./store-qr.tsx";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A store in a list (SPEC §2 /states and /marketplace): name, type, where it is, up to 3 featured
 * designs and '+N more designs', and the store's QR code where the list shows it. The card fills
 * its grid cell and keeps 'Visit store' on its bottom edge, so a row of cards lines up. The store's
 * name is the link and stretches over the whole card; each featured design links, above it, to
 * its own page.
 *
 * `firstOnScreen`: the list's first card, on screen as the page opens; its pictures are fetched
 * at once and first instead of when layout finds them (the page's largest picture is one of them).
 */
export function StoreCard({
  store,
  showQr = false,
  firstOnScreen = false,
  thumbnailSizes = "(min-width: 1024px) 110px, (min-width: 640px) 17vw, 30vw",
}: {
  store: StateStore;
  showQr?: boolean;
  firstOnScreen?: boolean;
  /** How wide a featured design shows in the list's grid (`sizes`); the default fits /marketplace's one to three columns. */
  thumbnailSizes?: string;
}) {
  const featured = store.designs.slice(0, FEATURED_DESIGNS_PER_STORE);
  const more = store.designCount - featured.length;
  return (
    <article className="group relative flex h-full w-full flex-col rounded-3xl border border-cream-100/10 bg-forest-900/70 p-5 shadow-[0_30px_80px_-40px_rgba(0,0,0,0.8)] transition-[border-color,transform] duration-200 hover:-translate-y-0.5 hover:border-leaf-400/40 sm:p-6">
      <div className="flex items-start gap-4">
        {showQr ? <StoreQr url={store.qrCodeUrl} storeName={store.name} size={76} /> : null}
        <div className="min-w-0 flex-1">
          <BusinessTypeBadge type={store.businessType} />
          <h2 className="mt-2 font-display text-2xl leading-tight break-words text-cream-50 uppercase transition-colors group-hover:text-leaf-200">
            <Link
              to={`/store/${store.id}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-leaf-400"
            >
              {store.name}
            </Link>
          </h2>
        </div>
      </div>
      <div className="mt-3 grid gap-0.5 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-cream-100">
          <MapPin className="size-4 shrink-0 text-leaf-300" aria-hidden="true" />
          {store.city}, {store.state}
        </p>
        <p className="truncate pl-5.5 text-cream-100/55" title={store.address}>
          {store.address}
        </p>
      </div>

      {featured.length > 0 ? (
        <div className="mt-5 grid grid-cols-3 gap-2.5">
          {featured.map((design) => (
            <Link
              key={design.id}
              to={`/design/${design.id}`}
              className="relative z-10 block rounded-xl transition-transform hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-400"
            >
              <img
                src={design.thumbnailUrl}
                // A third of the card.
                srcSet={srcSetOf(design.thumbnailUrl, [160, 240, 320])}
                sizes={thumbnailSizes}
                alt={design.name}
                title={design.name}
                width={200}
                height={200}
                loading={firstOnScreen ? "eager" : "lazy"}
                fetchPriority={firstOnScreen ? "high" : "auto"}
                decoding="async"
                className="aspect-square w-full rounded-xl border border-cream-100/8 bg-forest-800 object-cover"
              />
            </Link>
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
    </article>
  );
}
