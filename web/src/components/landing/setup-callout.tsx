import { ArrowRight, Printer, Store } from "lucide-react";
import { Link } from "react-router-dom";
import { DISPENSARY_INITIAL_DESIGNS, MERCHANT_MONTHLY_FEE } from "../../lib/business-constants.ts";
import type { SetupStep } from "../../lib/store-setup.ts";
import { useStoreSetup } from "../../lib/use-store-setup.ts";
import { Container } from "../container.tsx";
import { buttonClasses } from "../ui/button.tsx";

const callouts = {
  "dispensary-store": {
    icon: Store,
    eyebrow: "Your next step",
    title: "Set up your store",
    text: `Add your business details to get your store page, a QR code for the counter and ${DISPENSARY_INITIAL_DESIGNS} AI-made shirt designs carrying your brand.`,
    to: "/onboard",
    action: "Set up your store",
  },
  "merchant-account": {
    icon: Printer,
    eyebrow: "Your next step",
    title: "Set up your print shop",
    text: `Subscribe for $${MERCHANT_MONTHLY_FEE}/month to get leads on shirt orders from your area.`,
    to: "/onboard-merchant",
    action: "Set up your print shop",
  },
} as const satisfies Record<Exclude<SetupStep, null>, unknown>;

/** On the home page, a signed-in partner who has not set up yet sees what to do next, first thing. */
export function SetupCallout() {
  const { step } = useStoreSetup();
  if (!step) return null;
  const { icon: Icon, eyebrow, title, text, to, action } = callouts[step];
  return (
    <section aria-labelledby="setup-callout-title" className="border-b border-leaf-400/25 bg-leaf-400/[0.08]">
      <Container className="flex flex-col gap-5 py-6 sm:flex-row sm:items-center sm:gap-6 sm:py-7">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-leaf-400 text-ink">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">{eyebrow}</p>
          <h2 id="setup-callout-title" className="mt-1 font-display text-3xl text-cream-50 uppercase sm:text-4xl">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-cream-100/75">{text}</p>
        </div>
        <Link to={to} className={buttonClasses("primary", "lg", "group shrink-0")}>
          {action}
          <ArrowRight className="transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </Container>
    </section>
  );
}
