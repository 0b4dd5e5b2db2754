import { z } from "zod";
import { documented } from "../documented.ts";
import { graphql } from "../graphql/gen/gql.ts";
import { defineRoute } from "../route.ts";

const WalletSetup = graphql(`
  query WalletSetup {
    walletSetup {
      clientToken
    }
  }
`);

const setup = z.object({ clientToken: z.string() });

/** SPEC: the wallet calls live at the root, under the wallet provider's name. */
export default defineRoute({
  method: "GET",
  path: "/paypal/setup",
  tag: "wallet",
  summary: "The wallet's client token, to set up its button",
  response: setup,
  responses: { 200: "{ clientToken }" },
  async handle({ graph, reply }) {
    const data = await graph(WalletSetup);
    // A fresh token each time: never from a cache.
    reply.header("cache-control", "no-store");
    return { status: 200, body: documented(setup, data.walletSetup) };
  },
});
