import { type AuthUser, fail, ok, type Result } from "@highcotton/kit";
import { eq } from "drizzle-orm";
import { messages, planOf } from "../contract/index.ts";
import { advertisements } from "../db/schema.ts";
import { readAdvertisementForm } from "../domain/advertisement-form.ts";
import { activatePaidAdvertisements } from "./activate-paid-advertisements.ts";
import type { AdsDeps } from "./ads-deps.ts";
import { findAdvertiserOf } from "./find-my-advertiser.ts";
import { type AdvertisementView, advertisementViewOf } from "./list-advertisements.ts";
import { checkCreative, keepCreativeOnlyIfWritten, storeCreative } from "./store-creative.ts";

/**
 * An advertiser uploads an ad. Its words and files are checked for the advertiser's plan before
 * anything is stored (see checkCreative); then its files are stored and its row written pending,
 * in a transaction that activates it at once when the plan is paid. If that transaction fails, the
 * stored files are removed again.
 */
export async function uploadAdvertisement(
  deps: Pick<AdsDeps, "db" | "storage" | "logger" | "creatives" | "now">,
  user: AuthUser | null,
  input: unknown,
  traceId?: string,
): Promise<Result<AdvertisementView>> {
  if (!user) return fail("UNAUTHENTICATED", messages.signInRequired);
  const advertiser = await findAdvertiserOf(deps, user.id);
  if (!advertiser?.isActive) return fail("NOT_FOUND", messages.noAdvertiser);
  const form = readAdvertisementForm(input);
  if (!form.ok) return form;
  const creative = await checkCreative(deps, planOf(advertiser.subscriptionTier), form.value);
  if (!creative.ok) return creative;

  const stored = await storeCreative(deps, advertiser.id, creative.value);
  return keepCreativeOnlyIfWritten(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [inserted] = await tx
        .insert(advertisements)
        .values({
          advertiserId: advertiser.id,
          kind: creative.value.kind,
          title: form.value.title,
          description: form.value.description,
          ...stored,
          width: creative.value.width,
          height: creative.value.height,
          durationSeconds: creative.value.durationSeconds,
          status: "pending",
          createdAt: now,
        })
        .returning({ id: advertisements.id });
      if (!inserted) throw new Error("insert returned no advertisement");
      await activatePaidAdvertisements(tx, advertiser.id, now, traceId);
      const [row] = await tx.select().from(advertisements).where(eq(advertisements.id, inserted.id));
      if (!row) throw new Error("the advertisement just written is gone");
      return ok(advertisementViewOf(row));
    }),
  );
}
