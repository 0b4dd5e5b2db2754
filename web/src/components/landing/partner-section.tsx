import { Check, type LucideIcon, Printer, Store } from "lucide-react";
import { browserNavigation, LOGIN_ENDPOINT } from "../../lib/browser-navigation.ts";
import {
  BUSINESS_TYPES,
  DISPENSARY_ANNUAL_RENEWAL,
  DISPENSARY_EARNING_PER_SHIRT,
  DISPENSARY_INITIAL_DESIGNS,
  DISPENSARY_MONTHLY_NEW_DESIGNS,
  DISPENSARY_SIGN_ON_FEE,
  MERCHANT_EARNING_PER_SHIRT,
  MERCHANT_MONTHLY_FEE,
  MERCHANT_TYPES,
  SHIRT_PRICE,
} from "../../lib/business-constants.ts";
import { Container } from "../container.tsx";
import { Card } from "../ui/card.tsx";
import { Label } from "../ui/label.tsx";
import { Select, type SelectOption } from "../ui/select.tsx";
import { SectionHeading } from "./section-heading.tsx";

interface PartnerCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  blurb: string;
  perks: string[];
  price: string;
  priceNote: string;
  selectLabel: string;
  placeholder: string;
  options: readonly SelectOption[];
}

/** SPEC §4: choosing a type starts the server's join and sign-in flow; other values do nothing. */
function startJoinFlow(options: readonly SelectOption[], value: string): void {
  if (options.some((option) => option.value === value)) browserNavigation.assign(LOGIN_ENDPOINT);
}

function PartnerCard({
  id,
  icon: Icon,
  title,
  blurb,
  perks,
  price,
  priceNote,
  selectLabel,
  placeholder,
  options,
}: PartnerCardProps) {
  return (
    <Card className="flex flex-col p-6 transition-colors hover:border-leaf-400/30 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-14 place-items-center rounded-2xl bg-leaf-400/12 text-leaf-300">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-right">
          <span className="font-display text-3xl text-cream-50">{price}</span>
          <span className="block text-xs text-cream-100/55">{priceNote}</span>
        </p>
      </div>
      <h3 className="mt-6 font-display text-3xl text-cream-50 uppercase">{title}</h3>
      <p className="mt-2 text-cream-100/65">{blurb}</p>
      <ul className="mt-6 grid gap-3">
        {perks.map((perk) => (
          <li key={perk} className="flex gap-3 text-sm text-cream-100/85">
            <Check className="mt-0.5 size-4 shrink-0 text-leaf-400" strokeWidth={3} aria-hidden="true" />
            {perk}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2 pt-8">
        <Label htmlFor={id}>{selectLabel}</Label>
        <Select
          id={id}
          value={undefined}
          onValueChange={(value) => startJoinFlow(options, value)}
          options={options}
          placeholder={placeholder}
        />
      </div>
    </Card>
  );
}

export function PartnerSection() {
  return (
    <section aria-labelledby="partners-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="partners-title"
          eyebrow="Partner with us"
          title="Grow with High Cotton"
          intro="Dispensaries and smoke shops get a branded shirt line without lifting a finger. Local print shops get the orders."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <PartnerCard
            id="partner-business-type"
            icon={Store}
            title="Dispensary / Smoke Shop"
            blurb="Your brand on shirts your customers actually want, with a store page and QR code of your own."
            perks={[
              `${DISPENSARY_INITIAL_DESIGNS} AI-generated shirt designs carrying your brand, plus ${DISPENSARY_MONTHLY_NEW_DESIGNS} new designs every month`,
              "Your own store page and QR code",
              `$${DISPENSARY_EARNING_PER_SHIRT} passive income on every $${SHIRT_PRICE} shirt sold`,
              `$${DISPENSARY_ANNUAL_RENEWAL} annual renewal from year 2`,
            ]}
            price={`$${DISPENSARY_SIGN_ON_FEE}`}
            priceNote="one-time sign-on"
            selectLabel="Business type"
            placeholder="Select your business type"
            options={BUSINESS_TYPES}
          />
          <PartnerCard
            id="partner-merchant-type"
            icon={Printer}
            title="Local Apparel Merchant"
            blurb="T-shirt printers, embroidery and screen printing shops: get order leads from your area."
            perks={[
              "Leads on new orders, ready to accept and fulfil",
              `Earn $${MERCHANT_EARNING_PER_SHIRT} on every $${SHIRT_PRICE} shirt`,
              "Track revenue and your available balance",
              "Accept orders and mark them fulfilled from your dashboard",
            ]}
            price={`$${MERCHANT_MONTHLY_FEE}`}
            priceNote="per month"
            selectLabel="Merchant type"
            placeholder="Select your merchant type"
            options={MERCHANT_TYPES}
          />
        </div>
      </Container>
    </section>
  );
}
