import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { type AuthUser, fail, isUniqueViolation, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { dispensaryFormSchema, messages } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

/**
 * Creates the signed-in Dispensary Owner's store (one per owner) and publishes DispensaryCreated,
 * which starts its QR code. Consumers and merchants cannot open one.
 */
export async function createDispensary(
  deps: Pick<CatalogDeps, "db">,
  owner: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<DispensaryRow>> {
  if (!owner) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (owner.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  const parsed = parseInput(dispensaryFormSchema, input);
  if (!parsed.ok) return parsed;
  const [existing] = await deps.db.select({ id: dispensaries.id }).from(dispensaries).where(eq(dispensaries.userId, owner.id));
  if (existing) return fail("CONFLICT", messages.alreadyHasStore);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dispensaries)
        .values({ ...parsed.value, userId: owner.id })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await publishEvent(tx, {
        schema: DispensaryCreatedSchema,
        aggregateId: row.id,
        traceId,
        data: {
          dispensaryId: row.id,
          ownerUserId: owner.id,
          businessType: row.businessType,
          name: row.name,
          city: row.city,
          state: row.state,
          createdAt: timestampFromDate(row.createdAt),
        },
      });
      return row;
    });
    return ok(created);
  } catch (error) {
    if (isUniqueViolation(error)) return fail("CONFLICT", messages.alreadyHasStore);
    throw error;
  }
}
