import { Check, Package, Printer, Truck } from "lucide-react";
import type { FulfillmentStatus } from "../../graphql/commerce.ts";
import { cn } from "../../lib/cn.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { FULFILLMENT_STEPS, fulfillmentStepStates } from "../../lib/fulfillment-progress.ts";

const ICONS = { pending: Package, assigned: Printer, fulfilled: Truck } as const;

/** An order's way from placed to shipped (pending → assigned → fulfilled), with the dates known. */
export function FulfillmentProgress({
  status,
  dates,
}: {
  status: FulfillmentStatus;
  dates: Partial<Record<FulfillmentStatus, string | null>>;
}) {
  const states = fulfillmentStepStates(status);
  return (
    <ol className="grid gap-3 sm:grid-cols-3" aria-label="Order progress">
      {FULFILLMENT_STEPS.map((step, index) => {
        const state = states[index];
        const Icon = state === "done" ? Check : ICONS[step.status];
        const when = formatDateTime(dates[step.status]);
        return (
          <li
            key={step.status}
            aria-current={step.status === status ? "step" : undefined}
            data-state={state}
            className={cn(
              "relative rounded-2xl border p-4",
              state === "upcoming" ? "border-cream-100/10 bg-ink/20" : "border-leaf-400/30 bg-leaf-400/8",
              state === "current" && "ring-2 ring-leaf-400/40",
            )}
          >
            <span
              className={cn(
                "grid size-9 place-items-center rounded-full",
                state === "upcoming" ? "bg-cream-100/8 text-cream-100/60" : "bg-leaf-400 text-ink",
              )}
            >
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            <p className={cn("mt-3 font-semibold", state === "upcoming" ? "text-cream-100/50" : "text-cream-50")}>
              {step.title}
              <span className="sr-only">{state === "done" ? " (done)" : state === "current" ? " (now)" : " (next)"}</span>
            </p>
            <p className="mt-1 text-xs text-cream-100/55">
              {state === "upcoming" ? "Not yet" : state === "done" ? (step.doneDetail ?? step.detail) : step.detail}
            </p>
            {when && state !== "upcoming" ? <p className="mt-2 text-xs text-cream-100/60">{when}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
