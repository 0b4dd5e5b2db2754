import type { Database } from "@highcotton/kit";
import { LEADS_CHANGED_WAIT_SECONDS, LEADS_CHANGED_WAITS_PER_ACCOUNT } from "../contract/limits.ts";

/** The channel migration 0008's trigger notifies at every committed change to a lead, with when it was made. */
export const LEAD_CHANGES_CHANNEL = "lead_changes";

/** A lead change's place in time: microseconds since 1970 on the database's clock. */
export type LeadCursor = bigint;

export interface LeadChangeLimits {
  waitMs: number;
  perAccount: number;
}

interface Waiter {
  answer(cursor: LeadCursor): void;
  /** Its answer when nothing changed: the cursor it was given. */
  quiet: LeadCursor;
  /** Woken by changes; false for a merchant who may not see leads now (a lapsed subscription). */
  told: boolean;
}

/**
 * Merchants' dashboards waiting for the next change to any lead, answered the moment one commits
 * (on any replica: the database notifies every listener), or when `waitMs` pass with none. Each
 * answer is a cursor the dashboard sends back with its next wait: a replica that has heard of a
 * newer change answers at once, so a change made while the dashboard was reading its lists is not
 * missed. Every change wakes every dashboard, since a lead placed or taken anywhere can move any
 * merchant's page of pending leads. While its connection is lost (it listens again by itself,
 * then wakes every dashboard) dashboards are answered only at each wait's end, and read their lists then.
 */
export class LeadChanges {
  private readonly waiting = new Set<Waiter>();
  private readonly heldByAccount = new Map<string, number>();
  private latest: LeadCursor = 0n;
  private unlisten: (() => Promise<void>) | undefined;
  private draining = false;

  constructor(
    private readonly database: Pick<Database, "listen">,
    private readonly limits: LeadChangeLimits = {
      waitMs: LEADS_CHANGED_WAIT_SECONDS * 1000,
      perAccount: LEADS_CHANGED_WAITS_PER_ACCOUNT,
    },
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(LEAD_CHANGES_CHANNEL, (payload) => this.heard(payload));
  }

  async stop(): Promise<void> {
    this.drain();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** The server is closing: every wait, and any asked from now on, is answered at once. */
  drain(): void {
    this.draining = true;
    for (const waiter of [...this.waiting]) waiter.answer(waiter.quiet);
  }

  /** Waits dashboards of this account hold now. */
  heldBy(account: string): number {
    return this.heldByAccount.get(account) ?? 0;
  }

  /**
   * The cursor of a lead change after `seen`: at once when this replica has heard of one newer,
   * else when one commits; `seen` (or the newest heard of) when `waitMs` pass first. `told` false
   * (a merchant who may not see leads now) waits out `waitMs` whatever changes. "too-many" when
   * the account already holds `perAccount` waits on this replica (each holds a connection on every hop).
   */
  wait(account: string, seen: LeadCursor | null, told = true): Promise<LeadCursor> | "too-many" {
    const quiet = seen ?? this.latest;
    if (this.draining) return Promise.resolve(quiet);
    if (told && seen !== null && this.latest > seen) return Promise.resolve(this.latest);
    const held = this.heldBy(account);
    if (held >= this.limits.perAccount) return "too-many";
    this.heldByAccount.set(account, held + 1);
    return new Promise<LeadCursor>((resolve) => {
      let answered = false;
      const waiter: Waiter = {
        told,
        quiet,
        answer: (cursor) => {
          if (answered) return;
          answered = true;
          clearTimeout(timer);
          this.waiting.delete(waiter);
          const left = this.heldBy(account) - 1;
          if (left > 0) this.heldByAccount.set(account, left);
          else this.heldByAccount.delete(account);
          resolve(cursor);
        },
      };
      const timer = setTimeout(() => waiter.answer(waiter.quiet), this.limits.waitMs);
      this.waiting.add(waiter);
    });
  }

  private heard(payload: string): void {
    if (/^\d{1,19}$/.test(payload)) {
      const at = BigInt(payload);
      if (at > this.latest) this.latest = at;
    }
    for (const waiter of [...this.waiting]) if (waiter.told) waiter.answer(this.latest);
  }
}
