import { type BackgroundWorker, NotifiedLoop } from "@highcotton/kit";
import { asc, desc, eq } from "drizzle-orm";
import { orderLookups, orderReplicas } from "../db/schema.ts";
import { renderOrderLinks } from "../mails/order-links.template.ts";
import { enqueueMail } from "./enqueue-mail.ts";
import { ORDER_LOOKUP_CHANNEL } from "./look-up-orders.ts";
import { linkTo, type NotificationsDeps } from "./notifications-deps.ts";

/** The most receipts one lookup mail lists (newest first). */
const MAX_LINKS = 25;

/**
 * Answers recorded lookups, oldest first, each in one transaction: the email's orders are read and,
 * when it has any, the mail of their receipt links is written (keyed by the lookup, so it is
 * written once) and the lookup removed. Lookups another pass holds are skipped. Answers how many
 * it answered.
 */
export async function answerOrderLookups(deps: Pick<NotificationsDeps, "db" | "now" | "publicUrl">, limit = 50): Promise<number> {
  let answered = 0;
  while (answered < limit && (await answerOne(deps))) answered++;
  return answered;
}

function answerOne(deps: Pick<NotificationsDeps, "db" | "now" | "publicUrl">): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [lookup] = await tx
      .select()
      .from(orderLookups)
      .orderBy(asc(orderLookups.requestedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!lookup) return false;
    const orders = await tx
      .select({ placedAt: orderReplicas.placedAt, totalCents: orderReplicas.totalCents, receiptPath: orderReplicas.receiptPath })
      .from(orderReplicas)
      .where(eq(orderReplicas.mailboxKey, lookup.mailboxKey))
      .orderBy(desc(orderReplicas.placedAt))
      .limit(MAX_LINKS);
    if (orders.length > 0) {
      const links = orders.map((order) => ({ ...order, receiptUrl: linkTo(deps, order.receiptPath) }));
      await enqueueMail(
        tx,
        "order-links",
        { dedupeKey: `order-links:${lookup.id}`, to: lookup.mailboxKey, content: renderOrderLinks(links) },
        deps.now(),
      );
    }
    await tx.delete(orderLookups).where(eq(orderLookups.id, lookup.id));
    return true;
  });
}

/** Answers lookups as they are recorded (woken by their NOTIFY), on one replica at a time. */
export class OrderLookupWorker implements BackgroundWorker {
  private readonly loop: NotifiedLoop;

  constructor(deps: NotificationsDeps, options: { idlePollMs?: number } = {}) {
    this.loop = new NotifiedLoop({
      database: deps.database,
      channel: ORDER_LOOKUP_CHANNEL,
      lockName: "notifications-order-lookups",
      logger: deps.logger,
      // A lookup whose NOTIFY was missed (the worker was starting) is picked up by a poll.
      idlePollMs: options.idlePollMs ?? 15_000,
      errorDelayMs: 2000,
      pass: async () => ({ progressed: (await answerOrderLookups(deps)) > 0 }),
    });
  }

  start(): Promise<void> {
    return this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
