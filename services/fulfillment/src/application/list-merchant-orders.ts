import { type AuthUser, fail, ok, preparedRead, type Result } from "@highcotton/kit";
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, not, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { PENDING_LEADS_MAX } from "../contract/limits.ts";
import { leads } from "../db/schema.ts";
import { isReoffered, reofferCutoffOf } from "../domain/lead-deadlines.ts";
import { FULFILLED_LEADS_SHOWN, PENDING_LEADS_SHOWN, pendingLeadsFor } from "../domain/lead-order.ts";
import type { LeadView } from "../domain/lead-view.ts";
import { messages } from "../domain/messages.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";
import { leadViewColumns, leadViewsOf } from "./lead-rows.ts";
import { merchantOf } from "./merchant-of.ts";

export interface MerchantOrders {
  pending: LeadView[];
  active: LeadView[];
  fulfilled: LeadView[];
}

/** How many pending leads to answer: 1 to 100; SPEC's call, which names none, gets all 100. */
const pendingFirst = z
  .int(messages.pendingFirstInvalid)
  .min(1, messages.pendingFirstInvalid)
  .max(PENDING_LEADS_MAX, messages.pendingFirstInvalid)
  .nullish()
  .transform((first) => first ?? PENDING_LEADS_SHOWN);

/**
 * The merchant dashboard's three lists: the first `first` pending leads but those it lost by
 * missing their deadline (its own state's and those re-offered nationwide first, then the oldest;
 * none while its subscription is inactive), the leads it accepted and has not fulfilled (oldest
 * accepted first) and the last ones it fulfilled (newest first).
 */
export async function listMerchantOrders(
  deps: Pick<FulfillmentDeps, "db" | "now" | "leadDeadlines">,
  user: AuthUser | null,
  args: { first?: unknown } = {},
): Promise<Result<MerchantOrders>> {
  const first = pendingFirst.safeParse(args.first);
  if (!first.success) return fail("BAD_USER_INPUT", messages.pendingFirstInvalid);
  const merchant = await merchantOf(deps, user);
  if (!merchant.ok) return merchant;
  const me = merchant.value;
  const reofferCutoff = reofferCutoffOf(deps.now(), deps.leadDeadlines);
  const [pending, active, fulfilled] = await Promise.all([
    me.isActive ? pendingLeads(deps, me, reofferCutoff, first.data) : [],
    acceptedLeads(deps.db).execute({ merchantId: me.id }),
    fulfilledLeads(deps.db).execute({ merchantId: me.id }),
  ]);
  const viewer = { merchantId: me.id, state: me.state, reofferCutoff };
  const listed = [...pending, ...active, ...fulfilled];
  const views = new Map((await leadViewsOf(deps.db, listed, viewer)).map((view) => [view.orderId, view]));
  const viewsOf = (rows: typeof listed) => rows.map((row) => views.get(row.orderId)!);
  return ok({ pending: viewsOf(pending), active: viewsOf(active), fulfilled: viewsOf(fulfilled) });
}

/**
 * The dashboard's reads, prepared: built once and planned once per connection. Its lists are read
 * by every open dashboard after each lead change, and building and planning its six statements
 * (these, the merchant's and the items') was most of a read's CPU.
 */
const leadsOf = (db: FulfillmentDeps["db"]) => db.select(leadViewColumns).from(leads);
const merchantId = sql.placeholder("merchantId");

const acceptedLeads = preparedRead((db: FulfillmentDeps["db"]) =>
  leadsOf(db)
    .where(and(eq(leads.merchantId, merchantId), eq(leads.status, "assigned")))
    .orderBy(asc(leads.acceptedAt), asc(leads.orderId))
    .prepare("fulfillment_leads_accepted"),
);

const fulfilledLeads = preparedRead((db: FulfillmentDeps["db"]) =>
  leadsOf(db)
    .where(and(eq(leads.merchantId, merchantId), eq(leads.status, "fulfilled")))
    .orderBy(desc(leads.fulfilledAt), desc(leads.orderId))
    .limit(FULFILLED_LEADS_SHOWN)
    .prepare("fulfillment_leads_fulfilled"),
);

/**
 * Offered to the merchant: its state's, and those re-offered nationwide (back from a merchant who
 * did not print them, or placed before the re-offer cutoff).
 */
const offered = or(
  eq(leads.shippingState, sql.placeholder("state")),
  isNotNull(leads.returnedAt),
  lte(leads.placedAt, sql.placeholder("reofferCutoff")),
)!;
// Not the leads it lost by missing their fulfilment deadline: it may not take them again.
const mayTake = or(isNull(leads.returnedBy), ne(leads.returnedBy, merchantId));
const oldestPending = (db: FulfillmentDeps["db"], where: SQL, name: string) =>
  leadsOf(db)
    .where(and(eq(leads.status, "pending"), mayTake, where))
    .orderBy(asc(leads.placedAt), asc(leads.orderId))
    .limit(sql.placeholder("limit"))
    .prepare(name);
const offeredHere = preparedRead((db: FulfillmentDeps["db"]) => oldestPending(db, offered, "fulfillment_leads_offered_here"));
const offeredElsewhere = preparedRead((db: FulfillmentDeps["db"]) =>
  oldestPending(db, not(offered), "fulfillment_leads_offered_elsewhere"),
);

/**
 * The oldest pending leads offered to the merchant, then as many of the oldest elsewhere as the
 * page has room for (so no more rows are read than it shows); the domain rule orders them.
 */
async function pendingLeads(
  deps: Pick<FulfillmentDeps, "db">,
  merchant: { id: string; state: string },
  reofferCutoff: Date,
  shown: number,
) {
  const asked = { merchantId: merchant.id, state: merchant.state, reofferCutoff };
  const here = await offeredHere(deps.db).execute({ ...asked, limit: shown });
  const room = shown - here.length;
  const elsewhere = room > 0 ? await offeredElsewhere(deps.db).execute({ ...asked, limit: room }) : [];
  return pendingLeadsFor([...here, ...elsewhere], merchant.state, (lead) => isReoffered(lead, reofferCutoff), shown);
}
