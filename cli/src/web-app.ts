import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fastifyStatic from "@fastify/static";
import { edgeMessages, type Logger } from "@highcotton/kit";
import { BUILD_MODE_FILE } from "@highcotton/web/build-mode";
import type { FastifyInstance } from "fastify";

const webRoot = new URL("../../web/", import.meta.url).pathname;
export const WEB_DIST = join(webRoot, "dist");

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Whether `dist` holds a production build no older than any of `sources` (files or folders). */
export function webBuildIsCurrent(dist: string, sources: string[]): boolean {
  const index = join(dist, "index.html");
  const mode = join(dist, BUILD_MODE_FILE);
  if (!existsSync(index) || !existsSync(mode) || readFileSync(mode, "utf8").trim() !== "production") return false;
  const present = sources.filter((path) => existsSync(path));
  return statSync(index).mtimeMs >= Math.max(...present.map(newestMtime));
}

/** What a build is made from: the app, its page, and how it is bundled (the config and its plugins). */
const WEB_SOURCES = ["src", "index.html", "vite.config.ts", "build"].map((path) => join(webRoot, path));

/**
 * Builds the web app when there is no build yet, its sources changed since the last one, or the
 * last one was not a production build. `signal` stops a build under way.
 */
export async function ensureWebBuilt(logger: Logger, signal?: AbortSignal): Promise<void> {
  if (webBuildIsCurrent(WEB_DIST, WEB_SOURCES)) return;
  logger.info("building the web app (first start only)…");
  await buildWebApp(signal);
}

/**
 * `vite build` in a process of its own, always with NODE_ENV=production. Vite takes the mode of
 * the build from NODE_ENV when it is set, so a build in this process under `npm test`
 * (NODE_ENV=test) or the development settings (.env.example) shipped React's development build:
 * 1.6 times the bytes, and on a phone seconds of extra script work per page. Its own process also
 * keeps the bundler's memory out of the running system's.
 */
function buildWebApp(signal?: AbortSignal): Promise<void> {
  const vite = join(dirname(createRequire(join(webRoot, "package.json")).resolve("vite/package.json")), "bin", "vite.js");
  const child = spawn(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
    signal,
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Building the web app failed (vite build: ${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * How long browsers keep each file: the app shell is revalidated on every load (a deploy reaches
 * everyone at once), Vite's content-hashed assets never change, anything else keeps an hour. A
 * precompressed copy (`.br`, `.gz`) is kept as long as the file it stands for.
 */
export function cacheControlFor(path: string): string {
  if (/\.html(?:\.br|\.gz)?$/.test(path)) return "no-cache";
  if (/[\\/]assets[\\/]/.test(path)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * The web app's pages that only development has (the local mailbox, whose JSON API is not found
 * in production either): in production the edge answers them 404 instead of the app shell.
 */
export const DEVELOPMENT_PAGES = ["/mailbox"] as const;

/** Whether `url` (path and query) is one of DEVELOPMENT_PAGES or under one. */
export function isDevelopmentPage(url: string): boolean {
  const path = url.split("?")[0]?.replace(/\/+$/, "") ?? "";
  return DEVELOPMENT_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

export interface WebAppOptions {
  /** NODE_ENV is production: development pages are not found. */
  production: boolean;
  /** The built app (tests serve one of their own). */
  root?: string;
}

/**
 * Serves the built SPA; any other GET that wants HTML gets index.html so client routes work. Each
 * file goes as the `.br` or `.gz` copy the build wrote beside it when the browser accepts one
 * (with its own Content-Length, Content-Encoding and `Vary: Accept-Encoding`).
 */
export async function registerWebApp(server: FastifyInstance, options: WebAppOptions): Promise<void> {
  await server.register(fastifyStatic, {
    root: options.root ?? WEB_DIST,
    wildcard: false,
    index: ["index.html"],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header("cache-control", cacheControlFor(path)),
  });
  server.setNotFoundHandler((request, reply) => {
    const page = request.method === "GET" && !request.url.startsWith("/api/") && request.headers.accept?.includes("text/html");
    if (page && !(options.production && isDevelopmentPage(request.url))) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ message: edgeMessages.notFound });
  });
}
