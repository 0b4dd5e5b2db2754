import { CalendarClock, CreditCard, Loader2 } from "lucide-react";
import { type ComponentType, type FormEvent, useId, useState } from "react";
import { formatDate } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";
import { toast } from "../ui/toast-store.ts";
import type { CardInputProps } from "./card-input.ts";
import { CardSubmitButton, useCardPayment } from "./card-payment.tsx";

/** What the panel shows of a paid subscription. */
export interface SubscriptionFacts {
  /** "$5.00/month", "$100/month". */
  price: string;
  /** When the paid month ends (ISO): the next renewal, or the end of a canceled one. */
  periodEnd: string | null | undefined;
  cancelAtPeriodEnd: boolean;
  cardBrand: string | null | undefined;
  cardLast4: string | null | undefined;
}

/** The owning service's words for the panel (its contract's messages). */
export interface SubscriptionWords {
  canceled: string;
  kept: string;
  cardChanged: string;
  cancelQuestion: string;
  cancelConsequence: string;
}

/** "Visa •••• 4242"; null when the provider did not say. */
export function cardOnFile(brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  const name = brand && brand !== "unknown" ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
  return `${name} •••• ${last4}`;
}

/** "Renews on Feb 1, 2026" or, once canceled, "Ends on Feb 1, 2026". */
export function periodNote(facts: Pick<SubscriptionFacts, "periodEnd" | "cancelAtPeriodEnd">): string {
  const date = formatDate(facts.periodEnd);
  if (!date) return facts.cancelAtPeriodEnd ? "Ends with the paid month" : "Renews monthly";
  return facts.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/**
 * A paid subscription on its owner's dashboard: its status, when it renews (or ends), the card on
 * file, "Change card" (the service's own card input: Stripe Elements or the offline card form),
 * and "Cancel subscription" behind a confirm dialog, or "Keep subscription" while a cancel is
 * pending. Each action is the caller's mutation; a refusal shows the server's message.
 */
export function SubscriptionPanel({
  facts,
  words,
  CardInput,
  onCancel,
  onKeep,
  onChangeCard,
}: {
  facts: SubscriptionFacts;
  words: SubscriptionWords;
  CardInput: ComponentType<CardInputProps>;
  onCancel: () => Promise<unknown>;
  onKeep: () => Promise<unknown>;
  onChangeCard: (paymentMethodId: string) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [changingCard, setChangingCard] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "keep" | null>(null);
  const card = cardOnFile(facts.cardBrand, facts.cardLast4);

  const run = async (step: "cancel" | "keep", action: () => Promise<unknown>, done: string) => {
    setBusy(step);
    try {
      await action();
      toast({ title: done });
      setConfirming(false);
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Please try again." });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="subscription-panel-title"
      className="grid gap-5 rounded-3xl border border-cream-100/12 bg-cream-100/[0.03] p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="subscription-panel-title" className="font-display text-2xl text-cream-50 uppercase">
            Subscription
          </h2>
          <p className="mt-1 flex items-center gap-2 text-cream-100/80" data-testid="subscription-period">
            <CalendarClock className="size-4 text-leaf-300" aria-hidden="true" />
            <span>
              {facts.cancelAtPeriodEnd ? "Canceled" : "Active"} · {facts.price} · {periodNote(facts)}
            </span>
          </p>
          {card ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-cream-100/65">
              <CreditCard className="size-4" aria-hidden="true" />
              <span>Card on file: {card}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => setChangingCard((open) => !open)} aria-expanded={changingCard}>
            <CreditCard aria-hidden="true" />
            Change card
          </Button>
          {facts.cancelAtPeriodEnd ? (
            <Button disabled={busy !== null} onClick={() => void run("keep", onKeep, words.kept)}>
              {busy === "keep" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Keep subscription
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
      </div>
      {changingCard ? (
        <ChangeCardForm
          CardInput={CardInput}
          onChangeCard={onChangeCard}
          changed={words.cardChanged}
          onDone={() => setChangingCard(false)}
        />
      ) : null}
      {confirming ? (
        <ConfirmCancel
          words={words}
          busy={busy === "cancel"}
          onClose={() => setConfirming(false)}
          onConfirm={() => void run("cancel", onCancel, words.canceled)}
        />
      ) : null}
    </section>
  );
}

/** "Cancel your subscription?": what it means, and the choice (keeping it is the first, and focused). */
function ConfirmCancel({
  words,
  busy,
  onClose,
  onConfirm,
}: {
  words: SubscriptionWords;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className="max-w-lg p-5 sm:p-8">
      <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight text-cream-50 uppercase">
        {words.cancelQuestion}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-cream-100/65">
        {words.cancelConsequence}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onClose}>
          Keep subscription
        </Button>
        <Button variant="destructive" disabled={busy} onClick={onConfirm}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Cancel subscription
        </Button>
      </div>
      <DialogCloseButton
        onClose={onClose}
        className="top-4 right-4 text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
      />
    </Dialog>
  );
}

/** The new card, saved at the provider, then made the subscription's (a decline keeps the old one). */
function ChangeCardForm({
  CardInput,
  onChangeCard,
  changed,
  onDone,
}: {
  CardInput: ComponentType<CardInputProps>;
  onChangeCard: (paymentMethodId: string) => Promise<unknown>;
  changed: string;
  onDone: () => void;
}) {
  const payment = useCardPayment();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payment.canSubmit) return;
    const paymentMethodId = await payment.saveCard();
    if (!paymentMethodId) return;
    payment.setBusy("Updating your card...");
    try {
      await onChangeCard(paymentMethodId);
      toast({ title: changed });
      onDone();
    } catch (error) {
      payment.fail(graphQLErrorMessage(error) ?? "Please try again.");
    } finally {
      payment.setBusy(null);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4" aria-label="Change card">
      <CardInput disabled={Boolean(payment.busy)} onStateChange={payment.setCard} />
      <CardSubmitButton payment={payment} label="Save card" waitingNote="Enter the new card. Nothing is charged now." />
    </form>
  );
}
