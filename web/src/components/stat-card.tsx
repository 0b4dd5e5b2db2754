import type { LucideIcon } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { Card } from "./ui/card.tsx";

const TONES = {
  plain: { icon: "text-leaf-300", value: "text-cream-50" },
  leaf: { icon: "text-leaf-300", value: "text-leaf-300" },
  gold: { icon: "text-gold-400", value: "text-gold-400" },
  ember: { icon: "text-ember-300", value: "text-ember-300" },
  /** A figure not known yet. */
  muted: { icon: "text-leaf-300", value: "text-cream-100/55" },
} as const;

export type StatTone = keyof typeof TONES;

/** One figure of a dashboard's row of totals: its label and icon, the value, and a line under it. */
export function StatCard({
  icon: Icon,
  label,
  value,
  note,
  tone = "plain",
  wraps = false,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
  tone?: StatTone;
  /** A value in words (a plan's name) wraps on a narrow card instead of being cut short. */
  wraps?: boolean;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <p className="text-[0.7rem] font-bold tracking-[0.08em] text-cream-100/55 uppercase sm:text-xs sm:tracking-[0.15em]">
          {label}
        </p>
        <Icon className={cn("size-5 shrink-0", TONES[tone].icon)} aria-hidden="true" />
      </div>
      <p
        className={cn(
          "font-display text-3xl sm:text-4xl",
          wraps ? "leading-tight text-balance break-words" : "truncate",
          TONES[tone].value,
        )}
      >
        {value}
      </p>
      {note ? <p className="-mt-1 text-xs text-cream-100/55">{note}</p> : null}
    </Card>
  );
}
