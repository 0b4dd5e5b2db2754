import { orderRefundReasonLabels } from "@highcotton/commerce/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderPage, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import OrdersPanel from "./orders-panel.tsx";
import PayoutsPanel from "./payouts-panel.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const operator = userWithRole("operator");

it("shows stale orders with where they stand, and refunds with their reason", async () => {
  stubGraphql(() => ({
    data: {
      staleOrders: {
        __typename: "StaleOrderPage",
        total: 1,
        olderThanHours: 48,
        items: [
          {
            __typename: "StaleOrder",
            id: "o1",
            placedAt: "2026-03-01T12:00:00.000Z",
            amountCents: 5_000,
            storeName: "Greenleaf",
            shippingState: "CO",
            leadReturnedAt: null,
            leadExpiredAt: null,
          },
        ],
      },
      refundedOrders: {
        __typename: "RefundedOrderPage",
        total: 1,
        items: [
          {
            __typename: "RefundedOrder",
            id: "o2",
            placedAt: "2026-02-20T12:00:00.000Z",
            refundedAt: "2026-02-27T12:00:00.000Z",
            amountCents: 7_500,
            reason: "order_not_accepted",
            storeName: null,
            shippingState: "TX",
          },
        ],
      },
    },
  }));
  renderPage("/admin/orders", <OrdersPanel />, { user: operator });
  const stale = await screen.findByRole("table", { name: "Stale orders" });
  expect(screen.getByText("Untaken for 48 hours or more")).toBeTruthy();
  expect(within(stale).getByText("$50.00")).toBeTruthy();
  expect(within(stale).getByText("Waiting for a print shop")).toBeTruthy();
  const refunded = screen.getByRole("table", { name: "Refunded orders" });
  expect(within(refunded).getByText("$75.00")).toBeTruthy();
  expect(within(refunded).getByText(orderRefundReasonLabels.order_not_accepted)).toBeTruthy();
  expect(within(refunded).getByText("Custom designs")).toBeTruthy();
});

it("shows the stores' and merchants' unpaid withdrawals with a failed payout's error", async () => {
  const row = {
    amountCents: 1_200,
    attempts: 1,
    requestedAt: "2026-03-01T12:00:00.000Z",
    nextAttemptAt: "2026-03-01T12:01:00.000Z",
  };
  stubGraphql(() => ({
    data: {
      unpaidStoreWithdrawals: {
        __typename: "UnpaidStoreWithdrawalPage",
        total: 1,
        items: [
          {
            __typename: "UnpaidStoreWithdrawal",
            id: "w1",
            storeName: "Greenleaf",
            status: "failed",
            lastError: "No such destination: acct_gone",
            ...row,
          },
        ],
      },
      unpaidMerchantWithdrawals: {
        __typename: "UnpaidMerchantWithdrawalPage",
        total: 0,
        items: [],
      },
    },
  }));
  renderPage("/admin/payouts", <PayoutsPanel />, { user: operator });
  const stores = await screen.findByRole("table", { name: "Stores' unpaid withdrawals" });
  expect(within(stores).getByText("$12.00")).toBeTruthy();
  expect(within(stores).getByText("Retrying")).toBeTruthy();
  expect(within(stores).getByText("No such destination: acct_gone")).toBeTruthy();
  expect(screen.getByText("Every print merchant's withdrawal is paid.")).toBeTruthy();
});
