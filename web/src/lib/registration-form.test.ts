import { messages } from "@highcotton/identity/contract";
import { describe, expect, it } from "vitest";
import { fieldOfServerError, type RegistrationFields, registrationErrors } from "./registration-form.ts";

const valid: RegistrationFields = {
  firstName: "",
  lastName: "",
  username: "budtender",
  email: "bud@example.com",
  password: "secret123",
  confirmPassword: "secret123",
};

describe("the sign-up form's checks", () => {
  it("passes a form identity takes", () => {
    expect(registrationErrors(valid)).toEqual({});
  });

  it("names every field's mistake at once, in identity's words", () => {
    expect(registrationErrors({ ...valid, username: "ab", email: "nope", password: "123", confirmPassword: "1234" })).toEqual({
      username: messages.usernameLength,
      email: messages.emailInvalid,
      password: messages.passwordLength,
      confirmPassword: messages.passwordMismatch,
    });
    expect(registrationErrors({ ...valid, firstName: "x".repeat(101) })).toEqual({ firstName: messages.nameTooLong });
  });

  it("puts a username or email in use on its field", () => {
    expect(fieldOfServerError(messages.usernameTaken)).toBe("username");
    expect(fieldOfServerError(messages.emailTaken)).toBe("email");
    expect(fieldOfServerError(messages.tooManyRegistrations)).toBeNull();
  });
});
