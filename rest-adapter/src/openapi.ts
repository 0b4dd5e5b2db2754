import { BRAND_NAME } from "@highcotton/catalog/contract";
import { z } from "zod";
import type { RouteDefinition } from "./route.ts";

type JsonSchema = Record<string, unknown>;
type AnyRoute = RouteDefinition;

/** A zod schema as the JSON Schema an OpenAPI 3.1 document embeds (what is accepted, or what is sent). */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return json;
}

/** An object schema's properties, one OpenAPI parameter each. */
function parametersOf(schema: z.ZodType | undefined, where: "path" | "query" | "header") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, default: _default, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

/**
 * `GET /api/dispensaries/{id}` → `getDispensariesById`, `POST /paypal/order` → `postPaypalOrder`:
 * stable names for links and tools.
 */
export function operationIdOf(route: Pick<AnyRoute, "method" | "path">): string {
  const words = route.path
    .replace(/^\/api\//, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith("{") ? `By-${word.slice(1, -1)}` : word))
    .flatMap((word) => word.split("-"));
  return route.method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const retryAfter = {
  "Retry-After": { description: "Seconds until a retry can succeed", schema: { type: "integer", minimum: 1 } },
};

/** The statuses a call answers, its own descriptions first, then what the edge itself answers. */
function responsesOf(route: AnyRoute) {
  const statuses: Record<number, string> = {};
  if (route.body || route.form || route.query || route.headers) statuses[400] = "Invalid input, with the rule's message";
  if (route.auth === "required") statuses[401] = "No bearer token, or one that is not valid";
  if (route.params) {
    statuses[404] = "The id names nothing";
    statuses[414] = "A path segment is longer than the server reads";
  }
  if (route.body || route.rawBody) statuses[413] = "The body is larger than the server accepts";
  if (route.form) statuses[413] = "A file is over its size limit, a field over 64 KB, or the form has too many parts";
  // A raw body is taken whatever its content type.
  if (route.body) statuses[415] = route.plainTextJson ? "The body is neither JSON nor text/plain" : "The body is not JSON";
  if (route.form) statuses[415] = "The body is not multipart/form-data";
  Object.assign(statuses, route.responses);
  const responses: Record<string, unknown> = {};
  for (const [code, description] of Object.entries(statuses)) {
    const status = Number(code);
    if (status >= 400) {
      responses[code] = errorResponse(description, status === 429 ? retryAfter : undefined);
    } else if (route.navigation) {
      responses[code] = {
        description,
        headers: { Location: { description: "Where the browser goes", schema: { type: "string" } } },
      };
    } else {
      responses[code] = {
        description,
        ...(route.responseHeaders || (route.publicMaxAge && code === "200")
          ? { headers: headersOf({ ...route.responseHeaders, ...(code === "200" ? cacheHeaderOf(route) : {}) }) }
          : {}),
        ...(route.links ? { links: route.links } : {}),
        ...(route.response ? { content: { "application/json": { schema: jsonSchemaOf(route.response, "output") } } } : {}),
        ...(route.file ? { content: { [route.file.contentType]: { schema: { type: "string", format: "binary" } } } } : {}),
      };
    }
  }
  return responses;
}

/** A public read's `Cache-Control`, documented from its `publicMaxAge`. */
const cacheHeaderOf = (route: AnyRoute): NonNullable<AnyRoute["responseHeaders"]> =>
  route.publicMaxAge
    ? {
        "Cache-Control": {
          description: `public, max-age=${route.publicMaxAge} (no-store when asked with a token or a session)`,
          schema: z.string(),
        },
      }
    : {};

const headersOf = (headers: NonNullable<AnyRoute["responseHeaders"]>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, header]) => [
      name,
      { description: header.description, schema: jsonSchemaOf(header.schema, "output") },
    ]),
  );

/**
 * A form field's schema without `null`: a multipart part is text or absent, so a field the input
 * schema lets be null is documented as text that may be left out (a fuzzer cannot send a null).
 */
function formFieldOf(schema: unknown): unknown {
  const { anyOf, ...rest } = schema as { anyOf?: Array<{ type?: unknown }> };
  if (!anyOf) return schema;
  const kept = anyOf.filter((option) => option.type !== "null");
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/** A multipart form's schema: its text fields, and each file field as binary (an array when it takes several). */
function formSchemaOf(form: NonNullable<AnyRoute["form"]>): JsonSchema {
  const input = jsonSchemaOf(form.fields, "input") as { properties?: Record<string, unknown>; required?: string[] };
  const fields = {
    ...input,
    properties: Object.fromEntries(Object.entries(input.properties ?? {}).map(([name, field]) => [name, formFieldOf(field)])),
  };
  const files = Object.fromEntries(
    Object.entries(form.files).map(([name, file]) => {
      const binary = { type: "string", format: "binary" };
      return [
        name,
        file.maxCount === 1
          ? { ...binary, description: file.description }
          : { type: "array", items: binary, maxItems: file.maxCount, description: file.description },
      ];
    }),
  );
  return { ...fields, type: "object", properties: { ...fields.properties, ...files } };
}

/** An OpenAPI 3.1 document of every path the adapter serves, built from the route files' schemas. */
export function buildOpenApiDocument(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParameters = route.params
      ? parametersOf(route.params, "path")
      : [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
          name: match[1],
          in: "path",
          required: true,
          schema: { type: "string" },
        }));
    const operation: Record<string, unknown> = {
      operationId: operationIdOf(route),
      summary: route.summary,
      tags: [route.tag],
      parameters: [...pathParameters, ...parametersOf(route.query, "query"), ...parametersOf(route.headers, "header")],
      responses: responsesOf(route),
    };
    if (route.auth === "required") operation.security = [{ bearer: [] }];
    const body = route.body ?? route.rawBody;
    if (body) {
      const schema = jsonSchemaOf(body, "input");
      const content: Record<string, unknown> = { "application/json": { schema } };
      if (route.plainTextJson) content["text/plain"] = { schema };
      // A call whose body may be left out (every field optional: no body reads as {}) says so.
      const required = route.rawBody !== undefined || !route.body?.safeParse({}).success;
      operation.requestBody = { required, content };
    } else if (route.form) {
      operation.requestBody = { required: true, content: { "multipart/form-data": { schema: formSchemaOf(route.form) } } };
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  paths["/api/openapi.json"] = {
    get: {
      operationId: "getOpenapiJson",
      summary: "This document",
      tags: ["meta"],
      responses: {
        200: { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: `${BRAND_NAME} REST API`,
      version: "1.0.0",
      description:
        "SPEC §7 calls, served on top of the GraphQL gateway: /api/* and the wallet calls at the root " +
        "(/paypal/*). Errors answer { message }; a known path with another method answers 405 with an Allow header.",
    },
    paths,
    components: {
      schemas: {
        Error: { type: "object", required: ["message"], properties: { message: { type: "string" } } },
      },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
