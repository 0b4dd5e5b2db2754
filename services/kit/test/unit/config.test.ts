import { describe, expect, it } from "vitest";
import { loadBaseConfig, optionalSetting, serviceDatabaseUrl } from "../../src/config.ts";

describe("configuration", () => {
  it("applies the embedded defaults and treats blank values as unset", () => {
    const config = loadBaseConfig({ PORT: "", KAFKA_BROKERS: "", JWT_SECRET: "" });
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", NODE_ENV: "development" });
    expect(config.KAFKA_BROKERS).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it("stops with a message naming each bad setting", () => {
    expect(() => loadBaseConfig({ PORT: "eighty", JWT_SECRET: "short" })).toThrow(/PORT: .*\n\s+JWT_SECRET: /);
  });

  it("reads an optional setting trimmed, with only spaces counting as unset", () => {
    expect(optionalSetting.parse("  sk_test_123 ")).toBe("sk_test_123");
    expect(optionalSetting.parse("   ")).toBeUndefined();
    expect(optionalSetting.parse(undefined)).toBeUndefined();
  });

  it("finds a service's database URL by its name", () => {
    expect(serviceDatabaseUrl("identity", { IDENTITY_DATABASE_URL: "postgres://db/identity" })).toBe("postgres://db/identity");
    expect(serviceDatabaseUrl("catalog", { IDENTITY_DATABASE_URL: "postgres://db/identity" })).toBeUndefined();
  });
});
