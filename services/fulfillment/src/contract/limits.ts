/** SPEC §9, in cents: a merchant's subscription costs $5 a month. */
export const MERCHANT_MONTHLY_FEE = 500;
/** SPEC §5's merchant form. */
export const BUSINESS_NAME_MAX = 100;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
export { STATE_CODE_LENGTH } from "@highcotton/form-fields";
export const PHONE_MAX = 30;
/** The most pending leads one read of a merchant's lists answers (SPEC's calls get this many). */
export const PENDING_LEADS_MAX = 100;
/**
 * How many pending leads the dashboard reads at a time: the oldest a merchant can act on, a screen
 * or two of them, instead of all of them on every refresh.
 */
export const PENDING_LEADS_PAGE = 25;
/**
 * How long `leadsChanged` holds a merchant dashboard's question before answering that nothing changed:
 * under the 30 s that proxies commonly allow an idle request, and each answer is also the
 * dashboard's cue to read its lists again (so a change missed by a dropped notification shows by then).
 */
export const LEADS_CHANGED_WAIT_SECONDS = 25;
/**
 * Dashboards of one account waiting at once on one replica (one per open tab, and a reloaded
 * tab's abandoned wait until it ends); more are refused.
 */
export const LEADS_CHANGED_WAITS_PER_ACCOUNT = 8;
export { PAYMENT_METHOD_ID_MAX as PAYMENT_METHOD_MAX } from "@highcotton/form-fields";
/**
 * How long a paid order may wait for a print shop, by default (fulfillment's settings
 * LEAD_REOFFER_AFTER_HOURS, ORDER_REFUND_AFTER_DAYS and FULFIL_WITHIN_DAYS): a lead nobody
 * accepted is re-offered in every state after 48 hours, withdrawn and refunded 7 days after the
 * order was placed, and an accepted one must be fulfilled within 10 days.
 */
export const LEAD_DEADLINE_DEFAULTS = { reofferAfterHours: 48, refundAfterDays: 7, fulfilWithinDays: 10 } as const;
