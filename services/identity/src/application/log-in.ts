import { fail, ok, parseInput, type Result, type Tx, tooManyRequests } from "@highcotton/kit";
import { and, count, desc, eq, gt, isNull, lt, max, ne, or, sql } from "drizzle-orm";
import { type LoginForm, loginSchema, messages } from "../contract/index.ts";
import { loginFailures, promoCodes, userPromoCodes, users } from "../db/schema.ts";
import { assessAttempt, type RecentFailures, windowStart } from "../domain/login-throttle.ts";
import { isPromoCodeRedeemable } from "../domain/promo-code.ts";
import { decoyHash, hashPassword, verifyPassword } from "../security/password-hasher.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { openSession } from "./sessions.ts";
import { toUserView, type UserView } from "./user-view.ts";

export interface LoginResult {
  token: string;
  user: UserView;
}

/**
 * Signs a user in: refuses while throttled (saying when to retry), checks the password (in
 * constant time, also for unknown usernames), checks and records the promo code, opens a session
 * and issues a token carrying its id.
 *
 * Each attempt first records itself as a failure, then counts the others. Attempts sent at once
 * therefore see each other, so a burst gets no more password checks than the limits allow; the
 * record is taken back when the attempt is throttled (so hammering a throttled username does not
 * lengthen its owner's wait) or when the password is right.
 */
export async function logIn(deps: IdentityDeps, input: unknown, clientAddress: string | null): Promise<Result<LoginResult>> {
  const parsed = parseInput(loginSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const now = deps.now();

  const attempt = await recordAttempt(deps, form.username, clientAddress, now);
  const decision = assessAttempt(await recentFailures(deps, form.username, clientAddress, now, attempt), deps.throttle, now);
  if (!decision.allowed) {
    await forgetAttempt(deps, attempt);
    return tooManyRequests(messages.tooManyAttempts, decision.retryAfterSeconds);
  }

  const [user] = await deps.db.select().from(users).where(sql`lower(${users.username}) = lower(${form.username})`).limit(1);
  const passwordMatches = await verifyPassword(form.password, user?.passwordHash ?? (await decoyHash()));
  // A wrong password keeps the attempt's record: it is the failure.
  if (!user || !passwordMatches) return fail("UNAUTHENTICATED", messages.invalidCredentials);
  if (!user.isActive) {
    await forgetAttempt(deps, attempt);
    return fail("FORBIDDEN", messages.accountDisabled);
  }
  // The right password: whatever follows is not a guess.
  const chosen = await choosePassword(user, form, now);
  if (!chosen.ok) {
    await forgetAttempt(deps, attempt);
    return chosen;
  }

  const signedIn = await deps.db
    .transaction(async (tx) => {
      if (form.promoCode) {
        const redeemed = await redeemPromoCode(tx, user.id, form.promoCode, now);
        if (!redeemed) return null;
      }
      // Only this address's failures are forgiven: someone guessing from elsewhere keeps their count.
      await tx.delete(loginFailures).where(and(sameUsername(form.username), sameAddress(clientAddress)));
      // Only while the password checked is still the account's: of two sign-ins choosing a password
      // with the same one-time password, or one racing a reset, the later one is refused.
      const [updated] = await tx
        .update(users)
        .set({ lastLogin: now, ...chosen.value })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
        .returning();
      if (!updated) throw new PasswordChanged();
      const sessionId = await openSession(tx, deps, { userId: user.id, clientAddress, now });
      return { user: updated, sessionId };
    })
    .catch((error: unknown) => {
      if (error instanceof PasswordChanged) return "password changed" as const;
      throw error;
    });
  if (signedIn === "password changed") return fail("UNAUTHENTICATED", messages.invalidCredentials);
  if (!signedIn) {
    await forgetAttempt(deps, attempt);
    return fail("BAD_USER_INPUT", messages.promoCodeInvalid);
  }

  const { user: account, sessionId } = signedIn;
  const token = deps.tokens.sign({ id: account.id, username: account.username, role: account.role, sessionId });
  return ok({ token, user: toUserView(account) });
}

/** The account's password changed while this sign-in was checking it. */
class PasswordChanged extends Error {}

/**
 * An operator's one-time password (from `highcotton operator create`) only lets them choose their
 * own: without a new password, or once expired, the sign-in is refused (the account cannot act on
 * a password someone else has seen). Answers what the sign-in changes in the account's row.
 */
async function choosePassword(
  user: { passwordHash: string; oneTimePasswordExpiresAt: Date | null },
  form: LoginForm,
  now: Date,
): Promise<Result<{ passwordHash: string; oneTimePasswordExpiresAt: null } | Record<string, never>>> {
  if (user.oneTimePasswordExpiresAt === null) {
    return form.newPassword === null ? ok({}) : fail("BAD_USER_INPUT", messages.newPasswordNotExpected);
  }
  if (user.oneTimePasswordExpiresAt <= now) return fail("FORBIDDEN", messages.oneTimePasswordExpired);
  if (form.newPassword === null) return fail("FORBIDDEN", messages.newPasswordRequired);
  if (form.newPassword === form.password) return fail("BAD_USER_INPUT", messages.newPasswordSameAsOneTime);
  return ok({ passwordHash: await hashPassword(form.newPassword), oneTimePasswordExpiresAt: null });
}

/**
 * Counts the code's use once per user. The conditional update keeps `usedCount` under the limit
 * even when sign-ins race for the last use.
 */
async function redeemPromoCode(tx: Tx, userId: string, code: string, now: Date): Promise<boolean> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update").limit(1);
  if (!promo) return false;
  const [already] = await tx
    .select({ id: userPromoCodes.id })
    .from(userPromoCodes)
    .where(and(eq(userPromoCodes.userId, userId), eq(userPromoCodes.promoCodeId, promo.id)))
    .limit(1);
  // Already counted for this user: signing in with it again is fine while the code is live.
  if (already) return isPromoCodeRedeemable({ ...promo, usageLimit: null }, now);
  if (!isPromoCodeRedeemable(promo, now)) return false;
  const [counted] = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        or(sql`${promoCodes.usageLimit} is null`, lt(promoCodes.usedCount, promoCodes.usageLimit)),
      ),
    )
    .returning({ id: promoCodes.id });
  if (!counted) return false;
  await tx.insert(userPromoCodes).values({ userId, promoCodeId: promo.id, usedAt: now });
  return true;
}

