import { execFile } from "node:child_process";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { PENDING_LEADS_PAGE } from "@highcotton/fulfillment/contract";
import type { AllInOne } from "../all-in-one.ts";
import { runLoad } from "./run-load.ts";
import { benchThreeWays } from "./three-ways.ts";

const run = promisify(execFile);
const raceScript = new URL("./accept-race.mjs", import.meta.url).pathname;
const PROBES = 60;
/** Orders placed while a dashboard waits on leadsChanged. */
const TOLD_PROBES = 20;
const RACING_MERCHANTS = 20;
const RACED_LEADS = 100;
const CONCURRENCY = 100;
const PASSWORD = "bench-password-1";
/** The probe merchant's state, which no other bench order ships to: its leads come first in its list. */
const PROBE_STATE = "VT";

/** What GET /api/merchants/orders asks the subgraph, `first` pending leads (all 100 when null). */
const MERCHANT_ORDERS_QUERY = `query MerchantOrders($first: Int) { merchantOrders(first: $first) { pending { ...L } active { ...L } fulfilled { ...L } } }
  fragment L on Lead { orderId shortId status customerName shippingCity shippingState shippingAddress shippingZip
    customerEmail shirtCount merchantEarnings inYourState placedAt acceptedAt fulfilledAt
    items { designId designName frontImageUrl printFileUrl size quantity } }`;

type Call = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/**
 * Where each bench merchant signs up from (X-Forwarded-For; the bench system trusts its loopback
 * proxy): one address for all 21 would be refused by identity's per-address sign-up limit.
 */
const addressOf = (index: number) => `10.78.0.${index + 1}`;

/**
 * Fulfillment through `/api`: how soon a merchant sees a new order as a lead (from `POST /api/orders`
 * returning to the lead in `GET /api/merchants/orders`, over the embedded bus, polled back to back;
 * a poll's own cost is the baseline), and how many accepts a second the service answers when
 * merchants race for the same leads, against `GET /api/merchants/orders` at the same concurrency.
 */
