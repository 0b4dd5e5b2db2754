import { CURSOR_MAX, CURSOR_PATTERN, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../contract/index.ts";

/** Where a page of newest-first posts starts after: the last post it showed. */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A post's time as `toISOString` writes it for years 1 to 9999. JavaScript dates reach further
 * (year 0, ±275760), which PostgreSQL refuses as out of range: such a cursor is junk, not a 500.
 */
const INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** An opaque cursor: base64url of `<ISO time>|<id>`. */
export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString("base64url");

/** The cursor, or null when it is not one this service made (a clear 400, never a query with junk). */
export function decodeCursor(text: string): PageCursor | null {
  if (text.length > CURSOR_MAX || !CURSOR_PATTERN.test(text)) return null;
  const [time, id, ...rest] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !time || !id || !UUID.test(id) || !INSTANT.test(time)) return null;
  const createdAt = new Date(time);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== time) return null;
  return { createdAt, id };
}

/** A page size the lists accept: the default when none is asked, null when out of range. */
export function pageSizeOf(first: number | null | undefined): number | null {
  if (first === null || first === undefined) return PAGE_SIZE_DEFAULT;
  return Number.isInteger(first) && first >= 1 && first <= PAGE_SIZE_MAX ? first : null;
}
