import { useMutation } from "@apollo/client/react";
import { labels as identityLabels, messages as identityMessages } from "@highcotton/identity/contract";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { AuthLayout } from "../components/auth-layout.tsx";
import { Button } from "../components/ui/button.tsx";
import { Field, fieldDescribedBy } from "../components/ui/field.tsx";
import { FormAlert } from "../components/ui/form-alert.tsx";
import { Input } from "../components/ui/input.tsx";
import { PasswordInput } from "../components/ui/password-input.tsx";
import { Select } from "../components/ui/select.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { REGISTER_MUTATION, type Role } from "../graphql/identity.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";

/** SPEC §6: roles at registration and how they are shown. */
export const ACCOUNT_TYPES: ReadonlyArray<{ value: Role; label: string }> = [
  { value: "user", label: "Consumer" },
  { value: "dispensary", label: "Dispensary Owner" },
  { value: "merchant", label: "Merchant" },
];

interface RegisterForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
}

type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const empty: RegisterForm = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  role: "user",
};

const hints = {
  username: "3 to 50 characters.",
  password: "At least 6 characters.",
} as const;

/** `?accountType=dispensary` preselects an account type (links that explain which one a feature needs). */
function requestedRole(value: string | null): Role {
  return ACCOUNT_TYPES.find((type) => type.value === value)?.value ?? empty.role;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>(() => ({ ...empty, role: requestedRole(params.get("accountType")) }));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [register, { loading }] = useMutation(REGISTER_MUTATION);
  const navigate = useNavigate();

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: RegisterErrors = {};
    if (!form.username.trim()) next.username = identityMessages.usernameRequired;
    if (!form.email.trim()) next.email = "Email is required";
    if (!form.password) next.password = identityMessages.passwordRequired;
    if (!form.confirmPassword) next.confirmPassword = "Please confirm your password";
    if (Object.keys(next).length === 0 && form.password !== form.confirmPassword) {
      next.confirmPassword = identityMessages.passwordMismatch;
      setErrors(next);
      toast({ variant: "destructive", title: "Password mismatch", description: identityMessages.passwordMismatch });
      return;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    setFormError(null);
    const firstName = form.firstName.trim();
    const lastName = form.lastName.trim();
    try {
      await register({
        variables: {
          input: {
            username: form.username.trim(),
            email: form.email.trim(),
            password: form.password,
            confirmPassword: form.confirmPassword,
            ...(firstName ? { firstName } : {}),
            ...(lastName ? { lastName } : {}),
            role: form.role,
          },
        },
      });
      toast({ title: "Registration successful", description: "Your account has been created. Please login." });
      navigate("/login");
    } catch (error) {
      setFormError("Registration failed. Please try again.");
      toast({
        variant: "destructive",
        title: "Registration failed",
        description: graphQLErrorMessage(error) ?? "Failed to create account",
      });
    }
  };

  const text = (
    key: "firstName" | "lastName" | "username" | "email",
    props: { label: string; autoComplete: string; type?: string; optional?: boolean; placeholder: string },
  ) => {
    const id = `register-${key}`;
    const hint = key === "username" ? hints.username : undefined;
    return (
      <Field id={id} label={props.label} optional={props.optional} error={errors[key]} hint={hint}>
        <Input
          id={id}
          name={key}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          autoCapitalize={key === "username" || key === "email" ? "none" : undefined}
          spellCheck={key === "username" || key === "email" ? false : undefined}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-required={props.optional ? undefined : true}
          aria-describedby={fieldDescribedBy(id, errors[key], hint)}
          placeholder={props.placeholder}
        />
      </Field>
    );
  };

  return (
    <AuthLayout
      eyebrow="Join High Cotton"
      title="Create Account"
      subtitle="Shop the culture, open your store, or start printing for local orders."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-leaf-300 underline-offset-4 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <FormAlert message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", { label: "First name", autoComplete: "given-name", optional: true, placeholder: "Mary" })}
          {text("lastName", { label: "Last name", autoComplete: "family-name", optional: true, placeholder: "Jane" })}
        </div>
        {text("username", { label: "Username", autoComplete: "username", placeholder: "Pick a username" })}
        {text("email", { label: "Email", autoComplete: "email", type: "email", placeholder: "you@example.com" })}
        <Field id="register-password" label={identityLabels.password} error={errors.password} hint={hints.password}>
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set("password", e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-required
            aria-describedby={fieldDescribedBy("register-password", errors.password, hints.password)}
            placeholder="Create a password"
          />
        </Field>
        <Field id="register-confirm" label={identityLabels.confirmPassword} error={errors.confirmPassword}>
          <PasswordInput
            id="register-confirm"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set("confirmPassword", e.target.value)}
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-required
            aria-describedby={fieldDescribedBy("register-confirm", errors.confirmPassword)}
            placeholder="Type it again"
          />
        </Field>
        <Field id="register-role" label="Account type">
          <Select
            id="register-role"
            value={form.role}
            onValueChange={(value) => set("role", value as Role)}
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
