import type { Logger } from "@highcotton/kit";

/** Runs a GraphQL operation as a given caller (in process, through the gateway). */
export type GraphRunner = (
  query: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<{
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}>;

export const DEMO_PASSWORD = "highcotton420";

/** Stripe's test card, which both Stripe test mode and the offline provider charge. */
const DEMO_CARD = "pm_card_visa";

/** Demo stores in several states, each owned by its own dispensary account. */
const DEMO_STORES = [
  {
    username: "greenleaf",
    businessType: "dispensary",
    name: "Greenleaf Dispensary",
    address: "1420 Larimer St",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
  },
  {
    username: "flatirons",
    businessType: "dispensary",
    name: "Flatirons Flower Co.",
    address: "2040 Pearl St",
    city: "Boulder",
    state: "CO",
    zipCode: "80302",
  },
  {
    username: "sunsetkush",
    businessType: "dispensary",
    name: "Sunset Kush Collective",
    address: "7751 Sunset Blvd",
    city: "Los Angeles",
    state: "CA",
    zipCode: "90046",
  },
  {
    username: "raincity",
    businessType: "dispensary",
    name: "Rain City Cannabis",
    address: "1511 Pike Pl",
    city: "Seattle",
    state: "WA",
    zipCode: "98101",
  },
  {
    username: "smokeys",
    businessType: "smoke_shop",
    name: "Smokey's Glass & Grass",
    address: "608 E 6th St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
  },
  {
    username: "motorcity",
    businessType: "dispensary",
    name: "Motor City Greens",
    address: "1300 Woodward Ave",
    city: "Detroit",
    state: "MI",
    zipCode: "48226",
  },
] as const;

const code = (result: Awaited<ReturnType<GraphRunner>>) => result.errors?.[0]?.extensions?.code;

/**
 * Opens the demo stores the way an owner would: sign up, sign in, create the store paying its
 * sign-on fee, ask for its designs — all through the graph, so each service keeps to its own data. Safe to run again.
 */
export async function seedDemoStores(run: GraphRunner, logger: Logger): Promise<void> {
  for (const { username, ...store } of DEMO_STORES) {
    const registered = await run("mutation ($input: RegisterInput!) { register(input: $input) { user { id } } }", {
      input: {
        username,
        email: `${username}@demo.highcotton.test`,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        role: "dispensary",
      },
    });
    if (registered.errors && code(registered) !== "CONFLICT") throw new Error(registered.errors[0]?.message);
    const login = await run("mutation ($input: LoginInput!) { login(input: $input) { token } }", {
      input: { username, password: DEMO_PASSWORD },
    });
    const token = (login.data?.login as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`demo login failed for ${username}: ${login.errors?.[0]?.message}`);
    const auth = { authorization: `Bearer ${token}` };
    const created = await run(
      "mutation ($input: CreateDispensaryInput!) { createDispensary(input: $input) { id } }",
      // The demo stores are open: their sign-on fee is paid with Stripe's test card.
      { input: { ...store, paymentMethodId: DEMO_CARD } },
      auth,
    );
    if (created.errors && code(created) !== "CONFLICT") throw new Error(created.errors[0]?.message);
    const mine = await run("query { myDispensary { id } }", {}, auth);
    const dispensaryId = (mine.data?.myDispensary as { id?: string } | null)?.id;
    if (!dispensaryId) continue;
    await run(
      "mutation ($input: RequestDesignsInput!) { requestDesigns(input: $input) { message } }",
      { input: { dispensaryId } },
      auth,
    );
    logger.info({ store: store.name }, "demo store opened");
  }
}
