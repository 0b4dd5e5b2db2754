import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  addressKey,
  assessRollingWindow,
  fail,
  isUniqueViolation,
  ok,
  parseInput,
  publishEvent,
  type Queryable,
  type Result,
  rollingWindowStart,
  tooManyRequests,
} from "@highcotton/kit";
import { UserRegisteredSchema } from "@highcotton/proto";
import { and, desc, eq, gt, lte, sql } from "drizzle-orm";
import { messages, registrationSchema } from "../contract/index.ts";
import { recentRegistrations, users } from "../db/schema.ts";
import { hashPassword } from "../security/password-hasher.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import type { LoginResult } from "./log-in.ts";
import { openSession } from "./sessions.ts";
import { toUserView } from "./user-view.ts";

/** Refused before creating the account. */
class RegistrationRefused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many sign-ups from this address");
  }
}

/**
 * Creates an account, publishes UserRegistered and opens the new user's first session in the same
 * transaction, answering a token as sign-in does: a person who just chose their password is not
 * asked for it again. Sign-ups are limited
 * per client address (`deps.registrations`): an early look before the password is hashed, then,
 * under a transaction-scoped lock on the address held to the commit, the count that decides and
 * the sign-up's own record, so sign-ups sent together cannot pass the limit. A sign-up with no
 * known address (a call that did not come through the edge) is not counted.
 */
export async function registerUser(
  deps: IdentityDeps,
  input: unknown,
  request: { clientAddress?: string | null; traceId?: string } = {},
): Promise<Result<LoginResult>> {
  const parsed = parseInput(registrationSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const address = addressKey(request.clientAddress);

  if (address) {
    const wait = await registrationWait(deps.db, deps, address, deps.now());
    if (wait > 0) return tooManyRequests(messages.tooManyRegistrations, wait);
  }
  const clash = await findClash(deps, form.username, form.email);
  if (clash) return fail("CONFLICT", clash);

  const passwordHash = await hashPassword(form.password);
  try {
    const signedUp = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      if (address) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-registrations:${address}`}))`);
        const wait = await registrationWait(tx, deps, address, now);
        if (wait > 0) throw new RegistrationRefused(wait);
        await tx
          .delete(recentRegistrations)
          .where(
            and(
              eq(recentRegistrations.clientAddress, address),
              lte(recentRegistrations.registeredAt, rollingWindowStart(now, deps.registrations)),
            ),
          );
        await tx.insert(recentRegistrations).values({ clientAddress: address, registeredAt: now });
      }
      const [created] = await tx
        .insert(users)
        .values({
          username: form.username,
          email: form.email,
          passwordHash,
          firstName: form.firstName,
          lastName: form.lastName,
          role: form.role,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error("insert returned no row");
      await publishEvent(tx, {
        schema: UserRegisteredSchema,
        aggregateId: created.id,
        traceId: request.traceId,
        occurredAt: now,
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
      const sessionId = await openSession(tx, deps, { userId: created.id, clientAddress: request.clientAddress ?? null, now });
      return { created, sessionId };
    });
    const { created, sessionId } = signedUp;
    const token = deps.tokens.sign({ id: created.id, username: created.username, role: created.role, sessionId });
    return ok({ token, user: toUserView(created) });
  } catch (error) {
    if (error instanceof RegistrationRefused) return tooManyRequests(messages.tooManyRegistrations, error.retryAfterSeconds);
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) {
      return fail("CONFLICT", (await findClash(deps, form.username, form.email)) ?? messages.usernameTaken);
    }
    throw error;
  }
}

/** Seconds until the address may sign up again (0: now). */
async function registrationWait(
  db: Queryable,
  deps: Pick<IdentityDeps, "registrations">,
  address: string,
  now: Date,
): Promise<number> {
  const limit = deps.registrations;
  const rows = await db
    .select({ at: recentRegistrations.registeredAt })
    .from(recentRegistrations)
    .where(
      and(eq(recentRegistrations.clientAddress, address), gt(recentRegistrations.registeredAt, rollingWindowStart(now, limit))),
    )
    .orderBy(desc(recentRegistrations.registeredAt))
    .limit(limit.max);
  const decision = assessRollingWindow(
    rows.map((row) => row.at),
    now,
    limit,
  );
  return decision.allowed ? 0 : decision.retryAfterSeconds;
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
