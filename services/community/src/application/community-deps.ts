import type { Database, Db, Logger, ObjectStorage } from "@highcotton/kit";
import type { ImageProcessor } from "../uploads/ports.ts";

/** What community's use cases need from the outside. */
export interface CommunityDeps {
  db: Db;
  database: Database;
  logger: Logger;
  /** Where re-encoded uploads are kept, under server-made keys. */
  storage: ObjectStorage;
  /** Judges and re-encodes uploads. */
  images: ImageProcessor;
  /** Refused words and phrases, lower case: the built-in list plus COMMUNITY_BLOCKED_WORDS. */
  blockedWords: readonly string[];
  /** The time zone whose days the question of the day follows. */
  questionTimeZone: string;
  /** The clock every rule reads (ages, days, rate limits); tests move it. */
  now: () => Date;
}
