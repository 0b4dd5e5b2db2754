import { type ChildProcess, spawn } from "node:child_process";
import type { ServerUser } from "./server-user.ts";

/** How long a server may take to come up before start-up fails with its log. */
export const SERVER_START_TIMEOUT_MS = 30_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;

/**
 * The server runs under a small `sh` guard that reads our stdin: when this Node process exits,
 * even by SIGKILL, the pipe closes and the guard shuts the server down, so no server outlives the
 * process that started it. The guard is detached, so a terminal's Ctrl+C reaches only us and we
 * stop the server after the services have finished with it.
 */
// (An asynchronous list's stdin is /dev/null unless redirected, hence fd 3.)
const GUARD = `exec 3<&0
"$@" </dev/null & pid=$!
(cat <&3 >/dev/null; kill -INT "$pid" 2>/dev/null) &
wait "$pid"`;

export interface ServerProcess {
  stop(): Promise<void>;
}

/** Starts `postgres` and resolves once it accepts connections; fails with the server's own log. */
export function startServerProcess(
  postgres: string,
  args: string[],
  user: ServerUser,
  onLine: (line: string) => void,
): Promise<ServerProcess> {
  const child = spawn("/bin/sh", ["-c", GUARD, "postgres-guard", postgres, ...args], {
    cwd: "/",
    detached: true,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C", LANG: "C" },
    ...(user.ids ?? {}),
  });
  const log: string[] = [];
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  void exit.then(() => {
    exited = true;
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stopServer(child, exit, () => exited); // a server stuck in start-up is killed, not left behind
      reject(new Error(`The embedded PostgreSQL server ${reason}. Its log:\n${log.slice(-20).join("\n") || "(empty)"}`));
    };
    const timer = setTimeout(
      () => fail(`did not accept connections within ${SERVER_START_TIMEOUT_MS / 1000} s`),
      SERVER_START_TIMEOUT_MS,
    );
    let ready = false;
    forEachLine(child, (line) => {
      log.push(line);
      if (log.length > 200) log.shift();
      onLine(line);
      if (!ready && line.includes("database system is ready to accept connections")) {
        ready = true;
        clearTimeout(timer);
        resolve({ stop: () => stopServer(child, exit, () => exited) });
      }
    });
    child.once("error", (error) => fail(`could not be started (${error.message})`));
    child.once("exit", (code, signal) => {
      if (!ready) fail(`exited during start-up (${signal ?? `code ${code}`})`);
    });
  });
}

async function stopServer(child: ChildProcess, exit: Promise<void>, hasExited: () => boolean): Promise<void> {
  if (hasExited()) return;
  child.stdin?.end(); // the guard asks the server for a fast shutdown
  const timer = setTimeout(() => {
    if (!child.pid || hasExited()) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }, SERVER_STOP_TIMEOUT_MS);
  await exit;
  clearTimeout(timer);
}

function forEachLine(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(line);
    });
  }
}
