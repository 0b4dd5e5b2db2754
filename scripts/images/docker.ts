import { run } from "./run.ts";

/** The label holding the hash of everything an image was built from. */
export const INPUTS_LABEL = "org.highcotton.inputs";

/** The inputs hash of an image on the engine, or undefined when there is no such image. */
export async function builtInputs(tag: string): Promise<string | undefined> {
  try {
    const out = await run("docker", ["image", "inspect", "--format", `{{ index .Config.Labels "${INPUTS_LABEL}" }}`, tag], {
      quiet: true,
    });
    return out.trim();
  } catch {
    return undefined;
  }
}

export async function imageId(tag: string): Promise<string> {
  return (await run("docker", ["image", "inspect", "--format", "{{.Id}}", tag], { quiet: true })).trim();
}

/**
 * Builds with the classic builder: it needs no frontend image from a registry (BuildKit would
 * fetch the Dockerfile syntax image). Builds use the host's network so apt and npm reach their
 * registries the way the host does.
 */
export async function dockerBuild(options: {
  context: string;
  tag: string;
  dockerfile?: string;
  args?: Record<string, string>;
  labels?: Record<string, string>;
}): Promise<void> {
  const args = ["build", "--network", "host", "--tag", options.tag];
  if (options.dockerfile) args.push("--file", options.dockerfile);
  for (const [key, value] of Object.entries(options.args ?? {})) args.push("--build-arg", `${key}=${value}`);
  for (const [key, value] of Object.entries(options.labels ?? {})) args.push("--label", `${key}=${value}`);
  args.push(options.context);
  await run("docker", args, { env: { DOCKER_BUILDKIT: "0" } });
}
