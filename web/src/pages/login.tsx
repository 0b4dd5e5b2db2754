import { useMutation } from "@apollo/client/react";
import { messages as identityMessages } from "@highcotton/identity/contract";
import { LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { FormAlert } from "../components/ui/form-alert.tsx";
import { Input } from "../components/ui/input.tsx";
import { PasswordInput } from "../components/ui/password-input.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { LOGIN_MUTATION } from "../graphql/identity.ts";
import { setAuthToken } from "../lib/auth-token.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { redirectPathForRole } from "../lib/role-redirect.ts";

interface LoginErrors {
  username?: string;
  password?: string;
}

const PROMO_HINT = "Have a promo code? Add it here.";

export function LoginPage() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [promoCode, setPromoCode] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LOGIN_MUTATION);
  const { refreshUser } = useAuth();
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: LoginErrors = {};
    if (!username.trim()) next.username = identityMessages.usernameRequired;
    if (!password) next.password = identityMessages.passwordRequired;
    setErrors(next);
    if (next.username || next.password) return;

    setFormError(null);
    try {
      const promo = promoCode.trim();
      const { data } = await login({
        variables: { input: { username: username.trim(), password, ...(promo ? { promoCode: promo } : {}) } },
      });
      if (!data) throw new Error("No login result");
      setAuthToken(data.login.token);
      toast({ title: "Login successful", description: "Welcome back!" });
      await refreshUser();
      navigate(redirectPathForRole(data.login.user.role), { replace: true });
    } catch (error) {
      setFormError("Invalid username or password");
      toast({
        variant: "destructive",
        title: "Login failed",
        description: graphQLErrorMessage(error) ?? identityMessages.invalidCredentials,
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
      <form noValidate onSubmit={submit} className="grid gap-5">
        <FormAlert message={formError} />
        <Field id="login-username" label="Username" error={errors.username}>
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
        <Field id="login-password" label="Password" error={errors.password}>
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
        <Field id="login-promo" label="Promo code" optional hint={PROMO_HINT}>
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
          {loading ? "Signing in..." : "Login"}
        </Button>
      </form>
    </AuthLayout>
  );
}
