import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PageCursor } from "../domain/page-cursor.ts";

/**
 * The rows after the cursor's post, newest first, compared on the post's own stored instant read
 * back by its id: a cursor carries milliseconds, and a row the database's clock wrote has
 * microseconds, so comparing with the cursor's time would repeat or skip the posts around a page's
 * end. Still one index walk on (created_at, id). A cursor whose post is gone matches nothing.
 */
export function olderThanCursor(table: PgTable & { id: PgColumn; createdAt: PgColumn }, cursor: PageCursor): SQL {
  return sql`(${table.createdAt}, ${table.id}) < (select at_cursor.created_at, at_cursor.id from ${table} as at_cursor where at_cursor.id = ${cursor.id}::uuid)`;
}
