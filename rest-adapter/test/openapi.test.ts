import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON read freely here.
type Json = any;

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument(routes) as Json;
  const operation = (path: string, method: string): Json => document.paths[path]?.[method];
  const requestSchema = (path: string, method = "post"): Json =>
    operation(path, method).requestBody.content["application/json"].schema;

  it("has an operation for every route with its own statuses and the edge's (400, 401, 404, 413, 415)", () => {
    for (const route of routes) {
      const op = operation(route.path, route.method.toLowerCase());
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      const statuses = Object.keys(op.responses);
      expect(statuses).toEqual(expect.arrayContaining(Object.keys(route.responses)));
      if (route.body) expect(statuses).toEqual(expect.arrayContaining(["400", "413", "415"]));
      if (route.query) expect(statuses).toContain("400");
      if (route.params) expect(statuses).toContain("404");
      if (route.auth === "required") {
        expect(statuses).toContain("401");
        expect(op.security).toEqual([{ bearer: [] }]);
      }
    }
  });

  it("declares a JSON body schema for every 2xx answer that has a body", () => {
    for (const route of routes.filter((route) => route.response)) {
      const op = operation(route.path, route.method.toLowerCase());
      const success = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1] as Json;
      const schema = success.content["application/json"].schema;
      expect(schema.type ?? schema.anyOf, `${route.method} ${route.path}`).toBeDefined();
    }
    const user = operation("/api/auth/user", "get").responses["200"].content["application/json"].schema;
    expect(user.required).toEqual(expect.arrayContaining(["id", "username", "role", "createdAt"]));
    // The three one may sign up as, and the operator made from the command line.
    expect(user.properties.role.enum).toEqual(["user", "dispensary", "merchant", "operator"]);
    expect(user.properties.createdAt.format).toBe("date-time");
    const mine = operation("/api/dispensary", "get").responses["200"].content["application/json"].schema;
    expect(mine.anyOf).toEqual(expect.arrayContaining([{ type: "null" }]));
  });

  it("documents the zod rules: lengths, NUL refused, formats and enums", () => {
    const register = requestSchema("/api/auth/register");
    expect(register.required).toEqual(expect.arrayContaining(["username", "email", "password", "confirmPassword"]));
    expect(register.properties.username).toMatchObject({ minLength: 3, maxLength: 50, pattern: "^[^\\u0000]*$" });
    expect(register.properties.email).toMatchObject({ format: "email", maxLength: 254 });
    expect(register.properties.role).toMatchObject({ anyOf: expect.any(Array) });

    const store = requestSchema("/api/dispensary");
    expect(store.properties.state.enum).toHaveLength(50);
    expect(store.properties.zipCode.pattern).toBe("^\\d{5}(-\\d{4})?$");
    expect(store.properties.address).toMatchObject({ minLength: 2, maxLength: 200 });

    const custom = requestSchema("/api/designs/custom/generate");
    expect(custom.properties.prompt.maxLength).toBe(500);
    expect(custom.properties.sessionId.anyOf[0]).toMatchObject({ maxLength: 100, pattern: "^session_\\d+_[a-z0-9]+$" });

    const id = operation("/api/dispensaries/{id}", "get").parameters[0];
    expect(id).toMatchObject({ name: "id", in: "path", required: true, schema: { format: "uuid" } });
  });

  it("pages GET /api/designs with limit and cursor and says where the next page is", () => {
    const list = operation("/api/designs", "get");
    expect(list.parameters.map((parameter: Json) => [parameter.name, parameter.in, parameter.schema.type])).toEqual([
      ["limit", "query", "integer"],
      ["cursor", "query", "string"],
    ]);
    expect(list.parameters[0].schema).toMatchObject({ minimum: 1, maximum: 200 });
    expect(Object.keys(list.responses["200"].headers)).toEqual(["X-Next-Cursor", "Link", "Cache-Control"]);
    expect(list.responses["200"].content["application/json"].schema.type).toBe("array");
  });

  it("gives every operation a unique id, and links only to operations that exist", () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path as Json)) as Json[];
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const links = operations.flatMap((op) =>
      Object.values(op.responses).flatMap((response) => Object.values((response as Json).links ?? {})),
    ) as Json[];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(ids).toContain(link.operationId);
  });

  it("says when to retry on 429", () => {
    expect(operation("/api/auth/login", "post").responses["429"].headers["Retry-After"]).toBeDefined();
  });

  it("documents the wallet calls at the root and the headers calls read", () => {
    expect(operation("/paypal/setup", "get").operationId).toBe("getPaypalSetup");
    expect(operation("/paypal/order/{id}/capture", "post").operationId).toBe("postPaypalOrderByIdCapture");
    expect(requestSchema("/paypal/order").properties.currency.const).toBe("USD");
    const cart = operation("/api/cart", "get").parameters.map((parameter: Json) => [
      parameter.name,
      parameter.in,
      parameter.required,
    ]);
    expect(cart).toEqual([
      ["sessionId", "query", false],
      ["x-session-id", "header", false],
    ]);
    expect(operation("/api/cart/{itemId}", "delete").responses).toHaveProperty("204");
  });

  it("documents the Stripe webhook's raw body and required signature, taken whatever its content type", () => {
    const webhook = operation("/api/webhooks/stripe", "post");
    expect(webhook.parameters).toEqual([expect.objectContaining({ name: "stripe-signature", in: "header", required: true })]);
    expect(webhook.requestBody.content["application/json"].schema.required).toEqual(["id", "type"]);
    expect(Object.keys(webhook.responses)).toEqual(expect.arrayContaining(["200", "400", "413"]));
    expect(webhook.responses).not.toHaveProperty("415");
  });

  it("gives the owner's store the money fields commerce keeps", () => {
    const mine = operation("/api/dispensary", "get").responses["200"].content["application/json"].schema;
    const store = mine.anyOf.find((schema: Json) => schema.type === "object");
    expect(Object.keys(store.properties)).toEqual(
      expect.arrayContaining(["totalRevenue", "availableBalance", "heldBalance", "nextEligibleAt", "pendingWithdrawalCount"]),
    );
  });
});
