import { runHighcotton } from "./spawn-highcotton.ts";

/**
 * `highcotton operator create <username>` against a running system, signed with the key in its data
 * folder, as whoever runs it would type it. Answers the one-time password it printed.
 */
export async function createOperator(username: string, system: { url: string; dataDir: string }): Promise<string> {
  const { code, output } = await runHighcotton(["operator", "create", username], {
    DATA_DIR: system.dataDir,
    HIGHCOTTON_URL: system.url,
  });
  const oneTimePassword = /shown only now\):\n\n {2}(\S+)\n/.exec(output)?.[1];
  if (code !== 0 || !oneTimePassword) throw new Error(`highcotton operator create exited with ${code}:\n${output}`);
  return oneTimePassword;
}
