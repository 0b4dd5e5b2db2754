import { messages as catalogMessages, STOREFRONT_MAX_AGE_SECONDS } from "@highcotton/catalog/contract";
import Fastify from "fastify";
import { Kind, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GraphClient, type GraphRequest, requestOf } from "../src/graph-client.ts";
import { registerRestAdapter } from "../src/rest-adapter.ts";

const STORE_ID = "7d5f2c1e-3b9a-4c8d-9e0f-1a2b3c4d5e6f";
const store = {
  id: STORE_ID,
  businessType: "dispensary",
  name: "Green Leaf",
  address: "1 Main St",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
  qrCodeUrl: null,
  storeUrl: "http://localhost:3000/store/7d5f2c1e-3b9a-4c8d-9e0f-1a2b3c4d5e6f",
  designCount: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("requestOf", () => {
  it("sends the document's operation by name, printed once per document", () => {
    const document = parse("query Dispensary($id: ID!) { dispensary(id: $id) { id } }");
    const first = requestOf(document, { id: STORE_ID });
    expect(first).toMatchObject({ operationName: "Dispensary", variables: { id: STORE_ID } });
    expect(first.query).toContain("query Dispensary($id: ID!)");
    const again = requestOf(document);
    expect(again.query).toBe(first.query);
    expect(again).not.toHaveProperty("variables");
  });
});

describe("the REST adapter's operations", () => {
  const sent: GraphRequest[] = [];
  let answer: Record<string, unknown> | null = null;
  const graph: GraphClient = {
    async execute(request) {
      sent.push(request);
      return { data: answer };
    },
  };
  const server = Fastify();
  beforeAll(() => registerRestAdapter(server, { graph, publicReadCacheMs: 0 }));
  afterAll(() => server.close());

  const get = async (url: string, data: Record<string, unknown> | null) => {
    answer = data;
    sent.length = 0;
    const response = await server.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json(), request: sent[0] };
  };

  it("runs a named, static operation with its fragments and answers the documented body", async () => {
    const { status, body, request } = await get(`/api/dispensaries/${STORE_ID}`, { dispensary: store });
    expect(status).toBe(200);
    expect(body).toEqual(store);
    expect(request?.operationName).toBe("Dispensary");
    expect(request?.variables).toEqual({ id: STORE_ID });
    const definitions = parse(request?.query ?? "").definitions;
    expect(definitions.map((definition) => definition.kind)).toEqual([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION]);
    expect(request?.query).toContain("fragment DispensaryBody on Dispensary");
  });

  it("keeps its statuses: an id that names nothing is 404 with SPEC's message", async () => {
    const { status, body } = await get(`/api/dispensaries/${STORE_ID}`, { dispensary: null });
    expect({ status, body }).toEqual({ status: 404, body: { message: catalogMessages.dispensaryNotFound } });
  });

  it("sends no variables for an operation that declares none", async () => {
    const { status, request } = await get("/api/dispensaries", { dispensaries: [store] });
    expect(status).toBe(200);
    expect(request).toMatchObject({ operationName: "Dispensaries" });
    expect(request).not.toHaveProperty("variables");
  });
});

/** The adapter in front of a graph that counts its reads, with the public-read cache keeping answers `ttlMs`. */
function countingAdapter(ttlMs: number) {
  const sent: Array<{ request: GraphRequest; authorization: string | undefined }> = [];
  const page = { nextCursor: "next-page" as string | null };
  const graph: GraphClient = {
    async execute(request, headers) {
      sent.push({ request, authorization: headers.authorization });
      if (request.operationName === "Dispensary") return { data: { dispensary: null } };
      if (request.operationName === "Dispensaries") return { data: { dispensaries: [store] } };
      return { data: { designPage: { designs: [], nextCursor: page.nextCursor } } };
    },
  };
  const server = Fastify();
  beforeAll(() => registerRestAdapter(server, { graph, publicReadCacheMs: ttlMs }));
  afterAll(() => server.close());
  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: "GET", url, headers });
  return { sent, page, get };
}

describe("public reads asked with no token or session", () => {
  const { sent, page, get } = countingAdapter(60_000);

  it("are read from the graph once a moment, each answer the same, its headers included", async () => {
    const answers = [await get("/api/designs?limit=2"), await get("/api/designs?limit=2")];
    expect(sent).toHaveLength(1);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(response.headers).toMatchObject({
        "x-next-cursor": "next-page",
        link: '</api/designs?limit=2&cursor=next-page>; rel="next"',
        "cache-control": `public, max-age=${STOREFRONT_MAX_AGE_SECONDS}`,
      });
    }
  });

  it("still reach the graph every time when asked with a token, and a 404 is not kept", async () => {
    sent.length = 0;
    await get("/api/designs?limit=3", { authorization: "Bearer a" });
    await get("/api/designs?limit=3", { authorization: "Bearer b" });
    expect(sent.map((call) => call.authorization)).toEqual(["Bearer a", "Bearer b"]);
    sent.length = 0;
    expect((await get(`/api/dispensaries/${STORE_ID}`)).statusCode).toBe(404);
    expect((await get(`/api/dispensaries/${STORE_ID}`)).statusCode).toBe(404);
    expect(sent).toHaveLength(2);
  });

  it("are kept by path and checked query: parameters the call does not take make no new read", async () => {
    sent.length = 0;
    page.nextCursor = "next-page";
    const first = await get("/api/designs?limit=4&utm=a");
    await get("/api/dispensaries?x=1");
    await get("/api/dispensaries?x=2");
    await get("/api/designs?utm=b&limit=4");
    expect(sent).toHaveLength(2);
    // The next page's link is built from the checked query, not the first asker's URL.
    expect(first.headers.link).toBe('</api/designs?limit=4&cursor=next-page>; rel="next"');
  });
});

describe("a public read renewed in the background", () => {
  const { sent, page, get } = countingAdapter(1);

  it("carries the renewed answer's headers, not the ones of the answer it replaces", async () => {
    page.nextCursor = "n1";
    expect((await get("/api/designs?limit=5")).headers["x-next-cursor"]).toBe("n1");
    page.nextCursor = null; // the last page now
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get("/api/designs?limit=5")).headers["x-next-cursor"]).toBe("n1"); // kept, while renewed
    while (sent.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setImmediate(resolve));
    const renewed = await get("/api/designs?limit=5");
    expect(renewed.headers).not.toHaveProperty("x-next-cursor");
    expect(renewed.headers).not.toHaveProperty("link");
  });
});
