import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type BaseConfig, loadTokenKeys, signingKeyPath, TokenService } from "@highcotton/kit";

/** A GraphQL call to the running system as an operator (a five-minute operator token). */
export type OperatorGraph = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/**
 * Where the running marketplace answers: HIGHCOTTON_URL, else PUBLIC_URL, else this machine on PORT
 * (the all-in-one start's address).
 */
export function systemUrl(config: BaseConfig, env: NodeJS.ProcessEnv = process.env): string {
  return (env.HIGHCOTTON_URL || config.PUBLIC_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, "");
}

/**
 * Signs as an operator with the key the system signs tokens with (JWT_SECRET, JWT_PRIVATE_KEY, or
 * the key kept in DATA_DIR), so only whoever holds that key can run operator commands.
 */
export function operatorGraph(config: BaseConfig, url: string): OperatorGraph {
  const keyFile = signingKeyPath(resolve(config.DATA_DIR));
  // Without a key in the environment the system's own key must be there; a new one would sign nothing it trusts.
  if (!config.JWT_SECRET && !config.JWT_PRIVATE_KEY && !existsSync(keyFile)) {
    throw new Error(`No signing key at ${keyFile}: run this with the system's DATA_DIR, or set JWT_PRIVATE_KEY or JWT_SECRET`);
  }
  const tokens = new TokenService(loadTokenKeys({ ...config, dataDir: config.DATA_DIR }));
  if (!tokens.canSign) throw new Error("Operator commands need the signing key: set JWT_PRIVATE_KEY or JWT_SECRET");
  return async (query, variables = {}) => {
    let response: Response;
    try {
      response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${tokens.signOperator("cli")}` },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      throw new Error(
        `High Cotton is not answering at ${url} (${(error as Error).message}); run this with the system's PORT, or set HIGHCOTTON_URL`,
      );
    }
    const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: Array<{ message: string }> } | null;
    if (!body) throw new Error(`${url}/graphql answered ${response.status} without a GraphQL body`);
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("; "));
    return body.data as never;
  };
}
