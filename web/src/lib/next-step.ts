import type { Role } from "../graphql/identity.ts";

/**
 * What a person signs up as. An advertiser's account is a consumer's (`user`) that then applies to
 * advertise, so the sign-up form offers it beside SPEC's three roles.
 */
export type AccountType = Exclude<Role, "operator"> | "advertiser";

/** The role the account is registered with. */
export const roleOfAccountType = (type: AccountType): Exclude<Role, "operator"> => (type === "advertiser" ? "user" : type);

/**
 * Where each kind of account goes next, right after signing up: an owner sets up their store, a
 * print shop becomes a merchant, an advertiser applies, and a consumer starts shopping.
 */
export function nextStepFor(type: AccountType): string {
  switch (type) {
    case "dispensary":
      return "/onboard";
    case "merchant":
      return "/onboard-merchant";
    case "advertiser":
      return "/onboard-advertiser";
    case "user":
      return "/marketplace";
  }
}
