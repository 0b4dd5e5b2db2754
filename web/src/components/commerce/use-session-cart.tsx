import { useQuery } from "@apollo/client/react";
import { type ReactElement, useEffect, useState } from "react";
import { CART_QUERY, type Cart } from "../../graphql/commerce.ts";
import { useDeferredData } from "../../lib/deferred-data.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { askedAhead, forgetAskedAhead } from "../../lib/page-prefetch.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { LoadError, LoadingPanel } from "../catalog/status-panel.tsx";
import { Container } from "../container.tsx";

/**
 * The browser session's cart as the server has it, asked again on arrival (lines added on other
 * pages must show); on the app's first page, the cart its start asked for is that arrival's read.
 * While it loads or fails, `placeholder` is what the page shows instead.
 */
export function useSessionCart(loadingLabel: string): { sessionId: string; cart?: Cart; placeholder: ReactElement | null } {
  const sessionId = getSessionId();
  const [fetchPolicy] = useState<"cache-first" | "cache-and-network">(() =>
    askedAhead(CART_QUERY, { sessionId }) ? "cache-first" : "cache-and-network",
  );
  // Taken once on screen, not while rendering: a render React sets aside and starts again must
  // choose the same way.
  useEffect(() => forgetAskedAhead(CART_QUERY, { sessionId }), [sessionId]);
  const answer = useQuery(CART_QUERY, { variables: { sessionId }, fetchPolicy });
  const { error, refetch } = answer;
  const { data, pending } = useDeferredData(answer.data, sessionId);
  const loading = answer.loading || pending;
  const cart = data?.cart;
  if (cart) return { sessionId, cart, placeholder: null };
  if (error) {
    return {
      sessionId,
      placeholder: (
        <Container className="py-16">
          <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
        </Container>
      ),
    };
  }
  return { sessionId, placeholder: loading ? <LoadingPanel label={loadingLabel} /> : null };
}
