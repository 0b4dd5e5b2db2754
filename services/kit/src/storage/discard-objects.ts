import type { Result } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { ObjectStorage } from "./object-storage.ts";

/** What removing stored objects needs: the storage, and a logger for what could not be deleted. */
export interface DiscardDeps {
  storage: ObjectStorage;
  logger?: Logger | undefined;
}

/**
 * Removes stored objects again: the change they were for was refused or rolled back. An object that
 * cannot be deleted is logged (`could not delete <what>`), not thrown: the caller's own outcome
 * matters more than a stray file.
 */
export async function discardObjects(deps: DiscardDeps, keys: readonly string[], what: string): Promise<void> {
  const outcomes = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === "rejected") {
      deps.logger?.warn({ err: outcome.reason, key: keys[index] }, `could not delete ${what}`);
    }
  });
}

/**
 * Runs the change that records stored objects (`write`). If it is refused or fails, the objects are
 * removed again and its outcome (or error) goes on, so no file outlives a change that did not happen.
 */
export async function keepObjectsOnlyIfWritten<T>(
  deps: DiscardDeps,
  keys: readonly string[],
  what: string,
  write: () => Promise<Result<T>>,
): Promise<Result<T>> {
  let written: Result<T>;
  try {
    written = await write();
  } catch (error) {
    await discardObjects(deps, keys, what);
    throw error;
  }
  if (!written.ok) await discardObjects(deps, keys, what);
  return written;
}
