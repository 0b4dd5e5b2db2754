import { useDeferredValue } from "react";

/**
 * A query's first answer as the page draws it: one step behind the query. Apollo hands an answer to
 * React as an urgent update, which React draws in one task however long the page takes; here the
 * urgent update still draws the page loading (cheap), and the page with its data is drawn as a
 * transition, in slices of a few milliseconds that leave the main thread free between them (a
 * phone stays responsive while a store's twenty designs appear).
 *
 * Only the first answer for a `key` (what the data is for: the route's id) waits, a cached one
 * too. Later changes to it (an optimistic reaction, a cart line removed) are drawn at once, in the
 * same render as whatever else they change, so buttons never act on what is no longer there.
 * `pending` is true while a first answer has arrived and waits to be drawn.
 */
export function useDeferredData<Data>(data: Data | undefined, key = ""): { data: Data | undefined; pending: boolean } {
  const drawnFor = useDeferredValue(data === undefined ? null : key);
  const shown = drawnFor === key ? data : undefined;
  return { data: shown, pending: data !== undefined && shown === undefined };
}
