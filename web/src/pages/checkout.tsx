import { useApolloClient, useQuery } from "@apollo/client/react";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { ArrowLeft, Loader2, RotateCcw, ShieldCheck, ShoppingBag, ShoppingCart, Truck } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState } from "../components/catalog/status-panel.tsx";
import type { CardFormProps } from "../components/commerce/card-form-props.ts";
import { CheckoutSummary } from "../components/commerce/checkout-summary.tsx";
import { OfflineCardForm } from "../components/commerce/offline-card-form.tsx";
import { type PaymentTab, PaymentTabs } from "../components/commerce/payment-tabs.tsx";
import { ShippingFields, shippingFieldId } from "../components/commerce/shipping-form.tsx";
import { PAYMENT_INIT_FAILED, usePaymentIntent } from "../components/commerce/use-payment-intent.ts";
import { usePlaceOrder } from "../components/commerce/use-place-order.ts";
import { useSessionCart } from "../components/commerce/use-session-cart.tsx";
import { WalletPanel } from "../components/commerce/wallet-panel.tsx";
import { Container } from "../components/container.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { CART_QUERY, type Cart, PAYMENT_SETTINGS_QUERY } from "../graphql/commerce.ts";
import { cartLinesKey } from "../lib/cart-lines.ts";
import {
  EMPTY_SHIPPING_FORM,
  hasErrors,
  type ShippingForm,
  type ShippingFormErrors,
  shippingInput,
  validateShippingForm,
} from "../lib/checkout-form.ts";

// Stripe.js and Stripe Elements load only when Stripe takes the card payments.
const StripeCardForm = lazy(async () => ({
  default: (await import("../components/commerce/stripe-card-form.tsx")).StripeCardForm,
}));

/** SPEC §2 /checkout: shipping form, order summary, and payment by card or wallet. */
export function CheckoutPage() {
  const { sessionId, cart, placeholder } = useSessionCart("Loading checkout...");
  if (!cart) return placeholder;
  if (cart.items.length === 0) {
    return (
      <Container className="py-16 sm:py-24">
        <EmptyState
          as="h1"
          icon={ShoppingCart}
          title="Nothing to check out"
          description={`${commerceMessages.cartEmpty}. Add a shirt or two, then come back here to pay.`}
          actions={
            <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
              <ShoppingBag aria-hidden="true" />
              Shop the Marketplace
            </Link>
          }
        />
      </Container>
    );
  }
  return <Checkout cart={cart} sessionId={sessionId} />;
}

