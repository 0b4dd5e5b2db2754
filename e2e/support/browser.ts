import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's chromium, or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Why browser journeys cannot run here, or null when they can. CI sets REQUIRE_CHROMIUM=1, where
 * a missing browser is a failure instead of a skip.
 */
export function browserUnavailable(): string | null {
  if (existsSync(chromiumPath)) return null;
  const reason = `no Chromium at ${chromiumPath}: install Debian's chromium package or set CHROMIUM_PATH`;
  if (process.env.REQUIRE_CHROMIUM === "1") throw new Error(`REQUIRE_CHROMIUM=1 but ${reason}`);
  console.warn(`Skipping browser journeys: ${reason}`);
  return reason;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}
