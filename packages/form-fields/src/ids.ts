import { stringOf } from "./string-of.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (and must not reach the database as a uuid). */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/**
 * An id field (a UUID). Missing and wrong types get messages naming the field; any other string
 * gets `invalid` (a path's id may pass its resource's "not found" message).
 */
export const entityId = (label: string, invalid = `${label} is not a valid id`) =>
  stringOf(`${label} is required`, `${label} must be a string`).max(36, invalid).regex(UUID, invalid).meta({ format: "uuid" });
