import { SESSION_ID_PATTERN } from "@highcotton/form-fields";
import { messages as identityMessages } from "@highcotton/identity/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY } from "../graphql/identity.ts";
import { createApolloClient } from "./apollo-client.ts";
import { AUTH_TOKEN_KEY } from "./auth-token.ts";
import { SESSION_ID_KEY } from "./session-id.ts";

function respondWith(body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respondWith>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return Object.fromEntries(new Headers(init?.headers).entries());
}

describe("Apollo client links", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends x-session-id on every request and no Authorization without a token", async () => {
    const fetchMock = respondWith({ data: { me: null } });
    const client = createApolloClient("http://localhost/graphql");
    const result = await client.query({ query: ME_QUERY });
    expect(result.data?.me).toBeNull();
    const headers = sentHeaders(fetchMock);
    expect(headers["x-session-id"]).toMatch(SESSION_ID_PATTERN);
    expect(headers["x-session-id"]).toBe(localStorage.getItem(SESSION_ID_KEY));
    expect(headers.authorization).toBeUndefined();
  });

  it("adds Authorization: Bearer <authToken> when a token is stored", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "abc.def.ghi");
    const fetchMock = respondWith({
      data: {
        me: { __typename: "User", id: "u1", username: "mary", email: "m@x.io", firstName: null, lastName: null, role: "user" },
      },
    });
    const client = createApolloClient("http://localhost/graphql");
    await client.query({ query: ME_QUERY });
    expect(sentHeaders(fetchMock).authorization).toBe("Bearer abc.def.ghi");
  });

  it("removes a stored token the server calls UNAUTHENTICATED", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "expired");
    respondWith({
      data: { me: null },
      errors: [{ message: identityMessages.unauthorized, extensions: { code: "UNAUTHENTICATED" } }],
    });
    const client = createApolloClient("http://localhost/graphql");
    await expect(client.query({ query: ME_QUERY })).rejects.toThrow(identityMessages.unauthorized);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
