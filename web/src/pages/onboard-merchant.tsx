import { BadgeDollarSign, Inbox, Printer } from "lucide-react";
import { Container } from "../components/container.tsx";
import { FeeNotice } from "../components/fee-notice.tsx";
import { MerchantAccountsOnly } from "../components/fulfillment/merchant-accounts-only.tsx";
import { MerchantSignUpForm } from "../components/fulfillment/merchant-sign-up-form.tsx";
import { PerkList } from "../components/perk-list.tsx";
import { Card } from "../components/ui/card.tsx";
import { MY_MERCHANT_QUERY } from "../graphql/fulfillment.ts";
import { MERCHANT_EARNING_PER_SHIRT, MERCHANT_MONTHLY_FEE, SHIRT_PRICE } from "../lib/business-constants.ts";
import { useOnboardingGate } from "../lib/use-onboarding-gate.tsx";

const perks = [
  { icon: Inbox, text: "Leads on shirt orders from shoppers near you, the moment they are paid" },
  { icon: Printer, text: "Print-ready 3600 px files for every shirt you accept" },
  { icon: BadgeDollarSign, text: `$${MERCHANT_EARNING_PER_SHIRT} to you for every $${SHIRT_PRICE} shirt you print` },
] as const;

/** SPEC §9: $5 a month; $16 to the merchant for every $25 shirt it prints. */
const fees = [
  { amount: `$${MERCHANT_MONTHLY_FEE}`, label: "a month, billed to your card, for the order leads" },
  { amount: `$${MERCHANT_EARNING_PER_SHIRT}`, label: `to you for every $${SHIRT_PRICE} shirt you print and ship` },
] as const;

/**
 * SPEC §2 /onboard-merchant: a signed-in Merchant account sets up its print shop and subscribes.
 * Signed-out visitors go to the login endpoint; a merchant that already exists goes to
 * /merchant-dashboard; other accounts learn that print shops sign up with a Merchant account.
 */
export function OnboardMerchantPage() {
  const gate = useOnboardingGate({
    role: "merchant",
    otherAccounts: (user) => <MerchantAccountsOnly user={user} />,
    query: MY_MERCHANT_QUERY,
    existing: (data) => data.myMerchant,
    dashboard: "/merchant-dashboard",
  });
  if (gate) return gate;
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
          <FeeNotice rows={fees} className="mt-10 hidden max-w-md lg:block" />
        </div>

        <Card className="p-6 sm:p-9">
          <h2 className="font-display text-3xl text-cream-50 uppercase">Your print shop</h2>
          <p className="mt-1 text-sm text-cream-100/60">Every field is required.</p>
          <FeeNotice rows={fees} className="mt-6 lg:hidden" />
          <MerchantSignUpForm />
        </Card>
      </Container>
    </section>
  );
}
