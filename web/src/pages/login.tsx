import { useMutation } from "@apollo/client/react";
import {
  labels as identityLabels,
  messages as identityMessages,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "@highcotton/identity/contract";
import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { useSignInDestination } from "../auth/use-sign-in-destination.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { useFocusFirstError } from "../components/ui/focus-first-error.ts";
import { FormAlert } from "../components/ui/form-alert.tsx";
import { Input } from "../components/ui/input.tsx";
import { PasswordInput } from "../components/ui/password-input.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { LOGIN_MUTATION } from "../graphql/identity.ts";
import { setAuthToken } from "../lib/auth-token.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";

interface LoginErrors {
  username?: string;
  password?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

const PROMO_HINT = "Have a promo code? Add it here.";

export function LoginPage() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [promoCode, setPromoCode] = useState("");
  // An operator's one-time password only lets them choose their own: the server asks, the form grows.
  const [choosing, setChoosing] = useState(false);
  const [newPassword, setNewPassword] = useState("");
  const [confirmNewPassword, setConfirmNewPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LOGIN_MUTATION);
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const destinationFor = useSignInDestination();
  const { formRef, focusFirstError } = useFocusFirstError();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: LoginErrors = {};
    if (!username.trim()) next.username = identityMessages.usernameRequired;
    if (!password) next.password = identityMessages.passwordRequired;
    if (choosing && (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX)) {
      next.newPassword = identityMessages.passwordLength;
    } else if (choosing && newPassword !== confirmNewPassword) {
      next.confirmNewPassword = identityMessages.passwordMismatch;
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusFirstError();
      return;
    }

    setFormError(null);
    try {
      const promo = promoCode.trim();
      const { data } = await login({
        variables: {
          input: {
            username: username.trim(),
            password,
            ...(promo ? { promoCode: promo } : {}),
            ...(choosing ? { newPassword } : {}),
          },
        },
      });
      if (!data) throw new Error("No login result");
      setAuthToken(data.login.token);
      toast({ title: "Login successful", description: "Welcome back!" });
      await refreshUser();
      navigate(await destinationFor(data.login.user.role), { replace: true });
    } catch (error) {
      const message = graphQLErrorMessage(error);
      if (message === identityMessages.newPasswordRequired) {
        setChoosing(true);
        setFormError(message);
        return;
      }
      setFormError(hasErrorCode(error, "UNAUTHENTICATED") || !message ? "Invalid username or password" : message);
      toast({
        variant: "destructive",
        title: "Login failed",
        description: message ?? identityMessages.invalidCredentials,
      });
    }
  };

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      subtitle="Sign in to manage your store, your orders and your community."
      footer={
        <>
          Don't have an account?{" "}
          <Link to="/register" className="font-semibold text-leaf-300 underline-offset-4 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label="Login">
        <FormAlert message={formError} />
        <Field id="login-username" label={identityLabels.username} error={errors.username}>
          <Input
            id="login-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={fieldDescribedBy("login-username", errors.username)}
            placeholder="Your username"
          />
        </Field>
        <Field id="login-password" label={identityLabels.password} error={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescribedBy("login-password", errors.password)}
            placeholder="Your password"
          />
        </Field>
        {choosing ? (
          <>
            <Field id="login-new-password" label={identityLabels.newPassword} error={errors.newPassword}>
              <PasswordInput
                id="login-new-password"
                name="newPassword"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                aria-invalid={errors.newPassword ? true : undefined}
                aria-describedby={fieldDescribedBy("login-new-password", errors.newPassword)}
                placeholder={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
              />
            </Field>
            <Field id="login-confirm-new-password" label="Confirm new password" error={errors.confirmNewPassword}>
              <PasswordInput
                id="login-confirm-new-password"
                name="confirmNewPassword"
                autoComplete="new-password"
                value={confirmNewPassword}
                onChange={(e) => setConfirmNewPassword(e.target.value)}
                aria-invalid={errors.confirmNewPassword ? true : undefined}
                aria-describedby={fieldDescribedBy("login-confirm-new-password", errors.confirmNewPassword)}
                placeholder="The new password again"
              />
            </Field>
          </>
        ) : null}
        <Field id="login-promo" label={identityLabels.promoCode} optional hint={PROMO_HINT}>
          <Input
            id="login-promo"
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={promoCode}
            onChange={(e) => setPromoCode(e.target.value)}
            aria-describedby={fieldDescribedBy("login-promo", undefined, PROMO_HINT)}
            placeholder="e.g. HIGHCOTTON"
          />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={loading}>
          <LogIn aria-hidden="true" />
          {loading ? "Signing in..." : choosing ? "Set password and sign in" : "Login"}
        </Button>
      </form>
    </AuthLayout>
  );
}
