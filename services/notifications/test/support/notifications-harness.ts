import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { Database } from "@highcotton/kit";
import {
  registerTestAccount,
  type ServiceHarness,
  type ServiceHarnessOptions,
  startServiceHarness,
  type TestAccount,
} from "@highcotton/kit/testing";
import { MerchantSubscribedSchema, OrderPlacedSchema } from "@highcotton/proto";
import type { NotificationsDeps } from "../../src/application/notifications-deps.ts";
import { MailSender } from "../../src/application/send-mails.ts";
import { mailboxMessages, mails } from "../../src/db/schema.ts";
import { defineNotificationsService } from "../../src/service.ts";

export const NOTIFICATIONS_TABLES = [
  "order_replicas",
  "account_replicas",
  "merchant_replicas",
  "store_owners",
  "mails",
  "mailbox_messages",
  "pending_leads",
  "lead_digests",
  "closed_leads",
  "lookup_requests",
  "order_lookups",
  "outbox",
  "inbox",
];

/** A placed order as commerce announces it; fields a test names replace the defaults. */
export interface PlacedOrder {
  orderId: string;
  receiptPath: string;
  customerEmail: string;
}

export interface NotificationsHarness extends ServiceHarness<NotificationsDeps> {
  /** Sends every due mail now (the worker is not started: tests send when they mean to). */
  sender: MailSender;
  account(role?: "user" | "dispensary" | "merchant"): Promise<TestAccount>;
  placeOrder(fields?: Record<string, unknown>): Promise<PlacedOrder>;
  /** A paid-up print merchant in `state` with a known account email. */
  merchant(state: string, businessName?: string): Promise<{ merchantId: string; account: TestAccount; email: string }>;
  mails(): Promise<Array<typeof mails.$inferSelect>>;
  mailbox(): Promise<Array<typeof mailboxMessages.$inferSelect>>;
}

/** Notifications started as the product starts it, without its sender worker, on one store. */
export async function startNotificationsHarness(
  open: () => Promise<Database>,
  options: ServiceHarnessOptions<NotificationsDeps> = {},
): Promise<NotificationsHarness> {
  const withoutWorkers = (adjust: (deps: NotificationsDeps) => NotificationsDeps) => {
    const definition = defineNotificationsService(adjust);
    return {
      ...definition,
      build: (context: Parameters<typeof definition.build>[0]) => ({ ...definition.build(context), workers: [] }),
    };
  };
  const harness = await startServiceHarness(withoutWorkers, {
    ...options,
    deps: { publicUrl: () => "https://shop.example", ...options.deps },
    database: await open(),
    tables: NOTIFICATIONS_TABLES,
  });
  const sender = new MailSender(harness.deps);
  return {
    ...harness,
    sender,
    account: (role = "user") => registerTestAccount(harness, role),
    async placeOrder(fields = {}) {
      const orderId = randomUUID();
      const order = {
        orderId,
        dispensaryId: "",
        lines: [{ designId: randomUUID(), designName: "Greenleaf Classic", size: "M", quantity: 2, unitPriceCents: 2500 }],
        customerName: "Jo Shopper",
        customerEmail: "jo@example.com",
        shippingAddress: "1420 Larimer St",
        shippingCity: "Denver",
        shippingState: "CO",
        shippingZip: "80202",
        totalCents: 5000,
        merchantEarningsCents: 3200,
        placedAt: timestampFromDate(harness.clock.now()),
        receiptPath: `/orders/${randomUUID().replaceAll("-", "")}receipt`,
        ...fields,
      };
      await harness.deliver(OrderPlacedSchema, order.orderId, order);
      return { orderId: order.orderId, receiptPath: order.receiptPath, customerEmail: order.customerEmail };
    },
    async merchant(state, businessName = "Mile High Prints") {
      const account = await registerTestAccount(harness, "merchant");
      const merchantId = randomUUID();
      await harness.deliver(MerchantSubscribedSchema, merchantId, {
        merchantId,
        userId: account.userId,
        businessName,
        city: "Denver",
        state,
        monthlyFeeCents: 500,
        provider: "offline",
        subscribedAt: timestampFromDate(harness.clock.now()),
      });
      return { merchantId, account, email: `${account.username}@example.test` };
    },
    mails: () => harness.database.db.select().from(mails),
    mailbox: () => harness.database.db.select().from(mailboxMessages),
  };
}
