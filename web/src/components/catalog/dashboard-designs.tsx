import { useMutation } from "@apollo/client/react";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { Loader2, Shirt, Sparkles, Store } from "lucide-react";
import { Link } from "react-router-dom";
import { type MyDispensary, REQUEST_DESIGNS_MUTATION } from "../../graphql/catalog.ts";
import { DISPENSARY_INITIAL_DESIGNS, DISPENSARY_MONTHLY_NEW_DESIGNS } from "../../lib/business-constants.ts";
import { readyFraction } from "../../lib/generation-progress.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { toast } from "../ui/toast-store.ts";
import { OwnerDesignGrid } from "./owner-design-grid.tsx";
import { PanelTitle } from "./panel-title.tsx";

/**
 * SPEC §2 /dashboard: 'Generate 20 Designs' until the owner asks, then the designs as they land.
 * 'View My Store' appears with the first design; the progress stays until the whole batch is made.
 */
export function DesignsPanel({ store }: { store: MyDispensary }) {
  const [requestDesigns, { loading }] = useMutation(REQUEST_DESIGNS_MUTATION);
  const { status, ready, expected } = store.generation;
  const generating = status === "generating";
  const hasDesigns = store.designCount > 0;
  // Slots still being made show as placeholders after the designs that exist.
  const pending = generating ? Math.max(0, expected - ready) : 0;

  const generate = async () => {
    try {
      await requestDesigns({ variables: { input: { dispensaryId: store.id } } });
      toast({ title: catalogMessages.generationStarted });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Failed to start generation" });
    }
  };

  return (
    <Card className="min-w-0 p-5 sm:p-8">
      <PanelTitle
        icon={Sparkles}
        aside={
          hasDesigns ? (
            <Link to={`/store/${store.id}`} className={buttonClasses("primary", "md")}>
              <Store aria-hidden="true" />
              View My Store
            </Link>
          ) : null
        }
      >
        Your designs
      </PanelTitle>

      {generating ? <GenerationProgress ready={ready} expected={expected} /> : null}

      {!hasDesigns && !generating ? (
        <div className="mt-6 flex flex-col items-start gap-5 rounded-2xl border border-dashed border-leaf-400/30 bg-leaf-400/[0.04] p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-leaf-400/12 text-leaf-300">
            <Shirt className="size-7" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <p className="font-semibold text-cream-50">Your shirt line is one click away</p>
            <p className="mt-1 text-sm text-cream-100/65">
              Get {DISPENSARY_INITIAL_DESIGNS} AI-generated designs carrying your brand, plus {DISPENSARY_MONTHLY_NEW_DESIGNS} new
              designs every month.
            </p>
          </div>
          <Button size="lg" onClick={() => void generate()} disabled={loading}>
            {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {loading ? "Starting..." : `Generate ${DISPENSARY_INITIAL_DESIGNS} Designs`}
          </Button>
        </div>
      ) : null}

      {hasDesigns || ready > 0 || pending > 0 ? (
        <OwnerDesignGrid storeName={store.name} pending={pending} designCount={store.designCount} />
      ) : null}
    </Card>
  );
}

/** "4 of 20 designs ready" with a bar, shown until the batch is complete. */
export function GenerationProgress({ ready, expected }: { ready: number; expected: number }) {
  const percent = Math.round(readyFraction(ready, expected) * 100);
  return (
    <div className="mt-6 rounded-2xl border border-leaf-400/25 bg-leaf-400/[0.06] p-5 sm:p-6" role="status" aria-live="polite">
      <div className="flex items-center gap-3">
        <Loader2 className="size-5 shrink-0 animate-spin text-leaf-300" aria-hidden="true" />
        <p className="font-semibold text-cream-50">Generating your designs</p>
        <p className="ml-auto font-display text-2xl text-leaf-300" aria-hidden="true">
          {ready}/{expected}
        </p>
      </div>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-cream-100/10"
        role="progressbar"
        aria-label="Designs ready"
        aria-valuemin={0}
        aria-valuemax={expected}
        aria-valuenow={ready}
        aria-valuetext={`${ready} of ${expected} designs ready`}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-leaf-500 to-leaf-300 transition-[width] duration-700"
          style={{ width: `${Math.max(percent, 3)}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-cream-100/65">
        <span className="font-semibold text-cream-50">
          {ready} of {expected} designs ready.
        </span>{" "}
        {ready > 0
          ? "Your store already shows the finished ones; the rest appear here as they are made."
          : catalogMessages.generationStarted}
      </p>
    </div>
  );
}
