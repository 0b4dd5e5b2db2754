import type { DefinedService, ServiceSetting } from "@highcotton/kit";
import { allServices, type ServiceRegistry } from "./model.ts";
import { commentLines, replaceRegion, upper } from "./regions.ts";

const FILE = "docs/deploy.md";
const code = (text: string): string => `\`${text}\``;

/** A service's own settings, those sharing a first word as one `WORD_*`; required ones in bold. */
function ownSettings(settings: ServiceSetting[]): string[] {
  const byWord = new Map<string, ServiceSetting[]>();
  for (const setting of settings) {
    const word = setting.name.split("_")[0] ?? setting.name;
    byWord.set(word, [...(byWord.get(word) ?? []), setting]);
  }
  return [...byWord].map(([word, group]) => {
    const text = code(group.length > 1 ? `${word}_*` : (group[0] as ServiceSetting).name);
    return group.some((setting) => setting.requiredDistributed) ? `**${text}**` : text;
  });
}

function partRow(service: DefinedService): string {
  const needs = [
    code(`${upper(service.name)}_DATABASE_URL`),
    code("KAFKA_BROKERS"),
    code("S3_*"),
    code("JWT_PUBLIC_KEY"),
    ...(service.signsTokens ? [`**${code("JWT_PRIVATE_KEY")}**`] : []),
  ].join(", ");
  const own = ownSettings(service.settings);
  return `| ${service.name} | ${service.port} | ${code(service.name)} | ${needs}${own.length ? `; its own ${own.join(", ")}` : ""} |`;
}

/** Words joined into shell lines of at most `width`, each ending in ` \` but the last unless `continued`. */
function shellLines(indent: string, words: string[], continued = false, width = 96): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && indent.length + line.length + 1 + word.length + 2 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((text, index) => `${indent}${text}${continued || index < lines.length - 1 ? " \\" : ""}`);
}

/** Who reads each optional secret, as `NAME` (service, service). */
function optionalSecrets(services: DefinedService[]): string {
  const readers = new Map<string, string[]>();
  for (const service of services)
    for (const setting of service.settings)
      if (setting.secret && !setting.requiredDistributed)
        readers.set(setting.name, [...(readers.get(setting.name) ?? []), service.name]);
  return [...readers].map(([name, names]) => `${code(name)} (${names.join(", ")})`).join(", ");
}

/**
 * docs/deploy.md: the services' rows of the parts table, and the commands that name every
 * service (the databases' passwords for init.sql, the Secret, the rollout).
 */
export function deployDoc(text: string, registry: ServiceRegistry): string {
  const { services } = registry;
  const parts = ["| part | port | `start` argument | settings it needs |", "| --- | --- | --- | --- |", ...services.map(partRow)];
  const passwords = [
    "   ```sh",
    ...shellLines(
      "   ",
      allServices(registry).map(({ name }) => `${upper(name)}_DB_PASSWORD=…`),
      true,
    ),
    '     psql -v ON_ERROR_STOP=1 "postgres://postgres@<host>:5432/postgres" -f deploy/postgres/init.sql',
    "   ```",
  ];
  const required = services.flatMap((service) =>
    service.settings.filter((setting) => setting.secret && setting.requiredDistributed).map((setting) => setting.name),
  );
  const literals = [
    ...services.map(({ name }) => `${upper(name)}_DB_PASSWORD`),
    "S3_ACCESS_KEY",
    "S3_SECRET_KEY",
    ...new Set(required),
  ];
  const optional = optionalSecrets(services);
  const secret = [
    "   ```sh",
    "   kubectl create namespace highcotton-dev",
    "   kubectl -n highcotton-dev create secret generic highcotton-secrets \\",
    "     --from-file=JWT_PRIVATE_KEY=data/deploy-keys/jwt-private.pem \\",
    "     --from-file=JWT_PUBLIC_KEY=data/deploy-keys/jwt-public.pem \\",
    ...literals.map((name, index) => `     --from-literal=${name}='…'${index < literals.length - 1 ? " \\" : ""}`),
    "   ```",
    ...(optional
      ? [
          "",
          ...commentLines(
            "  ",
            `Optional secrets, read with \`optional: true\` (add a \`--from-literal\` line for each you use): ${optional}.`,
          ),
        ]
      : []),
  ];
  const deployments = [...services.map(({ name }) => name), "gateway", "rest-adapter", "web"].map((name) => `deploy/${name}`);
  const rollout = [
    "```sh",
    "kubectl apply -k k8s/overlays/dev",
    ...shellLines("", ["kubectl -n highcotton-dev rollout status", ...deployments]).map((line, index) =>
      index > 0 ? `  ${line}` : line,
    ),
    "kubectl -n highcotton-dev port-forward svc/web 3000:3000     # http://localhost:3000",
    "```",
  ];
  let out = replaceRegion(text, FILE, "parts", "html", parts);
  out = replaceRegion(out, FILE, "database passwords", "html", passwords);
  out = replaceRegion(out, FILE, "secret", "html", secret);
  return replaceRegion(out, FILE, "rollout", "html", rollout);
}
