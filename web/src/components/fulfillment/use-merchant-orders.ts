import { useQuery } from "@apollo/client/react";
import { PENDING_LEADS_MAX, PENDING_LEADS_PAGE } from "@highcotton/fulfillment/contract";
import { useCallback, useEffect, useState } from "react";
import { MERCHANT_ORDERS_QUERY } from "../../graphql/fulfillment.ts";

/** How often the dashboard asks for its lists, so a new lead shows without a reload. */
export const MERCHANT_ORDERS_POLL_MS = 5000;

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * The merchant's three lists, asked again every few seconds while the tab is shown (a hidden tab
 * skips its turns) and at once when the tab is shown again. New orders come a page at a time:
 * `showMore` asks for the next page (up to the most the service lists), `hasMore` says whether
 * the last answer filled the page.
 */
export function useMerchantOrders() {
  const [first, setFirst] = useState(PENDING_LEADS_PAGE);
  const result = useQuery(MERCHANT_ORDERS_QUERY, {
    variables: { first },
    fetchPolicy: "cache-and-network",
    pollInterval: MERCHANT_ORDERS_POLL_MS,
    skipPollAttempt: hidden,
  });
  const { refetch } = result;
  useEffect(() => {
    const onVisible = () => {
      if (!hidden()) void refetch().catch(() => undefined);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refetch]);
  const pending = result.data?.merchantOrders.pending.length ?? 0;
  const hasMore = pending >= first && first < PENDING_LEADS_MAX;
  const showMore = useCallback(() => setFirst((shown) => Math.min(shown + PENDING_LEADS_PAGE, PENDING_LEADS_MAX)), []);
  return { ...result, hasMore, showMore };
}
