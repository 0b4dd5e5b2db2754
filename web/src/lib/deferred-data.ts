import { useDeferredValue } from "react";

/**
 * A query's data as the page draws it: one step behind the query. Apollo hands a query's answer
 * to React as an urgent update, which React draws in one task however long the page takes; drawn
 * from this instead, the urgent update only sees the page as it was, and the page with its data is
 * drawn as a transition, in slices of a few milliseconds that leave the main thread free between
 * them (a phone stays responsive while a store's twenty designs appear).
 *
 * `key` names what the data is for (the route's id): until the page is drawn for a new key, data
 * drawn for the old one is not shown. `pending` is true while arrived data waits to be drawn.
 */
export function useDeferredData<Data>(data: Data | undefined, key = ""): { data: Data | undefined; pending: boolean } {
  const drawn = useDeferredValue(data);
  const drawnKey = useDeferredValue(key);
  const shown = drawnKey === key ? drawn : undefined;
  return { data: shown, pending: data !== undefined && shown === undefined };
}
