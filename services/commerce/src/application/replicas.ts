import type { Tx } from "@highcotton/kit";
import { sql } from "drizzle-orm";
import { designReplicas, storeReplicas } from "../db/schema.ts";

/** A store as catalog announced it (DispensaryCreated): who owns its money. */
export async function recordStore(tx: Tx, store: { id: string; ownerUserId: string; name: string }): Promise<void> {
  await tx
    .insert(storeReplicas)
    .values(store)
    .onConflictDoUpdate({ target: storeReplicas.id, set: { ownerUserId: store.ownerUserId, name: store.name } });
}

export interface DesignFacts {
  id: string;
  dispensaryId: string | null;
  name: string;
  frontImageUrl: string;
  printFileUrl: string;
  isCustom: boolean;
}

/** Designs as catalog announced them (DesignsGenerated, CustomDesignGenerated): what commerce sells. */
export async function recordDesigns(tx: Tx, designs: DesignFacts[]): Promise<void> {
  if (designs.length === 0) return;
  await tx
    .insert(designReplicas)
    .values(designs)
    .onConflictDoUpdate({
      target: designReplicas.id,
      set: {
        dispensaryId: sql`excluded.dispensary_id`,
        name: sql`excluded.name`,
        frontImageUrl: sql`excluded.front_image_url`,
        printFileUrl: sql`excluded.print_file_url`,
        isCustom: sql`excluded.is_custom`,
      },
    });
}
