import { pino } from "pino";
import { afterAll, beforeAll, describe, it } from "vitest";
import { KafkaBus } from "../../../src/bus/kafka-bus.ts";
import { startKafkaContainer, type TestKafka } from "../../../src/testing/kafka-broker.ts";
import { dockerImagesReady } from "../../../src/testing/local-images.ts";
import { describeEventBusContract } from "../../contract/event-bus.contract.ts";

// The bus contract on the Kafka image docker-compose.yml runs, started by Testcontainers.
const ready = await dockerImagesReady(["KAFKA_IMAGE"]);

if ("skip" in ready) {
  console.warn(`Kafka container tests skipped: ${ready.skip}`);
  describe.skip(`KafkaBus on a Kafka container (skipped: ${ready.skip})`, () => {
    it("needs a Docker engine with the Kafka image", () => {});
  });
} else {
  let kafka: TestKafka | undefined;
  beforeAll(async () => {
    kafka = await startKafkaContainer();
  }, 180_000);
  afterAll(async () => kafka?.stop(), 60_000);

  describeEventBusContract(
    "kafka container",
    async () =>
      new KafkaBus({ brokers: kafka?.brokers ?? [], clientId: "highcotton-container-test", logger: pino({ level: "silent" }) }),
    { deliveryTimeoutMs: 60_000 },
  );
}
