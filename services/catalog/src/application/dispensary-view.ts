import type { dispensaries } from "../db/schema.ts";

export type DispensaryRow = typeof dispensaries.$inferSelect;

/** The store page's public URL: what its QR code encodes. */
export const storeUrlOf = (publicUrl: string, dispensaryId: string): string =>
  `${publicUrl.replace(/\/$/, "")}/store/${dispensaryId}`;
