import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, isUniqueViolation, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { AdvertiserAppliedSchema } from "@highcotton/proto";
import { and, eq } from "drizzle-orm";
import { applicationFormSchema, messages } from "../contract/index.ts";
import { advertiserApplications, advertisers } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";
import type { ApplicationView } from "./find-my-application.ts";

/**
 * A signed-in person asks to advertise (SPEC §2's advertiser signup): the application is recorded
 * pending, for an operator to review, with AdvertiserApplied in the same transaction. One open
 * application per user: a second, even one sent at the same moment, is refused by the store's
 * unique index (CONFLICT), and so is an application from someone who already advertises.
 */
export async function applyToAdvertise(
  deps: Pick<AdsDeps, "db" | "now">,
  user: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<ApplicationView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const form = parseInput(applicationFormSchema, input);
  if (!form.ok) return form;
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // Waits for an approval of the user's open application under way, so the advertiser it makes
      // is seen below (each statement reads what was committed before it).
      const [open] = await tx
        .select({ id: advertiserApplications.id })
        .from(advertiserApplications)
        .where(and(eq(advertiserApplications.userId, user.id), eq(advertiserApplications.status, "pending")))
        .for("update");
      if (open) return fail("CONFLICT", messages.applicationOpen);
      const [advertiser] = await tx.select({ id: advertisers.id }).from(advertisers).where(eq(advertisers.userId, user.id));
      if (advertiser) return fail("CONFLICT", messages.alreadyAdvertiser);
      const [application] = await tx
        .insert(advertiserApplications)
        .values({ userId: user.id, ...form.value, status: "pending", createdAt: now })
        .returning();
      if (!application) throw new Error("insert returned no application");
      await publishEvent(tx, {
        schema: AdvertiserAppliedSchema,
        aggregateId: application.id,
        traceId,
        occurredAt: now,
        data: {
          applicationId: application.id,
          userId: user.id,
          companyName: application.companyName,
          contactEmail: application.contactEmail,
          plan: application.plan,
          appliedAt: timestampFromDate(now),
        },
      });
      return ok(application);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", messages.applicationOpen);
    throw error;
  }
}
