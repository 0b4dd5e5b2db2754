import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { loadTokenKeys, TokenService } from "@highcotton/kit/auth";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiClient, signUp } from "../support/api.ts";
import { type RunningSystem, startSystem } from "../support/system.ts";

// The console's store fees through the gateway: refused to an ordinary account, answered to the
// CLI's operator token with the owner's username, which identity names across the graph.

let system: RunningSystem;
let api: ReturnType<typeof apiClient>;

const FEES_DUE = "{ storeFeesDue(first: 100) { total items { dispensaryId storeName owed amountCents owner { username } } } }";
const graphql = (token: string) => api.call("POST", "/graphql", { raw: JSON.stringify({ query: FEES_DUE }), token });

beforeAll(async () => {
  system = await startSystem();
  api = apiClient(system.url);
});
afterAll(async () => {
  await system?.stop();
});

it("refuses an ordinary account and answers the CLI's operator token with the stores that owe their fee", async () => {
  const shopper = await signUp(api, "user");
  const refused = await graphql(shopper.token);
  expect(refused.body.errors[0]).toMatchObject({
    message: catalogMessages.operatorsOnly,
    extensions: { code: "FORBIDDEN" },
  });

  // A store opened without a card owes its sign-on fee.
  const owner = await signUp(api, "dispensary");
  const opened = await api.post(
    "/api/dispensary",
    { name: "Console Check Co", address: "1420 Larimer St", city: "Denver", state: "CO", zipCode: "80202" },
    { token: owner.token },
  );
  expect(opened.status).toBe(201);

  const operatorToken = new TokenService(loadTokenKeys({ dataDir: system.dataDir })).signOperator("cli");
  const answered = await graphql(operatorToken);
  expect(answered.body.errors).toBeUndefined();
  expect(answered.body.data.storeFeesDue.items).toContainEqual({
    dispensaryId: opened.body.id,
    storeName: "Console Check Co",
    owed: "sign_on",
    amountCents: 10_000,
    owner: { username: owner.username },
  });
});
