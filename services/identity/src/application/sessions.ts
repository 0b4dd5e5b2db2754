import { randomBytes } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, ok, publishEvent, type Result, type Tx } from "@highcotton/kit";
import { SessionRevokedSchema } from "@highcotton/proto";
import { eq, lt } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { sessions } from "../db/schema.ts";
import type { IdentityDeps } from "./identity-deps.ts";

/**
 * Records a sign-in session (SPEC §3 `sessions`) in the sign-in's transaction; it lives exactly
 * as long as the token that carries its id. Returns the id (the token's `sid`).
 */
export async function openSession(
  tx: Tx,
  deps: Pick<IdentityDeps, "tokens">,
  session: { userId: string; clientAddress: string | null; now: Date },
): Promise<string> {
  const sid = randomBytes(18).toString("base64url");
  await tx.insert(sessions).values({
    sid,
    sess: { userId: session.userId, clientAddress: session.clientAddress, signedInAt: session.now.toISOString() },
    expire: new Date(session.now.getTime() + deps.tokens.lifetimeSeconds * 1000),
  });
  return sid;
}

/** Who is signing out: a verified token's user, or a token whose session is already signed out. */
export interface SignOutCaller {
  user: AuthUser | null;
  signedOut: boolean;
}

/**
 * Signs a session out: deletes it and publishes SessionRevoked in one transaction, and adds it to
 * this service's deny-list at once (other services follow from the event within seconds).
 * Signing out an already signed-out session succeeds again.
 */
export async function logOut(deps: IdentityDeps, caller: SignOutCaller, traceId?: string): Promise<Result<true>> {
  const user = caller.user;
  if (!user) return caller.signedOut ? ok(true) : fail("UNAUTHENTICATED", messages.unauthorized);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.sid, user.sessionId)).returning({ expire: sessions.expire });
    // The row may be pruned already, yet the token is valid until it expires: deny it until then.
    const expiresAt = ended?.expire ?? new Date(now.getTime() + deps.tokens.lifetimeSeconds * 1000);
    await deps.sessions.record(tx, user.sessionId, expiresAt);
    await publishEvent(tx, {
      schema: SessionRevokedSchema,
      aggregateId: user.id,
      traceId,
      data: {
        sessionId: user.sessionId,
        userId: user.id,
        revokedAt: timestampFromDate(now),
        expiresAt: timestampFromDate(expiresAt),
      },
    });
  });
  return ok(true);
}

/** Deletes sessions whose tokens have expired (a scheduled job). */
export async function pruneExpiredSessions(deps: Pick<IdentityDeps, "db" | "now">): Promise<number> {
  const deleted = await deps.db.delete(sessions).where(lt(sessions.expire, deps.now())).returning({ sid: sessions.sid });
  return deleted.length;
}
