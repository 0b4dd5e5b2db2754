import type { DescMessage } from "@bufbuild/protobuf";
import type { z } from "zod";
import { type BaseConfig, loadConfig } from "../config.ts";
import type { ServiceContext, ServiceDefinition, ServiceParts } from "./service.ts";

/** What the deploy files and docs know about a service, built or planned. */
export interface ServiceSummary {
  /**
   * Lowercase letters and digits: the part name (`highcotton start <name>`), its database and
   * role, its host name, and the prefix of its settings (`<NAME>_DATABASE_URL`).
   */
  name: string;
  /** Its subgraph's port in the distributed topology (compose, k8s, the gateway's URLs). */
  port: number;
  /** The data it owns, in one line (README's service table). */
  owns: string;
}

/** How the manifests size and probe the service, when it differs from the other parts. */
export interface ServiceDeployment {
  /** Kubernetes memory limit; 512Mi unless the service needs more. */
  memoryLimit: string;
  /** Liveness and readiness probe timeout; 3 s unless the event loop is held longer. */
  probeTimeoutSeconds: number;
  /** Why it differs, as a comment in its manifests. */
  why?: string;
}

/** One setting of a service's own, as `.env.example`, compose and k8s list it. */
export interface ServiceSetting {
  name: string;
  /** From zod's `.describe()`; every setting needs one. */
  description: string;
  /** The default as an environment value, or "" when there is none. */
  defaultValue: string;
  required: boolean;
  /**
   * Required in the distributed topology (compose, k8s) though the all-in-one runs without it:
   * something every replica of the service must share.
   */
  requiredDistributed: boolean;
  /** Kept in the Secret (k8s) rather than the ConfigMap. */
  secret: boolean;
}

export interface ServiceSpec<S extends z.ZodObject> extends ServiceSummary {
  /** The subgraph SDL (`src/schema.graphql`). */
  typeDefs: string;
  /** Drizzle's committed migrations (`src/db/migrations`). */
  migrationsFolder: string;
  /** The service's own settings on top of the shared ones, each with `.describe()`. */
  settings?: S;
  /** Which of its settings are secrets. */
  secrets?: ReadonlyArray<keyof S["shape"] & string>;
  /**
   * Settings the distributed topology must set though the all-in-one may leave them unset (a
   * secret every replica shares); `checkSettings` refuses to start a part without them.
   */
  requiredDistributed?: ReadonlyArray<keyof S["shape"] & string>;
  /** Only the service that signs tokens receives the private key. */
  signsTokens?: boolean;
  /** Event types it writes to its outbox. */
  publishes?: DescMessage[];
  /** Event types its consumers handle; checked against what `build` registers. */
  consumes?: DescMessage[];
  deployment?: Partial<ServiceDeployment>;
  /**
   * Refuses settings the service cannot run with (say, production without its payment keys) by
   * throwing a one-line message; the CLI asks before it opens a store or starts a part.
   */
  checkSettings?(settings: z.infer<S>, config: BaseConfig): void;
  /** Builds resolvers, consumers, jobs and workers from the context and the parsed settings. */
  build(context: ServiceContext, settings: z.infer<S>): ServiceParts;
}

/** A service as the CLI, the gateway wiring, the deploy files and the docs read it. */
export interface DefinedService extends ServiceDefinition, ServiceSummary {
  settings: ServiceSetting[];
  signsTokens: boolean;
  /** Full protobuf type names (the Kafka topics), in the order the definition lists them. */
  publishes: string[];
  consumes: string[];
  deployment: ServiceDeployment;
  /** Parses the service's settings and runs its own checks: throws, in one line, what stops it from starting. */
  checkSettings(config: BaseConfig): void;
}

const NAME = /^[a-z][a-z0-9]*$/;

/**
 * The one definition of a service. `highcotton start` (all-in-one or one part), the gateway's
 * subgraph list, readiness checks, `.env.example`, compose, k8s and the README table all read it.
 */
export function defineService<S extends z.ZodObject>(spec: ServiceSpec<S>): DefinedService {
  if (!NAME.test(spec.name)) {
    throw new Error(`Service name "${spec.name}" must be lowercase letters and digits (it names a database and settings)`);
  }
  if (!Number.isInteger(spec.port) || spec.port < 1024 || spec.port > 65535) {
    throw new Error(`Service ${spec.name}: port ${spec.port} must be an integer from 1024 to 65535`);
  }
  const consumes = typeNames(spec.consumes);
  return {
    name: spec.name,
    port: spec.port,
    owns: spec.owns,
    typeDefs: spec.typeDefs,
    migrationsFolder: spec.migrationsFolder,
    settings: describeSettings(spec),
    signsTokens: spec.signsTokens ?? false,
    publishes: typeNames(spec.publishes),
    consumes,
    deployment: { memoryLimit: "512Mi", probeTimeoutSeconds: 3, ...spec.deployment },
    checkSettings(config: BaseConfig): void {
      spec.checkSettings?.(spec.settings ? loadConfig(spec.settings) : ({} as z.infer<S>), config);
    },
    build(context: ServiceContext): ServiceParts {
      const before = new Set(context.consumer.topics());
      const settings = spec.settings ? loadConfig(spec.settings) : ({} as z.infer<S>);
      const parts = spec.build(context, settings);
      const handled = context.consumer
        .topics()
        .filter((topic) => !before.has(topic))
        .sort();
      // The README's service table is written from `consumes`, so it must be the truth.
      if (handled.join() !== [...consumes].sort().join()) {
        throw new Error(
          `Service ${spec.name} handles [${handled.join(", ")}] but its definition consumes [${consumes.join(", ")}]`,
        );
      }
      return parts;
    },
  };
}

function typeNames(schemas: DescMessage[] = []): string[] {
  return [...new Set(schemas.map((schema) => schema.typeName))];
}

function describeSettings<S extends z.ZodObject>(spec: ServiceSpec<S>): ServiceSetting[] {
  const secrets = new Set<string>(spec.secrets ?? []);
  const requiredDistributed = new Set<string>(spec.requiredDistributed ?? []);
  const shape: Record<string, z.ZodType> = spec.settings?.shape ?? {};
  for (const name of secrets) {
    if (!(name in shape)) throw new Error(`Service ${spec.name}: secret ${name} is not one of its settings`);
  }
  return Object.entries(shape).map(([name, schema]) => {
    if (!schema.description) throw new Error(`Service ${spec.name}: setting ${name} needs a .describe() for .env.example`);
    // Parsing "unset" yields the default (or undefined when optional); failing means required.
    const unset = schema.safeParse(undefined);
    return {
      name,
      description: schema.description,
      defaultValue: unset.success && unset.data !== undefined ? String(unset.data) : "",
      required: !unset.success,
      requiredDistributed: !unset.success || requiredDistributed.has(name),
      secret: secrets.has(name),
    };
  });
}
