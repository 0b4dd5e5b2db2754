import { useQuery } from "@apollo/client/react";
import { BadgeDollarSign, Inbox, Printer } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { useSignInRequired } from "../auth/use-sign-in-required.ts";
import { LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { MerchantAccountsOnly } from "../components/fulfillment/merchant-accounts-only.tsx";
import { MerchantFeeNotice } from "../components/fulfillment/merchant-fee-notice.tsx";
import { MerchantSignUpForm } from "../components/fulfillment/merchant-sign-up-form.tsx";
import { PerkList } from "../components/perk-list.tsx";
import { Card } from "../components/ui/card.tsx";
import { MY_MERCHANT_QUERY } from "../graphql/fulfillment.ts";
import { browserNavigation, LOGIN_ENDPOINT } from "../lib/browser-navigation.ts";
import { MERCHANT_EARNING_PER_SHIRT, SHIRT_PRICE } from "../lib/business-constants.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";

const perks = [
  { icon: Inbox, text: "Leads on shirt orders from shoppers near you, the moment they are paid" },
  { icon: Printer, text: "Print-ready 3600 px files for every shirt you accept" },
  { icon: BadgeDollarSign, text: `$${MERCHANT_EARNING_PER_SHIRT} to you for every $${SHIRT_PRICE} shirt you print` },
] as const;

/**
 * SPEC §2 /onboard-merchant: a signed-in Merchant account sets up its print shop and subscribes.
 * Signed-out visitors go to the login endpoint; a merchant that already exists goes to
 * /merchant-dashboard; other accounts learn that print shops sign up with a Merchant account.
 */
export function OnboardMerchantPage() {
  const signedIn = useSignInRequired();
  const { user } = useAuth();
  if (!signedIn || !user) return <LoadingPanel label="Redirecting to sign in..." />;
  if (user.role !== "merchant") return <MerchantAccountsOnly user={user} />;
  return <MerchantSetup />;
}

function MerchantSetup() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(MY_MERCHANT_QUERY);
  const existing = data?.myMerchant;
  const signedOut = hasErrorCode(error, "UNAUTHENTICATED");

  useEffect(() => {
    if (existing) navigate("/merchant-dashboard", { replace: true });
  }, [existing, navigate]);
  useEffect(() => {
    // The session ran out since the page loaded: sign in again.
    if (signedOut) browserNavigation.assign(LOGIN_ENDPOINT);
  }, [signedOut]);

  if (loading && !data) return <LoadingPanel />;
  if (existing) return <LoadingPanel label="Opening your dashboard..." />;
  if (signedOut) return <LoadingPanel label="Redirecting to sign in..." />;
  if (error && !data) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  return (
    <section className="bg-glow">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_minmax(0,36rem)] lg:gap-16 lg:py-20">
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">Local print shops</p>
          <h1 className="mt-3 font-display text-5xl leading-[0.95] text-cream-50 uppercase text-balance sm:text-6xl">
            Become a merchant
          </h1>
          <p className="mt-4 max-w-lg text-lg text-cream-100/70">
            T-shirt printers, embroidery and screen printing shops: take the orders, print the shirts, get paid for every one.
          </p>
          <PerkList perks={perks} />
          <MerchantFeeNotice className="mt-10 hidden max-w-md lg:block" />
        </div>

        <Card className="p-6 sm:p-9">
          <h2 className="font-display text-3xl text-cream-50 uppercase">Your print shop</h2>
          <p className="mt-1 text-sm text-cream-100/60">Every field is required.</p>
          <MerchantFeeNotice className="mt-6 lg:hidden" />
          <MerchantSignUpForm />
        </Card>
      </Container>
    </section>
  );
}
