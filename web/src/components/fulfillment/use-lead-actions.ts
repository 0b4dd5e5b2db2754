import { type ApolloCache, isReference, type Reference, type StoreObject } from "@apollo/client";
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
 * Accept Order and Mark as Fulfilled (with the shipment's tracking). Each lead takes one call at a
 * time (its button stays disabled until the lists are read again); whatever the answer, the lists
 * and the merchant's totals are read again, so earnings show at once. A lead refused as taken,
 * withdrawn or missed leaves the list with the refusal, before that read: it is no longer this
 * merchant's to accept whatever a read still in flight says. Answers the refusal's message, or
 * null when the call went through.
 */
export function useLeadActions() {
  const client = useApolloClient();
  const [accept] = useMutation(ACCEPT_ORDER_MUTATION);
  const [fulfill] = useMutation(FULFILL_ORDER_MUTATION);
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

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
        if (action === "accept" && hasErrorCode(error, "CONFLICT")) dropPendingLead(client.cache, orderId);
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

  return { run, isBusy: (orderId: string) => busy.has(orderId) };
}

/** Takes the lead out of every cached page of new orders. */
function dropPendingLead(cache: ApolloCache, orderId: string): void {
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      merchantOrders(lists: Reference | StoreObject, { readField }) {
        // The lists have no id of their own, so they are kept inside the query, never as a reference.
        if (isReference(lists)) return lists;
        const pending = readField<readonly StoreObject[]>("pending", lists) ?? [];
        return { ...lists, pending: pending.filter((lead) => readField("orderId", lead) !== orderId) };
      },
    },
  });
}
