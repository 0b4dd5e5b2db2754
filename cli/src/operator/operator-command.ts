import type { OperatorGraph } from "./operator-graph.ts";
import { UsageError } from "./usage-error.ts";

export const OPERATOR_USAGE = `Usage: highcotton operator <command>

  create <username> [--email <email>]
                        make an operator account for the console at /admin, or reset an existing
                        operator's password; prints a one-time password that only lets them
                        choose their own at sign-in

  It talks to the running system at HIGHCOTTON_URL (else PUBLIC_URL, else http://localhost:PORT)
  and signs with the system's key (DATA_DIR's, or JWT_PRIVATE_KEY / JWT_SECRET).
`;

const CREATE = `mutation CreateOperator($input: CreateOperatorInput!) {
  createOperator(input: $input) { user { username } oneTimePassword oneTimePasswordExpiresAt reset }
}`;

interface CreatedOperator {
  user: { username: string };
  oneTimePassword: string;
  oneTimePasswordExpiresAt: string;
  reset: boolean;
}

/** `create <username> [--email <email>]`, in either order; anything else is not understood. */
function readCreate(args: string[]): { username: string; email: string | null } | null {
  let username: string | null = null;
  let email: string | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--email" && email === null && args[index + 1] !== undefined) {
      email = args[++index] ?? null;
    } else if (arg.startsWith("--email=") && email === null) {
      email = arg.slice("--email=".length);
    } else if (!arg.startsWith("--") && username === null) {
      username = arg;
    } else {
      return null;
    }
  }
  return username === null ? null : { username, email };
}

/**
 * `highcotton operator …`: the accounts that run the marketplace. The one-time password is printed
 * once and kept nowhere (the system keeps only its hash), so it is shown with what to do next.
 */
export async function runOperatorCommand(args: string[], graph: () => OperatorGraph): Promise<string> {
  const [command, ...rest] = args;
  const create = command === "create" ? readCreate(rest) : null;
  if (!create) throw new UsageError(OPERATOR_USAGE);
  const { createOperator: made } = await graph()<{ createOperator: CreatedOperator }>(CREATE, {
    input: { username: create.username, email: create.email },
  });
  const what = made.reset ? `Reset operator ${made.user.username}'s password` : `Made operator ${made.user.username}`;
  return `${what}. One-time password (shown only now):

  ${made.oneTimePassword}

Sign in at /login with it before ${made.oneTimePasswordExpiresAt}; you will be asked to choose your
own password, then the console opens at /admin.
`;
}
