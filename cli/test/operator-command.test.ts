import { afterEach, describe, expect, it } from "vitest";
import { runOperatorCommand } from "../src/operator/operator-command.ts";
import { UsageError } from "../src/operator/usage-error.ts";

describe("highcotton operator", () => {
  const calls: Array<{ query: string; variables?: Record<string, unknown> }> = [];
  const graph = (answer: unknown) => () => async (query: string, variables?: Record<string, unknown>) => {
    calls.push({ query, variables });
    return answer as never;
  };
  const made = (reset: boolean) => ({
    createOperator: {
      user: { username: "ops" },
      oneTimePassword: "Xq3-9vTz_LmN8pQr2sTu4vWx",
      oneTimePasswordExpiresAt: "2026-11-28T17:00:00.000Z",
      reset,
    },
  });
  afterEach(() => {
    calls.length = 0;
  });

  it("makes an operator and prints the one-time password once, with what to do with it", async () => {
    const said = await runOperatorCommand(["create", "ops", "--email", "ops@highcotton.example"], graph(made(false)));
    expect(calls[0]?.query).toContain("createOperator(input: $input)");
    expect(calls[0]?.variables).toEqual({ input: { username: "ops", email: "ops@highcotton.example" } });
    expect(said).toContain("Made operator ops. One-time password (shown only now):\n\n  Xq3-9vTz_LmN8pQr2sTu4vWx\n");
    expect(said).toContain("before 2026-11-28T17:00:00.000Z; you will be asked to choose your\nown password");
    expect(said.match(/Xq3-9vTz_LmN8pQr2sTu4vWx/g)).toHaveLength(1);
  });

  it("says when it reset an existing operator, and takes the email before the name or as --email=", async () => {
    const said = await runOperatorCommand(["create", "--email=ops@highcotton.example", "ops"], graph(made(true)));
    expect(calls[0]?.variables).toEqual({ input: { username: "ops", email: "ops@highcotton.example" } });
    expect(said).toMatch(/^Reset operator ops's password\. One-time password/);
    await runOperatorCommand(["create", "ops"], graph(made(false)));
    expect(calls[1]?.variables).toEqual({ input: { username: "ops", email: null } });
  });

  it("answers with the usage, calling nothing, when the command is incomplete or unknown", async () => {
    for (const args of [
      [],
      ["create"],
      ["create", "a", "b"],
      ["create", "a", "--email"],
      ["create", "a", "--email", "x@y.z", "--email", "w@y.z"],
      ["create", "a", "--role", "user"],
      ["delete", "a"],
    ]) {
      await expect(runOperatorCommand(args, graph({}))).rejects.toBeInstanceOf(UsageError);
    }
    expect(calls).toEqual([]);
  });

  it("passes the system's refusal on as it is", async () => {
    const refusing = () => async () => {
      throw new Error("That username belongs to an account that is not an operator; choose another username");
    };
    await expect(runOperatorCommand(["create", "shopper"], refusing)).rejects.toThrow(/not an operator/);
  });
});
