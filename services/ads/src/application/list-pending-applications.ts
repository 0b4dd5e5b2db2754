import { fail, type Operator, ok, type Result } from "@highcotton/kit";
import { asc, eq } from "drizzle-orm";
import { messages } from "../contract/index.ts";
import { advertiserApplications } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";
import type { ApplicationView } from "./find-my-application.ts";

/** Operators only: the applications waiting for review, oldest first (the order they are answered in). */
export async function listPendingApplications(
  deps: Pick<AdsDeps, "db">,
  operator: Operator | null,
): Promise<Result<ApplicationView[]>> {
  if (!operator) return fail("FORBIDDEN", messages.operatorsOnly);
  return ok(
    await deps.db
      .select()
      .from(advertiserApplications)
      .where(eq(advertiserApplications.status, "pending"))
      .orderBy(asc(advertiserApplications.createdAt), asc(advertiserApplications.id)),
  );
}
