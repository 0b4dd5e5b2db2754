import {
  CARRIERS,
  type Carrier,
  carrierLabels,
  TRACKING_NUMBER_INPUT_MAX,
  trackingMessages,
  trackingNumberMessages,
} from "@highcotton/fulfillment/contract";
import { Loader2, PackageCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { useFocusFirstError } from "../ui/focus-first-error.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import { controlClasses, Input } from "../ui/input.tsx";

/** What the merchant shipped the order with. */
export interface ShipmentTracking {
  carrier: Carrier;
  trackingNumber: string;
}

interface Errors {
  carrier?: string;
  trackingNumber?: string;
}

/** A refusal from the server about the number's format belongs under the number's field. */
const numberMessages = new Set<string>([
  ...Object.values(trackingNumberMessages),
  trackingMessages.trackingNumberRequired,
  trackingMessages.trackingNumberTooLong,
]);

/**
 * Mark as Fulfilled's confirmation: the carrier and tracking number the shopper's receipt will
 * show, then Confirm. `onConfirm` answers the server's refusal, shown here (the dialog stays open),
 * or null once the order is fulfilled (the dialog closes).
 */
export function FulfillDialog({
  shortId,
  onConfirm,
  onClose,
}: {
  shortId: string;
  onConfirm: (tracking: ShipmentTracking) => Promise<string | null>;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const [carrier, setCarrier] = useState<Carrier | "">("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();
  const hint = carrier ? trackingNumberMessages[carrier] : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {};
    if (!carrier) found.carrier = trackingMessages.carrierRequired;
    if (!trackingNumber.trim()) found.trackingNumber = trackingMessages.trackingNumberRequired;
    setErrors(found);
    setServerError(null);
    if (!carrier || Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    const refused = await onConfirm({ carrier, trackingNumber });
    setBusy(false);
    if (refused === null) return onClose();
    if (numberMessages.has(refused)) setErrors({ trackingNumber: refused });
    else setServerError(refused);
  };

  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className="max-w-lg p-5 sm:p-8">
      <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight text-cream-50 uppercase">
        Fulfill order #{shortId}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-cream-100/65">
        Confirm the order is printed and shipped. The shopper's receipt shows the carrier and a link to track it.
      </p>
      <form ref={formRef} className="mt-6 grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
        <Field id="fulfill-carrier" label="Carrier" error={errors.carrier}>
          <select
            id="fulfill-carrier"
            name="carrier"
            value={carrier}
            onChange={(event) => {
              setCarrier(event.target.value as Carrier | "");
              setErrors(({ carrier: _fixed, ...rest }) => rest);
            }}
            aria-invalid={errors.carrier ? true : undefined}
            aria-describedby={fieldDescribedBy("fulfill-carrier", errors.carrier)}
            className={cn(controlClasses, "cursor-pointer [&>option]:text-cream-50", !carrier && "text-cream-100/60")}
          >
            <option value="">Choose a carrier</option>
            {CARRIERS.map((code) => (
              <option key={code} value={code}>
                {carrierLabels[code]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="fulfill-tracking-number" label="Tracking number" hint={hint} error={errors.trackingNumber}>
          <Input
            id="fulfill-tracking-number"
            name="trackingNumber"
            value={trackingNumber}
            onChange={(event) => {
              setTrackingNumber(event.target.value);
              setErrors(({ trackingNumber: _fixed, ...rest }) => rest);
            }}
            maxLength={TRACKING_NUMBER_INPUT_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.trackingNumber ? true : undefined}
            aria-describedby={fieldDescribedBy("fulfill-tracking-number", errors.trackingNumber, hint)}
          />
        </Field>
        <FormAlert message={serverError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PackageCheck aria-hidden="true" />}
            Confirm fulfilled
          </Button>
        </div>
      </form>
      <DialogCloseButton
        onClose={onClose}
        className="top-4 right-4 text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
      />
    </Dialog>
  );
}
