import { DesignsRequestedSchema, DispensaryCreatedSchema, UserRegisteredSchema } from "@highcotton/proto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { Database } from "../../src/db/database.ts";
import { EventConsumer } from "../../src/events/event-consumer.ts";
import { createLogger } from "../../src/logger.ts";
import { defineService, type ServiceSpec } from "../../src/runtime/define-service.ts";
import type { ServiceContext } from "../../src/runtime/service.ts";

const settings = z.object({
  STORE_LIMIT: z.coerce.number().int().min(1).default(3).describe("Stores per owner."),
  PARTNER_KEY: z.string().optional().describe("The partner's API key; unset: offline."),
  REGION: z.string().describe("Where it runs."),
});

const spec = (overrides: Partial<ServiceSpec<typeof settings>> = {}): ServiceSpec<typeof settings> => ({
  name: "stores",
  port: 4010,
  owns: "stores",
  typeDefs: "type Query { ok: Boolean }",
  migrationsFolder: "/nowhere",
  settings,
  secrets: ["PARTNER_KEY"],
  consumes: [DispensaryCreatedSchema],
  publishes: [DesignsRequestedSchema, UserRegisteredSchema, DesignsRequestedSchema],
  build: (context) => {
    context.consumer.on(DispensaryCreatedSchema, async () => {});
    return { resolvers: {} };
  },
  ...overrides,
});

/** Just what `build` touches: the consumer its handlers are registered on. */
const contextWith = (consumer: EventConsumer) => ({ consumer }) as unknown as ServiceContext;
const newConsumer = () =>
  new EventConsumer({ name: "stores", database: {} as Database, logger: createLogger({ name: "test", level: "silent" }) });

afterEach(() => vi.unstubAllEnvs());

describe("defineService", () => {
  it("describes its settings with their defaults, and lists events by type name", () => {
    const service = defineService(spec({ requiredDistributed: ["PARTNER_KEY"] }));
    expect(service.settings).toEqual([
      {
        name: "STORE_LIMIT",
        description: "Stores per owner.",
        defaultValue: "3",
        required: false,
        requiredDistributed: false,
        secret: false,
      },
      {
        name: "PARTNER_KEY",
        description: "The partner's API key; unset: offline.",
        defaultValue: "",
        required: false,
        requiredDistributed: true,
        secret: true,
      },
      {
        name: "REGION",
        description: "Where it runs.",
        defaultValue: "",
        required: true,
        requiredDistributed: true,
        secret: false,
      },
    ]);
    expect(service.publishes).toEqual(["highcotton.catalog.v1.DesignsRequested", "highcotton.identity.v1.UserRegistered"]);
    expect(service.deployment).toEqual({ memoryLimit: "512Mi", probeTimeoutSeconds: 3 });
  });

  it("builds with its parsed settings and refuses bad ones by name", () => {
    const seen: unknown[] = [];
    const service = defineService(
      spec({
        build: (context, parsed) => {
          seen.push(parsed);
          context.consumer.on(DispensaryCreatedSchema, async () => {});
          return { resolvers: {} };
        },
      }),
    );
    vi.stubEnv("REGION", "us");
    vi.stubEnv("STORE_LIMIT", "");
    service.build(contextWith(newConsumer()));
    expect(seen).toEqual([{ STORE_LIMIT: 3, REGION: "us" }]);
    vi.stubEnv("STORE_LIMIT", "zero");
    expect(() => service.build(contextWith(newConsumer()))).toThrow(/STORE_LIMIT/);
  });

  it("fails the build when its handlers differ from the events it says it consumes", () => {
    vi.stubEnv("REGION", "us");
    const undeclared = defineService(spec({ consumes: [] }));
    expect(() => undeclared.build(contextWith(newConsumer()))).toThrow(
      "Service stores handles [highcotton.catalog.v1.DispensaryCreated] but its definition consumes []",
    );
    // Handlers the runtime registered before the build (the session deny-list) do not count.
    const consumer = newConsumer().on(UserRegisteredSchema, async () => {});
    expect(() => defineService(spec()).build(contextWith(consumer))).not.toThrow();
  });

  it("refuses names that cannot name a database or settings, odd ports and undescribed settings", () => {
    expect(() => defineService(spec({ name: "design-art" }))).toThrow(/lowercase letters and digits/);
    expect(() => defineService(spec({ port: 80 }))).toThrow(/port 80/);
    const bare = z.object({ REGION: z.string() });
    expect(() => defineService({ ...spec(), settings: bare, secrets: [] } as never)).toThrow(
      "Service stores: setting REGION needs a .describe() for .env.example",
    );
  });
});
