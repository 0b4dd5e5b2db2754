import type { Db } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { answerOrderLookups } from "../../src/application/answer-order-lookups.ts";
import { lookUpOrders } from "../../src/application/look-up-orders.ts";
import { LOOKUPS_PER_ADDRESS, LOOKUPS_PER_EMAIL, messages } from "../../src/contract/index.ts";
import { orderLookups } from "../../src/db/schema.ts";
import { type NotificationsHarness, startNotificationsHarness } from "../support/notifications-harness.ts";

const postgres = testDatabase("notifications_lookup");

const LOOK_UP = "mutation ($input: OrderLookupInput!) { lookUpOrders(input: $input) { message } }";

postgres.describe("finding orders by email", (open) => {
  let harness: NotificationsHarness;
  beforeAll(async () => {
    harness = await startNotificationsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  const lookUp = (email: string, address = "203.0.113.7") =>
    harness.graph<{ lookUpOrders: { message: string } }>(LOOK_UP, { input: { email } }, { "x-forwarded-for": address });

  it("mails the links of the email's orders, newest first, and answers as it would for an email without orders", async () => {
    const older = await harness.placeOrder({ customerEmail: "Jo@Example.com", totalCents: 2500 });
    harness.clock.advance(60_000);
    const newer = await harness.placeOrder({ customerEmail: "jo@example.com", totalCents: 5000 });
    await harness.placeOrder({ customerEmail: "someone.else@example.com" });
    await harness.sender.drain();

    const known = await lookUp("  JO@example.com ");
    const unknown = await lookUp("nobody@example.com");
    expect(known).toEqual(unknown);
    expect(known.data?.lookUpOrders.message).toBe(messages.lookupAccepted);

    expect(await answerOrderLookups(harness.deps)).toBe(2);
    expect(await answerOrderLookups(harness.deps)).toBe(0);
    await harness.sender.drain();
    const links = (await harness.mailbox()).filter((mail) => mail.subject === "Your High Cotton order links");
    expect(links.map((mail) => mail.to)).toEqual(["jo@example.com"]);
    const text = links[0]?.text ?? "";
    expect(text.indexOf(newer.receiptPath)).toBeGreaterThan(-1);
    expect(text.indexOf(newer.receiptPath)).toBeLessThan(text.indexOf(older.receiptPath));
    expect(links[0]?.html).toContain(`href="https://shop.example${older.receiptPath}"`);
  });

  it("does the same work on the request for an email with orders and one without: the orders are read after answering", async () => {
    await harness.placeOrder({ customerEmail: "jo@example.com" });
    await harness.sender.drain();
    const mailsBefore = (await harness.mails()).length;
    // The same pool, with every statement the request sends written down.
    const statements: string[] = [];
    const client = (harness.database.db as unknown as { $client: pg.Pool }).$client;
    const logged = drizzle({ client, logger: { logQuery: (query) => statements.push(query) } }) as unknown as Db;
    const request = async (email: string) => {
      statements.length = 0;
      const answer = await lookUpOrders({ ...harness.deps, db: logged }, { email }, "203.0.113.7");
      return { answer, statements: [...statements] };
    };

    const known = await request("jo@example.com");
    const unknown = await request("nobody@example.com");
    expect(known.answer).toEqual(unknown.answer);
    expect(known.statements).toEqual(unknown.statements);
    expect(known.statements.some((statement) => statement.includes('"order_lookups"'))).toBe(true);
    expect(known.statements.join("\n")).not.toContain("order_replicas");
    expect((await harness.mails()).length).toBe(mailsBefore);
    expect(await harness.database.db.select({ mailboxKey: orderLookups.mailboxKey }).from(orderLookups)).toHaveLength(2);

    // Answered after the request: a mail for the email with orders only.
    expect(await answerOrderLookups(harness.deps)).toBe(2);
    const written = (await harness.mails()).slice(mailsBefore);
    expect(written.map((mail) => [mail.kind, mail.to])).toEqual([["order-links", "jo@example.com"]]);
  });

  it("refuses a malformed email", async () => {
    const result = await lookUp("not-an-email");
    expect(result.errors?.[0]).toMatchObject({ message: messages.emailInvalid, extensions: { code: "BAD_USER_INPUT" } });
  });

  it("limits lookups per email, whether or not it has orders, and lets them again after the window", async () => {
    for (let index = 0; index < LOOKUPS_PER_EMAIL.max; index++) {
      expect((await lookUp("nobody@example.com", `198.51.100.${index}`)).errors).toBeUndefined();
    }
    const refused = await lookUp("NOBODY@example.com", "198.51.100.99");
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.tooManyLookups,
      extensions: { code: "TOO_MANY_REQUESTS", retryAfter: LOOKUPS_PER_EMAIL.windowSeconds },
    });
    expect((await lookUp("other@example.com", "198.51.100.99")).errors).toBeUndefined();
    harness.clock.advance(LOOKUPS_PER_EMAIL.windowSeconds * 1000);
    expect((await lookUp("nobody@example.com", "198.51.100.99")).errors).toBeUndefined();
  });

  it("limits lookups per client address across emails, also when they arrive together", async () => {
    const results = await Promise.all(
      Array.from({ length: LOOKUPS_PER_ADDRESS.max + 3 }, (_, index) => lookUp(`walker${index}@example.com`)),
    );
    const refused = results.filter((result) => result.errors?.[0]?.extensions?.code === "TOO_MANY_REQUESTS");
    expect(refused).toHaveLength(3);
  });
});
