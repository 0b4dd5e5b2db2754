import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { limitCardAttempts } from "@highcotton/billing";
import { type AuthUser, fail, isUniqueViolation, ok, parseInput, publishEvent, type Result } from "@highcotton/kit";
import { DispensaryCreatedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { dispensaryFormSchema, FEE_AMOUNTS, messages, paymentMethodIdSchema } from "../contract/index.ts";
import { dispensaries } from "../db/schema.ts";
import type { CatalogDeps } from "./catalog-deps.ts";
import { chargeDispensaryFee } from "./charge-dispensary-fee.ts";
import type { DispensaryRow } from "./dispensary-view.ts";

const createSchema = dispensaryFormSchema.extend({ paymentMethodId: paymentMethodIdSchema.nullish() });

/** Undoes the store's transaction when its card is refused, carrying the answer out. */
class CardRefused extends Error {
  constructor(readonly result: Result<never>) {
    super("card refused");
  }
}

/**
 * Creates the signed-in Dispensary Owner's store (one per owner) and publishes DispensaryCreated,
 * which starts its QR code. Consumers and merchants cannot open one. With a card, the $100 sign-on
 * fee is charged in the same transaction (under the account's card attempt limit) and the store
 * opens at once; a refused card leaves no store. Without one, the store waits with its fee due.
 */
export async function createDispensary(
  deps: Pick<CatalogDeps, "db" | "charges" | "now">,
  owner: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<DispensaryRow>> {
  if (!owner) return fail("UNAUTHENTICATED", messages.signInRequired);
  if (owner.role !== "dispensary") return fail("FORBIDDEN", messages.dispensaryOwnersOnly);
  const parsed = parseInput(createSchema, input);
  if (!parsed.ok) return parsed;
  const { paymentMethodId, ...form } = parsed.value;
  const [existing] = await deps.db.select({ id: dispensaries.id }).from(dispensaries).where(eq(dispensaries.userId, owner.id));
  if (existing) return fail("CONFLICT", messages.alreadyHasStore);

  const create = async (): Promise<Result<DispensaryRow>> => {
    try {
      const created = await deps.db.transaction(async (tx) => {
        // A second create of the same owner waits here on the unique owner, then is refused.
        const [row] = await tx
          .insert(dispensaries)
          .values({ ...form, userId: owner.id, createdAt: deps.now() })
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
        if (!paymentMethodId) return row;
        const paid = await chargeDispensaryFee(deps, tx, row, {
          kind: "sign_on",
          amountCents: FEE_AMOUNTS.sign_on,
          paymentMethodId,
          scheduled: false,
          traceId,
        });
        if (!paid.ok) throw new CardRefused(paid);
        return paid.value;
      });
      return ok(created);
    } catch (error) {
      if (error instanceof CardRefused) return error.result;
      if (isUniqueViolation(error)) return fail("CONFLICT", messages.alreadyHasStore);
      throw error;
    }
  };
  return paymentMethodId ? limitCardAttempts(deps, owner.id, create) : create();
}
