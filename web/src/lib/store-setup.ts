import type { Role } from "../graphql/identity.ts";

/** What a signed-in partner still has to set up, if anything. */
export type SetupStep = "dispensary-store" | "merchant-account" | null;

/**
 * A dispensary owner without a store has one step left: setting it up (SPEC §2 /dashboard sends
 * them home until they do). Merchants are pointed at their own onboarding. `hasStore` is
 * undefined while it is not known yet, which asks nothing of anyone.
 */
export function setupStepFor(role: Role | null | undefined, hasStore: boolean | undefined): SetupStep {
  if (role === "dispensary") return hasStore === false ? "dispensary-store" : null;
  if (role === "merchant") return "merchant-account";
  return null;
}

/** Where the navigation's dashboard icon leads: the owner's next step rather than a bounce home. */
export function dashboardLinkFor(role: Role | null | undefined, hasStore: boolean | undefined): { to: string; label: string } {
  if (role === "dispensary" && hasStore === false) return { to: "/onboard", label: "Set up your store" };
  if (role === "merchant") return { to: "/merchant-dashboard", label: "Dashboard" };
  return { to: "/dashboard", label: "Dashboard" };
}

/** SPEC §6 account types as the register form names them. */
export const ROLE_LABELS: Record<Role, string> = { user: "Consumer", dispensary: "Dispensary Owner", merchant: "Merchant" };
