import { dashboardPathFor } from "../auth/account-dashboard.ts";
import type { Role } from "../graphql/identity.ts";

/** What a signed-in partner still has to set up, if anything. */
export type SetupStep = "dispensary-store" | "merchant-account" | null;

/**
 * A dispensary owner without a store, or a merchant without a print shop, has one step left:
 * setting it up (SPEC §2 /dashboard and /merchant-dashboard send them there until they do).
 * `isSetUp` is whether that store or print shop exists; undefined while it is not known yet,
 * which asks nothing of anyone.
 */
export function setupStepFor(role: Role | null | undefined, isSetUp: boolean | undefined): SetupStep {
  if (isSetUp !== false) return null;
  if (role === "dispensary") return "dispensary-store";
  if (role === "merchant") return "merchant-account";
  return null;
}

/**
 * Where the navigation's dashboard link leads: the account's own dashboard, or a partner's next
 * step rather than a bounce.
 */
export function dashboardLinkFor(
  role: Role | null | undefined,
  isSetUp: boolean | undefined,
  advertiser = false,
): { to: string; label: string } {
  const step = setupStepFor(role, isSetUp);
  if (step === "dispensary-store") return { to: "/onboard", label: "Set up your store" };
  if (step === "merchant-account") return { to: "/onboard-merchant", label: "Set up your print shop" };
  return { to: dashboardPathFor(role, advertiser), label: role === "operator" ? "Operator console" : "Dashboard" };
}

/** SPEC §6 account types as the register form names them, and the operator role no one registers as. */
export const ROLE_LABELS: Record<Role, string> = {
  user: "Consumer",
  dispensary: "Dispensary Owner",
  merchant: "Merchant",
  operator: "Operator",
};
