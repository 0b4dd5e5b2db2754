import type { AddressInfo } from "node:net";
import { testDatabase } from "@highcotton/kit/testing";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MailSender } from "../../src/application/send-mails.ts";
import { SmtpTransport } from "../../src/transports/smtp-transport.ts";
import { type NotificationsHarness, startNotificationsHarness } from "../support/notifications-harness.ts";

const postgres = testDatabase("notifications_smtp");

/** A real SMTP server in this process: every message it accepts, parsed back. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

postgres.describe("sending through SMTP", (open) => {
  let harness: NotificationsHarness;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    harness = await startNotificationsHarness(open);
  });
  afterAll(async () => {
    await harness.stop();
    await smtp.close();
  });

  it("delivers the confirmation as a multipart mail with its text and HTML, and keeps the server's message id", async () => {
    const transport = new SmtpTransport({ url: smtp.url, from: "High Cotton <orders@shop.example>", maxConnections: 2 });
    const sender = new MailSender({ ...harness.deps, transport });
    try {
      const order = await harness.placeOrder({ customerName: "Jo & <b>Shopper</b>", customerEmail: "jo@example.com" });
      expect(await sender.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.to).toMatchObject({ value: [{ address: "jo@example.com" }] });
      expect(message?.from).toMatchObject({ value: [{ address: "orders@shop.example", name: "High Cotton" }] });
      expect(message?.subject).toBe("Your High Cotton order is confirmed");
      expect(message?.text).toContain("Hi Jo & <b>Shopper</b>,");
      expect(message?.text).toContain(`https://shop.example${order.receiptPath}`);
      expect(message?.html).toContain("Hi Jo &amp; &lt;b&gt;Shopper&lt;/b&gt;,");
      expect(message?.html).toContain(`href="https://shop.example${order.receiptPath}"`);
      const [row] = await harness.mails();
      expect(message?.messageId).toBe(row?.messageId);
      expect(await harness.mailbox()).toEqual([]);
    } finally {
      await transport.close();
    }
  });
});
