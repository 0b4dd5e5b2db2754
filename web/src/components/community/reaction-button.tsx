import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/**
 * A post's like, love or comments button with its count. `pressed` (a toggle's state) lights it;
 * `expanded` marks the comments button, which opens a list instead.
 */
export function ReactionButton({
  icon: Icon,
  label,
  count,
  pressed,
  expanded,
  tone = "leaf",
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  count: number;
  pressed?: boolean;
  expanded?: boolean;
  tone?: "leaf" | "ember";
  disabled?: boolean;
  onClick: () => void;
}) {
  const lit = pressed || expanded;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      aria-expanded={expanded}
      className={cn(
        "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors disabled:cursor-wait disabled:opacity-70",
        !lit && "border-cream-100/12 text-cream-100/70 hover:border-cream-100/30 hover:text-cream-50",
        lit && tone === "leaf" && "border-leaf-400/50 bg-leaf-400/15 text-leaf-200",
        lit && tone === "ember" && "border-ember-400/50 bg-ember-500/15 text-ember-300",
      )}
    >
      <Icon className={cn("size-4", pressed && "fill-current")} aria-hidden="true" />
      {/* Named by its own words, "Like 3" (a phone shows the count alone): what is seen is part of what is read. */}
      <span className="max-sm:sr-only">{label}</span> <span>{count}</span>
    </button>
  );
}
