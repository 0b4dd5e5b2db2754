import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { messages as adsMessages } from "@highcotton/ads/contract";
import { BarChart3, LayoutDashboard, Lock, LogIn, Megaphone, MonitorPlay, Send, UserPlus } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { ApplicationStatus } from "../components/ads/application-status.tsx";
import { PlanSelect } from "../components/ads/plan-select.tsx";
import { PlanSummary } from "../components/ads/plan-summary.tsx";
import { useAdvertisingPlans } from "../components/ads/use-advertising-plans.ts";
import { EmptyState, LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { PerkList } from "../components/perk-list.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { Input } from "../components/ui/input.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { ADVERTISER_STANDING_QUERY, APPLY_TO_ADVERTISE_MUTATION } from "../graphql/ads.ts";
import {
  ADVERTISER_FORM_FIELDS,
  type AdvertiserForm,
  type AdvertiserFormErrors,
  advertiserApplicationInput,
  applicationLabels,
  COMPANY_NAME_MAX,
  PHONE_MAX,
  validateAdvertiserForm,
} from "../lib/advertiser-form.ts";
import { findAdvertisingPlan } from "../lib/advertising-plans.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";

/** SPEC §9's 2 s after the notice, then the advertiser dashboard, where the application's status is. */
export const ADVERTISER_REDIRECT_MS = 2000;
/** Said once the application is recorded (pending an operator's review), and when it is not. */
export const APPLICATION_RECEIVED = {
  title: adsMessages.applicationReceived,
  description: adsMessages.applicationReceivedDetail,
} as const;
export const APPLICATION_FAILED = "Failed to submit application";

const fieldId = (key: keyof AdvertiserForm) => `advertiser-${key}`;

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
          <Link to="/register?accountType=advertiser" className={buttonClasses("outline", "lg")}>
            <UserPlus aria-hidden="true" />
            Create an account
          </Link>
        </div>
      </Card>
    </Container>
  );
}

/**
 * SPEC §2 "Advertiser signup": a signed-in user applies with a plan (applyToAdvertise); an operator
 * approves the application, then the advertiser pays and uploads its ad at /advertiser-dashboard.
 * A user who has applied sees where the application stands instead of the form.
 */
export function OnboardAdvertiserPage() {
  const { user } = useAuth();
  if (!user) return <LoginRequired />;
  return <AdvertiserStanding email={user.email ?? ""} />;
}

function AdvertiserStanding({ email }: { email: string }) {
  // Asked on each visit: an operator may have approved the application meanwhile.
  const { data, loading, error, refetch } = useQuery(ADVERTISER_STANDING_QUERY, { fetchPolicy: "cache-and-network" });
  const retry = () => void refetch().catch(() => undefined);
  if (!data && loading) return <LoadingPanel />;
  if (!data && error) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={retry} />
      </Container>
    );
  }
  if (data?.myAdvertiser) {
    return (
      <Container className="py-16">
        <EmptyState
          icon={LayoutDashboard}
          as="h1"
          title="You're an advertiser"
          description={`${data.myAdvertiser.companyName}'s plan, ads and numbers are on your advertiser dashboard.`}
          actions={
            <Link to="/advertiser-dashboard" className={buttonClasses("primary", "lg")}>
              <LayoutDashboard aria-hidden="true" />
              Open advertiser dashboard
            </Link>
          }
        />
      </Container>
    );
  }
  const application = data?.myAdvertiserApplication;
  // A rejected application may be followed by a new one: the form, with why the last one was refused.
  if (application && application.status !== "rejected") {
    return (
      <Container className="py-12 sm:py-16">
        <ApplicationStatus application={application} />
      </Container>
    );
  }
  return <AdvertiserSignup email={email} onAlreadyApplied={retry} rejectionReason={application?.rejectionReason ?? null} />;
}

