import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lockToolCache, runTool } from "../../services/kit/src/testing/tool-cache.ts";

// The tools that render and check k8s/ offline, each from a registry this machine reaches and
// cached under .cache/k8s by version: kustomize built from the Go module proxy, and the
// Kubernetes API's JSON schemas as PyPI's kubernetes-validate ships them.

/** The newest kustomize whose go.mod asks for no newer Go than this machine's. */
export const KUSTOMIZE_VERSION = "v5.7.1";
export const KUBERNETES_VALIDATE_VERSION = "1.37.0";
/** The oldest Kubernetes minor still supported upstream when the manifests were last checked. */
export const KUBERNETES_VERSION = "1.33.0";

const repoRoot = new URL("../../", import.meta.url).pathname;
const cacheDir = join(repoRoot, ".cache", "k8s");
const kustomizePath = join(cacheDir, `kustomize-${KUSTOMIZE_VERSION}`, "kustomize");
const venvDir = join(cacheDir, `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`);
const validatePath = join(venvDir, "bin", "kubernetes-validate");
const python = process.env.PYTHON ?? "python3";

/**
 * Why the manifests cannot be rendered and validated here, or null when they can: Go builds
 * kustomize, Python's venv installs the schemas. CI sets REQUIRE_K8S_SCHEMAS=1, where this is a
 * failure instead of a skip.
 */
export async function k8sToolsUnavailable(): Promise<string | null> {
  let reason: string | null = null;
  if (!existsSync(kustomizePath) && !(await runTool("go", ["version"], 30_000)).ok) {
    reason = `no Go to build kustomize ${KUSTOMIZE_VERSION} from the Go module proxy`;
  } else if (!existsSync(validatePath) && !(await runTool(python, ["-c", "import venv, ensurepip"], 30_000)).ok) {
    reason = `no ${python} with venv to install kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} from PyPI`;
  }
  if (reason && process.env.REQUIRE_K8S_SCHEMAS === "1") throw new Error(`REQUIRE_K8S_SCHEMAS=1 but ${reason}`);
  return reason;
}

/** Builds kustomize and installs the schemas on first use (minutes), then answers from the cache. */
export async function installK8sTools(): Promise<void> {
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockToolCache(join(cacheDir, ".install.lock"));
  try {
    if (!existsSync(kustomizePath)) {
      console.info(`Building kustomize ${KUSTOMIZE_VERSION} into ${cacheDir} (first run only)`);
      const built = await runTool("go", ["install", `sigs.k8s.io/kustomize/kustomize/v5@${KUSTOMIZE_VERSION}`], 900_000, {
        env: { GOBIN: join(cacheDir, `kustomize-${KUSTOMIZE_VERSION}`), CGO_ENABLED: "0" },
      });
      if (!built.ok) throw new Error(`Building kustomize failed:\n${built.output}`);
    }
    if (!existsSync(validatePath)) {
      console.info(`Installing kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} from PyPI into ${venvDir} (first run only)`);
      rmSync(venvDir, { recursive: true, force: true });
      for (const [command, args] of [
        [python, ["-m", "venv", venvDir]],
        [
          join(venvDir, "bin", "python"),
          [
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            `kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}`,
          ],
        ],
      ] as const) {
        const step = await runTool(command, [...args], 600_000);
        if (!step.ok) {
          rmSync(venvDir, { recursive: true, force: true });
          throw new Error(`Installing kubernetes-validate failed at ${command} ${args.join(" ")}:\n${step.output}`);
        }
      }
    }
  } finally {
    release();
  }
}

/** `kustomize build` of a folder under k8s/, e.g. "overlays/prod". */
export async function renderOverlay(folder: string): Promise<string> {
  const rendered = await runTool(kustomizePath, ["build", join(repoRoot, "k8s", folder)], 120_000);
  if (!rendered.ok) throw new Error(`kustomize build k8s/${folder} failed:\n${rendered.output}`);
  return rendered.output;
}

/**
 * Validates YAML documents against the Kubernetes API schemas, strictly (unknown fields are
 * errors). Answers the problems found, one line each; none means valid.
 */
export async function validateManifests(yaml: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "highcotton-k8s-"));
  try {
    const file = join(dir, "manifests.yaml");
    writeFileSync(file, yaml);
    const checked = await runTool(validatePath, ["--strict", "--quiet", "-k", KUBERNETES_VERSION, file], 120_000);
    const problems = checked.output.split("\n").filter((line) => line.trim() !== "");
    if (!checked.ok && problems.length === 0) problems.push("kubernetes-validate failed without saying why");
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
