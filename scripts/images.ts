// Builds the images the distributed topology runs (docker-compose.yml, the container tests) on
// this machine, from packages it can reach, with no image registry: a Debian base from
// debootstrap; PostgreSQL and a JRE from Debian; Kafka's jars from Maven Central; MinIO and mc
// from the Go module proxy; Node.js and npm from the npm registry; then ./Dockerfile on that Node.
// Each image carries a hash of what it was made of and is rebuilt only when that changes, so a
// second run takes seconds. Also builds Docker Compose from its Go module when the engine has no
// compose plugin. Writes .cache/images/images.env: the image variables docker-compose.yml reads.
//   npm run images
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LOCAL_IMAGES, localImage } from "../services/kit/src/testing/local-images.ts";
import { IMAGES_ENV } from "./compose-project.ts";
import { builtInputs, dockerBuild, INPUTS_LABEL, imageId } from "./images/docker.ts";
import { buildCompose, hashFolder, prepareContext, RECIPES, type Recipe, VERSIONS } from "./images/recipes.ts";
import { run, succeeds } from "./images/run.ts";
import { REPO_ROOT } from "./service-files.ts";

const CACHE = join(REPO_ROOT, ".cache", "images");
const RECIPES_DIR = join(REPO_ROOT, "deploy", "images");
const timings: Array<[string, string, number]> = [];

async function timed(name: string, step: () => Promise<"built" | "cached">): Promise<void> {
  const started = Date.now();
  const outcome = await step();
  timings.push([name, outcome, (Date.now() - started) / 1000]);
}

/**
 * The certificate authorities this machine's administrator added (Debian keeps them in
 * /usr/local/share/ca-certificates). Where egress passes a TLS-inspecting proxy, npm inside an
 * image build reaches the registry only if the image trusts them too, so the base carries them;
 * images that install ca-certificates then trust them as the machine does.
 */
const LOCAL_AUTHORITIES = "/usr/local/share/ca-certificates";
function localAuthorities(): string[] {
  if (!existsSync(LOCAL_AUTHORITIES)) return [];
  return readdirSync(LOCAL_AUTHORITIES, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".crt"))
    .sort();
}

