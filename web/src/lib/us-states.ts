import { US_STATES } from "@highcotton/catalog/contract";

// SPEC §9's 50 states are catalog's list; this adds what the pages need to show them.
export { isUsStateCode, US_STATES } from "@highcotton/catalog/contract";
export type UsState = (typeof US_STATES)[number];

const byCode = new Map(US_STATES.map((state) => [state.code, state]));

/** The state's name for a code ("CO" → "Colorado"), or the code itself when unknown. */
export function stateName(code: string): string {
  return byCode.get(code.toUpperCase())?.name ?? code;
}
