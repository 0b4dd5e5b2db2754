import { useMutation } from "@apollo/client/react";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { ArrowRight, Loader2, Minus, Plus, ShoppingBag, ShoppingCart, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState } from "../components/catalog/status-panel.tsx";
import { TeeMockup } from "../components/catalog/tee-mockup.tsx";
import { OrderTotals } from "../components/commerce/order-totals.tsx";
import { useSessionCart } from "../components/commerce/use-session-cart.tsx";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { toast } from "../components/ui/toast-store.ts";
import {
  CART_QUERY,
  type Cart,
  type CartLine,
  REMOVE_CART_ITEM_MUTATION,
  UPDATE_CART_ITEM_MUTATION,
} from "../graphql/commerce.ts";
import { cn } from "../lib/cn.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";
import { srcSetOf } from "../lib/picture-widths.ts";
import { SHIRT_COLORS, shirtColorLabel } from "../lib/shirt-colors.ts";

/** commerce's limits on a line's quantity (SPEC §5: never below 1). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** SPEC §2 /cart: lines with quantity and remove, subtotal, FREE shipping, total, the way on. */
export function CartPage() {
  const { sessionId, cart, placeholder } = useSessionCart("Loading your cart...");
  if (!cart) return placeholder;

  if (cart.items.length === 0) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={ShoppingCart}
          title={commerceMessages.cartEmpty}
          description="Find a shirt you love in a local store, or make your own design."
          actions={
            <>
              <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
                <ShoppingBag aria-hidden="true" />
                Shop the Marketplace
              </Link>
              <Link to="/create-design" className={buttonClasses("outline", "lg")}>
                Create Custom Design
              </Link>
            </>
          }
        />
      </Container>
    );
  }

  return <CartView cart={cart} sessionId={sessionId} />;
}

function CartView({ cart, sessionId }: { cart: Cart; sessionId: string }) {
  return (
    <>
      <PageHeader
        eyebrow="Free shipping on every order"
        title="Your Cart"
        intro={`${cart.itemCount} ${cart.itemCount === 1 ? "shirt" : "shirts"}, printed by a local shop and shipped free.`}
      />
      <Container className="grid items-start gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-8">
        <ul className="grid gap-4" aria-label="Cart items">
          {cart.items.map((line) => (
            <CartLineRow key={line.id} line={line} sessionId={sessionId} />
          ))}
        </ul>
        <Card className="p-5 sm:p-7 lg:sticky lg:top-24">
          <h2 className="font-display text-3xl text-cream-50 uppercase">Order Summary</h2>
          <OrderTotals subtotal={cart.subtotal} shipping={cart.shipping} total={cart.total} className="mt-6" />
          <div className="mt-7 grid gap-3">
            <Link to="/checkout" className={buttonClasses("primary", "lg", "w-full")}>
              Proceed to Checkout
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/marketplace" className={buttonClasses("outline", "lg", "w-full")}>
              Continue Shopping
            </Link>
          </div>
        </Card>
      </Container>
    </>
  );
}

function CartLineRow({ line, sessionId }: { line: CartLine; sessionId: string }) {
  // Subtotal and total are the server's: after a change the whole cart is read again.
  const refetchCart = { refetchQueries: [{ query: CART_QUERY, variables: { sessionId } }], awaitRefetchQueries: true };
  const [update, { loading: updating }] = useMutation(UPDATE_CART_ITEM_MUTATION, refetchCart);
  const [remove, { loading: removing }] = useMutation(REMOVE_CART_ITEM_MUTATION, refetchCart);
  const [pending, setPending] = useState<"minus" | "plus" | null>(null);
  const busy = updating || removing;

  const setQuantity = async (quantity: number, which: "minus" | "plus") => {
    setPending(which);
    try {
      await update({ variables: { input: { itemId: line.id, quantity, sessionId } } });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "The quantity wasn't changed" });
    } finally {
      setPending(null);
    }
  };

  const removeLine = async () => {
    try {
      await remove({ variables: { input: { itemId: line.id, sessionId } } });
      toast({
        title: "Item removed",
        description: `${line.design.name} (${shirtColorLabel(line.color)}, size ${line.size}) left your cart.`,
      });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "The item wasn't removed" });
    }
  };

  const name = line.design.name;
  const shirt = SHIRT_COLORS.find((color) => color.id === line.color);

  return (
    <li>
      <Card className={cn("flex gap-4 p-3 transition-opacity sm:gap-6 sm:p-4", removing && "opacity-50")}>
        {/* The shirt in the colour chosen, as the design's page drew it. */}
        <span className="grid size-24 shrink-0 place-items-center rounded-2xl bg-forest-950 p-2 sm:size-32">
          {shirt ? (
            <TeeMockup
              color={shirt.hex}
              heather={shirt.id === "heather-grey"}
              artworkUrl={line.design.artworkUrl}
              artworkWidth={160}
              label={`${name} on a ${shirt.label.toLowerCase()} tee`}
            />
          ) : (
            <img
              src={line.design.frontImageUrl}
              srcSet={srcSetOf(line.design.frontImageUrl, [160, 240, 320])}
              sizes="(min-width: 640px) 112px, 80px"
              alt={name}
              width={600}
              height={600}
              className="rounded-xl object-cover"
            />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-display text-xl leading-tight break-words text-cream-50 uppercase sm:text-2xl">
                <Link to={`/design/${line.designId}`} className="transition-colors hover:text-leaf-300">
                  {name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-cream-100/65">
                <span className="font-semibold text-cream-50">{shirtColorLabel(line.color)}</span> · Size{" "}
                <span className="font-semibold text-cream-50">{line.size}</span> ·{" "}
                <span className="tabular-nums">{formatMoney(line.unitPrice)}</span> each
              </p>
            </div>
            <p className="font-display text-xl text-gold-400 tabular-nums sm:text-2xl">{formatMoney(line.lineTotal)}</p>
          </div>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
            <div className="inline-flex items-center rounded-full border border-cream-100/15 bg-ink/40 p-1">
              <StepButton
                label={`Decrease quantity of ${name}`}
                disabled={busy || line.quantity <= MIN_QUANTITY}
                spinning={pending === "minus"}
                onClick={() => void setQuantity(line.quantity - 1, "minus")}
              >
                <Minus className="size-4" aria-hidden="true" />
              </StepButton>
              <output
                aria-label={`Quantity of ${name}`}
                className="min-w-10 text-center font-semibold text-cream-50 tabular-nums"
              >
                {line.quantity}
              </output>
              <StepButton
                label={`Increase quantity of ${name}`}
                disabled={busy || line.quantity >= MAX_QUANTITY}
                spinning={pending === "plus"}
                onClick={() => void setQuantity(line.quantity + 1, "plus")}
              >
                <Plus className="size-4" aria-hidden="true" />
              </StepButton>
            </div>
            <button
              type="button"
              onClick={() => void removeLine()}
              disabled={busy}
              aria-label={`Remove ${name}`}
              className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-cream-100/65 transition-colors hover:bg-ember-500/10 hover:text-ember-300 disabled:pointer-events-none disabled:opacity-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Remove
            </button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function StepButton({
  label,
  disabled,
  spinning,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  spinning: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 cursor-pointer place-items-center rounded-full text-cream-50 transition-colors hover:bg-cream-100/10 disabled:cursor-default disabled:opacity-35 disabled:hover:bg-transparent"
    >
      {spinning ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : children}
    </button>
  );
}
