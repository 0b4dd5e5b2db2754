import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

export interface FieldProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label, a control, and its hint or error; the control gets `aria-describedby` from fieldDescribedBy. */
export function Field({ id, label, optional, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id} className="flex items-baseline justify-between gap-2">
        <span>{label}</span>
        {optional ? <span className="text-xs font-medium text-cream-100/60">Optional</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-cream-100/50">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function fieldDescribedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
