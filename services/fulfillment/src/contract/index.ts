// Fulfillment's contract: the merchant form's rules, the subscription fee and what merchants read,
// for the REST adapter and the web app. Zod and these files only, so the browser can load it.
export { ZIP_CODE_PATTERN } from "@highcotton/form-fields";
export * from "./forms.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./operator.ts";
export * from "./tracking.ts";
export * from "./withdrawals.ts";
