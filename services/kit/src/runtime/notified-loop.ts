import type { Logger } from "pino";
import type { Database } from "../db/database.ts";

/** What one pass of a loop did: work (go again at once), or nothing (wait up to `waitMs`). */
export interface PassResult {
  progressed: boolean;
  waitMs?: number;
}

export interface NotifiedLoopOptions {
  database: Database;
  /** NOTIFY channel that wakes the loop (sent inside the transaction that creates work). */
  channel: string;
  /** Advisory lock name: one replica runs the loop at a time. */
  lockName: string;
  logger: Logger;
  /** Safety-net poll when no notification arrives (e.g. one lost with a dropped connection). */
  idlePollMs: number;
  /** Pause after a pass throws. */
  errorDelayMs: number;
  pass(): Promise<PassResult>;
}

/**
 * A background loop that sleeps until its channel is notified (or a poll interval passes), runs
 * on one replica at a time, and stops after the pass in progress. The outbox relay and catalog's
 * generation worker are both one of these.
 */
export class NotifiedLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private dirty = true;
  private unlisten: (() => Promise<void>) | undefined;
  private releaseLock: (() => Promise<void>) | undefined;

  constructor(private readonly options: NotifiedLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** True once stop() was called on a started loop: long passes should end early. */
  get isStopping(): boolean {
    return this.loop !== undefined && !this.running;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.unlisten = await this.options.database.listen(this.options.channel, () => this.poke());
    this.loop = this.run();
  }

  /** Asks the loop to look for work now. */
  poke(): void {
    this.dirty = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.unlisten?.();
    await this.releaseLock?.();
    this.releaseLock = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (!this.releaseLock) {
          const release = await this.options.database.tryLock(this.options.lockName);
          if (!release) {
            await this.sleep(this.options.idlePollMs);
            continue;
          }
          this.releaseLock = release;
        }
        this.dirty = false;
        const result = await this.options.pass();
        if (!result.progressed && !this.dirty) await this.sleep(result.waitMs ?? this.options.idlePollMs);
      } catch (error) {
        this.options.logger.error({ err: error, loop: this.options.lockName }, "background pass failed");
        await this.sleep(this.options.errorDelayMs);
      }
    }
  }

  /** Waits for a poke, stop() or the interval. A stop() that came during a pass ends it at once. */
  private sleep(ms: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
