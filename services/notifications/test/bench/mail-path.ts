// The mail path, measured for `npm run bench` (cli/src/bench): OrderPlaced events go through
// notifications' inbox (as the bus hands them over, several at once), and the sender delivers the
// confirmations: to the local mailbox, and to an SMTP server in this process (smtp-server, every
// message parsed back with mailparser).
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

/** Events handed to the consumer at once, as a bus with several partitions would. */
const DELIVERY_CONCURRENCY = 8;
const SEND_CONCURRENCY = 5;

/** One run: `events` OrderPlaced handed over, then waited for until every confirmation was delivered. */
export interface MailPathFigures {
  transport: "local mailbox" | "SMTP";
  events: number;
  /** From the first event handed over to the last one handled. */
  handledMs: number;
  /** From the first event handed over to the last mail delivered. */
  deliveredMs: number;
  delivered: number;
}

/**
 * Each transport with a few events and with many, every run on a fresh database with its own
 * notifications service (its sender worker running, `sendConcurrency` connections); throws when a
 * run's mails are not all delivered within five minutes.
 */
export async function measureMailPath({ few = 10, many = 1000 } = {}): Promise<{
  sendConcurrency: number;
  figures: MailPathFigures[];
}> {
  const postgres = await startTestPostgres();
  const smtp = await startSmtpServer();
  const figures: MailPathFigures[] = [];
  try {
    for (const events of [few, many]) {
      figures.push(await run("local mailbox", events, await postgres.createDatabase("bench_mail_local"), null, null));
      smtp.received.length = 0;
      figures.push(
        await run(
          "SMTP",
          events,
          await postgres.createDatabase("bench_mail_smtp"),
          () => smtp.received,
          () =>
            new SmtpTransport({ url: smtp.url, from: "High Cotton <orders@bench.example>", maxConnections: SEND_CONCURRENCY }),
        ),
      );
    }
  } finally {
    await smtp.close();
    await postgres.stop();
  }
  return { sendConcurrency: SEND_CONCURRENCY, figures };
}

/** Starts notifications (its sender worker running) on a fresh database, and times the events to their mails. */
async function run(
  transport: MailPathFigures["transport"],
  events: number,
  url: string,
  smtpReceived: (() => unknown[]) | null,
  makeTransport: ((deps: NotificationsDeps) => MailTransport) | null,
): Promise<MailPathFigures> {
  const database = await openDatabase({ url });
  const definition = defineNotificationsService((deps) => ({
    ...deps,
    sendConcurrency: SEND_CONCURRENCY,
    transport: makeTransport ? makeTransport(deps) : deps.transport,
  }));
  const service = await startService(definition, { ...testServiceDeps(), database });
  const sealed = Array.from({ length: events }, (_, index) => orderPlaced(index));
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: DELIVERY_CONCURRENCY }, async () => {
      while (next < sealed.length) {
        const event = sealed[next++];
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
  while ((await delivered()) < events) {
    if (performance.now() - started > 300_000)
      throw new Error(`only ${await delivered()} of ${events} mails delivered in 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const deliveredMs = performance.now() - started;
  const total = await delivered();
  await service.stop();
  await database.close();
  return { transport, events, handledMs, deliveredMs, delivered: total };
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
