import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  auditOperatorAction,
  cents,
  fail,
  isUniqueViolation,
  isUuid,
  type Operator,
  ok,
  publishEvent,
  type Result,
  toDecimal,
} from "@highcotton/kit";
import { AdvertiserApprovedSchema } from "@highcotton/proto";
import { and, eq } from "drizzle-orm";
import { messages, planOf } from "../contract/index.ts";
import { advertiserApplications, advertisers } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { type AdvertiserView, advertiserViewOf } from "./find-my-advertiser.ts";

/**
 * An operator approves a pending application (`highcotton ads approve <id>`): the advertiser is
 * made from it, with its plan as the subscription tier and the plan's price as the monthly fee,
 * unpaid until the first month is paid; the application is marked approved; AdvertiserApproved is
 * published and the operator's action audited, all in one transaction. The application's row is locked first, so of two approvals at
 * once one makes the advertiser and the other finds it decided (CONFLICT).
 */
export async function approveAdvertiserApplication(
  deps: Pick<AdsDeps, "db" | "now">,
  operator: Operator | null,
  applicationId: unknown,
  traceId?: string,
): Promise<Result<AdvertiserView>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  if (!isUuid(applicationId)) return fail("NOT_FOUND", messages.applicationNotFound);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(advertiserApplications)
        .where(eq(advertiserApplications.id, applicationId))
        .for("update");
      if (!application) return fail("NOT_FOUND", messages.applicationNotFound);
      if (application.status !== "pending") return fail("CONFLICT", messages.applicationDecided);

      const plan = planOf(application.plan);
      await tx
        .update(advertiserApplications)
        .set({ status: "approved", decidedAt: now })
        .where(and(eq(advertiserApplications.id, application.id), eq(advertiserApplications.status, "pending")));
      const [advertiser] = await tx
        .insert(advertisers)
        .values({
          userId: application.userId,
          applicationId: application.id,
          companyName: application.companyName,
          contactEmail: application.contactEmail,
          contactPhone: application.contactPhone,
          website: application.website,
          subscriptionStatus: "unpaid",
          subscriptionTier: plan.value,
          monthlyFee: toDecimal(cents(plan.monthlyPriceCents)),
          isActive: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!advertiser) throw new Error("insert returned no advertiser");
      await publishEvent(tx, {
        schema: AdvertiserApprovedSchema,
        aggregateId: advertiser.id,
        traceId,
        occurredAt: now,
        data: {
          advertiserId: advertiser.id,
          applicationId: application.id,
          userId: application.userId,
          plan: plan.value,
          monthlyFeeCents: BigInt(plan.monthlyPriceCents),
          approvedAt: timestampFromDate(now),
        },
      });
      await auditOperatorAction(tx, operator, {
        action: "approve-advertiser",
        subjectType: "advertiser-application",
        subjectId: application.id,
        at: now,
      });
      return ok(advertiserViewOf(advertiser));
    });
  } catch (error) {
    // The applicant became an advertiser through another application meanwhile.
    if (isUniqueViolation(error)) return fail("CONFLICT", messages.alreadyAdvertiser);
    throw error;
  }
}
