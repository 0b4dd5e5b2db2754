import { Film, ImagePlus, X } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { useObjectUrl } from "../community/use-object-url.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { type CreativeRole, creativeFileProblem, fileSizeLabel, IMAGE_ACCEPT, VIDEO_ACCEPT } from "./creative-file.ts";

/** The visible "choose a file" button: a label for the hidden file input, lit when it has focus. */
const chooseButtonClasses = cn(
  buttonClasses("outline", "sm"),
  "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-leaf-300",
);

/**
 * One file of the ad upload (the flyer, the video or its poster): a file of the wrong kind or size
 * is refused at once with the server's words; an image shows a preview. `error` is the form's own
 * message for this file (missing, too long).
 */
export function CreativeField({
  id,
  kind,
  label,
  hint,
  file,
  error,
  disabled,
  onChange,
}: {
  id: string;
  kind: CreativeRole;
  label: string;
  hint: string;
  file: File | null;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(kind === "video" ? null : file);
  const shown = problem ?? error;
  const Icon = kind === "video" ? Film : ImagePlus;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again after removing it still counts as a change.
    event.target.value = "";
    if (!chosen) return;
    const found = creativeFileProblem(kind, chosen);
    setProblem(found ?? undefined);
    onChange(found ? null : chosen);
  };

  return (
    <Field id={id} label={label} hint={hint} error={shown}>
      {preview ? (
        <img
          src={preview}
          alt={`${label} preview`}
          className="max-h-48 w-fit max-w-full rounded-2xl border border-cream-100/15 object-contain"
        />
      ) : null}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={kind === "video" ? VIDEO_ACCEPT : IMAGE_ACCEPT}
          onChange={choose}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={fieldDescribedBy(id, shown, hint)}
          className="peer sr-only"
        />
        <label htmlFor={id} className={cn(chooseButtonClasses, disabled && "pointer-events-none opacity-50")}>
          <Icon aria-hidden="true" />
          {file ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
        </label>
        {file ? (
          <>
            <span className="min-w-0 truncate text-xs text-cream-100/60">
              {file.name} · {fileSizeLabel(file.size)}
            </span>
            <button
              type="button"
              onClick={() => {
                onChange(null);
                // The button goes away with the file: focus stays in the field, on its file input.
                input.current?.focus();
              }}
              disabled={disabled}
              aria-label={`Remove ${label.toLowerCase()}`}
              className="grid size-8 cursor-pointer place-items-center rounded-full border border-cream-100/20 text-cream-100/70 transition-colors hover:bg-ember-500 hover:text-cream-50"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
    </Field>
  );
}
