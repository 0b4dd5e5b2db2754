import type { DescMessage } from "@bufbuild/protobuf";
import type { Logger } from "pino";
import type { Database } from "../db/database.ts";

/** A job run on an interval, on one replica at a time. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  /**
   * Events that give the job work: once one is committed here (consumed, or published by this
   * service), the job runs at once instead of at its next interval, which stays as the backstop.
   * A withdrawal requested is paid in a second, not up to a minute later.
   */
  wakeOn?: readonly DescMessage[];
  run(): Promise<void>;
}

/** A scheduled job as the runtime drives it. */
export interface JobSchedule {
  /** Runs a pass at once (or once more after the pass under way). */
  wake(): void;
  /** No pass starts until the returned release is called; a wake meanwhile runs on release. */
  hold(): () => void;
  stop(): void;
}

/**
 * Runs the job at start, then every `everyMs` and whenever woken, under the database lock
 * `job:<name>`, so one replica runs a pass at a time and a replica finding it taken skips.
 */
export function scheduleJob(job: ScheduledJob, database: Pick<Database, "tryLock">, logger: Logger): JobSchedule {
  let stopped = false;
  let running = false;
  let holds = 0;
  /** Woken while running or held: the pass may have read before the new work committed, so run once more. */
  let again = false;
  const tick = async () => {
    if (stopped) return;
    if (running || holds > 0) {
      again = true;
      return;
    }
    running = true;
    again = false;
    const release = await database.tryLock(`job:${job.name}`).catch(() => false as const);
    try {
      if (release) await job.run();
    } catch (error) {
      logger.error({ err: error, job: job.name }, "scheduled job failed");
    } finally {
      if (release) await release();
      running = false;
    }
    if (again) void tick();
  };
  setImmediate(() => void tick());
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  return {
    wake: () => void tick(),
    hold() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        if (holds === 0 && again) void tick();
      };
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
