import { fail, ok, parseInput, type Result, type Tx } from "@highcotton/kit";
import { and, count, eq, gt, lt, or, sql } from "drizzle-orm";
import { loginFailures, promoCodes, userPromoCodes, users } from "../db/schema.ts";
import { loginSchema } from "../domain/login.ts";
import { isThrottled, windowStart } from "../domain/login-throttle.ts";
import { messages } from "../domain/messages.ts";
import { isPromoCodeRedeemable } from "../domain/promo-code.ts";
import { decoyHash, verifyPassword } from "../security/password-hasher.ts";
import type { IdentityDeps } from "./identity-deps.ts";
import { toUserView, type UserView } from "./user-view.ts";

export interface LoginResult {
  token: string;
  user: UserView;
}

/**
 * Signs a user in: refuses while throttled, checks the password (in constant time, also for
 * unknown usernames), checks and records the promo code, and issues a token.
 */
export async function logIn(deps: IdentityDeps, input: unknown, clientAddress: string | null): Promise<Result<LoginResult>> {
  const parsed = parseInput(loginSchema, input);
  if (!parsed.ok) return parsed;
  const form = parsed.value;
  const now = deps.now();

  if (isThrottled(await recentFailures(deps, form.username, clientAddress, now), deps.throttle)) {
    return fail("TOO_MANY_REQUESTS", messages.tooManyAttempts);
  }

  const [user] = await deps.db.select().from(users).where(sql`lower(${users.username}) = lower(${form.username})`).limit(1);
  const passwordMatches = await verifyPassword(form.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !passwordMatches) {
    await recordFailure(deps, form.username, clientAddress, now);
    return fail("UNAUTHENTICATED", messages.invalidCredentials);
  }
  if (!user.isActive) return fail("FORBIDDEN", messages.accountDisabled);

  const signedIn = await deps.db.transaction(async (tx) => {
    if (form.promoCode) {
      const redeemed = await redeemPromoCode(tx, user.id, form.promoCode, now);
      if (!redeemed) return null;
    }
    await tx.delete(loginFailures).where(sql`lower(${loginFailures.username}) = lower(${form.username})`);
    const [updated] = await tx.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
    return updated ?? user;
  });
  if (!signedIn) return fail("BAD_USER_INPUT", messages.promoCodeInvalid);

  const token = deps.tokens.sign({ id: signedIn.id, username: signedIn.username, role: signedIn.role });
  return ok({ token, user: toUserView(signedIn) });
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

async function recentFailures(deps: IdentityDeps, username: string, address: string | null, now: Date) {
  const since = windowStart(now, deps.throttle);
  const [byName] = await deps.db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(sql`lower(${loginFailures.username}) = lower(${username})`, gt(loginFailures.failedAt, since)));
  const [byAddress] = address
    ? await deps.db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.clientAddress, address), gt(loginFailures.failedAt, since)))
    : [{ n: 0 }];
  return { forUsername: byName?.n ?? 0, forAddress: byAddress?.n ?? 0 };
}

async function recordFailure(deps: IdentityDeps, username: string, address: string | null, now: Date) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart(now, deps.throttle)));
    await tx.insert(loginFailures).values({ username, clientAddress: address, failedAt: now });
  });
}
