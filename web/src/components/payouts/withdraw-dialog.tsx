import { Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatMoney } from "../../lib/money.ts";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogCloseButton } from "../ui/dialog.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
import { Input } from "../ui/input.tsx";

const STRIPE_ACCOUNT_HINT = "The Stripe connected account (acct_…) your payout is sent to.";

/**
 * Confirms a withdrawal of the whole available balance. When payouts go through Stripe Connect it
 * asks for the connected account to pay (the server refuses a withdrawal without one, and that
 * refusal is shown here as any other). `request` throws the server's refusal.
 */
export function WithdrawDialog({
  amount,
  askStripeAccount,
  stripeAccountMaxLength,
  requesting,
  request,
  onClose,
}: {
  amount: string;
  askStripeAccount: boolean;
  stripeAccountMaxLength: number;
  requesting: boolean;
  request: (stripeAccountId: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const accountId = useId();
  const [stripeAccountId, setStripeAccountId] = useState("");
  const [error, setError] = useState<string | null>(null);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await request(askStripeAccount ? stripeAccountId.trim() || undefined : undefined);
    } catch (refused) {
      setError(graphQLErrorMessage(refused) ?? "The withdrawal wasn't requested. Please try again.");
    }
  };

  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onClose={onClose} className="max-w-md p-5 sm:p-8">
      <h2 id={titleId} className="pr-10 font-display text-3xl leading-tight text-cream-50 uppercase">
        Withdraw {formatMoney(amount)}?
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-cream-100/65">
        Your whole available balance is paid out to you. It shows as pending until the payout is made.
      </p>
      <form className="mt-6 grid gap-4" onSubmit={(event) => void confirm(event)} noValidate>
        {askStripeAccount ? (
          <Field id={accountId} label="Stripe account" hint={STRIPE_ACCOUNT_HINT}>
            <Input
              id={accountId}
              name="stripeAccountId"
              value={stripeAccountId}
              onChange={(event) => setStripeAccountId(event.target.value)}
              maxLength={stripeAccountMaxLength}
              placeholder="acct_…"
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
              aria-describedby={fieldDescribedBy(accountId, undefined, STRIPE_ACCOUNT_HINT)}
            />
          </Field>
        ) : null}
        <FormAlert message={error} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={requesting}>
            {requesting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Confirm withdrawal
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
