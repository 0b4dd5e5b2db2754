import { createHash } from "node:crypto";
import {
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { type ServerUser, userCan } from "./server-user.ts";

/** Where a root-run server keeps clusters whose own folder its user cannot enter. */
export const ROOT_CLUSTERS_HOME = "/var/lib/highcotton/clusters";

/**
 * The folder the cluster's files live in. Normally `wanted` itself. As root the server runs as
 * the `postgres` user; when that user cannot enter `wanted` (a project under `/root`, or any
 * 0700 folder) the cluster lives under /var/lib/highcotton instead and `wanted` becomes a link
 * to it, so deleting the data folder also forgets the cluster (its leftover is removed on the
 * next start).
 */
export function prepareClusterFolder(wanted: string, user: ServerUser, onMoved: (actual: string) => void): string {
  const path = resolve(wanted);
  mkdirSync(dirname(path), { recursive: true });
  if (!user.ids) {
    mkdirSync(path, { recursive: true, mode: 0o700 });
    return path;
  }
  const { uid, gid } = user.ids;
  if (isLink(path)) {
    const actual = resolve(dirname(path), readlinkSync(path));
    mkdirSync(actual, { recursive: true, mode: 0o700 });
    chownSync(actual, uid, gid);
    return actual;
  }
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chownSync(path, uid, gid);
  if (userCan(user, "w", path)) return path;

  rmSync(path, { recursive: true, force: true });
  const actual = join(ROOT_CLUSTERS_HOME, createHash("sha256").update(path).digest("hex").slice(0, 16));
  // A cluster here without a link to it belonged to a data folder that was deleted.
  if (existsSync(actual)) rmSync(actual, { recursive: true, force: true });
  mkdirSync(ROOT_CLUSTERS_HOME, { recursive: true, mode: 0o755 });
  pruneOrphanedClusters();
  mkdirSync(actual, { mode: 0o700 });
  chownSync(actual, uid, gid);
  symlinkSync(actual, path);
  writeFileSync(`${actual}.link`, path);
  onMoved(actual);
  return actual;
}

/**
 * Removes clusters whose data folder is gone (a deleted project or temporary folder): each cluster
 * has a `<cluster>.link` file naming the link that points at it. A cluster still in use keeps its
 * link, so it is never touched.
 */
function pruneOrphanedClusters(): void {
  for (const entry of readdirSync(ROOT_CLUSTERS_HOME)) {
    if (!entry.endsWith(".link")) continue;
    const cluster = join(ROOT_CLUSTERS_HOME, entry.slice(0, -".link".length));
    const link = readFileSync(join(ROOT_CLUSTERS_HOME, entry), "utf8");
    let linked = false;
    try {
      linked = isLink(link) && resolve(dirname(link), readlinkSync(link)) === cluster;
    } catch {
      linked = false;
    }
    if (linked) continue;
    rmSync(cluster, { recursive: true, force: true });
    rmSync(join(ROOT_CLUSTERS_HOME, entry), { force: true });
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
