import type { DefinedService } from "@highcotton/kit";
import type { ServiceRegistry } from "./model.ts";
import { commentLines, GENERATED_NOTE, replaceRegion, upper } from "./regions.ts";

const fromConfig = (name: string, map = "highcotton-config") =>
  `            - { name: ${name}, valueFrom: { configMapKeyRef: { name: ${map}, key: ${name} } } }`;
const fromSecret = (name: string, optional = false) =>
  `            - { name: ${name}, valueFrom: { secretKeyRef: { name: highcotton-secrets, key: ${name}${optional ? ", optional: true" : ""} } } }`;

const SHARED_CONFIG = [
  "NODE_ENV",
  "HOST",
  "DATA_DIR",
  "LOG_LEVEL",
  "PUBLIC_URL",
  "KAFKA_BROKERS",
  "KAFKA_CLIENT_ID",
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_PUBLIC_URL",
];

function deployment(service: DefinedService): string[] {
  const { name, port, deployment: sizing } = service;
  const NAME = upper(name);
  const probe = (kind: string, path: string, period: number) => [
    `          ${kind}:`,
    `            httpGet: { path: ${path}, port: http }`,
    `            periodSeconds: ${period}`,
    `            timeoutSeconds: ${sizing.probeTimeoutSeconds}`,
    "            failureThreshold: 3",
  ];
  return [
    `# ${GENERATED_NOTE}`,
    ...commentLines("#", `The ${name} subgraph. It owns ${service.owns}, in its own database.`),
    ...(sizing.why ? commentLines("#", sizing.why) : []),
    "apiVersion: apps/v1",
    "kind: Deployment",
    "metadata:",
    `  name: ${name}`,
    "  labels:",
    `    app.kubernetes.io/name: ${name}`,
    "spec:",
    "  revisionHistoryLimit: 3",
    "  selector:",
    "    matchLabels:",
    `      app.kubernetes.io/name: ${name}`,
    "  strategy:",
    "    type: RollingUpdate",
    "    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }",
    "  template:",
    "    metadata:",
    "      labels:",
    `        app.kubernetes.io/name: ${name}`,
    '        highcotton.io/subgraph: "true"',
    "    spec:",
    "      automountServiceAccountToken: false",
    "      enableServiceLinks: false",
    "      terminationGracePeriodSeconds: 30",
    "      securityContext:",
    "        runAsNonRoot: true",
    "        runAsUser: 1000",
    "        runAsGroup: 1000",
    "        fsGroup: 1000",
    "        seccompProfile: { type: RuntimeDefault }",
    "      containers:",
    `        - name: ${name}`,
    "          image: highcotton",
    `          args: ["start", "${name}"]`,
    "          ports:",
    `            - { name: http, containerPort: ${port}, protocol: TCP }`,
    "          # Exactly the settings this part reads (docs/deploy.md); the private key reaches the token signer only.",
    "          env:",
    `            - { name: PORT, value: "${port}" }`,
    ...SHARED_CONFIG.map((setting) => fromConfig(setting)),
    fromSecret("S3_ACCESS_KEY"),
    fromSecret("S3_SECRET_KEY"),
    fromConfig("POSTGRES_HOST"),
    fromSecret(`${NAME}_DB_PASSWORD`),
    `            - { name: ${NAME}_DATABASE_URL, value: "postgres://${name}:$(${NAME}_DB_PASSWORD)@$(POSTGRES_HOST)/${name}" }`,
    fromSecret("JWT_PUBLIC_KEY"),
    ...(service.signsTokens ? [fromSecret("JWT_PRIVATE_KEY")] : []),
    ...service.settings.map((setting) =>
      setting.secret ? fromSecret(setting.name, !setting.requiredDistributed) : fromConfig(setting.name, `${name}-config`),
    ),
    "          resources:",
    "            requests: { cpu: 100m, memory: 256Mi }",
    `            limits: { cpu: "1", memory: ${sizing.memoryLimit} }`,
    "          securityContext:",
    "            runAsNonRoot: true",
    "            allowPrivilegeEscalation: false",
    "            readOnlyRootFilesystem: true",
    "            capabilities: { drop: [ALL] }",
    "          startupProbe:",
    "            httpGet: { path: /healthz, port: http }",
    "            periodSeconds: 2",
    "            failureThreshold: 45",
    ...probe("livenessProbe", "/healthz", 10),
    ...probe("readinessProbe", "/readyz", 5),
    "          lifecycle:",
    "            # Keep serving while the endpoint removal reaches every proxy, then stop gracefully.",
    "            preStop:",
    '              exec: { command: ["sleep", "5"] }',
    "          volumeMounts:",
    "            - { name: tmp, mountPath: /tmp }",
    "            - { name: data, mountPath: /app/data }",
    "      volumes:",
    "        # The root filesystem is read-only: tsx's compile cache goes to /tmp, DATA_DIR to data.",
    "        - name: tmp",
    "          emptyDir: { sizeLimit: 128Mi }",
    "        - name: data",
    "          emptyDir: { sizeLimit: 256Mi }",
    "",
  ];
}

