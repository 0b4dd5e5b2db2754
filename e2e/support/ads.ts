import { MIN_CLICK_AFTER_SERVE_MS } from "@highcotton/ads/contract";
import { runHighcotton } from "./spawn-highcotton.ts";

const repoRoot = new URL("../../", import.meta.url).pathname;

/** The demo advertiser's 15 second MP4 and its poster, and a plain 31 second MP4 (too long for short_100). */
export const adFiles = {
  video15s: `${repoRoot}services/ads/src/demo/bud-brand-15s.mp4`,
  poster: `${repoRoot}services/ads/src/demo/bud-brand-poster.jpg`,
  video31s: `${repoRoot}services/ads/test/fixtures/plain-31s.mp4`,
} as const;

/**
 * `highcotton ads approve <id>` against a running system, signed with the key in its data folder,
 * as an operator would type it. Answers what it printed; a failure fails the test with it.
 */
export async function approveAdvertiser(applicationId: string, system: { url: string; dataDir: string }): Promise<string> {
  const { code, output } = await runHighcotton(["ads", "approve", applicationId], {
    DATA_DIR: system.dataDir,
    HIGHCOTTON_URL: system.url,
  });
  if (code !== 0) throw new Error(`highcotton ads approve exited with ${code}:\n${output}`);
  return output;
}

/**
 * The demo's 15 second MP4 grown to `size` bytes by a trailing `free` box, which players and the
 * service's MP4 reader skip: a video of upload size that still plays 15 seconds.
 */
export function paddedVideo(video: Buffer, size: number): Buffer {
  const free = Buffer.alloc(size - video.length);
  free.writeUInt32BE(free.length, 0);
  free.write("free", 4, "latin1");
  return Buffer.concat([video, free]);
}

/** What GET /api/ads/serve answers when an ad runs. */
export interface ServedAd {
  ad: { id: string; clickUrl: string | null; viewableAfterMs: number };
  impressionToken: string;
}

/**
 * The served ad's impression as the ad slot reports it: with its token, in view for the time its
 * kind needs, sent no sooner than that after the serve answered (`servedAt`, ms), as a browser can.
 */
export async function viewedImpression(served: ServedAd, servedAt: number) {
  const wait = servedAt + served.ad.viewableAfterMs + 50 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return {
    advertisementId: served.ad.id,
    kind: "impression",
    token: served.impressionToken,
    visibleMs: served.ad.viewableAfterMs,
  };
}

/** The served ad's click link as the ad slot makes it: through the server, with the token. */
export const clickLink = (served: ServedAd, sessionId: string) =>
  `${served.ad.clickUrl}?token=${encodeURIComponent(served.impressionToken)}&sessionId=${sessionId}`;

/**
 * The click link, once a person could have clicked: no sooner after the serve answered (`servedAt`, ms) than
 * MIN_CLICK_AFTER_SERVE_MS, which a click of a flyer right after its impression would otherwise be.
 */
export async function clickedLink(served: ServedAd, servedAt: number, sessionId: string): Promise<string> {
  const wait = servedAt + MIN_CLICK_AFTER_SERVE_MS + 50 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return clickLink(served, sessionId);
}

/** Where a phone's video says it was shot (QuickTime's ISO 6709 string in `moov/udta/©xyz`). */
export const GPS_POSITION = "+39.7392-104.9903+1609.344/";

/**
 * The video with a phone's position in its user data: its own `moov/udta` box rewritten in place
 * (the same size, so no chunk offset moves) to hold a `©xyz` box with GPS_POSITION.
 */
export function gpsTaggedVideo(video: Buffer): Buffer {
  const out = Buffer.from(video);
  const child = (start: number, end: number, type: string) => {
    for (let at = start; at + 8 <= end; at += out.readUInt32BE(at)) {
      if (out.toString("latin1", at + 4, at + 8) === type) return { start: at, end: at + out.readUInt32BE(at) };
    }
    throw new Error(`no ${type} box`);
  };
  const moov = child(0, out.length, "moov");
  const udta = child(moov.start + 8, moov.end, "udta");
  const position = udta.start + 8;
  out.fill(0, position, udta.end);
  out.writeUInt32BE(udta.end - position, position);
  out.write("\xa9xyz", position + 4, "latin1");
  out.writeUInt16BE(GPS_POSITION.length, position + 8);
  out.write(GPS_POSITION, position + 12, "latin1");
  return out;
}
