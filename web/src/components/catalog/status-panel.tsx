import { Leaf, type LucideIcon, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** A page-level "working on it" state (loading data, leaving for sign-in). */
export function LoadingPanel({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div className={cn("grid min-h-[50dvh] place-items-center py-16", className)} role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <Leaf className="size-9 animate-pulse text-leaf-400" aria-hidden="true" />
        <p className="text-sm font-semibold tracking-[0.3em] text-cream-100/70 uppercase">{label}</p>
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  tone?: "leaf" | "gold" | "ember";
  /** Heading level: h1 when the state is the whole page. */
  as?: "h1" | "h2" | "h3";
  className?: string;
}

const tones = {
  leaf: "border-leaf-400/30 bg-leaf-400/10 text-leaf-300",
  gold: "border-gold-400/35 bg-gold-400/10 text-gold-400",
  ember: "border-ember-400/40 bg-ember-500/10 text-ember-300",
} as const;

/** A centred card for empty lists, missing records and failures. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  actions,
  tone = "leaf",
  as: Heading = "h2",
  className,
}: EmptyStateProps) {
  return (
    <Card className={cn("mx-auto flex max-w-xl animate-rise flex-col items-center px-6 py-12 text-center sm:px-10", className)}>
      <span className={cn("grid size-16 place-items-center rounded-2xl border", tones[tone])}>
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="mt-6 font-display text-4xl text-cream-50 uppercase">{title}</Heading>
      <p className="mt-3 max-w-md text-cream-100/70 text-balance">{description}</p>
      {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div> : null}
    </Card>
  );
}

/** A failed load, with a way to try again. */
export function LoadError({ message, onRetry }: { message?: string | undefined; onRetry: () => void }) {
  return (
    <EmptyState
      icon={RotateCcw}
      tone="ember"
      title="Couldn't load this"
      description={message ?? "Something went wrong while loading. Check your connection and try again."}
      actions={
        <Button variant="outline" size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
