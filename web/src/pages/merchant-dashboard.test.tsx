import { messages as commerceMessages, shirtColorLabel } from "@highcotton/commerce/contract";
import {
  labels as fulfillmentLabels,
  messages as fulfillmentMessages,
  PENDING_LEADS_PAGE,
  trackingMessages,
  trackingNumberMessages,
  withdrawalRequested,
} from "@highcotton/fulfillment/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIST_READS_GAP_MS, MERCHANT_ORDERS_POLL_MS } from "../components/fulfillment/use-merchant-orders.ts";
import { resetToasts } from "../components/ui/toast-store.ts";
import { browserNavigation } from "../lib/browser-navigation.ts";
import { graphError } from "../test/commerce-fixtures.ts";
import {
  activeLead,
  fulfilledLead,
  merchant,
  merchantOrders,
  offlineMerchantSettings,
  pendingLead,
  stripeMerchantSettings,
} from "../test/fulfillment-fixtures.ts";
import { renderPage, requestBody, stubGraphql, userWithRole } from "../test/render-page.tsx";
import { MerchantDashboardPage } from "./merchant-dashboard.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setVisibility("visible");
});

type Handler = (op: string, variables: Record<string, unknown>) => unknown;

const mary = userWithRole("merchant");
/** The withdrawal of the whole $48.00 balance, as the server answers it. */
const pending = {
  __typename: "MerchantWithdrawal",
  id: "w1",
  amount: "48.00",
  status: "pending",
  requestedAt: "2026-03-03T12:00:00.000Z",
  processedAt: null,
};
const open = () => renderPage("/merchant-dashboard", <MerchantDashboardPage />, { user: mary });

/** A merchant's server: `state` decides each answer, so a test changes what the next read sees. */
function merchantServer(
  state: { merchant: unknown; orders: ReturnType<typeof merchantOrders>; settings?: typeof stripeMerchantSettings },
  extra: Handler = () => ({ data: null }),
) {
  return stubGraphql((op, variables) => {
    if (op === "MyMerchant") return { data: { myMerchant: state.merchant } };
    if (op === "MerchantOrders") return { data: state.orders };
    if (op === "MerchantPaymentSettings") {
      return { data: { merchantPaymentSettings: state.settings ?? offlineMerchantSettings } };
    }
    return extra(op, variables);
  });
}

/** Like stubGraphql, but an answer may be a promise the test settles when it chooses. */
function stubGraphqlAsync(handler: (op: string, variables: Record<string, unknown>) => unknown) {
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
    const answer = await handler(body.operationName, body.variables);
    return new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return (op: string) => fetchMock.mock.calls.filter(([, init]) => JSON.parse(String(init.body)).operationName === op);
}

function setVisibility(value: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
}

const region = (name: string) => screen.getByRole("region", { name });
const lead = (shortId: string) => screen.getByRole("article", { name: new RegExp(`#${shortId}`) });
const toastTitled = (title: string) => screen.getByText(title, { exact: true }).closest("[data-variant]") as HTMLElement;

