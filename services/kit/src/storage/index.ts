export * from "./create-storage.ts";
export * from "./discard-objects.ts";
export * from "./local-storage.ts";
export * from "./object-storage.ts";
export * from "./s3-storage.ts";
