import { BRAND_NAME } from "@highcotton/catalog/contract";
import { Leaf } from "lucide-react";
import { cn } from "../lib/cn.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "grid size-9 place-items-center rounded-xl bg-leaf-400 text-ink shadow-[0_6px_20px_-8px_var(--color-leaf-400)]",
        className,
      )}
      aria-hidden="true"
    >
      <Leaf className="size-5" strokeWidth={2.5} />
    </span>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="font-display text-xl leading-none tracking-wide text-cream-50 uppercase">{BRAND_NAME}</span>
    </span>
  );
}
