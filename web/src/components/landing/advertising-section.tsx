import { ArrowRight, BarChart3, Megaphone } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { findAdvertisingPlan } from "../../lib/advertising-plans.ts";
import { PlanSelect } from "../ads/plan-select.tsx";
import { PlanSummary } from "../ads/plan-summary.tsx";
import { useAdvertisingPlans } from "../ads/use-advertising-plans.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Label } from "../ui/label.tsx";

/** SPEC §2/§4 landing advertising section: the server's plans, the chosen one's price, and the way in. */
export function AdvertisingCard() {
  const plans = useAdvertisingPlans();
  const [planValue, setPlanValue] = useState<string | undefined>(undefined);
  const plan = findAdvertisingPlan(plans.plans, planValue);
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
        <PlanSelect
          id="advertising-plan"
          value={planValue}
          onValueChange={setPlanValue}
          plans={plans}
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
