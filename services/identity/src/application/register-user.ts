import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { fail, isUniqueViolation, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import { sql } from "drizzle-orm";
import { messages, registrationSchema } from "../contract/index.ts";
import { users } from "../db/schema.ts";
import { hashPassword } from "../security/password-hasher.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { toUserView, type UserView } from "./user-view.ts";

/** Creates an account and publishes UserRegistered in the same transaction. */
export async function registerUser(deps: IdentityDeps, input: unknown, traceId?: string): Promise<Result<UserView>> {
  const parsed = parseInput(registrationSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;

  const clash = await findClash(deps, form.username, form.email);
  if (clash) return fail("CONFLICT", clash);

  const passwordHash = await hashPassword(form.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: form.username,
          email: form.email,
          passwordHash,
          firstName: form.firstName,
          lastName: form.lastName,
          role: form.role,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      await publishEvent(tx, {
        schema: UserRegisteredSchema,
        aggregateId: created.id,
        traceId,
        data: {
          userId: created.id,
          username: created.username,
          email: created.email,
          role: created.role,
          firstName: created.firstName ?? "",
          lastName: created.lastName ?? "",
          registeredAt: timestampFromDate(created.createdAt),
        },
      });
      return created;
    });
    return ok(toUserView(user));
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) {
      return fail("CONFLICT", (await findClash(deps, form.username, form.email)) ?? messages.usernameTaken);
    }
    throw error;
  }
}

async function findClash(deps: IdentityDeps, username: string, email: string): Promise<string | null> {
  const [existing] = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!existing) return null;
  return existing.username.toLowerCase() === username.toLowerCase() ? messages.usernameTaken : messages.emailTaken;
}
