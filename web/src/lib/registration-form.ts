import { messages, registrationSchema } from "@highcotton/identity/contract";

/** SPEC §2 /register's text fields, as the register mutation names them. */
export interface RegistrationFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;

const FIELDS = new Set<string>(["firstName", "lastName", "username", "email", "password", "confirmPassword"]);

/** Every field's mistake at once, by identity's own sign-up rules and words (the first per field). */
export function registrationErrors(form: RegistrationFields): RegistrationErrors {
  const parsed = registrationSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && FIELDS.has(field)) errors[field as keyof RegistrationFields] ??= issue.message;
  }
  return errors;
}

/** The field a refusal only the server can know belongs to (a username or email in use). */
export function fieldOfServerError(message: string | undefined): keyof RegistrationFields | null {
  if (message === messages.usernameTaken) return "username";
  if (message === messages.emailTaken) return "email";
  return null;
}
