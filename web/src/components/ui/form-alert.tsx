import { CircleAlert } from "lucide-react";

/** An inline, form-level failure message (e.g. 'Invalid username or password'). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-center gap-2.5 rounded-xl border border-ember-400/40 bg-ember-500/10 px-4 py-3 text-sm font-medium text-ember-300"
    >
      <CircleAlert className="size-4.5 shrink-0" aria-hidden="true" />
      {message}
    </div>
  );
}
