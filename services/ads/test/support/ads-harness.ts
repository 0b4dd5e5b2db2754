import type { Database, LocalObjectStorage } from "@highcotton/kit";
import {
  registerTestAccount,
  type ServiceHarness,
  type ServiceHarnessOptions,
  startServiceHarness,
  startTestStorage,
  type TestAccount,
  TestClock,
} from "@highcotton/kit/testing";
import type { AdsDeps } from "../../src/application/ads-deps.ts";
import type { PlanValue } from "../../src/contract/index.ts";
import { defineAdsService } from "../../src/service.ts";

export { type TestAccount, TestClock };

export type AdsHarnessOptions = ServiceHarnessOptions<AdsDeps>;

/** An approved advertiser, with the account that owns it. */
export interface TestAdvertiser {
  account: TestAccount;
  advertiserId: string;
  applicationId: string;
}

/** Ads started as the product starts it (its definition, consumers and resolvers) on one store. */
export interface AdsHarness extends ServiceHarness<AdsDeps> {
  /** Where creatives are stored (a fresh folder, emptied by `reset`). */
  storage: LocalObjectStorage;
  storageDir: string;
  /** Every stored object's key, sorted (the content-type notes beside them left out). */
  storedKeys(): string[];
  /** A signed-in account, announced by identity's UserRegistered (a made-up username unless told). */
  account(role?: "user" | "dispensary" | "merchant", username?: string): Promise<TestAccount>;
  /** A bearer header with an operator's token, as `highcotton ads approve` sends. */
  operatorHeaders(): Record<string, string>;
  /** An application through the graph (applyToAdvertise); answers its id. */
  apply(account: TestAccount, fields?: Record<string, unknown>): Promise<string>;
  /** A new account that applied for `plan` and was approved by an operator. */
  advertiser(plan?: PlanValue, fields?: Record<string, unknown>): Promise<TestAdvertiser>;
}

export const ADS_TABLES = [
  "ad_invalid_traffic",
  "ad_daily_stats",
  "ad_events",
  "advertisements",
  "advertisers",
  "advertiser_applications",
  "account_replicas",
  "offline_subscriptions",
  "offline_payment_methods",
  "stripe_webhook_events",
  "card_attempt_failures",
  "operator_actions",
  "outbox",
  "inbox",
];

export async function startAdsHarness(open: () => Promise<Database>, options: AdsHarnessOptions = {}): Promise<AdsHarness> {
  const files = startTestStorage("ads-creatives-");
  const harness = await startServiceHarness(defineAdsService, {
    ...options,
    deps: { storage: files.storage, ...options.deps },
    database: await open(),
    tables: ADS_TABLES,
  });
  const { graph, tokens } = harness;
  const operatorHeaders = () => ({ authorization: `Bearer ${tokens.signOperator("test")}` });

  const apply = async (account: TestAccount, fields: Record<string, unknown> = {}) => {
    const result = await graph<{ applyToAdvertise: { id: string } }>(
      "mutation ($input: ApplyToAdvertiseInput!) { applyToAdvertise(input: $input) { id } }",
      {
        input: {
          companyName: "Bud Brand Co.",
          contactEmail: `${account.username}@example.test`,
          website: "https://budbrand.example",
          plan: "flyer_50",
          ...fields,
        },
      },
      account.headers,
    );
    const applicationId = result.data?.applyToAdvertise.id;
    if (!applicationId) throw new Error(`applyToAdvertise failed: ${JSON.stringify(result.errors)}`);
    return applicationId;
  };

  return {
    ...harness,
    storage: files.storage,
    storageDir: files.storageDir,
    storedKeys: files.storedKeys,
    async reset() {
      await harness.reset();
      files.empty();
    },
    async stop() {
      await harness.stop();
      files.remove();
    },
    account: (role = "user", username?: string) => registerTestAccount(harness, role, username),
    operatorHeaders,
    apply,
    async advertiser(plan = "flyer_50", fields = {}) {
      const account = await registerTestAccount(harness, "user");
      const applicationId = await apply(account, { plan, ...fields });
      const result = await graph<{ approveAdvertiserApplication: { id: string } }>(
        "mutation ($id: ID!) { approveAdvertiserApplication(id: $id) { id } }",
        { id: applicationId },
        operatorHeaders(),
      );
      const advertiserId = result.data?.approveAdvertiserApplication.id;
      if (!advertiserId) throw new Error(`approveAdvertiserApplication failed: ${JSON.stringify(result.errors)}`);
      return { account, advertiserId, applicationId };
    },
  };
}
