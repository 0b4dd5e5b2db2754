// Catalog's contract: its limits, messages, input schemas and the state list, for the REST
// adapter, the web app and other services. Zod and these files only, so the browser can load it.
export { ZIP_CODE_PATTERN } from "@highcotton/form-fields";
export * from "./brand.ts";
export * from "./brand-kit.ts";
export * from "./counter-card.ts";
export * from "./fees.ts";
export * from "./forms.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./operator.ts";
export * from "./us-states.ts";
