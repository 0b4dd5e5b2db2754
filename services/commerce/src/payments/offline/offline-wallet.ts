import type { Db } from "@highcotton/kit";
import { fail, ok, type Result } from "@highcotton/kit/errors";
import { and, eq, inArray, sql } from "drizzle-orm";
import { offlinePayments } from "../../db/schema.ts";
import { isWalletOrderId } from "../../domain/wallet-order-id.ts";
import { PaymentDeclined, type RefundMade, type WalletOrderStatus, type WalletOrderView, type WalletPayments } from "../ports.ts";
import { idFromSeed, randomAlphanumeric } from "./offline-ids.ts";
import { answerOf } from "./offline-refunds.ts";

type OfflineRow = typeof offlinePayments.$inferSelect;

/** PayPal's order ids: 17 uppercase letters and digits. */
const orderIdOf = (idempotencyKey: string) => idFromSeed(`order:${idempotencyKey}`, 17, "upper");
/** One capture per order, so its id follows from the order's. */
const captureIdOf = (orderId: string) => idFromSeed(`capture:${orderId}`, 17, "upper");
/** A refund is named by its PayPal-Request-Id: the same id answers it again, another finds the capture refunded. */
const refundIdOf = (idempotencyKey: string) => idFromSeed(`refund:${idempotencyKey}`, 17, "upper");

export const offlineWalletMessages = {
  unknownOrder: "No such wallet order",
  notApproved: "Payer has not yet approved the Order for payment.",
  voided: "The payer cancelled this order.",
  cannotApprove: "This order can no longer be approved",
  cannotCancel: "This order can no longer be cancelled",
  notInUse: "The offline wallet is not in use",
} as const;

/**
 * The built-in wallet, standing in for a PayPal sandbox: orders live in `offline_payments` (kind
 * wallet) with PayPal Orders v2's statuses. The shopper approves or cancels on this site's own
 * approval page (`/wallet/approve/<id>`), which calls `approve` and `cancel` as PayPal's popup would.
 */
export class OfflineWalletPayments implements WalletPayments {
  readonly provider = "offline_wallet" as const;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: () => string,
  ) {}

  async setup(): Promise<{ clientToken: string }> {
    return { clientToken: `offline_wallet_${randomAlphanumeric(32)}` };
  }

  async createOrder(input: { amountCents: number; currency: "USD"; idempotencyKey: string }): Promise<WalletOrderView> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error("The order's amount must be a positive number of cents");
    }
    const id = orderIdOf(input.idempotencyKey);
    const [created] = await this.db
      .insert(offlinePayments)
      .values({ id, kind: "wallet", amountCents: input.amountCents, currency: input.currency, status: "CREATED" })
      .onConflictDoNothing({ target: offlinePayments.id })
      .returning();
    const order = created ?? (await this.find(id));
    if (!order) throw new Error(`The offline wallet order ${id} vanished while it was created`);
    // As PayPal-Request-Id: the same key answers the first order, never a different one.
    if (order.amountCents !== input.amountCents || order.currency !== input.currency) {
      throw new Error(`The request id '${input.idempotencyKey}' was already used for another order`);
    }
    return this.viewOf(order);
  }

  async getOrder(id: string): Promise<WalletOrderView | null> {
    const order = await this.find(id);
    return order ? this.viewOf(order) : null;
  }

  async capture(id: string, _idempotencyKey: string): Promise<WalletOrderView> {
    const [captured] = await this.move(id, ["APPROVED"], "COMPLETED");
    const order = captured ?? (await this.find(id));
    if (!order) throw new Error(`${offlineWalletMessages.unknownOrder}: ${id}`);
    switch (order.status as WalletOrderStatus) {
      case "COMPLETED":
      case "REFUNDED":
        return this.viewOf(order); // captured before: answered as it is
      case "VOIDED":
        throw new PaymentDeclined(offlineWalletMessages.voided);
      default:
        throw new PaymentDeclined(offlineWalletMessages.notApproved);
    }
  }

  async refund(id: string, idempotencyKey: string): Promise<RefundMade> {
    const refundId = refundIdOf(idempotencyKey);
    const [refunded] = await this.move(id, ["COMPLETED"], "REFUNDED", { refundId });
    if (refunded) return { refundId, alreadyRefunded: false };
    const order = await this.find(id);
    if (!order) throw new Error(`${offlineWalletMessages.unknownOrder}: ${id}`);
    if (order.status === "REFUNDED") return answerOf(order.refundId, refundId);
    throw new Error(`The wallet order ${id} has no capture to refund (it is ${order.status})`);
  }

  /** The shopper approves on the approval page. Approving twice is harmless; a closed order is a CONFLICT. */
  async approve(id: string): Promise<Result<WalletOrderView>> {
    return this.decide(id, "APPROVED", offlineWalletMessages.cannotApprove);
  }

  /** The shopper cancels on the approval page, before approving. Cancelling twice is harmless. */
  async cancel(id: string): Promise<Result<WalletOrderView>> {
    return this.decide(id, "VOIDED", offlineWalletMessages.cannotCancel);
  }

  private async decide(id: string, to: "APPROVED" | "VOIDED", refusal: string): Promise<Result<WalletOrderView>> {
    if (!isWalletOrderId(id)) return fail("NOT_FOUND", offlineWalletMessages.unknownOrder);
    const [moved] = await this.move(id, ["CREATED"], to);
    const order = moved ?? (await this.find(id));
    if (!order) return fail("NOT_FOUND", offlineWalletMessages.unknownOrder);
    if (order.status !== to) return fail("CONFLICT", `${refusal} (it is ${order.status})`);
    return ok(this.viewOf(order));
  }

  /** Moves an order from one of `from` to `to` in one statement, so simultaneous calls cannot both move it. */
  private move(id: string, from: WalletOrderStatus[], to: WalletOrderStatus, also: { refundId?: string } = {}) {
    return this.db
      .update(offlinePayments)
      .set({ status: to, ...also, updatedAt: sql`now()` })
      .where(and(eq(offlinePayments.id, id), eq(offlinePayments.kind, "wallet"), inArray(offlinePayments.status, from)))
      .returning();
  }

  private async find(id: string): Promise<OfflineRow | undefined> {
    const [row] = await this.db
      .select()
      .from(offlinePayments)
      .where(and(eq(offlinePayments.id, id), eq(offlinePayments.kind, "wallet")));
    return row;
  }

  private viewOf(order: OfflineRow): WalletOrderView {
    const status = order.status as WalletOrderStatus;
    const captured = status === "COMPLETED" || status === "REFUNDED";
    return {
      id: order.id,
      status,
      amountCents: order.amountCents,
      currency: order.currency,
      // As PayPal: the approve link is offered while the payer still has to act.
      ...(status === "CREATED" && { approveUrl: `${this.publicUrl()}/wallet/approve/${order.id}` }),
      ...(captured && { captureId: captureIdOf(order.id) }),
    };
  }
}
