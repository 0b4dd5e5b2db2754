import { execFileSync, spawnSync } from "node:child_process";

/** The account the PostgreSQL server runs as: ourselves, or (as root) a `postgres` system user. */
export interface ServerUser {
  /** Set only when running as root: the server runs as this uid/gid, never as root. */
  ids?: { uid: number; gid: number };
  name: string;
}

/**
 * PostgreSQL refuses to run as root. As root we run it as the `postgres` system user, creating
 * that user when the machine has none (as Debian's own package does).
 */
export function serverUser(): ServerUser {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return { name: "the current user" };
  let ids = lookup("postgres");
  if (!ids) {
    const created = spawnSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", "postgres"],
      { encoding: "utf8" },
    );
    ids = lookup("postgres");
    if (!ids) {
      throw new Error(
        `PostgreSQL cannot run as root and there is no 'postgres' user to run it as; creating one failed: ${
          created.error?.message ?? created.stderr.trim()
        }. Create it (useradd --system --user-group postgres) or run as a non-root user.`,
      );
    }
  }
  return { ids, name: "the 'postgres' user" };
}

function lookup(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** True when `user` may do `access` ("x" to run or enter, "w" to write) on `path`, asked as that user. */
export function userCan(user: ServerUser, access: "x" | "w", path: string): boolean {
  if (!user.ids) return true;
  const result = spawnSync("/usr/bin/test", [`-${access}`, path], { uid: user.ids.uid, gid: user.ids.gid });
  return result.status === 0;
}
