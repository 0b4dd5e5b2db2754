/** Roles a person can choose at registration; nothing else can be self-assigned. */
export const ROLES = ["user", "dispensary", "merchant"] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
