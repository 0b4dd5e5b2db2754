import { createRequire } from "node:module";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RequestContext } from "../../src/auth/request-context.ts";
import type { TokenService } from "../../src/auth/tokens.ts";
import { SHARED_ANSWER_MS, SharedAnswers } from "../../src/graphql/shared-answers.ts";
import { Subgraph } from "../../src/graphql/subgraph.ts";

// The copy of graphql the subgraph builder uses, as in the running services.
const { GraphQLError } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const typeDefs = `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { store(id: ID!): Store  myStore: Store  missing: Store }
  type Store @key(fields: "id") { id: ID! name: String! isMine: Boolean! }
`;

describe("Subgraph, sharing public reads among askers", () => {
  const stores: Record<string, { id: string; name: string; ownerId: string }> = {};
  let reads = 0;
  let writes = 0;
  let now = 0;
  /** A write of this service that completes while the next read is under way. */
  let writeDuringRead = false;
  /** While set, reads of a store wait for it: reads under way at once. */
  let held: Promise<void> | undefined;
  const resolvers = {
    Query: {
      store: async (_: unknown, { id }: { id: string }) => {
        reads++;
        if (writeDuringRead) writes++;
        await held;
        return stores[id] ?? null;
      },
      myStore: () => {
        reads++;
        return stores.s1;
      },
      missing: () => {
        reads++;
        throw new GraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });
      },
    },
    Store: {
      isMine: (store: { ownerId: string }, _: unknown, context: RequestContext) => context.user?.id === store.ownerId,
    },
  };
  const newSubgraph = () =>
    new Subgraph({
      name: "stores",
      typeDefs,
      resolvers: resolvers as never,
      tokens: {
        verify: (token: string) => (token === "owner-token" ? { id: "u1", sessionId: "sign-in-1" } : null),
        verifyOperator: () => null,
      } as unknown as TokenService,
      logger: pino({ level: "silent" }),
      introspection: false,
      sharedReads: { rootFields: ["store", "missing"], writes: () => writes, now: () => now },
    });
  let subgraph = newSubgraph();
  const STORE = "query Store($id: ID!) { store(id: $id) { id name } }";
  const OWNER = { authorization: "Bearer owner-token" };
  const ask = (query: string, variables: Record<string, unknown> = { id: "s1" }, headers = {}) =>
    subgraph.execute({ query, variables }, headers);
  /** How many reads the subgraph made for `times` asks of a text it has answered before. */
  async function readsFor(query: string, times: number, variables?: Record<string, unknown>, headers = {}) {
    const before = reads;
    for (let asked = 0; asked < times; asked++) await ask(query, variables, headers);
    return reads - before;
  }
  /** Apollo answers a text the first time; the ready path (where answers are shared) knows it after. */
  const learn = (query: string) => ask(query);

  beforeEach(async () => {
    stores.s1 = { id: "s1", name: "Green Door", ownerId: "u1" };
    stores.s2 = { id: "s2", name: "High Tide", ownerId: "u2" };
    subgraph = newSubgraph();
    await subgraph.start();
  });
  afterEach(() => subgraph.stop());

  it("reads a public answer once for many askers, per variables, and hands out what it read", async () => {
    await learn(STORE);
    expect(await readsFor(STORE, 5)).toBe(1);
    expect(await ask(STORE)).toEqual({ data: { store: { id: "s1", name: "Green Door" } } });
    expect(await readsFor(STORE, 3, { id: "s2" })).toBe(1);
    expect(await ask(STORE, { id: "s2" })).toEqual({ data: { store: { id: "s2", name: "High Tide" } } });

    // What one caller does with its answer does not reach the next (the gateway merges into it).
    const first = (await ask(STORE)).data as { store: { name: string } };
    first.store.name = "Changed";
    expect(await ask(STORE)).toEqual({ data: { store: { id: "s1", name: "Green Door" } } });
  });

  it("reads again once this service wrote, and once the moment has passed", async () => {
    await learn(STORE);
    expect(await readsFor(STORE, 2)).toBe(1);
    stores.s1 = { id: "s1", name: "Green Door Co-op", ownerId: "u1" };
    writes++;
    expect(await ask(STORE)).toEqual({ data: { store: { id: "s1", name: "Green Door Co-op" } } });

    stores.s1 = { id: "s1", name: "Green Door Collective", ownerId: "u1" };
    now += SHARED_ANSWER_MS - 1;
    expect((await ask(STORE)).data).toEqual({ store: { id: "s1", name: "Green Door Co-op" } });
    now += 1;
    expect((await ask(STORE)).data).toEqual({ store: { id: "s1", name: "Green Door Collective" } });
  });

  it("does not keep an answer a write landed during", async () => {
    await learn(STORE);
    writeDuringRead = true;
    await ask(STORE);
    writeDuringRead = false;
    expect(await readsFor(STORE, 3)).toBe(1);
  });

  it("reads once for askers who come while a read of the same is under way", async () => {
    await learn(STORE);
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const before = reads;
    const asked = Array.from({ length: 5 }, () => ask(STORE));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    held = undefined;
    const answers = await Promise.all(asked);
    expect(reads - before).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ data: { store: { id: "s1", name: "Green Door" } } });
  });

  it("never shares an answer that looked at who asked, a root field not listed, or an error", async () => {
    const MINE = "query Mine($id: ID!) { store(id: $id) { id isMine } }";
    await learn(MINE);
    expect(await readsFor(MINE, 3, { id: "s1" }, OWNER)).toBe(3);
    for (const query of ["query { myStore { id name } }", "query { missing { id } }"]) {
      await learn(query);
      expect(await readsFor(query, 3)).toBe(3);
    }
    const both = "query Both($id: ID!) { store(id: $id) { id } myStore { id } }";
    await learn(both);
    expect(await readsFor(both, 3)).toBe(6);
  });

  it("shares an answer that looked only to find nobody signed in with askers who are not either", async () => {
    const MINE = "query Mine($id: ID!) { store(id: $id) { id isMine } }";
    await learn(MINE);
    expect(await readsFor(MINE, 3)).toBe(1);
    expect(await ask(MINE)).toEqual({ data: { store: { id: "s1", isMine: false } } });
    expect(await ask(MINE, { id: "s1" }, OWNER)).toEqual({ data: { store: { id: "s1", isMine: true } } });
    expect(await readsFor(MINE, 2)).toBe(0);
  });
});

describe("SharedAnswers' bounds", () => {
  it("keeps at most 5,000 answers, the oldest dropped first, and nothing for variables too long to be a key", () => {
    const shared = new SharedAnswers({ rootFields: ["store"], writes: () => 0, now: () => 0 });
    const anonymous = { user: null } as RequestContext;
    for (let store = 0; store < 5_001; store++) {
      const key = shared.keyOf("store", { id: `s${store}` }) as string;
      const read = shared.begin(key, anonymous);
      read.keep({ store: null });
      read.done();
    }
    expect(shared.get(shared.keyOf("store", { id: "s0" }) as string, anonymous)).toBeUndefined();
    expect(shared.get(shared.keyOf("store", { id: "s1" }) as string, anonymous)?.json).toBe('{"data":{"store":null}}\n');
    expect(shared.get(shared.keyOf("store", { id: "s5000" }) as string, anonymous)).toBeDefined();
    expect(shared.keyOf("store", { id: "x".repeat(2_000) })).toBeUndefined();
  });
});
