import { fail, ok, type Result } from "@highcotton/kit/domain";
import { messages } from "../contract/index.ts";

/** Shorter is not an ad: a still frame belongs on the flyer plan. */
export const VIDEO_MIN_SECONDS = 1;
/**
 * Encoders end a cut on a whole frame or audio packet, so a 15 s export may read 15.02 s (and an
 * audio track a little more): half a second over the plan's length still fits it.
 */
export const VIDEO_LENGTH_TOLERANCE_SECONDS = 0.5;

/**
 * Whether a video of `seconds` runs on a plan whose videos last at most `maxSeconds`: at least
 * VIDEO_MIN_SECONDS and at most the plan's length plus the tolerance. Answers the length.
 */
export function checkVideoLength(maxSeconds: number, seconds: number): Result<number> {
  if (seconds > maxSeconds + VIDEO_LENGTH_TOLERANCE_SECONDS) {
    return fail("BAD_USER_INPUT", messages.videoTooLong(maxSeconds, seconds));
  }
  if (!(seconds >= VIDEO_MIN_SECONDS)) return fail("BAD_USER_INPUT", messages.videoTooShort);
  return ok(seconds);
}
