import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages as fulfillmentMessages } from "@highcotton/fulfillment/contract";
import { useCallback, useRef, useState } from "react";
import {
  ACCEPT_ORDER_MUTATION,
  FULFILL_ORDER_MUTATION,
  MERCHANT_ORDERS_QUERY,
  MY_MERCHANT_QUERY,
} from "../../graphql/fulfillment.ts";
import { graphQLErrorMessage, hasErrorCode } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";
import type { ShipmentTracking } from "./fulfill-dialog.tsx";

/** SPEC §8's toasts, word for word. */
export const ORDER_ACCEPTED = fulfillmentMessages.orderAccepted;
export const ORDER_FULFILLED = fulfillmentMessages.orderFulfilled;

export type LeadAction = "accept" | "fulfill";

/**
 * How long a refused lead stays off the list: longer than a read begun before the refusal takes to
 * land, far shorter than the hours before a lead another shop took could be offered again.
 */
export const REFUSED_LEAD_HIDDEN_MS = 60_000;

/**
 * Accept Order and Mark as Fulfilled (with the shipment's tracking). Each lead takes one call at a
 * time (its button stays disabled until the lists are read again); whatever the answer, the lists
 * and the merchant's totals are read again, so earnings show at once. A lead refused as taken,
 * withdrawn or missed leaves the list with the refusal (`offered`), before that read: it is no
 * longer this merchant's to accept, whatever a read begun before the refusal says when it lands.
 * Answers the refusal's message, or null when the call went through.
 */
export function useLeadActions() {
  const client = useApolloClient();
  const [accept] = useMutation(ACCEPT_ORDER_MUTATION);
  const [fulfill] = useMutation(FULFILL_ORDER_MUTATION);
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [refused, setRefused] = useState<ReadonlyMap<string, number>>(() => new Map());

  const mark = useCallback((orderId: string, on: boolean) => {
    if (on) running.current.add(orderId);
    else running.current.delete(orderId);
    setBusy(new Set(running.current));
  }, []);

  const run = useCallback(
    async (action: LeadAction, orderId: string, tracking?: ShipmentTracking): Promise<string | null> => {
      if (running.current.has(orderId)) return null;
      mark(orderId, true);
      try {
        if (action === "accept") await accept({ variables: { orderId } });
        else await fulfill({ variables: { orderId, tracking: tracking ?? null } });
        toast({ title: action === "accept" ? ORDER_ACCEPTED : ORDER_FULFILLED });
        return null;
      } catch (error) {
        if (action === "accept" && hasErrorCode(error, "CONFLICT"))
          setRefused((before) => new Map(before).set(orderId, Date.now()));
        const message = graphQLErrorMessage(error) ?? "Something went wrong. Please try again.";
        toast({ variant: "destructive", title: "Error", description: message });
        return message;
      } finally {
        await client.refetchQueries({ include: [MERCHANT_ORDERS_QUERY, MY_MERCHANT_QUERY] }).catch(() => undefined);
        mark(orderId, false);
      }
    },
    [accept, fulfill, client, mark],
  );

  const offered = useCallback(
    <Lead extends { orderId: string }>(leads: readonly Lead[]): Lead[] => {
      const now = Date.now();
      return leads.filter((lead) => !(now - (refused.get(lead.orderId) ?? Number.NEGATIVE_INFINITY) < REFUSED_LEAD_HIDDEN_MS));
    },
    [refused],
  );

  return { run, isBusy: (orderId: string) => busy.has(orderId), offered };
}
