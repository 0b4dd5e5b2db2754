import { z } from "zod";

/** The 50 US states (SPEC §9: the state selector lists 50 states by 2-letter code). */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code: code as string, name: name as string }));

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);
const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);
/** Whether `code` is one of the 50 two-letter codes (exact, upper case). */
export const isUsStateCode = (code: string): boolean => CODES.has(code);

/** A US state code, any case (stored upper case); documented as the list of codes. */
export const usStateCode = (message: string) =>
  z
    .string(message)
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, message)
    .meta({ enum: [...US_STATE_CODES] });
