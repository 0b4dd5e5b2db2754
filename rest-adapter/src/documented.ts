import type { z } from "zod";

/**
 * `T` with every field the documented body `D` lacks turned to `never`, at any depth (through
 * arrays and nulls), so a result carrying an undocumented field does not fit it.
 */
type OnlyDocumented<T, D> = T extends readonly (infer Item)[]
  ? D extends readonly (infer DocumentedItem)[]
    ? readonly OnlyDocumented<Item, DocumentedItem>[]
    : never
  : T extends object
    ? D extends object
      ? { [K in keyof T]: K extends keyof D ? OnlyDocumented<T[K], D[K]> : never }
      : never
    : T;

/**
 * A GraphQL result (typed by codegen from the call's operation) as the call's documented body:
 * the compiler proves it has every field of the OpenAPI response schema, with fitting types, and
 * no other, so the selection and the document cannot drift apart. Nothing is checked at run time.
 */
export function documented<S extends z.ZodType, T extends z.input<S>>(_schema: S, result: T & OnlyDocumented<T, z.input<S>>): T {
  return result;
}
