import { ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { IMAGE_ACCEPT, imageFileProblem, NOT_AN_IMAGE } from "../../lib/community-forms.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { useObjectUrl } from "./use-object-url.ts";

/** The visible "choose a file" button: a label for the hidden file input, lit when it has focus. */
const chooseButtonClasses = cn(
  buttonClasses("outline", "sm"),
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-300",
);

/**
 * One optional image (a post's photo, a profile's avatar): image files of at most 8 MB only, a
 * preview of the chosen one and a button to take it back. A file the browser cannot show (a text
 * file named .jpg) is let go at once. `currentUrl` shows what is already saved.
 */
export function ImageField({
  id,
  label,
  file,
  currentUrl,
  onChange,
  hint,
  round,
}: {
  id: string;
  label: string;
  file: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  hint?: string;
  /** Shown as a circle (an avatar). */
  round?: boolean;
}) {
  const preview = useObjectUrl(file);
  const [error, setError] = useState<string>();
  const shown = file ? preview : (currentUrl ?? null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again after removing it still counts as a change.
    event.target.value = "";
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    setError(problem ?? undefined);
    if (!problem) onChange(chosen);
  };

  const unreadable = () => {
    setError(NOT_AN_IMAGE);
    onChange(null);
  };

  return (
    <Field id={id} label={label} optional hint={hint} error={error}>
      {shown ? (
        <div className="relative w-fit">
          <img
            src={shown}
            alt={`${label} preview`}
            onError={file ? unreadable : undefined}
            className={cn(
              "border border-cream-100/15 object-cover",
              round ? "size-24 rounded-full" : "max-h-56 max-w-full rounded-2xl",
            )}
          />
          {file ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={`Remove ${label.toLowerCase()}`}
              className="absolute -top-2 -right-2 grid size-8 cursor-pointer place-items-center rounded-full border border-cream-100/20 bg-ink text-cream-50 shadow-lg transition-colors hover:bg-ember-500"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="flex min-w-0 items-center gap-3">
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className="peer sr-only"
        />
        <label htmlFor={id} className={chooseButtonClasses}>
          <ImagePlus aria-hidden="true" />
          {shown ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </label>
        {file ? <span className="min-w-0 truncate text-xs text-cream-100/55">{file.name}</span> : null}
      </div>
    </Field>
  );
}
