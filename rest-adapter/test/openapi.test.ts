import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument(routes);

  it("has an operation for every route, with its documented responses", () => {
    for (const route of routes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()] as { responses: Record<string, unknown> };
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation.responses).sort()).toEqual(Object.keys(route.responses).sort());
    }
  });

  it("describes JSON bodies from the zod schemas, with required fields", () => {
    const register = document.paths["/api/auth/register"]?.post as {
      requestBody: { content: { "application/json": { schema: { required: string[]; properties: Record<string, unknown> } } } };
    };
    const schema = register.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["username", "email", "password", "confirmPassword"]));
    expect(schema.properties.role).toMatchObject({ anyOf: expect.any(Array) });
  });
});