describe("/merchant-dashboard", () => {
  it("sends a signed-out visitor to /api/login once", () => {
    stubGraphql(() => ({ data: null }));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderPage("/merchant-dashboard", <MerchantDashboardPage />);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("without a merchant goes to /onboard-merchant and asks for no orders", async () => {
    const calls = merchantServer({ merchant: null, orders: merchantOrders() });
    open();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/onboard-merchant"));
    expect(calls("MerchantOrders")).toHaveLength(0);
  });

  it("shows the subscription, revenue, balance and orders fulfilled", async () => {
    merchantServer({
      merchant: merchant({ totalRevenue: "48.00", availableBalance: "32.00", ordersFulfilled: 2 }),
      orders: merchantOrders(),
    });
    open();
    await screen.findByRole("heading", { name: "Mile High Print Co.", level: 1 });
    const totals = region("Merchant totals");
    expect(within(totals).getByText("Active")).toBeTruthy();
    expect(within(totals).getByText("$5.00/month · Renews Apr 1, 2026")).toBeTruthy();
    expect(within(totals).getByText("$48.00")).toBeTruthy();
    expect(within(totals).getByText("$32.00")).toBeTruthy();
    expect(within(totals).getByText("2")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Subscription inactive" })).toBeNull();
  });

  it("withdraws the available balance after a confirmation, and shows it pending in the history", async () => {
    const state = { merchant: merchant({ totalRevenue: "48.00", availableBalance: "48.00" }), orders: merchantOrders() };
    let history: unknown[] = [];
    const calls = merchantServer(state, (op) => {
      if (op === "MerchantWithdrawals") return { data: { merchantWithdrawals: history } };
      if (op === "RequestMerchantWithdrawal") {
        history = [pending];
        state.merchant = merchant({ totalRevenue: "48.00", availableBalance: "0.00" });
        return { data: { requestMerchantWithdrawal: pending } };
      }
      return { data: null };
    });
    open();
    const payouts = await screen.findByRole("button", { name: "Withdraw" });
    await screen.findByText(/No withdrawals yet/);
    fireEvent.click(payouts);
    const dialog = await screen.findByRole("dialog", { name: "Withdraw $48.00?" });
    expect(calls("RequestMerchantWithdrawal")).toHaveLength(0);
    // The offline payout provider pays no account: none is asked for.
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));

    await screen.findByText(withdrawalRequested);
    expect(calls("RequestMerchantWithdrawal").map((call) => requestBody(call).variables)).toEqual([{ stripeAccountId: null }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const table = await screen.findByRole("table", { name: "Withdrawal history" });
    within(table).getByText("Pending");
    within(table).getByText("$48.00");
    await waitFor(() => expect((screen.getByRole("button", { name: "Withdraw" }) as HTMLButtonElement).disabled).toBe(true));
  });

  it("asks for the Stripe account when payouts go through Stripe Connect, showing the server's refusal without one", async () => {
    const state = {
      merchant: merchant({ totalRevenue: "48.00", availableBalance: "48.00" }),
      orders: merchantOrders(),
      settings: stripeMerchantSettings,
    };
    const calls = merchantServer(state, (op, variables) => {
      if (op === "MerchantWithdrawals") return { data: { merchantWithdrawals: [] } };
      if (op === "RequestMerchantWithdrawal") {
        if (!variables.stripeAccountId) return graphError(commerceMessages.stripeAccountRequired, "BAD_USER_INPUT");
        return { data: { requestMerchantWithdrawal: pending } };
      }
      return { data: null };
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw $48.00?" });
    const account = await within(dialog).findByRole("textbox", { name: "Stripe account" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));
    await within(dialog).findByText(commerceMessages.stripeAccountRequired);

    fireEvent.change(account, { target: { value: " acct_1PrintShop " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm withdrawal" }));
    await screen.findByText(withdrawalRequested);
    expect(calls("RequestMerchantWithdrawal").map((call) => requestBody(call).variables)).toEqual([
      { stripeAccountId: null },
      { stripeAccountId: "acct_1PrintShop" },
    ]);
  });

  it("lists a pending lead with its short id, customer, city and state, shirts and earnings, and no address", async () => {
    merchantServer({
      merchant: merchant(),
      orders: merchantOrders({
        pending: [
          pendingLead({ orderId: "abcd1234-0000", state: "CO", quantity: 2, size: "XL", color: "heather-grey" }, { leak: true }),
          pendingLead({ orderId: "ffff0000-1111", customerName: "Sam Hill", city: "Austin", state: "TX" }),
        ],
      }),
    });
    open();
    const available = await screen.findByRole("region", { name: "Available Orders" });
    within(available).getByRole("heading", { name: "New orders" });
    const first = lead("ABCD1234");
    within(first).getByText("Jordan Rivers");
    within(first).getByText("Boulder, CO");
    within(first).getByText(`${shirtColorLabel("heather-grey")} · XL · 2 shirts`);
    within(first).getByText("$32.00");
    within(first).getByText("In your state");
    within(first).getByRole("button", { name: "Accept Order" });
    // Only the accepting merchant learns where an order ships, even from a server that says more.
    expect(first.textContent).not.toContain("420 Secret Ln");
    expect(first.textContent).not.toContain("80301");
    expect(first.textContent).not.toContain("jordan@example.com");
    const other = lead("FFFF0000");
    within(other).getByText("Austin, TX");
    expect(within(other).queryByText("In your state")).toBeNull();
  });

  it("shows new orders a page at a time and asks for the next page when the merchant wants more", async () => {
    const leads = Array.from({ length: PENDING_LEADS_PAGE + 3 }, (_, index) =>
      pendingLead({ orderId: `${String(index).padStart(8, "0")}-0000` }),
    );
    const calls = stubGraphql((op, variables) => {
      if (op === "MyMerchant") return { data: { myMerchant: merchant() } };
      if (op === "MerchantOrders") return { data: merchantOrders({ pending: leads.slice(0, Number(variables.first)) }) };
      if (op === "MerchantPaymentSettings") return { data: { merchantPaymentSettings: offlineMerchantSettings } };
      return { data: null };
    });
    open();
    // Found by text and element: role queries over dozens of cards are slow in jsdom.
    const shown = () => document.querySelectorAll("article").length;
    await waitFor(() => expect(shown()).toBe(PENDING_LEADS_PAGE));
    fireEvent.click(screen.getByText("Show more orders"));
    await waitFor(() => expect(shown()).toBe(leads.length));
    expect(screen.queryByText("Show more orders")).toBeNull();
    expect(calls("MerchantOrders").map((call) => requestBody(call).variables.first)).toContain(PENDING_LEADS_PAGE * 2);
  });

  it("groups new orders: the print shop's own state first, by its name, then other states, each with a count", async () => {
    merchantServer({
      merchant: merchant({ city: "Austin", state: "TX" }),
      orders: merchantOrders({
        pending: [
          pendingLead({ orderId: "aaaa0000-0001", city: "Boulder", state: "CO", inYourState: false, reoffered: true }),
          pendingLead({ orderId: "bbbb0000-0002", city: "Austin", state: "TX", inYourState: true }),
          pendingLead({ orderId: "cccc0000-0003", city: "Denver", state: "CO", inYourState: false, reoffered: true }),
        ],
      }),
    });
    open();
    const available = await screen.findByRole("region", { name: "Available Orders" });
    const own = within(available).getByRole("region", { name: "In Texas" });
    const others = within(available).getByRole("region", { name: "Other states" });
    // The own state's group comes first.
    expect(own.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    within(own).getByText("1 order");
    within(own).getByText("Austin, TX");
    within(others).getByText("2 orders");
    expect(
      within(others)
        .getAllByRole("article")
        .map((card) => within(card).getByText(/, CO$/).textContent),
    ).toEqual(["Boulder, CO", "Denver, CO"]);
    expect(within(available).queryByText(/New orders in/)).toBeNull();
  });

  it("says so when no new order ships to the print shop's state", async () => {
    merchantServer({
      merchant: merchant({ city: "Austin", state: "TX" }),
      orders: merchantOrders({
        pending: [pendingLead({ orderId: "aaaa0000-0001", city: "Boulder", state: "CO", inYourState: false, reoffered: true })],
      }),
    });
    open();
    const own = await screen.findByRole("region", { name: "In Texas" });
    within(own).getByText("0 orders");
    within(own).getByText("No new orders in Texas right now.");
    within(screen.getByRole("region", { name: "Other states" })).getByText("1 order");
  });

  it("marks a lead re-offered nationwide", async () => {
    merchantServer({
      merchant: merchant(),
      orders: merchantOrders({
        pending: [pendingLead({ orderId: "eeee2222-3333", city: "Austin", state: "TX", reoffered: true })],
      }),
    });
    open();
    await screen.findByRole("region", { name: "Available Orders" });
    const reoffered = lead("EEEE2222");
    within(reoffered).getByText(fulfillmentLabels.reoffered);
    expect(within(reoffered).queryByText("In your state")).toBeNull();
  });

  it("accepting a lead says SPEC's words and moves it to Your Active Orders with the address and print files", async () => {
    const state = { merchant: merchant(), orders: merchantOrders({ pending: [pendingLead({ orderId: "abcd1234-0000" })] }) };
    const calls = merchantServer(state, (op) => {
      if (op === "AcceptOrder") {
        state.orders = merchantOrders({ active: [activeLead({ orderId: "abcd1234-0000" })] });
        return { data: { acceptOrder: { __typename: "Lead", orderId: "abcd1234-0000", status: "assigned" } } };
      }
      return { data: null };
    });
    open();
    await screen.findByRole("article", { name: /#ABCD1234/ });
    fireEvent.click(within(lead("ABCD1234")).getByRole("button", { name: "Accept Order" }));

    await screen.findByText(fulfillmentMessages.orderAccepted);
    expect(requestBody(calls("AcceptOrder")[0]).variables).toEqual({ orderId: "abcd1234-0000" });
    const active = region("Your Active Orders");
    await waitFor(() => within(active).getByText("420 Main St"));
    const card = within(active).getByRole("article", { name: /#ABCD1234/ });
    within(card).getByText("Boulder, CO 80301");
    expect(within(card).getByRole("link", { name: "jordan@example.com" }).getAttribute("href")).toBe("mailto:jordan@example.com");
    const file = within(card).getByRole("link", { name: "Download print file: Design abcd1234-0000, Black, size L" });
    const name = "order-abcd1234-design-abcd1234-0000-black-L.png";
    expect(file.getAttribute("href")).toBe(`/media/print/abcd1234-0000.png?download=${name}`);
    expect(file.getAttribute("download")).toBe(name);
    within(card).getByText("Black · L · 1 shirt");
    within(card).getByRole("button", { name: "Mark as Fulfilled" });
    expect(within(region("Available Orders")).queryByRole("article")).toBeNull();
  });

  it.each([
    ["before", [0, 1]],
    ["after", [1, 0]],
  ])(
    "a lead another merchant took first leaves with the server's message, and stays gone when a read begun before lands %s the next one",
    async (_when, order) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const listed = merchantOrders({ pending: [pendingLead({ orderId: "abcd1234-0000" })] });
      // After the first, each read of the lists waits until the test answers it.
      const reads: Array<(orders: unknown) => void> = [];
      const calls = stubGraphqlAsync((op) => {
        if (op === "MyMerchant") return { data: { myMerchant: merchant() } };
        if (op === "MerchantPaymentSettings") return { data: { merchantPaymentSettings: offlineMerchantSettings } };
        if (op === "AcceptOrder") return graphError(fulfillmentMessages.alreadyAccepted, "CONFLICT");
        if (op !== "MerchantOrders") return { data: null };
        if (calls("MerchantOrders").length === 1) return { data: listed };
        return new Promise((answer) => reads.push((orders) => answer({ data: orders })));
      });
      open();
      await screen.findByRole("article", { name: /#ABCD1234/ });
      // A poll's read goes out before the other merchant's accept (the stub cannot be told of changes).
      await act(() => vi.advanceTimersByTimeAsync(MERCHANT_ORDERS_POLL_MS));
      expect(reads).toHaveLength(1);
      fireEvent.click(within(lead("ABCD1234")).getByRole("button", { name: "Accept Order" }));

      await screen.findByText(fulfillmentMessages.alreadyAccepted);
      expect(toastTitled("Error").getAttribute("data-variant")).toBe("destructive");
      // Gone with the refusal, while both reads are still out.
      expect(screen.queryByRole("article", { name: /#ABCD1234/ })).toBeNull();
      await waitFor(() => expect(reads).toHaveLength(2));
      // The older read still lists the lead; the one after the refusal does not.
      const answers = [listed, merchantOrders()];
      for (const read of order) {
        await act(async () => reads[read]!(answers[read]));
        expect(screen.queryByRole("article", { name: /#ABCD1234/ })).toBeNull();
      }
      await screen.findByText(/No new orders right now/);
      expect(screen.queryByText(fulfillmentMessages.orderAccepted)).toBeNull();
    },
  );

  it("keeps Accept Order disabled while its call runs: a second click sends nothing", async () => {
    let answer: (value: unknown) => void = () => {};
    const state = { merchant: merchant(), orders: merchantOrders({ pending: [pendingLead({ orderId: "abcd1234-0000" })] }) };
    const calls = stubGraphqlAsync((op) => {
      if (op === "MyMerchant") return { data: { myMerchant: state.merchant } };
      if (op === "MerchantOrders") return { data: state.orders };
      if (op === "AcceptOrder") return new Promise((resolve) => (answer = resolve));
      return { data: null };
    });
    open();
    await screen.findByRole("article", { name: /#ABCD1234/ });
    const button = within(lead("ABCD1234")).getByRole("button", { name: "Accept Order" }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(calls("AcceptOrder")).toHaveLength(1));

    state.orders = merchantOrders({ active: [activeLead({ orderId: "abcd1234-0000" })] });
    answer({ data: { acceptOrder: { __typename: "Lead", orderId: "abcd1234-0000", status: "assigned" } } });
    await screen.findByText(fulfillmentMessages.orderAccepted);
    expect(calls("AcceptOrder")).toHaveLength(1);
  });

  it("marking an order fulfilled says SPEC's words, lists it as completed and shows the $16 a shirt earned", async () => {
    const state = {
      merchant: merchant(),
      orders: merchantOrders({ active: [activeLead({ orderId: "abcd1234-0000", quantity: 2 })] }),
    };
    const calls = merchantServer(state, (op) => {
      if (op === "FulfillOrder") {
        state.orders = merchantOrders({ fulfilled: [fulfilledLead({ orderId: "abcd1234-0000", quantity: 2 })] });
        state.merchant = merchant({ totalRevenue: "32.00", availableBalance: "32.00", ordersFulfilled: 1 });
        return { data: { fulfillOrder: { __typename: "Lead", orderId: "abcd1234-0000", status: "fulfilled" } } };
      }
      return { data: null };
    });
    open();
    await screen.findByRole("article", { name: /#ABCD1234/ });
    fireEvent.click(within(lead("ABCD1234")).getByRole("button", { name: "Mark as Fulfilled" }));

    // A dialog asks for the carrier and tracking number, and fulfils nothing until both are given.
    const dialog = await screen.findByRole("dialog", { name: "Fulfill order #ABCD1234" });
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Carrier"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm fulfilled" }));
    within(dialog).getByText(trackingMessages.carrierRequired);
    within(dialog).getByText(trackingMessages.trackingNumberRequired);
    expect(within(dialog).getByLabelText("Tracking number").getAttribute("aria-invalid")).toBe("true");
    expect(calls("FulfillOrder")).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText("Carrier"), { target: { value: "ups" } });
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: "1z 999 aa1 01 2345 6784" } });
    // Once typed in, the field shows what the carrier's numbers look like instead of the error.
    within(dialog).getByText(trackingNumberMessages.ups);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm fulfilled" }));

    await screen.findByText(fulfillmentMessages.orderFulfilled);
    expect(requestBody(calls("FulfillOrder")[0]).variables).toEqual({
      orderId: "abcd1234-0000",
      tracking: { carrier: "ups", trackingNumber: "1z 999 aa1 01 2345 6784" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const completed = region("Completed Orders");
    await waitFor(() => within(completed).getByText("#ABCD1234"));
    within(completed).getByText("Fulfilled Mar 2, 2026");
    const totals = region("Merchant totals");
    await waitFor(() => expect(within(totals).getAllByText("$32.00")).toHaveLength(2));
    expect(within(totals).getByText("1")).toBeTruthy();
    expect(within(region("Your Active Orders")).queryByRole("article")).toBeNull();
  });

  /** A merchant's server whose `leadsChanged` answers wait for the test (`questions` holds each, with the cursor sent). */
  function toldServer(state: { merchant: unknown; orders: ReturnType<typeof merchantOrders> }) {
    const questions: Array<{ seen: unknown; answer: (cursor: string) => void }> = [];
    const calls = stubGraphqlAsync((op, variables) => {
      if (op === "MyMerchant") return { data: { myMerchant: state.merchant } };
      if (op === "MerchantOrders") return { data: state.orders };
      if (op === "MerchantPaymentSettings") return { data: { merchantPaymentSettings: offlineMerchantSettings } };
      if (op === "LeadsChanged") {
        return new Promise((resolve) =>
          questions.push({ seen: variables.seen, answer: (cursor) => resolve({ data: { leadsChanged: cursor } }) }),
        );
      }
      return { data: null };
    });
    return { calls, questions };
  }

  it("shows a new lead the moment the server says the leads changed, and does not poll while it waits to be told", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { merchant: merchant(), orders: merchantOrders() };
    const { calls, questions } = toldServer(state);
    const open_ = () => questions.at(-1);
    open();
    await screen.findByText(/No new orders right now/);
    // The first question sends "0": any change the server has heard of is news.
    await waitFor(() => expect(open_()?.seen).toBe("0"));
    act(() => open_()?.answer("100"));
    // Read again no sooner than LIST_READS_GAP_MS after the page's first read, then asked again.
    await act(() => vi.advanceTimersByTimeAsync(LIST_READS_GAP_MS));
    await waitFor(() => expect(open_()?.seen).toBe("100"));
    const before = calls("MerchantOrders").length;

    state.orders = merchantOrders({ pending: [pendingLead({ orderId: "beef0001-0000" })] });
    await act(() => vi.advanceTimersByTimeAsync(MERCHANT_ORDERS_POLL_MS * 3));
    expect(calls("MerchantOrders")).toHaveLength(before);

    act(() => open_()?.answer("101"));
    await screen.findByRole("article", { name: /#BEEF0001/ });
    // And it asks to be told of the next change, from the newest cursor.
    await waitFor(() => expect(open_()?.seen).toBe("101"));
  });

  it("reads its lists at most every couple of seconds however fast changes come", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { merchant: merchant(), orders: merchantOrders() };
    const { calls, questions } = toldServer(state);
    open();
    await screen.findByText(/No new orders right now/);
    await waitFor(() => expect(questions.at(-1)?.seen).toBe("0"));
    const before = calls("MerchantOrders").length;
    // A change answered as soon as each question is asked, over ten seconds.
    const steps = 20;
    for (let index = 0; index < steps; index++) {
      const open_ = questions.at(-1);
      if (open_ && !("answered" in open_)) {
        Object.assign(open_, { answered: true });
        act(() => open_.answer(String(200 + index)));
      }
      await act(() => vi.advanceTimersByTimeAsync(LIST_READS_GAP_MS / 4));
    }
    const reads = calls("MerchantOrders").length - before;
    const elapsed = (steps * LIST_READS_GAP_MS) / 4;
    expect(reads).toBeGreaterThan(1);
    expect(reads).toBeLessThanOrEqual(Math.ceil(elapsed / LIST_READS_GAP_MS) + 1);
  });

  it("while it cannot be told of changes, shows a new lead without a reload: the lists are asked again every few seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { merchant: merchant(), orders: merchantOrders() };
    const calls = merchantServer(state);
    open();
    await screen.findByText(/No new orders right now/);
    const before = calls("MerchantOrders").length;

    state.orders = merchantOrders({ pending: [pendingLead({ orderId: "beef0001-0000" })] });
    await act(() => vi.advanceTimersByTimeAsync(MERCHANT_ORDERS_POLL_MS));
    await screen.findByRole("article", { name: /#BEEF0001/ });
    expect(calls("MerchantOrders").length).toBeGreaterThan(before);
  });

  it("a hidden tab skips its turns and reads the lists again when shown", async () => {
    // Polling, as when it cannot be told of changes (the stub answers leadsChanged with nothing).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = { merchant: merchant(), orders: merchantOrders() };
    const calls = merchantServer(state);
    open();
    await screen.findByText(/No new orders right now/);

    setVisibility("hidden");
    const hiddenAt = calls("MerchantOrders").length;
    state.orders = merchantOrders({ pending: [pendingLead({ orderId: "beef0001-0000" })] });
    await act(() => vi.advanceTimersByTimeAsync(MERCHANT_ORDERS_POLL_MS * 3));
    expect(calls("MerchantOrders")).toHaveLength(hiddenAt);

    setVisibility("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await screen.findByRole("article", { name: /#BEEF0001/ });
    expect(calls("MerchantOrders").length).toBeGreaterThan(hiddenAt);
  });

  it("an inactive subscription says so and takes a card to pay again", async () => {
    const state = {
      merchant: merchant({ isActive: false, subscriptionStatus: "past_due" }),
      orders: merchantOrders(),
    };
    const calls = merchantServer(state, (op) => {
      if (op === "CreateOfflinePaymentMethod")
        return {
          data: {
            createOfflinePaymentMethod: { __typename: "OfflinePaymentMethod", id: "pm_offline_9", brand: "visa", last4: "4242" },
          },
        };
      if (op === "ResumeMerchantSubscription") {
        state.merchant = merchant();
        return { data: { resumeMerchantSubscription: merchant() } };
      }
      return { data: null };
    });
    open();
    const notice = await screen.findByRole("region", { name: "Subscription inactive" });
    within(notice).getByText(fulfillmentMessages.subscriptionInactive);
    const totals = region("Merchant totals");
    within(totals).getByText("Inactive");
    within(totals).getByText("$5.00/month · Renewal payment failed");
    within(region("Available Orders")).getByText("New orders show up here once your subscription is active again.");

    const pay = within(notice).getByRole("button", { name: "Pay $5.00 & Reactivate" }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.change(await within(notice).findByLabelText("Card number"), { target: { value: "4242424242424242" } });
    fireEvent.change(within(notice).getByLabelText("Expiry (MM/YY)"), { target: { value: "12/40" } });
    fireEvent.change(within(notice).getByLabelText("CVC"), { target: { value: "123" } });
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);

    await screen.findByText("Your subscription is active again");
    expect(requestBody(calls("ResumeMerchantSubscription")[0]).variables).toEqual({ paymentMethodId: "pm_offline_9" });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Subscription inactive" })).toBeNull());
    within(region("Merchant totals")).getByText("Active");
  });

  it("cancels the subscription after confirming, says when it ends, and keeps it again", async () => {
    const state = { merchant: merchant(), orders: merchantOrders() };
    const calls = merchantServer(state, (op) => {
      if (op === "CancelMerchantSubscription") {
        state.merchant = merchant({ cancelAtPeriodEnd: true });
        return { data: { cancelMerchantSubscription: state.merchant } };
      }
      if (op === "KeepMerchantSubscription") {
        state.merchant = merchant();
        return { data: { resumeMerchantSubscription: state.merchant } };
      }
      return { data: null };
    });
    open();
    const panel = await screen.findByRole("region", { name: "Subscription" });
    within(panel).getByText("Active · $5.00/month · Renews on Apr 1, 2026");
    within(panel).getByText("Card on file: Visa •••• 4242");

    fireEvent.click(within(panel).getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog", { name: fulfillmentMessages.cancelSubscriptionQuestion });
    // Backing out sends nothing.
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep subscription" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls("CancelMerchantSubscription")).toHaveLength(0);

    fireEvent.click(within(panel).getByRole("button", { name: "Cancel subscription" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel subscription" }));
    await screen.findByText(fulfillmentMessages.subscriptionCanceled);
    await within(panel).findByText("Canceled · $5.00/month · Ends on Apr 1, 2026");
    within(region("Merchant totals")).getByText("$5.00/month · Ends Apr 1, 2026");

    fireEvent.click(within(panel).getByRole("button", { name: "Keep subscription" }));
    await screen.findByText(fulfillmentMessages.subscriptionKept);
    await within(panel).findByText("Active · $5.00/month · Renews on Apr 1, 2026");
    expect(calls("KeepMerchantSubscription")).toHaveLength(1);
  });

  it("changes the card, and a declined one says why and keeps the card on file", async () => {
    const state = { merchant: merchant(), orders: merchantOrders() };
    merchantServer(state, (op) => {
      if (op === "CreateOfflinePaymentMethod")
        return {
          data: {
            createOfflinePaymentMethod: { __typename: "OfflinePaymentMethod", id: "pm_offline_2", brand: "visa", last4: "0002" },
          },
        };
      if (op === "ChangeMerchantCard") return graphError("Your card was declined.", "PAYMENT_REQUIRED");
      return { data: null };
    });
    open();
    const panel = await screen.findByRole("region", { name: "Subscription" });
    fireEvent.click(within(panel).getByRole("button", { name: "Change card" }));
    const form = within(panel).getByRole("form", { name: "Change card" });
    fireEvent.change(await within(form).findByLabelText("Card number"), { target: { value: "4000000000000002" } });
    fireEvent.change(within(form).getByLabelText("Expiry (MM/YY)"), { target: { value: "12/40" } });
    fireEvent.change(within(form).getByLabelText("CVC"), { target: { value: "123" } });
    const save = within(form).getByRole("button", { name: "Save card" }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined.");
    within(panel).getByText("Card on file: Visa •••• 4242");
  });
});
