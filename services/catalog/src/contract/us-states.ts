import { US_STATES } from "@highcotton/form-fields";

// The list of states is every form's (@highcotton/form-fields); catalog's contract passes it on
// with what catalog adds: how many stores each has.
export { isUsStateCode, US_STATE_CODES, US_STATES, usStateCode } from "@highcotton/form-fields";

/** Every state with its store count, most stores first, then by name (SPEC §2 /states). */
export function stateStoreCounts(counts: ReadonlyMap<string, number>) {
  return US_STATES.map((state) => ({ ...state, storeCount: counts.get(state.code) ?? 0 })).sort(
    (a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name),
  );
}
