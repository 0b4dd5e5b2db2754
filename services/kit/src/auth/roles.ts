/**
 * Every role an account can hold. `operator` runs the marketplace (the console at /admin); it is
 * never chosen at registration (identity's ACCOUNT_TYPES), only made by `highcotton operator create`.
 */
export const ROLES = ["user", "dispensary", "merchant", "operator"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
