import { gt, lt } from "drizzle-orm";
import type { Database, Queryable } from "../db/database.ts";
import { revokedSessions } from "../db/messaging-tables.ts";

/** What a token check needs: is this sign-in session signed out? */
export interface RevokedSessionCheck {
  isRevoked(sessionId: string): boolean;
}

/**
 * Rows another replica wrote may commit a little after their `revoked_at`; each refresh reads
 * back this far so none is missed.
 */
const REFRESH_OVERLAP_MS = 60_000;

/**
 * The service's deny-list of signed-out sessions: kept in memory for the per-request check,
 * backed by the service's `revoked_sessions` table so it survives a restart and reaches every
 * replica (each refreshes from the table, whichever replica consumed the event).
 */
export class SessionDenyList implements RevokedSessionCheck {
  /** Session id → when its token expires (ms). */
  private readonly revoked = new Map<string, number>();
  private readSince = new Date(0);

  constructor(
    private readonly database: Pick<Database, "db">,
    private readonly now: () => Date = () => new Date(),
  ) {}

  isRevoked(sessionId: string): boolean {
    const expiresAt = this.revoked.get(sessionId);
    return expiresAt !== undefined && expiresAt > this.now().getTime();
  }

  get size(): number {
    return this.revoked.size;
  }

  /** Records a revocation durably (in the caller's transaction) and in memory. */
  async record(tx: Queryable, sessionId: string, expiresAt: Date): Promise<void> {
    await tx.insert(revokedSessions).values({ sessionId, expiresAt, revokedAt: this.now() }).onConflictDoNothing();
    this.remember(sessionId, expiresAt);
  }

  remember(sessionId: string, expiresAt: Date): void {
    if (expiresAt.getTime() > this.now().getTime()) this.revoked.set(sessionId, expiresAt.getTime());
  }

  /** Reads revocations recorded since the last read (all unexpired ones the first time). */
  async refresh(): Promise<void> {
    const startedAt = this.now();
    const rows = await this.database.db
      .select({ sessionId: revokedSessions.sessionId, expiresAt: revokedSessions.expiresAt })
      .from(revokedSessions)
      .where(gt(revokedSessions.revokedAt, new Date(this.readSince.getTime() - REFRESH_OVERLAP_MS)));
    for (const row of rows) this.remember(row.sessionId, row.expiresAt);
    this.readSince = startedAt;
    this.forgetExpired();
  }

  /** Deletes rows whose tokens have expired (run by one replica at a time as a scheduled job). */
  async prune(): Promise<number> {
    const deleted = await this.database.db
      .delete(revokedSessions)
      .where(lt(revokedSessions.expiresAt, this.now()))
      .returning({ sessionId: revokedSessions.sessionId });
    this.forgetExpired();
    return deleted.length;
  }

  private forgetExpired(): void {
    const now = this.now().getTime();
    for (const [sessionId, expiresAt] of this.revoked) if (expiresAt <= now) this.revoked.delete(sessionId);
  }
}
