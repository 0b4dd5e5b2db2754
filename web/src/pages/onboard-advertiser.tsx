import { BarChart3, Lock, LogIn, Megaphone, MonitorPlay, Send, UserPlus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { Container } from "../components/container.tsx";
import { PerkList } from "../components/perk-list.tsx";
import { PlanSummary } from "../components/plan-summary.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { Input } from "../components/ui/input.tsx";
import { Select } from "../components/ui/select.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { type AdvertiserForm, type AdvertiserFormErrors, validateAdvertiserForm } from "../lib/advertiser-form.ts";
import { findAdvertisingPlan } from "../lib/advertising-plans.ts";
import { planOptions } from "../lib/plan-options.tsx";

/** SPEC §9: the stub submit lasts 500 ms; the page returns home 2 s after the notice. */
export const ADVERTISER_SUBMIT_MS = 500;
export const ADVERTISER_REDIRECT_MS = 2000;

const perks = [
  { icon: MonitorPlay, text: "Your flyer or video shown on marketplace and dispensary pages" },
  { icon: BarChart3, text: "Analytics on impressions and engagement" },
  { icon: Megaphone, text: "Reach a 21+ audience that lives the culture" },
] as const;

function LoginRequired() {
  return (
    <Container className="grid min-h-[70dvh] place-items-center py-16">
      <Card className="w-full max-w-md animate-rise p-8 text-center sm:p-10">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl border border-gold-400/35 bg-gold-400/10 text-gold-400">
          <Lock className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-6 font-display text-4xl text-cream-50 uppercase">Login Required</h1>
        <p className="mt-3 text-cream-100/70">Please log in to sign up as an advertiser.</p>
        <div className="mt-8 grid gap-3">
          <Link to="/login" className={buttonClasses("primary", "lg")}>
            <LogIn aria-hidden="true" />
            Login
          </Link>
          <Link to="/register" className={buttonClasses("outline", "lg")}>
            <UserPlus aria-hidden="true" />
            Create an account
          </Link>
        </div>
      </Card>
    </Container>
  );
}

/** SPEC §2 "Advertiser signup": a stub that only announces the feature. No server call. */
export function OnboardAdvertiserPage() {
  const { user } = useAuth();
  if (!user) return <LoginRequired />;
  return <AdvertiserSignup email={user.email ?? ""} />;
}

function AdvertiserSignup({ email }: { email: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const chosenPlan = (location.state as { plan?: string } | null)?.plan;
  const [form, setForm] = useState<AdvertiserForm>({
    companyName: "",
    contactEmail: email,
    contactPhone: "",
    website: "",
    plan: findAdvertisingPlan(chosenPlan) ? (chosenPlan as string) : "",
  });
  const [errors, setErrors] = useState<AdvertiserFormErrors>({});
  const [status, setStatus] = useState<"idle" | "submitting" | "done">("idle");
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const set = (key: keyof AdvertiserForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAdvertiserForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus("submitting");
    try {
      await new Promise((resolve) => setTimeout(resolve, ADVERTISER_SUBMIT_MS));
      toast({
        title: "Coming Soon!",
        description: "Advertiser accounts will be available soon. We'll contact you at your email.",
      });
      setStatus("done");
      redirectTimer.current = setTimeout(() => navigate("/"), ADVERTISER_REDIRECT_MS);
    } catch {
      setStatus("idle");
      toast({ variant: "destructive", title: "Error", description: "Failed to submit application" });
    }
  };

  const input = (
    key: "companyName" | "contactEmail" | "contactPhone" | "website",
    label: string,
    extra: { type?: string; autoComplete: string; placeholder: string; optional?: boolean },
  ) => {
    const id = `advertiser-${key}`;
    return (
      <Field id={id} label={label} optional={extra.optional} error={errors[key]}>
        <Input
          id={id}
          name={key}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, errors[key])}
          placeholder={extra.placeholder}
        />
      </Field>
    );
  };

  const plan = findAdvertisingPlan(form.plan);

  return (
    <section className="bg-glow">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_minmax(0,34rem)] lg:gap-16 lg:py-20">
        <div>
          <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">Advertisers</p>
          <h1 className="mt-3 font-display text-5xl leading-[0.95] text-cream-50 uppercase text-balance sm:text-6xl">
            Advertise with High Cotton
          </h1>
          <p className="mt-4 max-w-lg text-lg text-cream-100/70">
            Put your brand in front of shoppers and dispensary customers with a monthly flyer or video plan.
          </p>
          <PerkList perks={perks} />
          {plan ? <PlanSummary plan={plan} className="mt-8 max-w-md" /> : null}
        </div>

        <Card className="p-6 sm:p-9">
          <h2 className="font-display text-3xl text-cream-50 uppercase">Advertiser signup</h2>
          <p className="mt-1 text-sm text-cream-100/60">Tell us about your company and pick a plan.</p>
          <form noValidate onSubmit={submit} className="mt-8 grid gap-5">
            {input("companyName", "Company name", { autoComplete: "organization", placeholder: "Your company" })}
            {input("contactEmail", "Contact email", { type: "email", autoComplete: "email", placeholder: "you@company.com" })}
            <div className="grid gap-5 sm:grid-cols-2">
              {input("contactPhone", "Phone", {
                type: "tel",
                autoComplete: "tel",
                placeholder: "(555) 555-0100",
                optional: true,
              })}
              {input("website", "Website", { type: "url", autoComplete: "url", placeholder: "https://", optional: true })}
            </div>
            <Field id="advertiser-plan" label="Advertising plan" error={errors.plan}>
              <Select
                id="advertiser-plan"
                value={form.plan || undefined}
                onValueChange={(value) => set("plan", value)}
                options={planOptions}
                placeholder="Select a plan"
                invalid={Boolean(errors.plan)}
                describedBy={fieldDescribedBy("advertiser-plan", errors.plan)}
              />
            </Field>
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={status !== "idle"}>
              <Send aria-hidden="true" />
              {status === "submitting" ? "Submitting..." : status === "done" ? "Submitted" : "Submit Application"}
            </Button>
          </form>
        </Card>
      </Container>
    </section>
  );
}
