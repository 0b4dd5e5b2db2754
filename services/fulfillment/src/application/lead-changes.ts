import type { Database } from "@highcotton/kit";
import { LEADS_CHANGED_WAIT_SECONDS, LEADS_CHANGED_WAITS_PER_ACCOUNT } from "../contract/limits.ts";

/** The channel migration 0008's trigger notifies at every committed change to a lead. */
export const LEAD_CHANGES_CHANNEL = "lead_changes";

export interface LeadChangeLimits {
  waitMs: number;
  perAccount: number;
}

/**
 * Merchants' dashboards waiting for the next change to any lead, answered the moment one commits
 * (on any replica: the database notifies every listener), or "nothing yet" after `waitMs`. A
 * dashboard then reads its lists again: one read per change instead of one every few seconds.
 * Every change wakes every dashboard, since a lead placed or taken anywhere can move any merchant's
 * page of pending leads. Started and stopped with the service; before it starts (or with its
 * connection lost) dashboards are answered "nothing yet" at each wait's end and read their lists then.
 */
export class LeadChanges {
  private readonly waiting = new Set<(changed: boolean) => void>();
  private readonly heldByAccount = new Map<string, number>();
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
    this.unlisten = await this.database.listen(LEAD_CHANGES_CHANNEL, () => this.answerAll(true));
  }

  async stop(): Promise<void> {
    this.drain();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** The server is closing: every wait, and any asked from now on, is answered "nothing yet" at once. */
  drain(): void {
    this.draining = true;
    this.answerAll(false);
  }

  /** Waits dashboards of this account hold now. */
  heldBy(account: string): number {
    return this.heldByAccount.get(account) ?? 0;
  }

  /**
   * True at the next committed lead change, false when `waitMs` passes first; "too-many" when the
   * account already holds `perAccount` waits (each holds a connection on every hop).
   */
  wait(account: string): Promise<boolean> | "too-many" {
    const held = this.heldBy(account);
    if (held >= this.limits.perAccount) return "too-many";
    if (this.draining) return Promise.resolve(false);
    this.heldByAccount.set(account, held + 1);
    return new Promise<boolean>((resolve) => {
      let answered = false;
      const answer = (changed: boolean) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        this.waiting.delete(answer);
        const left = this.heldBy(account) - 1;
        if (left > 0) this.heldByAccount.set(account, left);
        else this.heldByAccount.delete(account);
        resolve(changed);
      };
      const timer = setTimeout(() => answer(false), this.limits.waitMs);
      this.waiting.add(answer);
    });
  }

  private answerAll(changed: boolean): void {
    for (const answer of [...this.waiting]) answer(changed);
  }
}
