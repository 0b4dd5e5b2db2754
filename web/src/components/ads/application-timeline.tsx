import { Check, Circle, CircleDot, X } from "lucide-react";
import type { AdvertiserApplication } from "../../graphql/ads.ts";
import { formatUsd } from "../../lib/advertising-plans.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/format-date.ts";

export type StepState = "done" | "current" | "upcoming" | "refused";

export interface TimelineStep {
  key: string;
  title: string;
  detail?: string;
  state: StepState;
}

/** How far an approved advertiser has come: whether the plan is paid and any ad uploaded. */
export interface AdvertiserProgress {
  paid: boolean;
  adCount: number;
}

/**
 * An application's way from submitted to running ads: when it was submitted, its review (when,
 * and the operator's reason for a refusal), then the advertiser's next steps once approved: pay
 * the plan and upload the first ad.
 */
export function applicationSteps(
  application: Pick<AdvertiserApplication, "status" | "createdAt" | "reviewedAt" | "rejectionReason" | "contactEmail" | "plan">,
  progress: AdvertiserProgress | null = null,
): TimelineStep[] {
  const submitted: TimelineStep = {
    key: "submitted",
    title: "Application submitted",
    detail: formatDateTime(application.createdAt),
    state: "done",
  };
  if (application.status === "rejected") {
    const when = application.reviewedAt ? formatDateTime(application.reviewedAt) : null;
    const reason = application.rejectionReason ? `Reason: ${application.rejectionReason}` : null;
    return [
      submitted,
      { key: "review", title: "Not approved", detail: [when, reason].filter(Boolean).join(" · "), state: "refused" },
      { key: "apply-again", title: "Apply again", detail: "A new application is reviewed afresh.", state: "current" },
    ];
  }
  const approved = application.status === "approved";
  const paid = progress?.paid ?? false;
  const adCount = progress?.adCount ?? 0;
  return [
    submitted,
    approved
      ? { key: "review", title: "Approved", detail: formatDateTime(application.reviewedAt), state: "done" }
      : {
          key: "review",
          title: "Under review",
          detail: `An operator reviews each application; we email ${application.contactEmail} when it is decided.`,
          state: "current",
        },
    {
      key: "pay",
      title: paid ? "Plan paid" : "Pay your plan",
      detail: `${application.plan.label} · ${formatUsd(application.plan.monthlyPrice)}/month, billed monthly by card.`,
      state: paid ? "done" : approved ? "current" : "upcoming",
    },
    {
      key: "upload",
      title: adCount > 0 ? "Ad uploaded" : "Upload your first ad",
      detail: "It runs on the marketplace and store pages once the plan is paid.",
      state: adCount > 0 ? "done" : approved ? "current" : "upcoming",
    },
  ];
}

const STEP_STYLES: Record<StepState, { icon: typeof Check; dot: string; title: string; label: string }> = {
  done: { icon: Check, dot: "border-leaf-400 bg-leaf-400 text-ink", title: "text-cream-50", label: "Done" },
  current: { icon: CircleDot, dot: "border-gold-400 bg-gold-400/15 text-gold-400", title: "text-cream-50", label: "Now" },
  upcoming: { icon: Circle, dot: "border-cream-100/25 text-cream-100/40", title: "text-cream-100/60", label: "Next" },
  refused: { icon: X, dot: "border-ember-400 bg-ember-500/20 text-ember-300", title: "text-cream-50", label: "Refused" },
};

/** The steps as a vertical timeline; each step's state is said in words for screen readers too. */
export function ApplicationTimeline({ steps, className }: { steps: TimelineStep[]; className?: string }) {
  return (
    <ol aria-label="Application timeline" className={cn("grid", className)}>
      {steps.map((step, index) => {
        const style = STEP_STYLES[step.state];
        const Icon = style.icon;
        return (
          <li key={step.key} className="relative flex gap-4 pb-5 last:pb-0">
            {index < steps.length - 1 ? (
              <span className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-cream-100/15" aria-hidden="true" />
            ) : null}
            <span className={cn("grid size-8 shrink-0 place-items-center rounded-full border-2", style.dot)}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 pt-1">
              <p className={cn("font-semibold", style.title)}>
                <span className="sr-only">{style.label}: </span>
                {step.title}
              </p>
              {step.detail ? <p className="mt-0.5 text-sm break-words text-cream-100/60">{step.detail}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