function AdvertiserSignup({
  email,
  onAlreadyApplied,
  rejectionReason,
}: {
  email: string;
  onAlreadyApplied: () => void;
  rejectionReason: string | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const plans = useAdvertisingPlans();
  const [form, setForm] = useState<AdvertiserForm>(() => ({
    companyName: "",
    contactEmail: email,
    contactPhone: "",
    website: "",
    // The plan chosen on the landing page, if any.
    plan: (location.state as { plan?: string } | null)?.plan ?? "",
  }));
  const [errors, setErrors] = useState<AdvertiserFormErrors>({});
  const [status, setStatus] = useState<"idle" | "submitting" | "done">("idle");
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [apply] = useMutation(APPLY_TO_ADVERTISE_MUTATION);
  const client = useApolloClient();

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const set = (key: keyof AdvertiserForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "idle") return;
    const found = validateAdvertiserForm(form, plans.plans?.map((plan) => plan.value) ?? []);
    setErrors(found);
    const firstInvalid = ADVERTISER_FORM_FIELDS.find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setStatus("submitting");
    try {
      await apply({ variables: { input: advertiserApplicationInput(form) } });
      toast(APPLICATION_RECEIVED);
      setStatus("done");
      redirectTimer.current = setTimeout(() => {
        navigate("/advertiser-dashboard");
        // The navigation's Dashboard link leads there too from now on: its standing is read again.
        void client.refetchQueries({ include: ["AdvertiserStanding"] }).catch(() => undefined);
      }, ADVERTISER_REDIRECT_MS);
    } catch (error) {
      setStatus("idle");
      toast({
        variant: "destructive",
        title: APPLICATION_FAILED,
        description: graphQLErrorMessage(error) ?? "Please try again.",
      });
      // Applied from another tab meanwhile: show that application.
      if (hasErrorCode(error, "CONFLICT")) onAlreadyApplied();
    }
  };

  const input = (
    key: "companyName" | "contactEmail" | "contactPhone" | "website",
    label: string,
    extra: { type?: string; autoComplete: string; placeholder: string; optional?: boolean; maxLength?: number },
  ) => {
    const id = fieldId(key);
    return (
      <Field id={id} label={label} optional={extra.optional} error={errors[key]}>
        <Input
          id={id}
          name={key}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          maxLength={extra.maxLength}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          disabled={status !== "idle"}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={fieldDescribedBy(id, errors[key])}
          placeholder={extra.placeholder}
        />
      </Field>
    );
  };

  const plan = findAdvertisingPlan(plans.plans, form.plan);

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
          <p className="mt-1 text-sm text-cream-100/60">
            Tell us about your company and pick a plan. We review each application before your ads can run.
          </p>
          {rejectionReason ? (
            <p
              role="note"
              className="mt-5 rounded-xl border border-gold-400/35 bg-gold-400/10 px-4 py-3 text-sm text-cream-100/85"
            >
              <strong className="text-gold-400">Your last application was not approved:</strong> {rejectionReason}
            </p>
          ) : null}
          <form noValidate onSubmit={submit} className="mt-8 grid gap-5" aria-label="Advertiser signup">
            {input("companyName", applicationLabels.companyName, {
              autoComplete: "organization",
              placeholder: "Your company",
              maxLength: COMPANY_NAME_MAX + 20,
            })}
            {input("contactEmail", applicationLabels.contactEmail, {
              type: "email",
              autoComplete: "email",
              placeholder: "you@company.com",
            })}
            <div className="grid gap-5 sm:grid-cols-2">
              {input("contactPhone", "Phone", {
                type: "tel",
                autoComplete: "tel",
                placeholder: "(555) 555-0100",
                optional: true,
                maxLength: PHONE_MAX + 10,
              })}
              {input("website", "Website", { type: "url", autoComplete: "url", placeholder: "https://", optional: true })}
            </div>
            <Field id={fieldId("plan")} label="Advertising plan" error={errors.plan}>
              <PlanSelect
                id={fieldId("plan")}
                value={plan?.value}
                onValueChange={(value) => set("plan", value)}
                plans={plans}
                placeholder="Select a plan"
                invalid={Boolean(errors.plan)}
                describedBy={fieldDescribedBy(fieldId("plan"), errors.plan)}
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
