import type { RequestContext } from "@highcotton/kit";
import { cents, toDecimal } from "@highcotton/kit/money";
import type { WalletOrderView } from "../payments/ports.ts";

/** A shopper's input with its browser session: the body's session id, else the x-session-id header's. */
export const withSession = <T extends { sessionId?: unknown }>(input: T, context: RequestContext) => ({
  ...input,
  sessionId: input.sessionId ?? context.sessionId,
});

/** A wallet order as the checkout page and the approval page read it. */
export const walletOrderOut = (order: WalletOrderView) => ({
  id: order.id,
  status: order.status,
  amount: toDecimal(cents(order.amountCents)),
  approveUrl: order.approveUrl ?? null,
});