export async function benchFulfillment(system: AllInOne, designIds: string[]): Promise<void> {
  const call: Call = async (method, path, body, token, headers = {}) => {
    const response = await fetch(new URL(path, system.url), {
      method,
      headers: {
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const stamp = Date.now().toString(36);
  const merchants: string[] = [];
  for (let index = 0; index <= RACING_MERCHANTS; index++)
    merchants.push(await signUpMerchant(call, `bm${stamp}${index}`, addressOf(index)));
  const [probe, ...racers] = merchants as [string, ...string[]];

  // Visibility: one order at a time, polled until it is a lead, then accepted (out of the list).
  const visibleAfter: number[] = [];
  const pollCosts: number[] = [];
  for (let index = 0; index < PROBES; index++) {
    const orderId = await placeOrder(call, designIds[index % designIds.length] as string, `probe${stamp}${index}`);
    const placed = performance.now();
    for (;;) {
      const started = performance.now();
      const lists = (await call("GET", "/api/merchants/orders", undefined, probe)) as { pending: Array<{ orderId: string }> };
      pollCosts.push(performance.now() - started);
      if (lists.pending.some((lead) => lead.orderId === orderId)) break;
      if (performance.now() - placed > 30_000) throw new Error(`order ${orderId} never became a lead`);
    }
    visibleAfter.push(performance.now() - placed);
    await call("POST", `/api/orders/${orderId}/accept`, undefined, probe);
  }

  // Told: the dashboard's leadsChanged question, open before the order, answered when its lead commits.
  const toldAfter: number[] = [];
  for (let index = 0; index < TOLD_PROBES; index++) {
    // The newest change the service has heard of (the last accept's, once its notice has passed).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seen = await askLeadsChanged(system.url, probe, "0");
    const told = askLeadsChanged(system.url, probe, seen).then((cursor) => ({ cursor, at: performance.now() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const orderId = await placeOrder(call, designIds[index % designIds.length] as string, `told${stamp}${index}`);
    const placed = performance.now();
    const answer = await told;
    if (BigInt(answer.cursor) <= BigInt(seen))
      throw new Error(`leadsChanged saw no change though order ${orderId} became a lead`);
    toldAfter.push(Math.max(0, answer.at - placed));
    await waitForLeads(call, probe, [orderId]);
    await call("POST", `/api/orders/${orderId}/accept`, undefined, probe);
  }

  // Contention: every racing merchant tries to accept every one of a batch of fresh leads.
  const leadIds: string[] = [];
  for (let index = 0; index < RACED_LEADS; index++) {
    leadIds.push(await placeOrder(call, designIds[index % designIds.length] as string, `race${stamp}${index}`));
  }
  await waitForLeads(call, probe, leadIds);
  const { stdout } = await run(
    process.execPath,
    [raceScript, JSON.stringify({ url: system.url, tokens: racers, leadIds, concurrency: CONCURRENCY })],
    { maxBuffer: 1024 * 1024 },
  );
  const race = JSON.parse(stdout) as {
    attempts: number;
    accepted: number;
    leadsWithOneWinner: number;
    conflicts: number;
    unexpected: number;
    firstUnexpected?: string;
    attemptsPerSecond: number;
    p50: number;
    p99: number;
  };
  if (race.unexpected > 0) throw new Error(`${race.unexpected} accepts failed unexpectedly, e.g. ${race.firstUnexpected}`);
  if (race.accepted !== RACED_LEADS || race.leadsWithOneWinner !== RACED_LEADS) {
    throw new Error(`${race.accepted} accepts won for ${RACED_LEADS} leads: each lead must have exactly one winner`);
  }
  const reads = await runLoad({
    url: new URL("/api/merchants/orders", system.url).toString(),
    headers: { authorization: `Bearer ${racers[0]}` },
    concurrency: CONCURRENCY,
    requests: 1_000_000,
    warmup: 100,
    durationMs: 5_000,
  });

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  };
  process.stdout.write(
    [
      "",
      `A new order becoming a visible lead (${PROBES} orders one at a time through /api; GET /api/merchants/orders polled back to back; embedded bus)`,
      `  POST /api/orders returned → lead listed   p50 ${percentile(visibleAfter, 50).toFixed(1)} ms   p99 ${percentile(visibleAfter, 99).toFixed(1)} ms`,
      `  one GET /api/merchants/orders (baseline)  p50 ${percentile(pollCosts, 50).toFixed(1)} ms   p99 ${percentile(pollCosts, 99).toFixed(1)} ms`,
      `  visible after / one poll, at p50: ${(percentile(visibleAfter, 50) / percentile(pollCosts, 50)).toFixed(2)}x`,
      `  the dashboard told instead (a leadsChanged question held open; ${TOLD_PROBES} orders): POST /api/orders returned → answered   p50 ${percentile(toldAfter, 50).toFixed(1)} ms   p99 ${percentile(toldAfter, 99).toFixed(1)} ms`,
      `Merchants racing to accept (${racers.length} merchants × ${RACED_LEADS} leads, ${CONCURRENCY} requests in flight; each lead exactly one winner: ${race.leadsWithOneWinner}/${RACED_LEADS})`,
      `  POST /api/orders/{id}/accept   ${race.attemptsPerSecond.toFixed(1).padStart(8)} /s   p50 ${race.p50.toFixed(1)} ms   p99 ${race.p99.toFixed(1)} ms   (${race.accepted} won, ${race.conflicts} × 409)`,
      `  GET /api/merchants/orders      ${reads.rps.toFixed(1).padStart(8)} /s   p50 ${reads.p50.toFixed(1)} ms   p99 ${reads.p99.toFixed(1)} ms (baseline${reads.errors ? `, ${reads.errors} errors!` : ""})`,
      `  accepts/s vs lead reads/s: ${(race.attemptsPerSecond / reads.rps).toFixed(3)}x`,
      "",
    ].join("\n"),
  );

  // Where a read of the lists spends its time: the REST adapter and gateway, or the subgraph.
  await benchThreeWays({
    title: "GET /api/merchants/orders (up to 100 pending leads and a racer's won leads)",
    system,
    restPath: "/api/merchants/orders",
    subgraph: "fulfillment",
    query: MERCHANT_ORDERS_QUERY,
    headers: { authorization: `Bearer ${racers[0]}` },
  });
  // The dashboard's read: one page of pending leads, not all of them.
  await benchThreeWays({
    title: `GET /api/merchants/orders?limit=${PENDING_LEADS_PAGE} (the dashboard's page of pending leads and a racer's won leads)`,
    system,
    restPath: `/api/merchants/orders?limit=${PENDING_LEADS_PAGE}`,
    subgraph: "fulfillment",
    query: MERCHANT_ORDERS_QUERY,
    variables: { first: PENDING_LEADS_PAGE },
    headers: { authorization: `Bearer ${racers[0]}` },
  });
}

async function signUpMerchant(call: Call, username: string, address: string): Promise<string> {
  await call(
    "POST",
    "/api/auth/register",
    { username, email: `${username}@bench.example.com`, password: PASSWORD, confirmPassword: PASSWORD, role: "merchant" },
    undefined,
    { "x-forwarded-for": address },
  );
  const { token } = (await call("POST", "/api/auth/login", { username, password: PASSWORD })) as { token: string };
  await call(
    "POST",
    "/api/merchants",
    {
      businessName: `Bench Print ${username}`,
      address: "1 Main St",
      city: "Burlington",
      state: PROBE_STATE,
      zip: "05401",
      paymentMethodId: "pm_card_visa",
    },
    token,
  );
  return token;
}

/** A shopper's card checkout through /api, shipping to the probe's state; answers the order id. */
async function placeOrder(call: Call, designId: string, tag: string): Promise<string> {
  const sessionId = `session_${Date.now()}_${tag}`;
  await call("POST", "/api/cart", { sessionId, designId, quantity: 1, size: "M" });
  const intent = (await call("POST", "/api/create-payment-intent", { amount: 25, sessionId })) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await call("POST", "/api/payments/offline/confirm", {
    clientSecret: intent.clientSecret,
    card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: "123" },
  });
  const order = (await call("POST", "/api/orders", {
    sessionId,
    customerName: "Bench Shopper",
    customerEmail: "bench@example.com",
    shippingAddress: "1 Main St",
    shippingCity: "Burlington",
    shippingState: PROBE_STATE,
    shippingZip: "05401",
    items: [{ designId, quantity: 1, size: "M", price: "25.00" }],
    totalAmount: "25.00",
    paymentMethod: "stripe",
    paymentIntentId: intent.paymentIntentId,
  })) as { id: string };
  return order.id;
}

/** A merchant dashboard's question: held until a lead changes after `seen`; answers that change's cursor (or `seen`). */
async function askLeadsChanged(url: string, token: string, seen: string): Promise<string> {
  const response = await fetch(new URL("/graphql", url), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: "query LeadsChanged($seen: String) { leadsChanged(seen: $seen) }", variables: { seen } }),
  });
  const body = (await response.json()) as { data?: { leadsChanged?: string }; errors?: unknown };
  if (typeof body.data?.leadsChanged !== "string") throw new Error(`leadsChanged failed: ${JSON.stringify(body.errors)}`);
  return body.data.leadsChanged;
}

async function waitForLeads(call: Call, token: string, orderIds: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lists = (await call("GET", "/api/merchants/orders", undefined, token)) as { pending: Array<{ orderId: string }> };
    const listed = new Set(lists.pending.map((lead) => lead.orderId));
    if (orderIds.every((id) => listed.has(id))) return;
    if (Date.now() > deadline) throw new Error("the raced orders never all became leads");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
