// The behaviour every EventBus adapter promises (see src/bus/event-bus.ts), run against each one.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { BusMessage, EventBus } from "../../src/bus/event-bus.ts";

export interface EventBusContractOptions {
  /** Upper bound for a delivery to show up; a broker needs longer than an in-process call. */
  deliveryTimeoutMs?: number;
}

/** Waits until `condition` holds, polling; fails with `what` once `timeoutMs` has passed. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Publishes as the outbox relay does: a rejected publish is tried again. The in-process bus
 * rejects when a handler failed (the outbox is its durable log); Kafka accepts, then redelivers.
 */
export async function publishUntilAccepted(bus: EventBus, message: BusMessage, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bus.publish(message);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

const text = (value: Uint8Array) => new TextDecoder().decode(value);
const message = (topic: string, key: string, body: string): BusMessage => ({ topic, key, value: new TextEncoder().encode(body) });

export function describeEventBusContract(
  name: string,
  makeBus: () => Promise<EventBus>,
  options: EventBusContractOptions = {},
): void {
  const timeoutMs = options.deliveryTimeoutMs ?? 30_000;

  describe(`EventBus contract: ${name}`, () => {
    let buses: EventBus[] = [];
    const openBus = async () => {
      const bus = await makeBus();
      buses.push(bus);
      return bus;
    };
    afterEach(async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      buses = [];
    });

    // Names are unique per test so tests on a shared broker never see each other's messages.
    const unique = (label: string) => `highcotton.contract.v1.${label}_${randomUUID().slice(0, 8)}`;

    it("gives every subscribed group its own copy of each message", async () => {
      const bus = await openBus();
      const topic = unique("Copied");
      const received = new Map<string, string[]>([
        [unique("ledger"), []],
        [unique("mailer"), []],
      ]);
      for (const [group, bodies] of received) {
        await bus.subscribe(group, [topic], async (delivered) => {
          bodies.push(text(delivered.value));
        });
      }
      for (const body of ["one", "two", "three"]) await publishUntilAccepted(bus, message(topic, body, body));
      for (const [group, bodies] of received) {
        await eventually(() => new Set(bodies).size === 3, timeoutMs, `group ${group} to get all three messages`);
        expect([...new Set(bodies)].sort()).toEqual(["one", "three", "two"]);
      }
    });

    it("delivers to a group only the topics it subscribed to", async () => {
      const bus = await openBus();
      const [wanted, other] = [unique("Wanted"), unique("Other")];
      const narrow: string[] = [];
      const broad: string[] = [];
      await bus.subscribe(unique("narrow"), [wanted], async (delivered) => {
        narrow.push(delivered.topic);
      });
      await bus.subscribe(unique("broad"), [wanted, other], async (delivered) => {
        broad.push(delivered.topic);
      });
      await publishUntilAccepted(bus, message(other, "k", "other"));
      await publishUntilAccepted(bus, message(wanted, "k", "wanted"));
      await eventually(() => narrow.length >= 1 && new Set(broad).size === 2, timeoutMs, "both groups to get their topics");
      expect(new Set(narrow)).toEqual(new Set([wanted]));
      expect(new Set(broad)).toEqual(new Set([wanted, other]));
    });

    it("keeps the order of each key's messages within a group", async () => {
      const bus = await openBus();
      const topic = unique("Ordered");
      const keys = ["dispensary-a", "dispensary-b", "dispensary-c"];
      const total = 50;
      const received: BusMessage[] = [];
      await bus.subscribe(unique("ordered"), [topic], async (delivered) => {
        received.push(delivered);
      });
      for (let position = 0; position < total; position++) {
        const key = keys[position % keys.length] ?? "";
        await publishUntilAccepted(bus, message(topic, key, String(position)));
      }
      await eventually(() => received.length >= total, timeoutMs, `all ${total} messages`);
      expect(received).toHaveLength(total);
      for (const key of keys) {
        const positions = received.filter((delivered) => delivered.key === key).map((delivered) => Number(text(delivered.value)));
        const expected = Array.from({ length: total }, (_, position) => position).filter(
          (position) => keys[position % keys.length] === key,
        );
        expect(positions).toEqual(expected);
      }
    });

    it("delivers a message again when its handler rejects, and later messages still flow", async () => {
      const bus = await openBus();
      const topic = unique("Retried");
      const attempts = new Map<string, number>();
      const handled: string[] = [];
      await bus.subscribe(unique("flaky"), [topic], async (delivered) => {
        const body = text(delivered.value);
        const attempt = (attempts.get(body) ?? 0) + 1;
        attempts.set(body, attempt);
        if (body === "first" && attempt <= 2) throw new Error("the database blinked");
        handled.push(body);
      });
      await publishUntilAccepted(bus, message(topic, "order-1", "first"));
      await publishUntilAccepted(bus, message(topic, "order-1", "second"));
      await publishUntilAccepted(bus, message(topic, "order-2", "other"));
      await eventually(
        () => ["first", "second", "other"].every((body) => handled.includes(body)),
        timeoutMs,
        "every message to be handled",
      );
      expect(attempts.get("first")).toBeGreaterThanOrEqual(3);
      // Redelivery keeps the key's order: the failed message is handled before the one after it.
      expect(handled.indexOf("first")).toBeLessThan(handled.indexOf("second"));
    });

    it("waits in close() for handlers in flight", async () => {
      const bus = await openBus();
      const topic = unique("Closing");
      const steps: string[] = [];
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await bus.subscribe(unique("slow"), [topic], async () => {
        steps.push("handler started");
        await gate;
        steps.push("handler finished");
      });
      // Not awaited: the in-process bus resolves publish only once the handler is done.
      const published = bus.publish(message(topic, "k", "slow")).catch(() => {});
      await eventually(() => steps.includes("handler started"), timeoutMs, "the handler to start");
      const closed = bus.close().then(() => steps.push("close resolved"));
      // Give close() the chance to resolve too early; it must still be waiting afterwards.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(steps).not.toContain("close resolved");
      release();
      await closed;
      await published;
      expect(steps).toEqual(["handler started", "handler finished", "close resolved"]);
    });
  });
}
