import type { AllInOne } from "../all-in-one.ts";
import { benchThreeWays } from "./three-ways.ts";

/** A new consumer account on the system at `url`, signed in through /api: its bearer token. */
export async function benchAccountToken(url: string): Promise<string> {
  const api = (path: string, body: unknown) =>
    fetch(new URL(path, url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const credentials = { username: `bench${Date.now()}`, password: "bench-password" };
  await api("/api/auth/register", {
    ...credentials,
    email: `${credentials.username}@bench.test`,
    confirmPassword: credentials.password,
  });
  const { token } = (await api("/api/auth/login", credentials)) as { token: string };
  return token;
}

/** GET /api/auth/user through the REST adapter, straight to identity, and the plain-HTTP floor. */
export async function benchAuthUser(system: AllInOne): Promise<void> {
  const token = await benchAccountToken(system.url);
  await benchThreeWays({
    title: "GET /api/auth/user",
    system,
    restPath: "/api/auth/user",
    subgraph: "identity",
    query: "query Me { me { id username email firstName lastName profileImageUrl role isActive lastLogin createdAt } }",
    headers: { authorization: `Bearer ${token}` },
  });
}
