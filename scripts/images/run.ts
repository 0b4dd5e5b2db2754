import { spawn } from "node:child_process";

/** Runs a command with its output shown; rejects with the command and its exit code on failure. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; input?: NodeJS.ReadableStream; quiet?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: [options.input ? "pipe" : "ignore", "pipe", "pipe"],
    });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    let output = "";
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 1_000_000) output = output.slice(-500_000);
      if (!options.quiet) process.stdout.write(chunk);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(output);
      else {
        const tail = options.quiet ? `\n${output.slice(-3000)}` : "";
        reject(new Error(`${command} ${args.join(" ")} exited with ${code}${tail}`));
      }
    });
  });
}

/** Like `run`, but only says whether the command succeeded. */
export async function succeeds(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args, { quiet: true });
    return true;
  } catch {
    return false;
  }
}
