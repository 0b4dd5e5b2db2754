import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A server may still run on this cluster: another High Cotton process uses the same data folder
 * (then we stop with a clear message), or a server outlived the process that started it (then
 * it is shut down and we go on). Servers we start run under a guard named `postgres-guard`, so a
 * live guard above the server means a live owner.
 */
export async function stopLeftoverServer(dir: string): Promise<void> {
  const pidFile = join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return; // PostgreSQL removes a stale pid file itself
  const parent = parentOf(pid);
  if (parent !== undefined && commandLine(parent).includes("postgres-guard")) {
    throw new Error(
      `The PostgreSQL cluster in ${dir} is in use by another running High Cotton process (server pid ${pid}). Stop that process first, or set DATA_DIR to another folder.`,
    );
  }
  signal(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && alive(pid); waited += 100) await sleep(100);
  if (alive(pid)) signal(pid, "SIGKILL");
  for (let waited = 0; waited < 5_000 && alive(pid); waited += 100) await sleep(100);
}

const commandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

const isPostgres = (pid: number): boolean => alive(pid) && /(^|\/)postgres(\s|$)/.test(commandLine(pid));

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
