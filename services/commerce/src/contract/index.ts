// Commerce's contract: its prices, limits, messages and input schemas, for the REST adapter, the
// web app and the services that show a price. Zod and these files only, so the browser can load it.
export { ZIP_CODE_PATTERN } from "@highcotton/form-fields";
export * from "./forms.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./operator.ts";
export * from "./prices.ts";
export * from "./shirts.ts";
