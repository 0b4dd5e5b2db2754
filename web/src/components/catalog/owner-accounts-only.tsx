import { LayoutDashboard, Printer, Store } from "lucide-react";
import type { CurrentUser } from "../../graphql/identity.ts";
import { useStoreSetup } from "../../lib/use-store-setup.ts";
import { type AccountLink, AccountsOnly } from "../accounts-only.tsx";

/** Where a register link lands with the right account type already chosen. */
export const OWNER_SIGN_UP_PATH = "/register?accountType=dispensary";

/**
 * Only Dispensary Owner accounts open stores (the server refuses others). Shown instead of the
 * store setup to anyone else, with a way forward: a new owner account, or what their own account
 * is for.
 */
export function OwnerAccountsOnly({ user }: { user: CurrentUser }) {
  // A merchant whose print shop already exists is sent to it, not offered a second one.
  const { step } = useStoreSetup();
  const merchantLink: AccountLink | undefined =
    user.role !== "merchant"
      ? undefined
      : step === "merchant-account"
        ? { to: "/onboard-merchant", icon: Printer, label: "Set up your print shop" }
        : { to: "/merchant-dashboard", icon: LayoutDashboard, label: "Open your merchant dashboard" };

  return (
    <AccountsOnly
      user={user}
      icon={Store}
      title="Stores are for Dispensary Owner accounts"
      purpose="Dispensaries and smoke shops set up their store, designs and QR code from a Dispensary Owner account: create one, sign in with it, and your store is a form away."
      signUp={{ path: OWNER_SIGN_UP_PATH, label: "Create a Dispensary Owner account" }}
      instead={merchantLink}
    />
  );
}
