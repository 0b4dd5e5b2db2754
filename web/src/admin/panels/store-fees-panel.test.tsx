import { messages as catalogMessages, feeSettlementLabels } from "@highcotton/catalog/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { graphError } from "../../test/commerce-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../../test/render-page.tsx";
import StoreFeesPanel from "./store-fees-panel.tsx";

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const attempt = {
  __typename: "StoreFeeAttempt",
  id: "6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e",
  owner: { __typename: "User", id: "u2", username: "fern" },
  dispensaryId: null,
  storeName: "Fern & Flower",
  kind: "sign_on",
  amountCents: 10_000,
  scheduled: false,
  paymentMethodId: "pm_card_visa",
  createdAt: "2026-03-10T15:00:00.000Z",
};
const due = {
  __typename: "StoreFeeDue",
  dispensaryId: "d1",
  storeName: "Greenleaf",
  owner: { __typename: "User", id: "u1", username: "greenleaf" },
  feeStatus: "past_due",
  owed: "renewal",
  amountCents: 4_000,
  dueAt: "2026-02-01T12:00:00.000Z",
  daysPastDue: 37,
};
const page = (attempts: unknown[]) => ({
  data: {
    storeFeesDue: { __typename: "StoreFeeDuePage", total: 1, items: [due] },
    unresolvedFeeAttempts: { __typename: "StoreFeeAttemptPage", total: attempts.length, items: attempts },
  },
});
const open = () => renderPage("/admin/store-fees", <StoreFeesPanel />, { user: userWithRole("operator") });

it("lists the stores that owe their fee and the unresolved payments, money from cents", async () => {
  stubGraphql(() => page([attempt]));
  open();
  const fees = await screen.findByRole("table", { name: "Store fees due" });
  expect(within(fees).getByText("greenleaf")).toBeTruthy();
  expect(within(fees).getByText("$40.00")).toBeTruthy();
  expect(within(fees).getByText("Past due")).toBeTruthy();
  expect(within(fees).getByText("37")).toBeTruthy();
  const unresolved = screen.getByRole("table", { name: "Unresolved fee payments" });
  expect(within(unresolved).getByText("$100.00")).toBeTruthy();
  expect(within(unresolved).getByText(attempt.id)).toBeTruthy();
});

it("settles a payment as paid with its payment id and reason, then reloads the lists", async () => {
  let settled = false;
  const calls = stubGraphql((op) => {
    if (op === "SettleFeeAttempt") {
      settled = true;
      return {
        data: { settleFeeAttempt: { __typename: "StoreFeeAttempt", id: attempt.id, status: "paid", dispensaryId: "d9" } },
      };
    }
    return page(settled ? [] : [attempt]);
  });
  open();
  fireEvent.click(await screen.findByRole("button", { name: "Settle" }));
  const form = screen.getByRole("form", { name: "Settle Fern & Flower's payment" });
  fireEvent.click(within(form).getByLabelText("Paid: the provider took it"));
  fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Succeeded in the Stripe dashboard" } });
  // Paid needs the payment's id: the contract's words, before anything is sent.
  fireEvent.click(within(form).getByRole("button", { name: "Settle as paid" }));
  expect(await within(form).findByText(catalogMessages.providerPaymentIdRequired)).toBeTruthy();
  expect(calls("SettleFeeAttempt")).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText(`${feeSettlementLabels.providerPaymentId} (pi_…)`), {
    target: { value: "pi_123" },
  });
  fireEvent.click(within(form).getByRole("button", { name: "Settle as paid" }));
  await screen.findByText("No fee payment is waiting for an operator.");
  expect(requestBody(calls("SettleFeeAttempt")[0]).variables).toEqual({
    input: {
      attemptId: attempt.id,
      settlement: "paid",
      reason: "Succeeded in the Stripe dashboard",
      providerPaymentId: "pi_123",
      providerCustomerId: null,
    },
  });
});

it("shows the server's refusal when another operator settled it first", async () => {
  stubGraphql((op) =>
    op === "SettleFeeAttempt" ? graphError(catalogMessages.feeAttemptNotUnresolved, "CONFLICT") : page([attempt]),
  );
  open();
  fireEvent.click(await screen.findByRole("button", { name: "Settle" }));
  const form = screen.getByRole("form", { name: "Settle Fern & Flower's payment" });
  fireEvent.change(within(form).getByLabelText("Reason"), { target: { value: "Nothing at Stripe" } });
  fireEvent.click(within(form).getByRole("button", { name: "Settle as declined" }));
  await waitFor(() => expect(within(form).getByText(catalogMessages.feeAttemptNotUnresolved)).toBeTruthy());
});

it("says why when the account is no operator", async () => {
  stubGraphql(() => graphError(catalogMessages.operatorsOnly, "FORBIDDEN"));
  open();
  expect(await screen.findByText(catalogMessages.operatorsOnly)).toBeTruthy();
});
