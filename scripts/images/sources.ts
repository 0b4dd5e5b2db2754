import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./run.ts";

// Fetchers for what the images are made of, each from a registry this machine reaches, each
// cached under .cache/images by version so a second run fetches nothing.

/** A Go program built from its module on the Go module proxy (static, so any base runs it). */
export async function goBinary(cacheDir: string, module: string, version: string, name: string): Promise<string> {
  const dir = join(cacheDir, "go", `${name}@${version}`);
  const binary = join(dir, name);
  if (existsSync(binary)) return binary;
  console.log(`Building ${name} from ${module}@${version} (Go module proxy)`);
  const scratch = `${dir}.partial`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  await run("go", ["install", "-trimpath", "-ldflags=-s -w", `${module}@${version}`], {
    env: { GOBIN: scratch, CGO_ENABLED: "0" },
  });
  rmSync(dir, { recursive: true, force: true });
  cpSync(scratch, dir, { recursive: true });
  rmSync(scratch, { recursive: true, force: true });
  return binary;
}

/**
 * A Go program whose module may not be installed with `go install` (its go.mod has replace or
 * exclude lines): its module source from the proxy, built as the main module.
 */
export async function goBinaryFromSource(
  cacheDir: string,
  module: string,
  version: string,
  pkg: string,
  name: string,
  ldflags = "-s -w",
): Promise<string> {
  const dir = join(cacheDir, "go", `${name}@${version}`);
  const binary = join(dir, name);
  if (existsSync(binary)) return binary;
  console.log(`Building ${name} from ${module}@${version} (Go module proxy)`);
  const info = JSON.parse(await run("go", ["mod", "download", "-json", `${module}@${version}`], { quiet: true })) as {
    Dir: string;
  };
  mkdirSync(cacheDir, { recursive: true });
  const source = mkdtempSync(join(cacheDir, "go-source-"));
  try {
    cpSync(info.Dir, source, { recursive: true });
    await run("chmod", ["-R", "u+w", source], { quiet: true });
    mkdirSync(dir, { recursive: true });
    await run("go", ["build", "-trimpath", `-ldflags=${ldflags}`, "-o", `${binary}.partial`, pkg], {
      cwd: source,
      env: { CGO_ENABLED: "0" },
    });
    cpSync(`${binary}.partial`, binary);
    rmSync(`${binary}.partial`);
    await run("chmod", ["755", binary], { quiet: true });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  return binary;
}

/** Maven artifacts with every jar they depend on, from Maven Central. */
export async function mavenJars(cacheDir: string, id: string, artifacts: string[]): Promise<string> {
  const dir = join(cacheDir, "maven", id);
  const libs = join(dir, "libs");
  const marker = join(dir, ".complete");
  if (existsSync(marker)) return libs;
  console.log(`Fetching ${artifacts.join(", ")} from Maven Central`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dependencies = artifacts
    .map((coordinate) => {
      const [groupId, artifactId, version] = coordinate.split(":");
      return `<dependency><groupId>${groupId}</groupId><artifactId>${artifactId}</artifactId><version>${version}</version></dependency>`;
    })
    .join("\n    ");
  writeFileSync(
    join(dir, "pom.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.highcotton</groupId>
  <artifactId>image-${id}</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    ${dependencies}
  </dependencies>
</project>
`,
  );
  await run("mvn", ["-q", "-B", "dependency:copy-dependencies", "-DoutputDirectory=libs"], { cwd: dir });
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return libs;
}

/** An npm package's files (its tarball's `package/` folder), from the npm registry. */
export async function npmPackage(cacheDir: string, name: string, version: string): Promise<string> {
  const dir = join(cacheDir, "npm", `${name}@${version}`);
  const marker = join(dir, ".complete");
  const files = join(dir, "package");
  if (existsSync(marker)) return files;
  console.log(`Fetching ${name}@${version} from the npm registry`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await run("npm", ["pack", `${name}@${version}`, "--pack-destination", dir, "--silent"], { quiet: true, cwd: dir });
  const tarball = readdirSync(dir).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack ${name}@${version} made no tarball`);
  await run("tar", ["-xzf", join(dir, tarball), "-C", dir], { quiet: true });
  rmSync(join(dir, tarball));
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return files;
}
