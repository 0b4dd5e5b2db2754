import type { Role } from "../graphql/identity.ts";

/**
 * Whether a consumer account is (becoming) an advertiser: an operator approved its application, or
 * one waits for review. A rejected applicant is a consumer again, offered to apply anew.
 */
export function isAdvertiser(standing: {
  myAdvertiser: unknown;
  myAdvertiserApplication: { status: string } | null | undefined;
}): boolean {
  return standing.myAdvertiser != null || standing.myAdvertiserApplication?.status === "pending";
}

/**
 * An account's own dashboard: a dispensary owner's store, a merchant's print shop, an operator's
 * console, an advertiser's plan and ads; a consumer's is /dashboard, which shows what they can do.
 * Advertisers are consumer accounts with an application, so `advertiser` says whether this one is.
 */
export function dashboardPathFor(role: Role | string | null | undefined, advertiser = false): string {
  switch (role) {
    case "dispensary":
      return "/dashboard";
    case "merchant":
      return "/merchant-dashboard";
    case "operator":
      return "/admin";
    default:
      return advertiser ? "/advertiser-dashboard" : "/dashboard";
  }
}

/**
 * SPEC §4: where sign-in lands. Partners, operators and advertisers on their own dashboard; a
 * consumer (SPEC's "anything else") on /feed.
 */
export function signInDestination(role: Role | string | null | undefined, advertiser = false): string {
  const partner = role === "dispensary" || role === "merchant" || role === "operator";
  return partner || advertiser ? dashboardPathFor(role, advertiser) : "/feed";
}
