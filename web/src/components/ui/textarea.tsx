import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldAria } from "./field-context.ts";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-32 w-full resize-y rounded-xl border border-cream-100/15 bg-ink/60 px-4 py-3 text-base leading-relaxed text-cream-50 transition-colors placeholder:text-cream-100/35 hover:border-cream-100/30 focus:border-leaf-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-leaf-400/60 aria-[invalid=true]:border-ember-400 disabled:opacity-60 sm:text-sm",
        className,
      )}
      {...useFieldAria(props)}
    />
  );
}
