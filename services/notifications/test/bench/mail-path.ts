// `npm run bench -w services/notifications`: the mail path under load. 1,000 OrderPlaced events
// go through notifications' inbox (as the bus hands them over, several at once), and the sender
// delivers the 1,000 confirmations: once to the local mailbox, once to an SMTP server in this
// process (smtp-server, every message parsed back with mailparser). It prints how long the events
// took to handle, how long until the last mail was delivered, and mails per second.
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { openDatabase, sealEvent, startService } from "@highcotton/kit";
import { startTestPostgres, testServiceDeps } from "@highcotton/kit/testing";
import { OrderPlacedSchema } from "@highcotton/proto";
import { count } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { MailTransport } from "../../src/application/mail-transport.ts";
import type { NotificationsDeps } from "../../src/application/notifications-deps.ts";
import { mailboxMessages } from "../../src/db/schema.ts";
import { defineNotificationsService } from "../../src/service.ts";
import { SmtpTransport } from "../../src/transports/smtp-transport.ts";

const EVENTS = 1000;
/** Events handed to the consumer at once, as a bus with several partitions would. */
const DELIVERY_CONCURRENCY = 8;
const SEND_CONCURRENCY = 5;

interface Figures {
  transport: string;
  handledMs: number;
  deliveredMs: number;
  delivered: number;
}

async function main(): Promise<void> {
  const postgres = await startTestPostgres();
  const smtp = await startSmtpServer();
  const figures: Figures[] = [];
  try {
    figures.push(await run("local mailbox", await postgres.createDatabase("bench_mail_local"), null, null));
    figures.push(
      await run(
        `SMTP (smtp-server, ${SEND_CONCURRENCY} connections)`,
        await postgres.createDatabase("bench_mail_smtp"),
        () => smtp.received,
        () => new SmtpTransport({ url: smtp.url, from: "High Cotton <orders@bench.example>", maxConnections: SEND_CONCURRENCY }),
      ),
    );
  } finally {
    await smtp.close();
    await postgres.stop();
  }
  process.stdout.write(`\nMail path: ${EVENTS} OrderPlaced events → ${EVENTS} confirmations (Node ${process.version})\n`);
  process.stdout.write(
    "| transport | events handled | all mails delivered | mails/s (events in → last mail out) |\n|---|---|---|---|\n",
  );
  for (const figure of figures) {
    const rate = (figure.delivered / (figure.deliveredMs / 1000)).toFixed(0);
    process.stdout.write(
      `| ${figure.transport} | ${(figure.handledMs / 1000).toFixed(2)} s | ${(figure.deliveredMs / 1000).toFixed(2)} s (${figure.delivered}) | ${rate} |\n`,
    );
  }
}

/** Starts notifications (its sender worker running) on a fresh database, and times the 1,000 events to their mails. */
async function run(
  transport: string,
  url: string,
  smtpReceived: (() => unknown[]) | null,
  makeTransport: ((deps: NotificationsDeps) => MailTransport) | null,
): Promise<Figures> {
  const database = await openDatabase({ url });
  const definition = defineNotificationsService((deps) => ({
    ...deps,
    sendConcurrency: SEND_CONCURRENCY,
    transport: makeTransport ? makeTransport(deps) : deps.transport,
  }));
  const service = await startService(definition, { ...testServiceDeps(), database });
  const events = Array.from({ length: EVENTS }, (_, index) => orderPlaced(index));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
      while (next < events.length) {
        const event = events[next++];
        if (event) await service.consumer.handle(event);
      }
    }),
  );
  const handledMs = performance.now() - started;
  const delivered = async () => {
    if (smtpReceived) return smtpReceived().length;
    const [row] = await database.db.select({ n: count() }).from(mailboxMessages);
    return row?.n ?? 0;
  };
  while ((await delivered()) < EVENTS) {
    if (performance.now() - started > 300_000)
      throw new Error(`only ${await delivered()} of ${EVENTS} mails delivered in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const deliveredMs = performance.now() - started;
  const total = await delivered();
  await service.stop();
  await database.close();
  return { transport, handledMs, deliveredMs, delivered: total };
}

function orderPlaced(index: number): Uint8Array {
  const orderId = randomUUID();
  return sealEvent({
    schema: OrderPlacedSchema,
    aggregateId: orderId,
    data: {
      orderId,
      customerName: `Bench Shopper ${index}`,
      customerEmail: `shopper${index}@bench.example`,
      shippingCity: "Denver",
      shippingState: "CO",
      lines: [{ quantity: 1 + (index % 3), unitPriceCents: 2500 }],
      totalCents: 2500 * (1 + (index % 3)),
      merchantEarningsCents: 1600 * (1 + (index % 3)),
      receiptPath: `/orders/${randomBytes(32).toString("base64url")}`,
      placedAt: timestampFromDate(new Date()),
    },
  }).bytes;
}

async function startSmtpServer() {
  const received: unknown[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    maxClients: 50,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push(parsed.messageId);
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

await main();
