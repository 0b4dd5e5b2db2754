import { beforeAll, describe, expect, it } from "vitest";
import { SERVICES } from "../../cli/src/services.ts";
import { installK8sTools, KUBERNETES_VERSION, k8sToolsUnavailable, renderOverlay, validateManifests } from "../k8s/tools.ts";

// k8s/ rendered for each overlay with kustomize and validated, offline, against the Kubernetes
// API's schemas: strictly, so a misspelt field fails here instead of on a cluster.
const unavailable = await k8sToolsUnavailable();
if (unavailable) console.warn(`The k8s manifests are not rendered or validated: ${unavailable}`);
const OVERLAYS = ["dev", "prod"];

describe.skipIf(unavailable)(`the k8s overlays${unavailable ? ` (skipped: ${unavailable})` : ""}`, () => {
  const rendered = new Map<string, string>();
  beforeAll(async () => {
    await installK8sTools();
    for (const overlay of OVERLAYS) rendered.set(overlay, await renderOverlay(`overlays/${overlay}`));
  }, 1_200_000);

  for (const overlay of OVERLAYS) {
    it(`${overlay}: every document is valid against Kubernetes ${KUBERNETES_VERSION}'s schemas, strictly`, async () => {
      const yaml = rendered.get(overlay) ?? "";
      expect(yaml.match(/^kind: /gm)?.length ?? 0).toBeGreaterThan(30);
      expect(await validateManifests(yaml)).toEqual([]);
    }, 120_000);

    it(`${overlay}: every service is a hardened Deployment the gateway routes to`, () => {
      const documents = (rendered.get(overlay) ?? "").split(/^---$/m);
      const gateway = documents.find((doc) => /kind: Deployment/.test(doc) && /^ {2}name: gateway$/m.test(doc)) ?? "";
      for (const service of SERVICES) {
        const deployment = documents.find(
          (doc) => /kind: Deployment/.test(doc) && new RegExp(`^ {2}name: ${service.name}$`, "m").test(doc),
        );
        expect(deployment, `${service.name}'s Deployment`).toBeDefined();
        for (const hardening of [
          "runAsNonRoot: true",
          "readOnlyRootFilesystem: true",
          "allowPrivilegeEscalation: false",
          "type: RuntimeDefault",
          "- ALL",
          `containerPort: ${service.port}`,
          "path: /readyz",
        ]) {
          expect(deployment, `${service.name}: ${hardening}`).toContain(hardening);
        }
        expect(gateway).toContain(`name: ${service.name.toUpperCase()}_URL`);
        expect(rendered.get(overlay)).toContain(`name: ${service.name}-from-gateway`);
      }
    });
  }

  it.each([
    [
      "a misspelt field",
      ["readOnlyRootFilesystem: true", "readOnlyRootFilesytem: true"],
      "'readOnlyRootFilesytem' was unexpected",
    ],
    ["a wrong type", [/replicas: \d+/, 'replicas: "two"'], "'two' is not of type 'integer'"],
    [
      "a missing required field",
      [/- containerPort: \d+\n {10}name: http/, "- name: http"],
      "'containerPort' is a required property",
    ],
  ] as const)(
    "refuses %s, naming it",
    async (_what, [from, to], problem) => {
      const prod = rendered.get("prod") ?? "";
      const broken = prod.replace(from, to);
      expect(broken).not.toBe(prod);
      expect((await validateManifests(broken)).join("\n")).toContain(problem);
    },
    120_000,
  );
});
