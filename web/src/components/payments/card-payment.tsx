import { Loader2, Lock } from "lucide-react";
import { useCallback, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "../ui/button.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
import { toast } from "../ui/toast-store.ts";
import { type CardInputState, NO_CARD } from "./card-input.ts";

export interface CardPayment {
  /** Give to the card input as its onStateChange. */
  setCard: (state: CardInputState) => void;
  /** The step running ('Saving your card...', then the caller's), or null. */
  busy: string | null;
  setBusy: (step: string | null) => void;
  /** The card is complete and nothing runs: the form may be sent. */
  canSubmit: boolean;
  /** Saves the card at its provider: its payment method, or null once the refusal was shown. */
  saveCard: () => Promise<string | null>;
  /** Why the card was refused or the payment failed, kept beside the card until the next try. */
  failure: string | null;
  /** Shows a refusal beside the card (and as a toast), and stops the running step. */
  fail: (message: string) => void;
}

/** A card form's state: the card input's report, the step running, saving the card and its refusal. */
export function useCardPayment(): CardPayment {
  const [card, setCard] = useState<CardInputState>(NO_CARD);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fail = useCallback((message: string) => {
    setBusy(null);
    setFailure(message);
    toast({ variant: "destructive", title: "Error", description: message });
  }, []);
  const saveCard = async () => {
    setFailure(null);
    setBusy("Saving your card...");
    const saved = await card.save();
    if (saved.error === undefined) return saved.paymentMethodId;
    fail(saved.error);
    return null;
  };
  return { setCard, busy, setBusy, canSubmit: card.ready && !busy, saveCard, failure, fail };
}

/**
 * The card form's submit: the running step with a spinner, or its label; a note until the card is
 * complete; above it, the card's refusal, if any.
 */
export function CardSubmitButton({
  payment,
  label,
  waitingNote,
  className,
}: {
  payment: CardPayment;
  label: string;
  /** Said under the button until the card is complete. */
  waitingNote?: string;
  className?: string;
}) {
  const { busy, canSubmit } = payment;
  return (
    <>
      <FormAlert message={payment.failure} />
      <Button type="submit" size="lg" className={cn("w-full", className)} disabled={!canSubmit}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {busy ?? label}
      </Button>
      {waitingNote && !canSubmit && !busy ? <p className="-mt-2 text-center text-xs text-cream-100/50">{waitingNote}</p> : null}
    </>
  );
}
