import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { auditOperatorAction, fail, isUuid, type Operator, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { AdvertiserRejectedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { messages, rejectionSchema } from "../contract/index.ts";
import { advertiserApplications } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";
import type { ApplicationView } from "./find-my-application.ts";

/**
 * An operator rejects a pending application with a reason the applicant reads (the console at
 * /admin, or `highcotton ads reject <id> <reason>`): the application is marked rejected,
 * AdvertiserRejected is published (the applicant is mailed the reason) and the operator's action
 * audited, all in one transaction. The row is locked first, so a rejection and an approval at once
 * cannot both decide it. The applicant may apply again afterwards.
 */
export async function rejectAdvertiserApplication(
  deps: Pick<AdsDeps, "db" | "now">,
  operator: Operator | null,
  applicationId: unknown,
  input: unknown,
  traceId?: string,
): Promise<Result<ApplicationView>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  if (!isUuid(applicationId)) return fail("NOT_FOUND", messages.applicationNotFound);
  const parsed = parseInput(rejectionSchema, input);
  if (!parsed.ok) return parsed;
  const { reason } = parsed.value;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(advertiserApplications)
      .where(eq(advertiserApplications.id, applicationId))
      .for("update");
    if (!application) return fail("NOT_FOUND", messages.applicationNotFound);
    if (application.status !== "pending") return fail("CONFLICT", messages.applicationDecided);

    const [rejected] = await tx
      .update(advertiserApplications)
      .set({ status: "rejected", decidedAt: now, rejectionReason: reason })
      .where(eq(advertiserApplications.id, application.id))
      .returning();
    if (!rejected) throw new Error("update returned no application");
    await publishEvent(tx, {
      schema: AdvertiserRejectedSchema,
      aggregateId: application.id,
      traceId,
      occurredAt: now,
      data: {
        applicationId: application.id,
        userId: application.userId,
        companyName: application.companyName,
        reason,
        rejectedAt: timestampFromDate(now),
      },
    });
    await auditOperatorAction(tx, operator, {
      action: "reject-advertiser",
      subjectType: "advertiser-application",
      subjectId: application.id,
      reason,
      at: now,
    });
    return ok(rejected);
  });
}
