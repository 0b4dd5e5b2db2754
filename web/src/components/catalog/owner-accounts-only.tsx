import { LayoutDashboard, Printer, ShoppingBag, Store, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../../auth/auth-context.ts";
import type { CurrentUser } from "../../graphql/identity.ts";
import { ROLE_LABELS } from "../../lib/store-setup.ts";
import { useStoreSetup } from "../../lib/use-store-setup.ts";
import { Container } from "../container.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { EmptyState } from "./status-panel.tsx";

/** Where a register link lands with the right account type already chosen. */
export const OWNER_SIGN_UP_PATH = "/register?accountType=dispensary";

/**
 * Only Dispensary Owner accounts open stores (the server refuses others). Shown instead of the
 * store setup to anyone else, with a way forward: a new owner account, or what their own account
 * is for.
 */
export function OwnerAccountsOnly({ user }: { user: CurrentUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // A merchant whose print shop already exists is sent to it, not offered a second one.
  const { step } = useStoreSetup();

  // The new account needs its own sign-in, so this one is signed out first.
  const signUpAsOwner = async () => {
    setLeaving(true);
    await logout();
    navigate(OWNER_SIGN_UP_PATH, { replace: true });
  };

  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        as="h1"
        className="sm:max-w-2xl"
        icon={Store}
        tone="gold"
        title="Stores are for Dispensary Owner accounts"
        description={
          <>
            You're signed in as <strong className="text-cream-50">{user.username}</strong>, a {ROLE_LABELS[user.role]} account.
            Dispensaries and smoke shops set up their store, designs and QR code from a Dispensary Owner account: create one, sign
            in with it, and your store is a form away.
          </>
        }
        actions={
          <>
            <Button size="lg" onClick={() => void signUpAsOwner()} disabled={leaving}>
              <UserPlus aria-hidden="true" />
              Create a Dispensary Owner account
            </Button>
            {user.role === "merchant" && step === "merchant-account" ? (
              <Link to="/onboard-merchant" className={buttonClasses("outline", "lg")}>
                <Printer aria-hidden="true" />
                Set up your print shop
              </Link>
            ) : user.role === "merchant" ? (
              <Link to="/merchant-dashboard" className={buttonClasses("outline", "lg")}>
                <LayoutDashboard aria-hidden="true" />
                Open your merchant dashboard
              </Link>
            ) : (
              <Link to="/marketplace" className={buttonClasses("outline", "lg")}>
                <ShoppingBag aria-hidden="true" />
                Shop the marketplace
              </Link>
            )}
          </>
        }
      />
    </Container>
  );
}