/** Debian bookworm (minbase) from debootstrap, imported as an image. */
async function buildBase(): Promise<"built" | "cached"> {
  const tag = localImage("BASE_IMAGE");
  const hash = createHash("sha256")
    .update(`debootstrap --variant=minbase ${VERSIONS.debian}\0`)
    .update(readFileSync(join(RECIPES_DIR, "debian", "sources.list")));
  for (const name of localAuthorities()) hash.update(`${name}\0`).update(readFileSync(join(LOCAL_AUTHORITIES, name)));
  const inputs = hash.digest("hex");
  if ((await builtInputs(tag)) === inputs) return "cached";
  if (!(await succeeds("debootstrap", ["--version"]))) {
    throw new Error("debootstrap is missing: apt-get install debootstrap (it builds the Debian base image)");
  }
  mkdirSync(CACHE, { recursive: true });
  const rootfs = mkdtempSync(join(CACHE, "rootfs-"));
  try {
    console.log(`Building the Debian ${VERSIONS.debian} base with debootstrap`);
    await run("debootstrap", ["--variant=minbase", VERSIONS.debian, rootfs, "http://deb.debian.org/debian"], { quiet: true });
    writeFileSync(join(rootfs, "etc/apt/sources.list"), readFileSync(join(RECIPES_DIR, "debian", "sources.list")));
    for (const name of localAuthorities()) {
      mkdirSync(dirname(join(rootfs, LOCAL_AUTHORITIES, name)), { recursive: true });
      cpSync(join(LOCAL_AUTHORITIES, name), join(rootfs, LOCAL_AUTHORITIES, name));
    }
    for (const cache of ["var/lib/apt/lists", "var/cache/apt"]) {
      rmSync(join(rootfs, cache), { recursive: true, force: true });
      mkdirSync(join(rootfs, cache, cache.endsWith("lists") ? "partial" : "archives/partial"), { recursive: true });
    }
    const tar = (await import("node:child_process")).spawn("tar", ["-C", rootfs, "--numeric-owner", "-c", "."], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await run(
      "docker",
      [
        "import",
        "--change",
        `LABEL ${INPUTS_LABEL}=${inputs}`,
        "--change",
        "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8",
        "--change",
        'CMD ["bash"]',
        "-",
        tag,
      ],
      { input: tar.stdout ?? undefined, quiet: true },
    );
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return "built";
}

async function buildRecipe(recipe: Recipe): Promise<"built" | "cached"> {
  const tag = localImage(recipe.name);
  const base = await imageId(localImage("BASE_IMAGE"));
  const inputs = createHash("sha256")
    .update(`${hashFolder(join(RECIPES_DIR, recipe.folder))}\0${recipe.versions.join("\0")}\0${base}`)
    .digest("hex");
  if ((await builtInputs(tag)) === inputs) return "cached";
  const context = await prepareContext(recipe, join(RECIPES_DIR, recipe.folder), CACHE);
  try {
    await dockerBuild({ context, tag, args: { BASE_IMAGE: localImage("BASE_IMAGE") }, labels: { [INPUTS_LABEL]: inputs } });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return "built";
}

/** The project's image from ./Dockerfile; the engine's layer cache makes an unchanged rebuild quick. */
async function buildApp(): Promise<"built" | "cached"> {
  await dockerBuild({
    context: REPO_ROOT,
    tag: localImage("HIGHCOTTON_IMAGE"),
    args: { NODE_IMAGE: localImage("NODE_IMAGE") },
  });
  return "built";
}

/** `docker compose` when the engine has the plugin, else Compose built from its Go module. */
async function composeCommand(): Promise<string> {
  if (await succeeds("docker", ["compose", "version"])) return "docker compose";
  return buildCompose(CACHE);
}

async function main(): Promise<void> {
  if (!(await succeeds("docker", ["info"]))) {
    console.error("No Docker engine answers: install docker.io and start dockerd (see docs/deploy.md).");
    process.exit(1);
  }
  mkdirSync(CACHE, { recursive: true });
  await timed("base (Debian, debootstrap)", buildBase);
  // Two lines of work at once, since they wait on different things: the images installed from
  // Debian, Maven Central and npm (mostly the network) then the project's image, beside the Go
  // builds (MinIO, Jaeger, and Compose when the engine lacks it), which keep the processors busy.
  const goBuilt = (recipe: Recipe) => recipe.folder === "minio" || recipe.folder === "jaeger";
  let compose = "";
  await Promise.all([
    (async () => {
      for (const recipe of RECIPES.filter((recipe) => !goBuilt(recipe))) await timed(recipe.folder, () => buildRecipe(recipe));
      await timed("highcotton (./Dockerfile)", buildApp);
    })(),
    (async () => {
      for (const recipe of RECIPES.filter(goBuilt)) await timed(recipe.folder, () => buildRecipe(recipe));
      await timed("docker compose", async () => {
        const before = existsSync(join(CACHE, "go", `docker-compose@${VERSIONS.compose}`));
        compose = await composeCommand();
        return compose === "docker compose" || before ? "cached" : "built";
      });
    })(),
  ]);
  const env = Object.keys(LOCAL_IMAGES).map((name) => `${name}=${localImage(name as keyof typeof LOCAL_IMAGES)}`);
  writeFileSync(IMAGES_ENV, `${env.join("\n")}\nDOCKER_COMPOSE=${compose}\n`);
  console.log("\nimage                          outcome   seconds");
  for (const [name, outcome, seconds] of timings) {
    console.log(`${name.padEnd(30)} ${outcome.padEnd(9)} ${seconds.toFixed(1)}`);
  }
  console.log(`\nImage variables for docker compose: ${IMAGES_ENV}`);
  if (compose !== "docker compose") {
    console.log(`The engine has no Compose plugin: use ${compose}, or copy it to ~/.docker/cli-plugins/docker-compose`);
  }
}

await main();
