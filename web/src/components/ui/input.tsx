import type { InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { useFieldAria } from "./field-context.ts";

export const controlClasses =
  "h-12 w-full rounded-xl border border-cream-100/15 bg-ink/60 px-4 text-base text-cream-50 transition-colors placeholder:text-cream-100/35 hover:border-cream-100/30 focus:border-leaf-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-leaf-400/60 aria-[invalid=true]:border-ember-400 disabled:opacity-60 sm:text-sm";

/** A text input; inside a Field it is tied to the field's label, hint and error. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClasses, className)} {...useFieldAria(props)} />;
}
