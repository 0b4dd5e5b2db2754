import { useQuery } from "@apollo/client/react";
import { ArrowLeft, Loader2, MapPin, Printer, Shirt, ShoppingBag, ShoppingCart, Truck } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { DesignReactionButtons } from "../components/catalog/design-reactions.tsx";
import { ColorSwatches } from "../components/catalog/product/color-swatches.tsx";
import { QuantityStepper } from "../components/catalog/product/quantity-stepper.tsx";
import { SizeChart } from "../components/catalog/product/size-chart.tsx";
import { EmptyState, LoadError } from "../components/catalog/status-panel.tsx";
import { TeeMockup } from "../components/catalog/tee-mockup.tsx";
import { SizePicker } from "../components/commerce/size-picker.tsx";
import { useAddToCart } from "../components/commerce/use-add-to-cart.ts";
import { Container } from "../components/container.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { DESIGN_PAGE_QUERY } from "../graphql/catalog.ts";
import type { ProductDesignQuery } from "../graphql/gen/graphql.ts";
import { SHIRT_PRICE } from "../lib/business-constants.ts";
import { cn } from "../lib/cn.ts";
import { designDisplayName } from "../lib/design-name.ts";
import { useDocumentTitle } from "../lib/document-title.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";
import { usePageMeta } from "../lib/page-meta.ts";
import { nearestShirtColor, SHIRT_COLORS, type ShirtColor, shirtColorLabel } from "../lib/shirt-colors.ts";
import { DEFAULT_SHIRT_SIZE, type ShirtSize } from "../lib/shirt-sizes.ts";

type ProductDesign = NonNullable<ProductDesignQuery["design"]>;

const colorOf = (id: ShirtColor) => SHIRT_COLORS.find((color) => color.id === id) ?? SHIRT_COLORS[0];

/**
 * /design/:id: one design's shareable product page. The shopper picks the shirt colour (the tee
 * is drawn here, dyed that colour, with the design's artwork on the chest), the size from the
 * size chart and how many, and adds them to the cart; the front print is shown large below.
 */
