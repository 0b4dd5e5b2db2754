import { LayoutDashboard, Printer } from "lucide-react";
import type { CurrentUser } from "../../graphql/identity.ts";
import { AccountsOnly } from "../accounts-only.tsx";

/** Where a register link lands with the Merchant account type already chosen. */
export const MERCHANT_SIGN_UP_PATH = "/register?accountType=merchant";

/**
 * Only Merchant accounts set up a print shop (the server answers FORBIDDEN to others). Shown
 * instead of the sign-up form to anyone else, with a way forward.
 */
export function MerchantAccountsOnly({ user }: { user: CurrentUser }) {
  return (
    <AccountsOnly
      user={user}
      icon={Printer}
      title="Print shops sign up with a Merchant account"
      purpose="T-shirt printers, embroidery and screen printing shops subscribe and receive order leads from a Merchant account: create one, sign in with it, and your print shop is a form away."
      signUp={{ path: MERCHANT_SIGN_UP_PATH, label: "Create a Merchant account" }}
      instead={
        user.role === "dispensary" ? { to: "/dashboard", icon: LayoutDashboard, label: "Go to your dashboard" } : undefined
      }
    />
  );
}
