import { CircleAlert } from "lucide-react";

/**
 * An inline, form-level failure message (e.g. 'Invalid username or password', a declined card).
 * It stays until the form clears it, and role="alert" has it read out when it appears.
 */
export function FormAlert({ message, title }: { message: string | null | undefined; title?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-xl border border-ember-400/40 bg-ember-500/10 px-4 py-3 text-sm font-medium text-ember-300"
    >
      <CircleAlert className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
      <p className="grid gap-0.5">
        {title ? <span className="font-bold text-cream-50">{title}</span> : null}
        <span>{message}</span>
      </p>
    </div>
  );
}
