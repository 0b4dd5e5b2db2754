import { useQuery } from "@apollo/client/react";
import { PENDING_LEADS_PAGE } from "@highcotton/fulfillment/contract";
import { useEffect } from "react";
import { MERCHANT_ORDERS_QUERY } from "../../graphql/fulfillment.ts";

/** How often the dashboard asks for its lists, so a new lead shows without a reload. */
export const MERCHANT_ORDERS_POLL_MS = 5000;

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * The merchant's three lists, asked again every few seconds while the tab is shown (a hidden tab
 * skips its turns) and at once when the tab is shown again.
 */
export function useMerchantOrders() {
  const result = useQuery(MERCHANT_ORDERS_QUERY, {
    variables: { first: PENDING_LEADS_PAGE },
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
  return result;
}
