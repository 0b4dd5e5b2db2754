import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The custom-design fidelity suite (packages/design-art/src/fidelity): every prompt composed,
 * rendered and checked on its images, in a fresh process. Prints the attributes shown, the text
 * nobody asked for, the time per design, and where the contact sheet of all mockups was written.
 */
export async function benchCustomDesigns(): Promise<void> {
  const script = new URL("../../../packages/design-art/src/fidelity/run-fidelity.ts", import.meta.url).pathname;
  const sheet = join(tmpdir(), `custom-designs-contact-sheet-${Date.now()}.png`);
  const { stdout } = await run(process.execPath, ["--import", "tsx", script, sheet], { maxBuffer: 8 * 1024 * 1024 });
  process.stdout.write(`\n${stdout}\n`);
}
