import { useApolloClient, useQuery } from "@apollo/client/react";
import { PENDING_LEADS_MAX, PENDING_LEADS_PAGE } from "@highcotton/fulfillment/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { LEADS_CHANGED_QUERY, MERCHANT_ORDERS_QUERY } from "../../graphql/fulfillment.ts";

/** How often the dashboard asks for its lists while it cannot be told of changes. */
export const MERCHANT_ORDERS_POLL_MS = 5000;
/**
 * The least time between two reads of the lists when changes come quickly (every order anywhere
 * is one): a busy marketplace costs each open dashboard a read every couple of seconds, no more.
 */
export const LIST_READS_GAP_MS = 2000;
/** The first wait after `leadsChanged` fails (a server restarting, say); each failure in a row doubles it. */
export const LEADS_CHANGED_RETRY_MS = 2000;
const LEADS_CHANGED_RETRY_MAX_MS = 30_000;

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";
const sleep = (ms: number, timers: Set<ReturnType<typeof setTimeout>>) =>
  new Promise<void>((resume) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resume();
    }, ms);
    timers.add(timer);
  });

/**
 * The merchant's three lists, read again whenever the server says a lead changed: the dashboard
 * keeps one `leadsChanged` question open, which the server answers the moment a lead changes (or
 * after a while with none), and reads its lists after each answer, at most every
 * LIST_READS_GAP_MS. Each question carries the last answer's cursor, so a change made while the
 * lists were being read is answered at once. While the question fails, the dashboard polls every
 * few seconds instead and asks again after a growing pause. A hidden tab stops asking and reads at
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
    // Each read is its own request, so the latest replaces one in flight: a read joined to one that
    // began before an accept elsewhere would show the lead that accept took.
    context: { queryDeduplication: false },
  });
  const client = useApolloClient();
  // The loop below lives as long as the page; it reads the lists with the latest variables.
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;

  useEffect(() => {
    let stopped = false;
    let running = false;
    let asking: AbortController | undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    // "0": any change this server has heard of is news, so one made before the page's first read
    // and after it is not missed.
    let seen = "0";
    let lastRead = Date.now();
    const readLists = async () => {
      lastRead = Date.now();
      await refetch.current().catch(() => undefined);
    };
    const keepAsking = async () => {
      running = true;
      let failures = 0;
      while (!stopped && !hidden()) {
        asking = new AbortController();
        try {
          const { data } = await client.query({
            query: LEADS_CHANGED_QUERY,
            variables: { seen },
            fetchPolicy: "no-cache",
            // Its own request each time, abortable: never shared with another question in flight.
            context: { queryDeduplication: false, fetchOptions: { signal: asking.signal } },
          });
          if (typeof data?.leadsChanged !== "string") throw new Error("leadsChanged was not answered");
          failures = 0;
          seen = data.leadsChanged;
          // Answered: the dashboard is told of changes from now on, and stops polling until a question fails.
          setTold(true);
          if (stopped) break;
          // After a quiet answer too: a change whose notice was lost shows by then.
          await sleep(Math.max(0, lastRead + LIST_READS_GAP_MS - Date.now()), timers);
          if (!stopped) await readLists();
        } catch {
          if (stopped) break;
          setTold(false);
          failures++;
          const pause = Math.min(LEADS_CHANGED_RETRY_MS * 2 ** (failures - 1), LEADS_CHANGED_RETRY_MAX_MS);
          // Spread out, so dashboards a restarted server dropped do not all come back at once.
          await sleep(pause * (0.75 + Math.random() / 2), timers);
        }
      }
      running = false;
    };
    const onVisible = () => {
      if (hidden()) return;
      void readLists();
      if (!running) void keepAsking();
    };
    if (!hidden()) void keepAsking();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      asking?.abort();
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [client]);

  const pending = result.data?.merchantOrders.pending.length ?? 0;
  const hasMore = pending >= first && first < PENDING_LEADS_MAX;
  const showMore = useCallback(() => setFirst((shown) => Math.min(shown + PENDING_LEADS_PAGE, PENDING_LEADS_MAX)), []);
  return { ...result, hasMore, showMore };
}
