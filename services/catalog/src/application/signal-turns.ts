import type { Tx } from "@highcotton/kit";
import { sql } from "drizzle-orm";

/** Advisory lock classes, so an address's key and a session's never share a lock by a hash collision. */
const ADDRESS_LOCKS = 4201;
const SESSION_LOCKS = 4202;

/**
 * Makes a client address's and a browser session's reactions or views take turns until the
 * transaction commits, so requests sent together each count the ones before them and cannot pass
 * a limit at once. The address is always locked before the session, so two callers never wait on
 * each other in a circle.
 */
export async function takeSignalTurn(tx: Tx, caller: { clientAddress: string | null; sessionId: string | null }): Promise<void> {
  if (caller.clientAddress) {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${caller.clientAddress}))`);
  }
  if (caller.sessionId) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SESSION_LOCKS}, hashtext(${caller.sessionId}))`);
  }
}