const serviceManifest = ({ name, port }: DefinedService): string[] => [
  `# ${GENERATED_NOTE}`,
  "apiVersion: v1",
  "kind: Service",
  "metadata:",
  `  name: ${name}`,
  "  labels:",
  `    app.kubernetes.io/name: ${name}`,
  "spec:",
  "  type: ClusterIP",
  "  selector:",
  `    app.kubernetes.io/name: ${name}`,
  "  ports:",
  `    - { name: http, port: ${port}, targetPort: http, protocol: TCP }`,
  "",
];

const networkPolicy = ({ name }: DefinedService): string[] => [
  `# ${GENERATED_NOTE}`,
  "# A subgraph answers the gateway and nobody else.",
  "apiVersion: networking.k8s.io/v1",
  "kind: NetworkPolicy",
  "metadata:",
  `  name: ${name}-from-gateway`,
  "spec:",
  "  podSelector:",
  "    matchLabels:",
  `      app.kubernetes.io/name: ${name}`,
  "  policyTypes: [Ingress]",
  "  ingress:",
  "    - from:",
  "        - podSelector:",
  "            matchLabels:",
  "              app.kubernetes.io/name: gateway",
  "      ports:",
  "        - { port: http, protocol: TCP }",
  "",
];

function kustomization(service: DefinedService): string[] {
  const { name, port } = service;
  const url = `${upper(name)}_URL`;
  const config = service.settings.filter((setting) => !setting.secret);
  return [
    `# ${GENERATED_NOTE}`,
    `# The ${name} service as a kustomize component: its Deployment, Service and NetworkPolicy, its`,
    "# own settings (an overlay may merge other values into its ConfigMap), and its URL for the gateway.",
    "apiVersion: kustomize.config.k8s.io/v1alpha1",
    "kind: Component",
    "",
    "resources:",
    "  - deployment.yaml",
    "  - service.yaml",
    "  - network-policy.yaml",
    "",
    "configMapGenerator:",
    `  - name: ${name}-config`,
    "    literals:",
    `      - ${url}=http://${name}:${port}/graphql`,
    ...config.map((setting) => `      - ${setting.name}=${setting.defaultValue}`),
    "",
    "patches:",
    "  - target: { kind: Deployment, name: gateway }",
    "    patch: |-",
    "      - op: add",
    "        path: /spec/template/spec/containers/0/env/-",
    `        value: { name: ${url}, valueFrom: { configMapKeyRef: { name: ${name}-config, key: ${url} } } }`,
    "",
  ];
}

export const COMPONENTS_DIR = "k8s/components";

/** k8s: one component per built service, listed by the base; the overlays' replica counts. */
export function k8sFiles(registry: ServiceRegistry, read: (path: string) => string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  for (const service of registry.services) {
    const dir = `${COMPONENTS_DIR}/${service.name}`;
    files.set(`${dir}/kustomization.yaml`, kustomization(service).join("\n"));
    files.set(`${dir}/deployment.yaml`, deployment(service).join("\n"));
    files.set(`${dir}/service.yaml`, serviceManifest(service).join("\n"));
    files.set(`${dir}/network-policy.yaml`, networkPolicy(service).join("\n"));
  }
  const base = "k8s/base/kustomization.yaml";
  files.set(
    base,
    replaceRegion(
      read(base) ?? "",
      base,
      "components",
      "#",
      registry.services.map(({ name }) => `  - ../components/${name}`),
    ),
  );
  for (const [overlay, count] of [
    ["dev", 1],
    ["prod", 2],
  ] as const) {
    const path = `k8s/overlays/${overlay}/kustomization.yaml`;
    const replicas = registry.services.map(({ name }) => `  - { name: ${name}, count: ${count} }`);
    files.set(path, replaceRegion(read(path) ?? "", path, "service replicas", "#", replicas));
  }
  return files;
}
