import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer grid size-6 shrink-0 cursor-pointer place-items-center rounded-md border-2 border-cream-100/40 bg-ink/60 transition-colors hover:border-leaf-300 data-[state=checked]:border-leaf-400 data-[state=checked]:bg-leaf-400 data-[state=checked]:text-ink aria-[invalid=true]:border-ember-400",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-4" strokeWidth={3.5} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
