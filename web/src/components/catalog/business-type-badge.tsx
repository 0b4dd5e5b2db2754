import { Flame, Leaf } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { type BusinessType, businessTypeLabel } from "../../lib/dispensary-form.ts";

/** SPEC §2: 'Smoke Shop' or 'Dispensary'. */
export function BusinessTypeBadge({ type, className }: { type: BusinessType; className?: string }) {
  const smokeShop = type === "smoke_shop";
  const Icon = smokeShop ? Flame : Leaf;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-bold tracking-wide uppercase",
        smokeShop ? "border-gold-400/35 bg-gold-400/10 text-gold-400" : "border-leaf-400/35 bg-leaf-400/10 text-leaf-300",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {businessTypeLabel(type)}
    </span>
  );
}
