import { useMutation, useQuery } from "@apollo/client/react";
import { CircleCheck, CircleX, Loader2, Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import { EmptyState, LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { APPROVE_WALLET_ORDER_MUTATION, CANCEL_WALLET_ORDER_MUTATION, WALLET_ORDER_QUERY } from "../graphql/commerce.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";

/** After approving or cancelling, a popup closes itself after this long (time to read the answer). */
export const WALLET_POPUP_CLOSE_MS = 1200;

type Outcome = "approved" | "cancelled";

/**
 * The offline wallet's approval page (what its approveUrl opens, usually in the checkout's popup):
 * the amount, 'Pay now' or 'Cancel'. The checkout page notices the answer by polling.
 */
export function WalletApprovePage() {
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(WALLET_ORDER_QUERY, { variables: { id }, fetchPolicy: "network-only" });
  const [approve, approving] = useMutation(APPROVE_WALLET_ORDER_MUTATION);
  const [cancel, cancelling] = useMutation(CANCEL_WALLET_ORDER_MUTATION);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const order = data?.walletOrder;
  const settled = order && order.status !== "CREATED" ? (order.status === "VOIDED" ? "cancelled" : "approved") : null;
  const done = outcome ?? settled;

  // A popup the checkout opened closes itself once answered; a tab opened by a link stays.
  useEffect(() => {
    if (!outcome || !window.opener) return;
    const timer = setTimeout(() => window.close(), WALLET_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const answer = async (which: Outcome) => {
    setFailure(null);
    try {
      if (which === "approved") await approve({ variables: { id } });
      else await cancel({ variables: { id } });
      setOutcome(which);
    } catch (err) {
      setFailure(graphQLErrorMessage(err) ?? "That didn't go through. Please try again.");
    }
  };

  if (!data) {
    if (error) {
      return (
        <Container className="py-16">
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        </Container>
      );
    }
    return loading ? <LoadingPanel /> : null;
  }
  if (!order) {
    return (
      <Container className="py-16">
        <EmptyState
          as="h1"
          icon={Wallet}
          tone="gold"
          title="Payment Not Found"
          description="This wallet payment doesn't exist or has expired."
        />
      </Container>
    );
  }

  const busy = approving.loading || cancelling.loading;
  return (
    <Container className="grid min-h-[70dvh] place-items-center py-10">
      <Card className="w-full max-w-sm overflow-hidden">
        <div className="flex items-center gap-2 bg-[#ffc439] px-6 py-4 text-xl font-bold text-[#253b80] italic">
          <span>
            Pay<span className="text-[#0b6aa2]">Pal</span>
          </span>
          <span className="ml-auto text-xs font-semibold tracking-wider not-italic uppercase">Wallet</span>
        </div>
        <div className="grid gap-6 p-6 text-center">
          {done ? (
            <div role="status" className="grid justify-items-center gap-3">
              {done === "approved" ? (
                <CircleCheck className="size-12 text-leaf-300" aria-hidden="true" />
              ) : (
                <CircleX className="size-12 text-ember-300" aria-hidden="true" />
              )}
              <h1 className="font-display text-3xl text-cream-50 uppercase">
                {done === "approved" ? "Payment approved" : "Payment cancelled"}
              </h1>
              <p className="text-sm text-cream-100/70">You can close this window and return to High Cotton.</p>
            </div>
          ) : (
            <>
              <div>
                <h1 className="text-sm font-semibold tracking-[0.15em] text-cream-100/60 uppercase">Pay High Cotton</h1>
                <p className="mt-2 font-display text-5xl text-cream-50 tabular-nums">{formatMoney(order.amount)}</p>
                <p className="mt-1 text-xs text-cream-100/50">USD</p>
              </div>
              {failure ? (
                <p role="alert" className="text-sm font-medium text-ember-300">
                  {failure}
                </p>
              ) : null}
              <div className="grid gap-3">
                <Button size="lg" onClick={() => void answer("approved")} disabled={busy}>
                  {approving.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  Pay now
                </Button>
                <Button variant="ghost" onClick={() => void answer("cancelled")} disabled={busy}>
                  Cancel
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    </Container>
  );
}
