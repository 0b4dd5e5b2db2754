import { ArrowRight, BarChart3, Megaphone } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { findAdvertisingPlan } from "../../lib/advertising-plans.ts";
import { planOptions } from "../../lib/plan-options.tsx";
import { PlanSummary } from "../plan-summary.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Label } from "../ui/label.tsx";
import { Select } from "../ui/select.tsx";

export function AdvertisingCard() {
  const [planValue, setPlanValue] = useState<string | undefined>(undefined);
  const plan = findAdvertisingPlan(planValue);
  const navigate = useNavigate();

  return (
    <Card className="flex flex-col p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="grid size-14 place-items-center rounded-2xl bg-gold-400/12 text-gold-400">
          <Megaphone className="size-7" aria-hidden="true" />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-cream-100/8 px-3 py-1 text-xs font-semibold text-cream-100/70">
          <BarChart3 className="size-3.5" aria-hidden="true" />
          Impressions &amp; engagement analytics
        </span>
      </div>
      <h3 id="advertise-title" className="mt-6 font-display text-3xl text-cream-50 uppercase sm:text-4xl">
        Advertise your brand
      </h3>
      <p className="mt-2 max-w-lg text-cream-100/65">
        Cannabis companies and brands: run a flyer or a 15, 30 or 60 second video on marketplace and dispensary pages, billed
        monthly.
      </p>
      <div className="mt-8 grid gap-2">
        <Label htmlFor="advertising-plan">Advertising plan</Label>
        <Select
          id="advertising-plan"
          value={planValue}
          onValueChange={setPlanValue}
          options={planOptions}
          placeholder="Choose a plan"
        />
      </div>
      {plan ? <PlanSummary plan={plan} className="mt-4" /> : null}
      <Button
        size="lg"
        className="mt-6 self-start"
        onClick={() => navigate("/onboard-advertiser", plan ? { state: { plan: plan.value } } : undefined)}
      >
        Start Advertising
        <ArrowRight aria-hidden="true" />
      </Button>
    </Card>
  );
}
