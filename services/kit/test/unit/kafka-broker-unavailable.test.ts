import kafkajs from "kafkajs";
import { describe, expect, it } from "vitest";
import { brokerUnavailable } from "../../src/bus/kafka-bus.ts";

const { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded, KafkaJSProtocolError } = kafkajs;

describe("brokerUnavailable", () => {
  it("tells a broker that is away from a message the broker refuses", () => {
    const refused = new KafkaJSConnectionError("Connection error: connect ECONNREFUSED 10.0.0.5:9092");
    expect(brokerUnavailable(refused)).toBe(true);
    // What producer.send rejects with once its own retries are spent: non-retriable, caused by the above.
    expect(brokerUnavailable(new KafkaJSNumberOfRetriesExceeded(refused, { retryCount: 5, retryTime: 4800 }))).toBe(true);
    // As kafkajs builds it from the broker's error code 10.
    const tooLarge = new KafkaJSProtocolError(
      Object.assign(new Error("The request included a message larger than the max message size the server will accept"), {
        type: "MESSAGE_TOO_LARGE",
        code: 10,
        retriable: false,
      }),
    );
    expect(brokerUnavailable(tooLarge)).toBe(false);
    expect(brokerUnavailable(new Error("The event bus is closed"))).toBe(false);
  });
});
