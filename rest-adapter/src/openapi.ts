import { z } from "zod";
import type { RouteDefinition } from "./route.ts";

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** An OpenAPI 3.1 document of every path the adapter serves, built from the route files. */
// biome-ignore lint/suspicious/noExplicitAny: routes differ in their body, query and params types.
export function buildOpenApiDocument(routes: RouteDefinition<any, any, any>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters = [...(route.path.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      parameters,
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, description]) => [
          status,
          Number(status) >= 400
            ? {
                description,
                content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
              }
            : { description },
        ]),
      ),
    };
    if (route.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: toJsonSchema(route.body) } } };
    }
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  paths["/api/openapi.json"] = {
    get: { summary: "This document", tags: ["meta"], responses: { 200: { description: "OpenAPI 3.1" } } },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "High Cotton REST API",
      version: "1.0.0",
      description: "SPEC §7 calls, served on top of the GraphQL gateway.",
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