export function DesignPage() {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(DESIGN_PAGE_QUERY, { variables: { id } });
  const design = data?.design;
  const name = design ? designDisplayName(design.name, design.storeName ?? "") : null;
  useDocumentTitle(design ? `${name}${design.storeName ? ` — ${design.storeName}` : ""}` : data ? "Design Not Found" : "Design");
  usePageMeta(
    design
      ? {
          title: design.name,
          description: `${design.name}${design.storeName ? ` from ${design.storeName}` : ""}: a ${formatMoney(SHIRT_PRICE)} tee in black, white or heather grey, printed by a local shop and shipped free.`,
          image: design.frontImageUrl,
        }
      : null,
  );

  if (design) return <ProductView design={design} />;
  if (data && design === null) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={Shirt}
          tone="gold"
          title="Design Not Found"
          description="This shirt doesn't exist or is no longer on High Cotton."
          actions={
            <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
              <ShoppingBag aria-hidden="true" />
              Browse the marketplace
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
  return loading ? <ProductSkeleton /> : null;
}

function ProductView({ design }: { design: ProductDesign }) {
  // A design drawn for a shirt colour ("on cream") opens on the closest one on sale.
  const [color, setColor] = useState<ShirtColor>(() => nearestShirtColor(design.shirtColor));
  const [size, setSize] = useState<ShirtSize>(DEFAULT_SHIRT_SIZE);
  const [quantity, setQuantity] = useState(1);
  const { addToCart, adding } = useAddToCart();
  const chartId = useId();
  const printId = useId();
  const storeName = design.storeName;
  const name = designDisplayName(design.name, storeName ?? "");
  const shirt = colorOf(color);

  return (
    <>
      <Container className="pt-6 pb-12 sm:pt-10 lg:pb-16">
        <nav aria-label="Breadcrumb" className="mb-5 text-sm font-semibold text-cream-100/65 sm:mb-8">
          {storeName && design.dispensaryId ? (
            <Link
              to={`/store/${design.dispensaryId}`}
              className="inline-flex items-center gap-1.5 rounded-full transition-colors hover:text-leaf-300"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {storeName}
            </Link>
          ) : (
            <Link
              to="/marketplace"
              className="inline-flex items-center gap-1.5 rounded-full transition-colors hover:text-leaf-300"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Marketplace
            </Link>
          )}
        </nav>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
          {/* The mockup stays in view on a wide screen while the options scroll beside it. */}
          <div className="lg:sticky lg:top-24 lg:self-start">
            <div
              className={cn(
                "relative overflow-hidden rounded-[2rem] border border-cream-100/10 px-6 pt-6 pb-3 transition-colors duration-500 sm:px-14 sm:pt-12 sm:pb-4",
                color === "black"
                  ? "bg-[radial-gradient(circle_at_50%_30%,#3c4a40,#16211a_70%)]"
                  : "bg-[radial-gradient(circle_at_50%_30%,#e9eee6,#b9c4b8_75%)]",
              )}
            >
              <TeeMockup
                key={color}
                color={shirt.hex}
                heather={color === "heather-grey"}
                artworkUrl={design.artworkUrl}
                label={`${design.name} on a ${shirt.label.toLowerCase()} tee`}
                className="mx-auto max-w-[17rem] animate-rise sm:max-w-[34rem]"
              />
              <p
                className={cn(
                  "absolute top-4 left-4 rounded-full px-3 py-1 text-xs font-bold tracking-[0.12em] uppercase sm:top-6 sm:left-6",
                  color === "black" ? "bg-ink/60 text-cream-50" : "bg-white/70 text-ink",
                )}
                aria-live="polite"
              >
                {shirt.label}
              </p>
            </div>
            {/* Every colour at a glance, a second way to pick one; a phone has the swatches just below. */}
            <ul className="mt-3 hidden grid-cols-3 gap-3 sm:grid" aria-label="Colors">
              {SHIRT_COLORS.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    onClick={() => setColor(option.id)}
                    aria-pressed={color === option.id}
                    aria-label={`Show on ${option.label.toLowerCase()}`}
                    className={cn(
                      "block w-full cursor-pointer rounded-2xl border-2 p-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-400",
                      option.id === "black" ? "bg-forest-900" : "bg-[#dfe5dc]",
                      color === option.id ? "border-leaf-400" : "border-transparent hover:border-cream-100/30",
                    )}
                  >
                    <TeeMockup
                      color={option.hex}
                      heather={option.id === "heather-grey"}
                      artworkUrl={design.artworkUrl}
                      className="pointer-events-none mx-auto max-w-28"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>

          <div className="min-w-0">
            {storeName && design.dispensaryId ? (
              <Link
                to={`/store/${design.dispensaryId}`}
                className="inline-flex items-center gap-1.5 text-sm font-bold tracking-[0.14em] text-leaf-300 uppercase hover:text-leaf-200"
              >
                <MapPin className="size-4" aria-hidden="true" />
                {storeName}
              </Link>
            ) : (
              <p className="text-sm font-bold tracking-[0.14em] text-gold-400 uppercase">Custom design</p>
            )}
            <h1 className="mt-2 font-display text-4xl leading-[0.95] break-words text-cream-50 uppercase text-balance sm:text-6xl">
              {name}
            </h1>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="font-display text-3xl text-gold-400">{formatMoney(SHIRT_PRICE)}</p>
              <DesignReactionButtons design={design} />
            </div>
            <p className="mt-3 text-cream-100/70">
              Heavyweight ring-spun cotton tee, printed to order on the chest by a local print shop.
            </p>

            <div className="mt-7 grid gap-6 rounded-3xl border border-cream-100/10 bg-forest-900/60 p-5 sm:p-6">
              <ColorSwatches value={color} onChange={setColor} disabled={adding} />
              <div>
                <SizePicker value={size} onChange={setSize} disabled={adding} />
                <a
                  href={`#${chartId}`}
                  className="mt-2 inline-block text-xs font-semibold text-leaf-300 underline-offset-4 hover:underline"
                >
                  Size chart
                </a>
              </div>
              <div className="flex flex-wrap items-end gap-4">
                <QuantityStepper value={quantity} onChange={setQuantity} disabled={adding} />
                <Button
                  size="lg"
                  className="min-w-48 flex-1"
                  disabled={adding}
                  onClick={() => void addToCart(design, size, { color, quantity })}
                >
                  {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
                  Add to Cart
                </Button>
              </div>
              <p className="text-sm text-cream-100/60">
                {shirtColorLabel(color)} · size {size} · {quantity} × {formatMoney(SHIRT_PRICE)}
              </p>
            </div>

            <ul className="mt-5 grid gap-2.5 text-sm text-cream-100/75">
              <li className="flex items-center gap-2.5">
                <Truck className="size-4.5 shrink-0 text-leaf-300" aria-hidden="true" />
                Free shipping on every order
              </li>
              <li className="flex items-center gap-2.5">
                <Printer className="size-4.5 shrink-0 text-leaf-300" aria-hidden="true" />
                Printed near you by an independent print shop
              </li>
            </ul>

            <div className="mt-8">
              <SizeChart headingId={chartId} />
            </div>
          </div>
        </div>
      </Container>

      <section aria-labelledby={printId} className="border-t border-cream-100/8 bg-forest-950/60">
        <Container className="py-12 sm:py-16">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={printId} className="font-display text-3xl text-cream-50 uppercase sm:text-4xl">
              The front print
            </h2>
            <p className="text-sm text-cream-100/60">12 × 12 in, printed at 300 DPI</p>
          </div>
          <div className="mt-6 overflow-hidden rounded-[2rem] border border-cream-100/10 bg-[conic-gradient(#1d2a22_25%,#16211a_0_50%,#1d2a22_0_75%,#16211a_0)] bg-[length:32px_32px] p-4 sm:p-10">
            <img
              src={design.artworkUrl}
              alt={`${design.name}: the artwork printed on the front`}
              width={1200}
              height={1200}
              loading="lazy"
              decoding="async"
              className="mx-auto aspect-square w-full max-w-4xl object-contain"
            />
          </div>
        </Container>
      </section>
    </>
  );
}

/** The page's shape while the design loads: a tee outline breathing where the mockup will be. */
function ProductSkeleton() {
  return (
    <Container className="pt-6 pb-16 sm:pt-10" role="status" aria-label="Loading design">
      <div className="mb-8 h-5 w-36 animate-pulse rounded-full bg-cream-100/10" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <div className="rounded-[2rem] border border-cream-100/10 bg-forest-900/50 px-6 pt-8 pb-4 sm:px-14 sm:pt-12">
          <div className="mx-auto max-w-[34rem] animate-pulse opacity-60">
            <TeeMockup color="#26352b" />
          </div>
        </div>
        <div className="grid content-start gap-4">
          <div className="h-4 w-32 animate-pulse rounded-full bg-leaf-400/20" />
          <div className="h-14 w-4/5 animate-pulse rounded-2xl bg-cream-100/10" />
          <div className="h-8 w-24 animate-pulse rounded-xl bg-gold-400/15" />
          <div className="mt-4 h-72 animate-pulse rounded-3xl bg-forest-900/60" />
        </div>
      </div>
    </Container>
  );
}
