import { randomBytes, randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { fail, isUniqueViolation, type Operator, ok, parseInput, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { SessionRevokedSchema, UserRegisteredSchema } from "@highcotton/proto";
import { eq, sql } from "drizzle-orm";
import { messages, ONE_TIME_PASSWORD_HOURS, operatorSchema } from "../contract/index.ts";
import { sessions, users } from "../db/schema.ts";
import { hashPassword } from "../security/password-hasher.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { toUserView, type UserView } from "./user-view.ts";

export interface CreatedOperator {
  user: UserView;
  /** Shown once, to whoever ran the command; only its hash is kept. */
  oneTimePassword: string;
  oneTimePasswordExpiresAt: Date;
  /** True when the operator existed and this replaced their password (a reset). */
  reset: boolean;
}

/**
 * `highcotton operator create <username>`: makes an operator account, or resets an existing
 * operator's password, with a fresh one-time password that only lets them choose their own
 * (see log-in.ts). Only the command line's operator token may call it: an operator account
 * cannot make operators, so taking over one account does not give out more. A reset also signs
 * the operator's open sessions out, since a reset means the old password is no longer trusted.
 */
export async function createOperator(
  deps: IdentityDeps,
  commandLine: Operator | null,
  input: unknown,
  traceId?: string,
): Promise<Result<CreatedOperator>> {
  if (!commandLine) return fail("FORBIDDEN", messages.operatorsMadeByCommandLine);
  const parsed = parseInput(operatorSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const now = deps.now();
  const oneTimePassword = randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(oneTimePassword);
  const oneTimePasswordExpiresAt = new Date(now.getTime() + ONE_TIME_PASSWORD_HOURS * 60 * 60_000);
  const secret = { passwordHash, oneTimePasswordExpiresAt, updatedAt: now };

  try {
    return await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${form.username})`)
        .for("update");
      if (existing && existing.role !== "operator") return fail("CONFLICT", messages.notAnOperator);
      if (existing) {
        const [reset] = await tx.update(users).set(secret).where(eq(users.id, existing.id)).returning();
        await signOutEverywhere(tx, deps, existing.id, now, traceId);
        return ok({ user: toUserView(reset ?? existing), oneTimePassword, oneTimePasswordExpiresAt, reset: true });
      }
      const [created] = await tx
        .insert(users)
        .values({
          username: form.username,
          // An operator without an email gets an address that can never receive mail.
          email: form.email ?? `operator-${randomUUID()}@operators.invalid`,
          role: "operator",
          createdAt: now,
          ...secret,
        })
        .returning();
      if (!created) throw new Error("insert returned no operator");
      await publishEvent(tx, {
        schema: UserRegisteredSchema,
        aggregateId: created.id,
        traceId,
        occurredAt: now,
        data: {
          userId: created.id,
          username: created.username,
          email: created.email,
          role: created.role,
          firstName: "",
          lastName: "",
          registeredAt: timestampFromDate(now),
        },
      });
      return ok({ user: toUserView(created), oneTimePassword, oneTimePasswordExpiresAt, reset: false });
    });
  } catch (error) {
    // The email is someone else's, or the same username was made at the same moment.
    if (isUniqueViolation(error))
      return fail("CONFLICT", (await emailTaken(deps, form.email)) ? messages.emailTaken : messages.usernameTaken);
    throw error;
  }
}

async function emailTaken(deps: IdentityDeps, email: string | null): Promise<boolean> {
  if (!email) return false;
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return owner !== undefined;
}

/** Ends every open session of the account, as signing out ends one (deny-list and SessionRevoked). */
async function signOutEverywhere(tx: Tx, deps: IdentityDeps, userId: string, now: Date, traceId?: string) {
  const ended = await tx
    .delete(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`)
    .returning({ sid: sessions.sid, expire: sessions.expire });
  for (const session of ended) {
    await deps.sessions.record(tx, session.sid, session.expire);
    await publishEvent(tx, {
      schema: SessionRevokedSchema,
      aggregateId: userId,
      traceId,
      occurredAt: now,
      data: {
        sessionId: session.sid,
        userId,
        revokedAt: timestampFromDate(now),
        expiresAt: timestampFromDate(session.expire),
      },
    });
  }
}
