export * from "./stripe-client.ts";
export * from "./stripe-signature.ts";
