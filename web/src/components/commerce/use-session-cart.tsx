import { useQuery } from "@apollo/client/react";
import type { ReactElement } from "react";
import { CART_QUERY, type Cart } from "../../graphql/commerce.ts";
import { useDeferredData } from "../../lib/deferred-data.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { LoadError, LoadingPanel } from "../catalog/status-panel.tsx";
import { Container } from "../container.tsx";

/**
 * The browser session's cart as the server has it, asked again on arrival (lines added on other
 * pages must show). While it loads or fails, `placeholder` is what the page shows instead.
 */
export function useSessionCart(loadingLabel: string): { sessionId: string; cart?: Cart; placeholder: ReactElement | null } {
  const sessionId = getSessionId();
  const answer = useQuery(CART_QUERY, {
    variables: { sessionId },
    fetchPolicy: "cache-and-network",
  });
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
