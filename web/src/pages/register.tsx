import { useMutation } from "@apollo/client/react";
import { labels as identityLabels, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from "@highcotton/identity/contract";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useAuth } from "../auth/auth-context.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field } from "../components/ui/field.tsx";
import { useFocusFirstError } from "../components/ui/focus-first-error.ts";
import { FormAlert } from "../components/ui/form-alert.tsx";
import { Input } from "../components/ui/input.tsx";
import { PasswordInput } from "../components/ui/password-input.tsx";
import { Select } from "../components/ui/select.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { REGISTER_MUTATION } from "../graphql/identity.ts";
import { setAuthToken } from "../lib/auth-token.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { type AccountType, nextStepFor, roleOfAccountType } from "../lib/next-step.ts";
import {
  fieldOfServerError,
  type RegistrationErrors,
  type RegistrationFields,
  registrationErrors,
} from "../lib/registration-form.ts";

/** SPEC §6: the account types at registration and how they are shown, and advertisers (consumer accounts that apply next). */
export const ACCOUNT_TYPES: ReadonlyArray<{ value: AccountType; label: string }> = [
  { value: "user", label: "Consumer" },
  { value: "dispensary", label: "Dispensary Owner" },
  { value: "merchant", label: "Merchant" },
  { value: "advertiser", label: "Advertiser" },
];

type Key = keyof RegistrationFields;

const EMPTY: RegistrationFields = { firstName: "", lastName: "", username: "", email: "", password: "", confirmPassword: "" };

const hints: Partial<Record<Key, string>> = {
  username: `${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
  password: `At least ${PASSWORD_MIN} characters.`,
};

/** SPEC §8's inline words when a sign-up fails for a reason no field explains. */
const REGISTRATION_FAILED = "Registration failed. Please try again.";

/** `?accountType=dispensary` preselects an account type (links that explain which one a feature needs). */
function requestedType(value: string | null): AccountType {
  return ACCOUNT_TYPES.find((type) => type.value === value)?.value ?? "user";
}

/**
 * SPEC §2 /register. Each field checks itself by identity's rules once the person has left it (or
 * tried to send the form), then as they type; a failed send shows every mistake at once and puts
 * the cursor in the first. A username or email already in use shows on its field. The new account
 * is signed in and goes straight to its next step (store setup, merchant sign-up, advertiser
 * application or the marketplace).
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegistrationFields>(EMPTY);
  const [accountType, setAccountType] = useState<AccountType>(() => requestedType(params.get("accountType")));
  const [checked, setChecked] = useState<Partial<Record<Key, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { loading }] = useMutation(REGISTER_MUTATION);
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const { formRef, focusFirstError } = useFocusFirstError();

  const found = registrationErrors(form);
  const errorOf = (key: Key) => (checked[key] ? found[key] : undefined) ?? serverErrors[key];

  const set = (key: Key, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    // The server said this value is taken: a new one may not be.
    if (serverErrors[key]) setServerErrors((e) => ({ ...e, [key]: undefined }));
  };
  const leave = (key: Key) => {
    // Passing through an empty field says nothing yet; the send will.
    if (form[key] || checked[key]) setChecked((c) => ({ ...c, [key]: true }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setChecked({ firstName: true, lastName: true, username: true, email: true, password: true, confirmPassword: true });
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }

    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    try {
      const { data } = await register({
        variables: {
          input: {
            username: form.username.trim(),
            email: form.email.trim(),
            password: form.password,
            confirmPassword: form.confirmPassword,
            ...(firstName ? { firstName } : {}),
            ...(lastName ? { lastName } : {}),
            role: roleOfAccountType(accountType),
          },
        },
      });
      if (!data) throw new Error("No registration result");
      setAuthToken(data.register.token);
      await refreshUser();
      toast({ title: "Registration successful", description: `Welcome to High Cotton, ${data.register.user.username}!` });
      navigate(nextStepFor(accountType), { replace: true });
    } catch (error) {
      const message = graphQLErrorMessage(error);
      const field = fieldOfServerError(message);
      if (field && message) {
        setServerErrors((e) => ({ ...e, [field]: message }));
        focusFirstError();
        return;
      }
      setFormError(message ?? REGISTRATION_FAILED);
    }
  };

  const text = (
    key: "firstName" | "lastName" | "username" | "email",
    props: { label: string; autoComplete: string; type?: string; optional?: boolean; placeholder: string },
  ) => {
    const plain = key === "username" || key === "email";
    return (
      <Field id={`register-${key}`} label={props.label} optional={props.optional} error={errorOf(key)} hint={hints[key]}>
        <Input
          name={key}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          autoCapitalize={plain ? "none" : undefined}
          spellCheck={plain ? false : undefined}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          onBlur={() => leave(key)}
          aria-required={props.optional ? undefined : true}
          placeholder={props.placeholder}
        />
      </Field>
    );
  };

  const password = (key: "password" | "confirmPassword", placeholder: string) => (
    <Field
      id={key === "password" ? "register-password" : "register-confirm"}
      label={identityLabels[key]}
      error={errorOf(key)}
      hint={hints[key]}
    >
      <PasswordInput
        name={key}
        autoComplete="new-password"
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        onBlur={() => leave(key)}
        aria-required
        placeholder={placeholder}
      />
    </Field>
  );

  return (
    <AuthLayout
      eyebrow="Join High Cotton"
      title="Create Account"
      subtitle="Shop the culture, open your store, start printing for local orders, or advertise your brand."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-leaf-300 underline-offset-4 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-label="Create account">
        <FormAlert message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", {
            label: identityLabels.firstName,
            autoComplete: "given-name",
            optional: true,
            placeholder: "Mary",
          })}
          {text("lastName", { label: identityLabels.lastName, autoComplete: "family-name", optional: true, placeholder: "Jane" })}
        </div>
        {text("username", { label: identityLabels.username, autoComplete: "username", placeholder: "Pick a username" })}
        {text("email", { label: identityLabels.email, autoComplete: "email", type: "email", placeholder: "you@example.com" })}
        {password("password", "Create a password")}
        {password("confirmPassword", "Type it again")}
        <Field id="register-role" label="Account type">
          <Select
            id="register-role"
            value={accountType}
            onValueChange={(value) => setAccountType(value as AccountType)}
            options={ACCOUNT_TYPES}
            placeholder="Choose an account type"
          />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={loading}>
          <UserPlus aria-hidden="true" />
          {loading ? "Creating account..." : "Create Account"}
        </Button>
      </form>
    </AuthLayout>
  );
}
