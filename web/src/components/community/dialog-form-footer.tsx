import { Loader2 } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { FormAlert } from "../ui/form-alert.tsx";

/**
 * The foot of a dialog's form: the server's refusal, if any, then Cancel and the submit button,
 * which spins and says `busyLabel` while the form is sent.
 */
export function DialogFormFooter({
  error,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