function Checkout({ cart, sessionId }: { cart: Cart; sessionId: string }) {
  const [form, setForm] = useState<ShippingForm>(EMPTY_SHIPPING_FORM);
  const [errors, setErrors] = useState<ShippingFormErrors>({});
  const [checked, setChecked] = useState(false);
  // Before the first try to pay, a field the shopper filled in and left says what is wrong with it.
  const [left, setLeft] = useState<Partial<Record<keyof ShippingForm, boolean>>>({});
  const [tab, setTab] = useState<PaymentTab>("card");
  const settings = useQuery(PAYMENT_SETTINGS_QUERY);
  const intent = usePaymentIntent({ total: cart.total, lines: cartLinesKey(cart), sessionId, ready: cart.items.length > 0 });
  const placeOrder = usePlaceOrder(sessionId);
  const client = useApolloClient();
  // Payments finish after awaits: they place the order with the form and cart as they are then.
  const latest = useRef({ form, cart });
  latest.current = { form, cart };

  const leave = (key: keyof ShippingForm) => {
    if (form[key].trim()) setLeft((current) => ({ ...current, [key]: true }));
  };
  const found = validateShippingForm(form);
  const shownErrors: ShippingFormErrors = checked
    ? errors
    : Object.fromEntries(
        (Object.keys(found) as Array<keyof ShippingForm>).filter((key) => left[key]).map((key) => [key, found[key]]),
      );

  const change = (key: keyof ShippingForm, value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    // Once the shopper has tried to pay, the messages follow what they type.
    if (checked) setErrors(validateShippingForm(next));
  };

  /**
   * Before any payment: SPEC §5's messages (focusing the first field in error). Before a card
   * payment also the cart as the server has it now: the payment was asked for when the page opened,
   * and if the cart was ordered or changed since (another tab), even to other shirts of the same
   * total, paying would take money the server then refunds. (The wallet asks for its payment on the click, for the cart's total then.)
   */
  const validateForm = (): boolean => {
    const found = validateShippingForm(latest.current.form);
    setErrors(found);
    setChecked(true);
    const first = (Object.keys(EMPTY_SHIPPING_FORM) as Array<keyof ShippingForm>).find((key) => found[key]);
    if (first) document.getElementById(shippingFieldId(first))?.focus();
    return !hasErrors(found);
  };
  const validate = async (): Promise<boolean> => {
    if (!validateForm()) return false;
    const fresh = await client.query({ query: CART_QUERY, variables: { sessionId }, fetchPolicy: "network-only" }).then(
      ({ data }) => data?.cart,
      () => undefined,
    );
    const unchanged =
      fresh && fresh.total === latest.current.cart.total && cartLinesKey(fresh) === cartLinesKey(latest.current.cart);
    if (unchanged && fresh.items.length > 0) return true;
    toast({
      variant: "destructive",
      title: commerceMessages.cartChanged,
      description: fresh?.items.length
        ? "Check the new total, then pay."
        : "This cart was already ordered, perhaps in another tab. Nothing was charged.",
    });
    return false;
  };

  const paid = (method: "stripe" | "paypal") => (paymentIntentId: string) =>
    placeOrder(latest.current.cart, shippingInput(latest.current.form), method, paymentIntentId);

  const cardProps: CardFormProps | null = intent.clientSecret
    ? { clientSecret: intent.clientSecret, total: cart.total, validate, onPaid: paid("stripe") }
    : null;
  const paymentSettings = settings.data?.paymentSettings;
  const stripeKey = paymentSettings?.cardProvider === "stripe" ? paymentSettings.stripePublishableKey : null;

  return (
    <>
      <PageHeader
        eyebrow="Secure checkout"
        title="Checkout"
        back={
          <Link
            to="/cart"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-cream-100/65 transition-colors hover:text-leaf-300"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to cart
          </Link>
        }
      />
      <Container className="grid items-start gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <div className="grid gap-6">
          <Card className="p-5 sm:p-7">
            <h2 className="flex items-center gap-3 font-display text-3xl text-cream-50 uppercase">
              <Truck className="size-6 text-leaf-300" aria-hidden="true" />
              Shipping
            </h2>
            <p className="mt-1 mb-6 text-sm text-cream-100/60">Where a local print shop sends your shirts. Shipping is free.</p>
            <ShippingFields form={form} errors={shownErrors} onChange={change} onLeave={leave} />
          </Card>

          <Card className="p-5 sm:p-7">
            <h2 className="mb-5 flex items-center gap-3 font-display text-3xl text-cream-50 uppercase">
              <ShieldCheck className="size-6 text-leaf-300" aria-hidden="true" />
              Payment
            </h2>
            <PaymentTabs value={tab} onChange={setTab}>
              {tab === "card" ? (
                intent.failed || (settings.error && !paymentSettings) ? (
                  <div className="grid justify-items-start gap-3 rounded-2xl border border-ember-400/30 bg-ember-500/8 p-4">
                    <p className="text-sm text-cream-100/80">{PAYMENT_INIT_FAILED}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        if (intent.failed) intent.retry();
                        if (settings.error) void settings.refetch();
                      }}
                    >
                      <RotateCcw aria-hidden="true" />
                      Try again
                    </Button>
                  </div>
                ) : !cardProps || !paymentSettings ? (
                  <PreparingPayment />
                ) : stripeKey ? (
                  <Suspense fallback={<PreparingPayment />}>
                    <StripeCardForm publishableKey={stripeKey} {...cardProps} />
                  </Suspense>
                ) : (
                  <OfflineCardForm {...cardProps} />
                )
              ) : (
                <WalletPanel total={cart.total} sessionId={sessionId} validate={validateForm} onCaptured={paid("paypal")} />
              )}
            </PaymentTabs>
          </Card>
        </div>
        <CheckoutSummary cart={cart} className="lg:sticky lg:top-24" />
      </Container>
    </>
  );
}

function PreparingPayment() {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-cream-100/65">
      <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
      Preparing secure payment...
    </p>
  );
}
