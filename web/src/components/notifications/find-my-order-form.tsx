import { useMutation } from "@apollo/client/react";
import { labels, orderLookupSchema } from "@highcotton/notifications/contract";
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { LOOK_UP_ORDERS_MUTATION } from "../../graphql/notifications.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { Button } from "../ui/button.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { useFocusFirstError } from "../ui/focus-first-error.ts";
import { FormAlert } from "../ui/form-alert.tsx";
import { Input } from "../ui/input.tsx";

/**
 * The order lookup form: the shopper's email, to which the server mails the receipt links of its orders.
 * The answer is the server's, the same whether or not the email has orders.
 */
export function FindMyOrderForm() {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [lookUp, { loading }] = useMutation(LOOK_UP_ORDERS_MUTATION);
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = orderLookupSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      focusFirstError();
      return;
    }
    setFieldError(undefined);
    try {
      const { data } = await lookUp({ variables: { input: parsed.data } });
      setAnswer(data?.lookUpOrders.message ?? null);
    } catch (error) {
      setFormError(graphQLErrorMessage(error) ?? "Something went wrong. Please try again.");
    }
  };

  if (answer) {
    return (
      <p role="status" className="flex items-start gap-3 rounded-2xl border border-leaf-400/30 bg-leaf-400/10 p-4 text-cream-50">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-leaf-300" aria-hidden="true" />
        {answer}
      </p>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label={labels.findMyOrder}>
      <FormAlert message={formError} />
      <Field id="lookup-email" label={labels.email} error={fieldError}>
        <Input
          id="lookup-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldDescribedBy("lookup-email", fieldError)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={loading}>
        {labels.sendLinks}
      </Button>
    </form>
  );
}
