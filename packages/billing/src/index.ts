// Monthly card subscriptions, shared by the services that bill one (fulfillment's merchants, ads'
// advertisers), one-time card charges (catalog's store fees), and
// withdrawals paid out to sellers (commerce's stores, fulfillment's print merchants). Their tables are in `@highcotton/billing/tables`; the pure parts are also
// exported by `@highcotton/billing/domain`.
export * from "./billing-period.ts";
export * from "./card-attempt-limit.ts";
export * from "./card-attempts.ts";
export * from "./card-charges.ts";
export * from "./change-subscription-card.ts";
export * from "./create-card-charges.ts";
export * from "./create-card-subscriptions.ts";
export * from "./create-payouts.ts";
export * from "./live-payments.ts";
export * from "./offline-charges.ts";
export * from "./offline-payment-methods.ts";
export * from "./offline-payouts.ts";
export * from "./offline-subscriptions.ts";
export * from "./pay-pending-withdrawals.ts";
export * from "./payouts.ts";
export * from "./ports.ts";
export * from "./provider-calls.ts";
export * from "./receive-billing-webhook.ts";
export * from "./renew-offline-subscriptions.ts";
export * from "./save-offline-card.ts";
export * from "./set-subscription-end.ts";
export * from "./stripe-billing-events.ts";
export * from "./stripe-charges.ts";
export * from "./stripe-connect-payouts.ts";
export * from "./stripe-subscriptions.ts";
export * from "./subscription-end.ts";
