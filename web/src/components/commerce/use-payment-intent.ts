import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CREATE_PAYMENT_INTENT_MUTATION } from "../../graphql/commerce.ts";
import { toast } from "../ui/toast-store.ts";

export interface PaymentIntentState {
  clientSecret: string | null;
  failed: boolean;
  retry: () => void;
}

/** SPEC §8 payment-intent failure. */
export const PAYMENT_INIT_FAILED = "Failed to initialize payment. Please try again.";

/**
 * SPEC §4: the card payment is requested once the cart is non-empty and its total is known, and
 * again only if the total or the lines change (a payment is for the lines it was asked for), or
 * the shopper retries after a failure.
 */
export function usePaymentIntent({
  total,
  lines,
  sessionId,
  ready,
}: {
  total: string | undefined;
  /** The cart's lines as `cartLinesKey` writes them. */
  lines: string;
  sessionId: string;
  ready: boolean;
}): PaymentIntentState {
  // Through the client, not useMutation: its own state (asking, answered) would draw the whole
  // checkout twice more as it opens; the answer is kept here, once.
  const client = useApolloClient();
  const [intent, setIntent] = useState<{ amount: string; lines: string; clientSecret: string } | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !total) return;
    const key = `${sessionId}:${total}:${lines}:${attempt}`;
    if (asked.current === key) return;
    asked.current = key;
    client
      .mutate({ mutation: CREATE_PAYMENT_INTENT_MUTATION, variables: { input: { amount: total, sessionId } } })
      .then(({ data }) => {
        if (asked.current !== key) return;
        if (!data) throw new Error("No payment intent");
        setIntent({ amount: total, lines, clientSecret: data.createPaymentIntent.clientSecret });
        setFailedFor(null);
      })
      .catch(() => {
        if (asked.current !== key) return;
        setFailedFor(total);
        toast({ variant: "destructive", title: "Error", description: PAYMENT_INIT_FAILED });
      });
  }, [ready, total, lines, sessionId, attempt, client]);

  const retry = useCallback(() => {
    setFailedFor(null);
    setAttempt((n) => n + 1);
  }, []);

  return {
    clientSecret: intent && intent.amount === total && intent.lines === lines ? intent.clientSecret : null,
    failed: failedFor !== null && failedFor === total,
    retry,
  };
}
