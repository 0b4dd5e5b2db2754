import type { Logger } from "pino";
import type { EventBus } from "./event-bus.ts";
import { InProcessBus } from "./in-process-bus.ts";
import { KafkaBus } from "./kafka-bus.ts";

export interface EventBusSettings {
  /** Comma-separated `host:port` list; unset or blank means the embedded in-process bus. */
  KAFKA_BROKERS?: string | undefined;
  KAFKA_CLIENT_ID: string;
}

/** Kafka when brokers are configured (distributed topology), otherwise the in-process bus. */
export function createEventBus(settings: EventBusSettings, logger: Logger): EventBus {
  const brokers = (settings.KAFKA_BROKERS ?? "")
    .split(",")
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
  if (brokers.length === 0) return new InProcessBus();
  return new KafkaBus({ brokers, clientId: settings.KAFKA_CLIENT_ID, logger });
}
