import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { sealEvent } from "@highcotton/kit";
import { testDatabase } from "@highcotton/kit/testing";
import {
  AdvertiserApprovedSchema,
  AdvertiserRejectedSchema,
  DispensaryCreatedSchema,
  MerchantSubscriptionLapsedSchema,
  OrderAcceptedSchema,
  OrderFulfilledSchema,
  OrderLeadExpiredSchema,
  OrderPlacedSchema,
  PaymentRefundedSchema,
  WithdrawalCompletedSchema,
} from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MailTransport, OutgoingMessage } from "../../src/application/mail-transport.ts";
import { sendLeadDigests } from "../../src/application/send-lead-digests.ts";
import { MailSender } from "../../src/application/send-mails.ts";
import { closedLeads, mails } from "../../src/db/schema.ts";
import { CLAIM_MS } from "../../src/domain/retries.ts";
import { type NotificationsHarness, startNotificationsHarness } from "../support/notifications-harness.ts";

const postgres = testDatabase("notifications_mails");

postgres.describe("mails sent on events", (open) => {
  let harness: NotificationsHarness;
  beforeAll(async () => {
    harness = await startNotificationsHarness(open);
    return () => harness.stop();
  });
  beforeEach(() => harness.reset());

  describe("order confirmation", () => {
    it("mails the shopper once, with the receipt link, even when OrderPlaced is delivered twice", async () => {
      const orderId = randomUUID();
      const { bytes } = sealEvent({
        schema: OrderPlacedSchema,
        aggregateId: orderId,
        data: {
          orderId,
          customerName: "Jo <Shopper>",
          customerEmail: "Jo@Example.com",
          shippingState: "CO",
          lines: [{ quantity: 3 }],
          totalCents: 7500,
          receiptPath: "/orders/tok_abc",
          placedAt: timestampFromDate(harness.clock.now()),
        },
      });
      expect(await harness.service.consumer.handle(bytes)).toBe("processed");
      expect(await harness.service.consumer.handle(bytes)).toBe("duplicate");
      // The same order announced again under another event id meets its dedupe key.
      await harness.deliver(OrderPlacedSchema, orderId, {
        orderId,
        customerEmail: "jo@example.com",
        receiptPath: "/orders/tok_abc",
      });

      expect(await harness.sender.drain()).toBe(1);
      const [mail, ...others] = await harness.mailbox();
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ to: "Jo@Example.com", subject: "Your High Cotton order is confirmed" });
      expect(mail?.text).toContain("https://shop.example/orders/tok_abc");
      expect(mail?.text).toContain("3 shirts, $75.00");
      expect(mail?.html).toContain('href="https://shop.example/orders/tok_abc"');
      expect(mail?.html).toContain("Jo &lt;Shopper&gt;");
      const [row] = await harness.mails();
      expect(row).toMatchObject({ kind: "order-confirmation", attempts: 1, claimedUntil: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.messageId).toMatch(/^<[0-9a-f]{32}@mail\.highcotton>$/);
    });

    it("is sent by the running worker as soon as the event is handled", async () => {
      const sender = new MailSender(harness.deps, { idlePollMs: 60_000 });
      await sender.start();
      try {
        const order = await harness.placeOrder();
        await expect
          .poll(async () => (await harness.mailbox()).map((mail) => mail.to), { timeout: 10_000 })
          .toEqual([order.customerEmail]);
      } finally {
        await sender.stop();
      }
    });
  });

  describe("order updates", () => {
    it("tells the shopper the order shipped, once", async () => {
      const order = await harness.placeOrder();
      const shipped = { orderId: order.orderId, merchantId: randomUUID(), merchantEarningsCents: 3200 };
      await harness.deliver(OrderFulfilledSchema, order.orderId, shipped);
      await harness.deliver(OrderFulfilledSchema, order.orderId, shipped);
      await harness.sender.drain();
      const mailbox = await harness.mailbox();
      expect(mailbox.map((mail) => mail.subject).sort()).toEqual([
        "Your High Cotton order has shipped",
        "Your High Cotton order is confirmed",
      ]);
      const mail = mailbox.find((each) => each.subject.includes("shipped"));
      expect(mail?.text).toContain(`https://shop.example${order.receiptPath}`);
    });

    it("writes nothing for an order it never heard of, or a refund that names no order", async () => {
      await harness.deliver(OrderFulfilledSchema, randomUUID(), { orderId: randomUUID(), merchantId: randomUUID() });
      await harness.deliver(PaymentRefundedSchema, randomUUID(), { paymentId: randomUUID(), amountCents: 2500 });
      expect(await harness.mails()).toEqual([]);
    });
  });

  describe("store owners and advertisers", () => {
    it("tells the store's owner a payout was sent, and an applicant it was approved", async () => {
      const owner = await harness.account("dispensary");
      const dispensaryId = randomUUID();
      await harness.deliver(DispensaryCreatedSchema, dispensaryId, {
        dispensaryId,
        ownerUserId: owner.userId,
        name: "Greenleaf & Co",
      });
      const withdrawalId = randomUUID();
      await harness.deliver(WithdrawalCompletedSchema, withdrawalId, {
        withdrawalId,
        dispensaryId,
        amountCents: 12_345,
        payoutReference: "tr_123",
      });
      const applicant = await harness.account("user");
      await harness.deliver(AdvertiserApprovedSchema, randomUUID(), {
        advertiserId: randomUUID(),
        userId: applicant.userId,
        monthlyFeeCents: 5000n,
      });
      await harness.sender.drain();
      const byTo = Object.fromEntries((await harness.mailbox()).map((mail) => [mail.to, mail]));
      const payout = byTo[`${owner.username}@example.test`];
      expect(payout?.subject).toBe("Your High Cotton payout was sent");
      expect(payout?.text).toContain("We sent $123.45 from Greenleaf & Co's earnings");
      expect(payout?.html).toContain("Greenleaf &amp; Co's earnings");
      const approval = byTo[`${applicant.username}@example.test`];
      expect(approval?.text).toContain("($50.00)");
      expect(approval?.text).toContain("https://shop.example/advertiser-dashboard");
    });

    it("tells an applicant their application was rejected, and why", async () => {
      const applicant = await harness.account("user");
      const applicationId = randomUUID();
      await harness.deliver(AdvertiserRejectedSchema, applicationId, {
        applicationId,
        userId: applicant.userId,
        companyName: "Bud Brand Co.",
        reason: "Your website does not load",
      });
      await harness.sender.drain();
      const [rejection, ...more] = await harness.mailbox();
      expect(more).toEqual([]);
      expect(rejection).toMatchObject({
        to: `${applicant.username}@example.test`,
        subject: "Your High Cotton advertiser application was not approved",
      });
      expect(rejection?.text).toContain("Your application to advertise Bud Brand Co. was not approved");
      expect(rejection?.text).toContain("Your website does not load");
      expect(rejection?.text).toContain("https://shop.example/onboard-advertiser");
    });
  });

  describe("lead digests", () => {
    it("sends a merchant at most one digest per 15 minutes, listing every new lead in its state", async () => {
      const merchant = await harness.merchant("CO");
      await harness.merchant("TX");
      await harness.placeOrder({ shippingCity: "Denver" });
      await harness.placeOrder({ shippingCity: "Boulder" });

      expect(await sendLeadDigests(harness.deps)).toBe(1);
      await harness.placeOrder({ shippingCity: "Aurora" });
      harness.clock.advance(14 * 60_000);
      expect(await sendLeadDigests(harness.deps)).toBe(0);
      harness.clock.advance(60_000);
      expect(await sendLeadDigests(harness.deps)).toBe(1);
      expect(await sendLeadDigests(harness.deps)).toBe(0);

      const digests = (await harness.mails()).filter((mail) => mail.kind === "lead-digest");
      expect(digests.map((mail) => [mail.to, mail.subject])).toEqual([
        [merchant.email, "2 new leads in CO"],
        [merchant.email, "1 new lead in CO"],
      ]);
      expect(digests[0]?.text).toContain("Denver, CO: 2 shirts, you earn $32.00");
      expect(digests[0]?.text).toContain("Boulder, CO");
      expect(digests[1]?.text).toContain("Aurora, CO");
    });

    it("writes one digest when two runs race", async () => {
      await harness.merchant("CO");
      await harness.placeOrder();
      const written = await Promise.all([
        sendLeadDigests(harness.deps),
        sendLeadDigests(harness.deps),
        sendLeadDigests(harness.deps),
      ]);
      expect(written.reduce((total, count) => total + count, 0)).toBe(1);
    });

    it("leaves out leads accepted or expired before the digest, also when the acceptance arrived first", async () => {
      const merchant = await harness.merchant("CO");
      const taken = await harness.placeOrder({ shippingCity: "Denver" });
      const lapsed = await harness.placeOrder({ shippingCity: "Pueblo" });
      await harness.placeOrder({ shippingCity: "Boulder" });
      const at = timestampFromDate(harness.clock.now());
      const acceptedFirst = randomUUID();
      await harness.deliver(OrderAcceptedSchema, taken.orderId, {
        orderId: taken.orderId,
        merchantId: randomUUID(),
        acceptedAt: at,
      });
      await harness.deliver(OrderLeadExpiredSchema, lapsed.orderId, {
        orderId: lapsed.orderId,
        reason: "unaccepted",
        expiredAt: at,
      });
      await harness.deliver(OrderAcceptedSchema, acceptedFirst, {
        orderId: acceptedFirst,
        merchantId: randomUUID(),
        acceptedAt: at,
      });
      await harness.placeOrder({ orderId: acceptedFirst, shippingCity: "Aurora" });
      // Accepted while its order was being recorded (the two transactions did not see each other).
      const raced = await harness.placeOrder({ shippingCity: "Golden" });
      await harness.database.db.insert(closedLeads).values({ orderId: raced.orderId, closedAt: harness.clock.now() });

      expect(await sendLeadDigests(harness.deps)).toBe(1);
      const [digest, ...others] = (await harness.mails()).filter((mail) => mail.kind === "lead-digest");
      expect(others).toEqual([]);
      expect([digest?.to, digest?.subject]).toEqual([merchant.email, "1 new lead in CO"]);
      expect(digest?.text).toContain("Boulder, CO");
      for (const city of ["Denver", "Pueblo", "Aurora", "Golden"]) expect(digest?.text).not.toContain(city);
    });

    it("sends nothing to a merchant whose subscription lapsed", async () => {
      const merchant = await harness.merchant("CO");
      await harness.placeOrder();
      await harness.deliver(MerchantSubscriptionLapsedSchema, merchant.merchantId, {
        merchantId: merchant.merchantId,
        userId: merchant.account.userId,
        reason: "payment_failed",
        lapsedAt: timestampFromDate(harness.clock.now()),
      });
      await harness.placeOrder();
      expect(await sendLeadDigests(harness.deps)).toBe(0);
    });
  });

  describe("the sender", () => {
    it("retries a failed mail later and marks it sent once it goes through", async () => {
      const outcomes: Array<"fail" | "ok"> = ["fail", "ok"];
      const sent: OutgoingMessage[] = [];
      const flaky: MailTransport = {
        name: "smtp",
        async send(message) {
          if (outcomes.shift() === "fail") throw new Error("421 try again later");
          sent.push(message);
          return { messageId: message.messageId };
        },
        async close() {},
      };
      const sender = new MailSender({ ...harness.deps, transport: flaky });
      await harness.placeOrder();
      expect(await sender.drain()).toBe(1);
      const [failed] = await harness.mails();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, lastError: "421 try again later" });
      expect(await sender.drain()).toBe(0);
      harness.clock.advance(31_000);
      expect(await sender.drain()).toBe(1);
      const [delivered] = await harness.mails();
      expect(delivered).toMatchObject({ attempts: 2, lastError: null });
      expect(sent).toHaveLength(1);
    });

    it("sends a mail whose sender died after claiming it again once the claim expires, with the same Message-ID, and the mailbox keeps one copy", async () => {
      await harness.placeOrder();
      // A sender claims the mail and dies before marking it sent (its claim is left behind).
      const [mail] = await harness.mails();
      await harness.database.db
        .update(mails)
        .set({ attempts: 1, claimedUntil: new Date(harness.clock.now().getTime() + CLAIM_MS) })
        .where(eq(mails.id, mail!.id));
      expect(await harness.sender.drain()).toBe(0);
      harness.clock.advance(CLAIM_MS);
      expect(await harness.sender.drain()).toBe(1);
      expect(await harness.sender.drain()).toBe(0);
      expect(await harness.mailbox()).toHaveLength(1);
      const [row] = await harness.mails();
      expect(row?.attempts).toBe(2);
    });

    it("sends each mail once when senders race", async () => {
      for (let index = 0; index < 20; index++) await harness.placeOrder({ customerEmail: `shopper${index}@example.com` });
      const delivered: string[] = [];
      const counting: MailTransport = {
        name: "smtp",
        async send(message) {
          delivered.push(message.mailId);
          return { messageId: message.messageId };
        },
        async close() {},
      };
      const senders = [1, 2, 3].map(() => new MailSender({ ...harness.deps, transport: counting, sendBatch: 4 }));
      await Promise.all(senders.map((sender) => sender.drain()));
      expect(delivered).toHaveLength(20);
      expect(new Set(delivered).size).toBe(20);
      expect((await harness.mails()).every((mail) => mail.sentAt !== null && mail.attempts === 1)).toBe(true);
    });
  });

  describe("the development mailbox", () => {
    it("lists an address's mails newest first, any case", async () => {
      await harness.placeOrder({ customerEmail: "Ana@Example.com" });
      harness.clock.advance(1000);
      await harness.sender.drain();
      const order = await harness.placeOrder({ customerEmail: "ana@example.com" });
      await harness.deliver(OrderFulfilledSchema, order.orderId, { orderId: order.orderId });
      harness.clock.advance(1000);
      await harness.sender.drain();
      await harness.placeOrder({ customerEmail: "someone@example.com" });
      await harness.sender.drain();
      const result = await harness.graph<{ devMailbox: Array<{ to: string; subject: string; sentAt: string }> }>(
        "query ($to: String) { devMailbox(to: $to) { to subject sentAt } }",
        { to: "ANA@example.com" },
      );
      expect(result.errors).toBeUndefined();
      const listed = result.data?.devMailbox ?? [];
      expect(listed).toHaveLength(3);
      expect(listed.map((mail) => mail.to)).toEqual(expect.arrayContaining(["Ana@Example.com", "ana@example.com"]));
      expect(listed.at(-1)?.to).toBe("Ana@Example.com");
      const times = listed.map((mail) => Date.parse(mail.sentAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("lists nothing for an address with a NUL byte, which no mail can have", async () => {
      const result = await harness.graph<{ devMailbox: unknown[] }>("query ($to: String) { devMailbox(to: $to) { to } }", {
        to: "ana@example.com\u0000",
      });
      expect(result).toEqual({ data: { devMailbox: [] } });
    });
  });
});

postgres.describe("the development mailbox in production", (open) => {
  let harness: NotificationsHarness;
  beforeAll(async () => {
    harness = await startNotificationsHarness(open, { deps: { devMailbox: false } });
    return () => harness.stop();
  });

  it("is not found", async () => {
    const result = await harness.graph("{ devMailbox { to } }");
    expect(result.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