const sameUsername = (username: string) => sql`lower(${loginFailures.username}) = lower(${username})`;
const sameAddress = (address: string | null) =>
  address === null ? isNull(loginFailures.clientAddress) : eq(loginFailures.clientAddress, address);

/** Failures in the window other than this attempt's own record. */
async function recentFailures(
  deps: IdentityDeps,
  username: string,
  address: string | null,
  now: Date,
  attempt: string,
): Promise<RecentFailures> {
  const since = and(gt(loginFailures.failedAt, windowStart(now, deps.throttle)), ne(loginFailures.id, attempt));
  const times = (where: ReturnType<typeof and>, limit: number) =>
    deps.db
      .select({ at: loginFailures.failedAt })
      .from(loginFailures)
      .where(where)
      .orderBy(desc(loginFailures.failedAt))
      .limit(limit)
      .then((rows) => rows.map((row) => row.at));
  const [pair, byAddress, [byName]] = await Promise.all([
    times(and(sameUsername(username), sameAddress(address), since), deps.throttle.maxFailuresPerPair),
    // Without a known address (a direct call to the subgraph) there is no address to count.
    address === null ? [] : times(and(sameAddress(address), since), deps.throttle.maxFailuresPerAddress),
    deps.db
      .select({ n: count(), latest: max(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(sameUsername(username), since)),
  ]);
  return { pair, address: byAddress, username: { count: byName?.n ?? 0, latest: byName?.latest ?? null } };
}

/** Records the attempt as a failure until it proves otherwise; returns the record's id. */
async function recordAttempt(deps: IdentityDeps, username: string, address: string | null, now: Date): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart(now, deps.throttle)));
    const [row] = await tx
      .insert(loginFailures)
      .values({ username, clientAddress: address, failedAt: now })
      .returning({ id: loginFailures.id });
    if (!row) throw new Error("login attempt was not recorded");
    return row.id;
  });
}

const forgetAttempt = (deps: IdentityDeps, attempt: string) => deps.db.delete(loginFailures).where(eq(loginFailures.id, attempt));
