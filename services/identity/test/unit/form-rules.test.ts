import { describe, expect, it } from "vitest";
import { loginSchema, registrationSchema } from "../../src/contract/index.ts";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const signUp = { username: "alice", email: "Alice@Example.com", password: "secret123", confirmPassword: "secret123" };

describe("sign-up rules", () => {
  it.each([
    [{ username: "al\u0000ice" }, "Username must not contain NUL characters"],
    [{ username: "a".repeat(51) }, "Username must be 3 to 50 characters"],
    [{ username: 7 }, "Username must be a string"],
    [{ email: `${"a".repeat(300)}@example.com` }, "Please enter a valid email address"],
    [{ password: "x".repeat(101), confirmPassword: "x".repeat(101) }, "Password must be 6 to 100 characters"],
    [{ firstName: "A\u0000" }, "First name must not contain NUL characters"],
    [{ lastName: "b".repeat(101) }, "Names must be at most 100 characters"],
    [{ confirmPassword: "secret124" }, "Passwords do not match"],
  ])("refuses %o", (overrides, message) => {
    expect(firstMessage(registrationSchema.safeParse({ ...signUp, ...overrides }))).toBe(message);
  });

  it("keeps passwords as typed and normalises the rest", () => {
    expect(
      registrationSchema.parse({ ...signUp, password: " secret ", confirmPassword: " secret ", firstName: " " }),
    ).toMatchObject({
      email: "alice@example.com",
      password: " secret ",
      firstName: null,
      role: "user",
    });
  });
});

describe("sign-in rules", () => {
  it.each([
    [{ username: "" }, "Username is required"],
    [{ username: "a\u0000" }, "Username must not contain NUL characters"],
    [{ username: "a".repeat(3000) }, "Username must be 3 to 50 characters"],
    [{ password: undefined }, "Password is required"],
    [{ promoCode: "W".repeat(51) }, "Invalid or expired promo code"],
  ])("refuses %o before any attempt is counted", (overrides, message) => {
    expect(firstMessage(loginSchema.safeParse({ username: "alice", password: "secret123", ...overrides }))).toBe(message);
  });

  it("upper-cases the promo code", () => {
    expect(loginSchema.parse({ username: "alice", password: "secret123", promoCode: " welcome21 " }).promoCode).toBe("WELCOME21");
  });
});
