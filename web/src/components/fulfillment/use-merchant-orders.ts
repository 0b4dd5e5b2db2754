import { useApolloClient, useQuery } from "@apollo/client/react";
import { PENDING_LEADS_MAX, PENDING_LEADS_PAGE } from "@highcotton/fulfillment/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { LEADS_CHANGED_QUERY, MERCHANT_ORDERS_QUERY } from "../../graphql/fulfillment.ts";

/** How often the dashboard asks for its lists while it cannot be told of changes. */
export const MERCHANT_ORDERS_POLL_MS = 5000;
/** How long after a failed `leadsChanged` (a dropped connection, too many tabs) the dashboard asks again; it polls meanwhile. */
export const LEADS_CHANGED_RETRY_MS = 30_000;

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * The merchant's three lists, read again whenever the server says a lead changed: the dashboard
 * keeps one `leadsChanged` question open, which the server answers the moment a lead changes (or
 * after a while with none), and reads its lists after each answer, so a new order shows at once
 * and an idle dashboard reads its lists a few times a minute instead of every few seconds. While
 * that question fails, it polls every few seconds instead. A hidden tab stops asking and reads at
 * once when shown again. New orders come a page at a time: `showMore` asks for the next page (up
 * to the most the service lists), `hasMore` says whether the last answer filled the page.
 */
export function useMerchantOrders() {
  const [first, setFirst] = useState(PENDING_LEADS_PAGE);
  const [told, setTold] = useState(false);
  const result = useQuery(MERCHANT_ORDERS_QUERY, {
    variables: { first },
    fetchPolicy: "cache-and-network",
    pollInterval: told ? 0 : MERCHANT_ORDERS_POLL_MS,
    skipPollAttempt: hidden,
  });
  const client = useApolloClient();
  // The loop below lives as long as the page; it reads the lists with the latest variables.
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;

  useEffect(() => {
    let stopped = false;
    let running = false;
    let asking: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const readLists = () => void refetch.current().catch(() => undefined);
    const keepAsking = async () => {
      running = true;
      while (!stopped && !hidden()) {
        asking = new AbortController();
        // Polling stops while the question is open; a failure turns it back on at once.
        setTold(true);
        try {
          const { data } = await client.query({
            query: LEADS_CHANGED_QUERY,
            fetchPolicy: "no-cache",
            context: { fetchOptions: { signal: asking.signal } },
          });
          if (typeof data?.leadsChanged !== "boolean") throw new Error("leadsChanged was not answered");
          // After "nothing yet" too: a change whose notice was lost shows by then.
          if (!stopped) readLists();
        } catch {
          if (stopped) break;
          setTold(false);
          await new Promise((resume) => {
            retry = setTimeout(resume, LEADS_CHANGED_RETRY_MS);
          });
        }
      }
      running = false;
    };
    const onVisible = () => {
      if (hidden()) return;
      readLists();
      if (!running) void keepAsking();
    };
    if (!hidden()) void keepAsking();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      asking?.abort();
      clearTimeout(retry);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [client]);

  const pending = result.data?.merchantOrders.pending.length ?? 0;
  const hasMore = pending >= first && first < PENDING_LEADS_MAX;
  const showMore = useCallback(() => setFirst((shown) => Math.min(shown + PENDING_LEADS_PAGE, PENDING_LEADS_MAX)), []);
  return { ...result, hasMore, showMore };
}
