import { desc, eq } from "drizzle-orm";
import { advertisements } from "../db/schema.ts";
import type { AdsDeps } from "./ads-deps.ts";

type AdvertisementRow = typeof advertisements.$inferSelect;

/** An advertisement as its advertiser reads it; where its files are stored stays inside. */
export type AdvertisementView = Omit<AdvertisementRow, "mediaKey" | "thumbnailKey">;

export function advertisementViewOf(row: AdvertisementRow): AdvertisementView {
  const { mediaKey: _media, thumbnailKey: _thumbnail, ...view } = row;
  return view;
}

/** An advertiser's advertisements, newest first. */
export async function listAdvertisements(deps: Pick<AdsDeps, "db">, advertiserId: string): Promise<AdvertisementView[]> {
  const rows = await deps.db
    .select()
    .from(advertisements)
    .where(eq(advertisements.advertiserId, advertiserId))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id));
  return rows.map(advertisementViewOf);
}
