import { type LucideIcon, ShoppingBag, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import type { CurrentUser } from "../graphql/identity.ts";
import { ROLE_LABELS } from "../lib/store-setup.ts";
import { EmptyState } from "./catalog/status-panel.tsx";
import { Container } from "./container.tsx";
import { Button, buttonClasses } from "./ui/button.tsx";

/** A link to what the signed-in account is for. */
export interface AccountLink {
  to: string;
  icon: LucideIcon;
  label: string;
}

export interface AccountsOnlyProps {
  user: CurrentUser;
  icon: LucideIcon;
  title: string;
  /** Who the account type is for and what they do with it, after who is signed in. */
  purpose: ReactNode;
  /** The register page with the account type already chosen, and its button's label. */
  signUp: { path: string; label: string };
  /** Where the signed-in account goes instead: the marketplace unless told. */
  instead?: AccountLink | undefined;
}

const MARKETPLACE: AccountLink = { to: "/marketplace", icon: ShoppingBag, label: "Shop the marketplace" };

/** The account names are long: on a phone's width (in whatever face it reads) a label may take two lines. */
const WRAP_ON_PHONES = "max-sm:h-auto max-sm:min-h-13 max-sm:max-w-full max-sm:py-3 max-sm:whitespace-normal max-sm:text-center";

/**
 * Shown instead of a set-up page to an account of another type (the server refuses it), with a
 * way forward: a new account of the right type, or what the signed-in one is for.
 */
export function AccountsOnly({ user, icon, title, purpose, signUp, instead = MARKETPLACE }: AccountsOnlyProps) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const InsteadIcon = instead.icon;

  // The new account needs its own sign-in, so this one is signed out first.
  const signUpAgain = async () => {
    setLeaving(true);
    await logout();
    navigate(signUp.path, { replace: true });
  };

  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        as="h1"
        className="sm:max-w-2xl"
        icon={icon}
        tone="gold"
        title={title}
        description={
          <>
            You're signed in as <strong className="text-cream-50">{user.username}</strong>, a {ROLE_LABELS[user.role]} account.{" "}
            {purpose}
          </>
        }
        actions={
          <>
            <Button size="lg" className={WRAP_ON_PHONES} onClick={() => void signUpAgain()} disabled={leaving}>
              <UserPlus aria-hidden="true" />
              {signUp.label}
            </Button>
            <Link to={instead.to} className={buttonClasses("outline", "lg", WRAP_ON_PHONES)}>
              <InsteadIcon aria-hidden="true" />
              {instead.label}
            </Link>
          </>
        }
      />
    </Container>
  );
}
