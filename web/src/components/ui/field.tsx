import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldContext } from "./field-context.ts";
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

/**
 * A label, a control, and its hint or error. An Input, PasswordInput or Textarea inside takes the
 * field's id, `aria-invalid` and `aria-describedby` (the error, else the hint) unless given its
 * own. The error sits in a polite live region that is always there, so a message appearing in it
 * is read out without taking the reader away from the field they are in.
 */
export function Field({ id, label, optional, hint, error, className, children }: FieldProps) {
  const describedBy = fieldDescribedBy(id, error, hint);
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id} className="flex items-baseline justify-between gap-2">
        <span>{label}</span>
        {optional ? <span className="text-xs font-medium text-cream-100/60">Optional</span> : null}
      </Label>
      <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy }}>{children}</FieldContext.Provider>
      <FieldError id={id} error={error} />
      {!error && hint ? (
        <p id={`${id}-hint`} className="text-xs text-cream-100/50">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field's error in a live region that stays in the page (empty while the field is fine): screen
 * readers announce a message when it appears or changes, not only when the region is added.
 */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p
      id={`${id}-error`}
      aria-live="polite"
      // Empty, it takes no room: the negative margin cancels the column's gap.
      className={cn("text-sm font-medium text-ember-300", !error && "-mt-2")}
    >
      {error ?? ""}
    </p>
  );
}

export function fieldDescribedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
