import { expect, it } from "vitest";
import { startTracing, tracingEnabled } from "../../src/telemetry/tracing.ts";

const endpoint = "http://127.0.0.1:4318";

it("starts nothing without an endpoint, or with the SDK disabled", async () => {
  expect(await startTracing({ serviceName: "test", env: { OTEL_EXPORTER_OTLP_ENDPOINT: " " } })).toBeNull();
  expect(
    await startTracing({ serviceName: "test", env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SDK_DISABLED: "true" } }),
  ).toBeNull();
  expect(tracingEnabled()).toBe(false);
});

it("refuses a sampling ratio outside 0 to 1 in one line, and stays off", async () => {
  for (const ratio of ["2", "-0.1", "ten"]) {
    await expect(
      startTracing({ serviceName: "test", env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: ratio } }),
    ).rejects.toThrow(`OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1 (not "${ratio}")`);
  }
  expect(tracingEnabled()).toBe(false);
});
