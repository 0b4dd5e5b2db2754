import { LayoutDashboard, Printer, ShoppingBag, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../../auth/auth-context.ts";
import type { CurrentUser } from "../../graphql/identity.ts";
import { ROLE_LABELS } from "../../lib/store-setup.ts";
import { EmptyState } from "../catalog/status-panel.tsx";
import { Container } from "../container.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";

/** Where a register link lands with the Merchant account type already chosen. */
export const MERCHANT_SIGN_UP_PATH = "/register?accountType=merchant";

/**
 * Only Merchant accounts set up a print shop (the server answers FORBIDDEN to others). Shown
 * instead of the sign-up form to anyone else, with a way forward.
 */
export function MerchantAccountsOnly({ user }: { user: CurrentUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  // The new account needs its own sign-in, so this one is signed out first.
  const signUpAsMerchant = async () => {
    setLeaving(true);
    await logout();
    navigate(MERCHANT_SIGN_UP_PATH, { replace: true });
  };

  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        as="h1"
        className="sm:max-w-2xl"
        icon={Printer}
        tone="gold"
        title="Print shops sign up with a Merchant account"
        description={
          <>
            You're signed in as <strong className="text-cream-50">{user.username}</strong>, a {ROLE_LABELS[user.role]} account.
            T-shirt printers, embroidery and screen printing shops subscribe and receive order leads from a Merchant account:
            create one, sign in with it, and your print shop is a form away.
          </>
        }
        actions={
          <>
            <Button size="lg" onClick={() => void signUpAsMerchant()} disabled={leaving}>
              <UserPlus aria-hidden="true" />
              Create a Merchant account
            </Button>
            {user.role === "dispensary" ? (
              <Link to="/dashboard" className={buttonClasses("outline", "lg")}>
                <LayoutDashboard aria-hidden="true" />
                Go to your dashboard
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
