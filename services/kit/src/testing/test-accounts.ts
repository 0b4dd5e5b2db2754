import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { UserRegisteredSchema } from "@highcotton/proto";
import type { Role } from "../auth/roles.ts";
import type { ServiceHarness } from "./service-harness.ts";

/** A signed-in account as tests use it: its id and a bearer header. */
export interface TestAccount {
  userId: string;
  username: string;
  headers: Record<string, string>;
}

let accountNumber = 0;

/**
 * An account announced to the service by identity's UserRegistered (a made-up username unless
 * told), with a token signed as identity signs it.
 */
export async function registerTestAccount(
  harness: Pick<ServiceHarness<unknown>, "deliver" | "tokens" | "clock">,
  role: Role,
  username = `${role}${++accountNumber}_${randomUUID().slice(0, 6)}`,
): Promise<TestAccount> {
  const userId = randomUUID();
  await harness.deliver(UserRegisteredSchema, userId, {
    userId,
    username,
    email: `${username}@example.test`,
    role,
    registeredAt: timestampFromDate(harness.clock.now()),
  });
  const token = harness.tokens.sign({ id: userId, username, role });
  return { userId, username, headers: { authorization: `Bearer ${token}` } };
}
