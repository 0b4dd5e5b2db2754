import { useQuery } from "@apollo/client/react";
import { isAdvertiser } from "../auth/account-dashboard.ts";
import { useAuth } from "../auth/auth-context.ts";
import { ADVERTISER_STANDING_QUERY } from "../graphql/ads.ts";
import { MY_STORE_QUERY } from "../graphql/catalog.ts";
import { MY_MERCHANT_QUERY } from "../graphql/fulfillment.ts";
import { dashboardLinkFor, type SetupStep, setupStepFor } from "./store-setup.ts";

/** The signed-in user's next setup step and where their dashboard link goes (their own dashboard). */
export function useStoreSetup(): { step: SetupStep; dashboardLink: { to: string; label: string } } {
  const { user } = useAuth();
  const role = user?.role;
  // Only the account's own kind of business is asked about; the other query is skipped.
  const store = useQuery(MY_STORE_QUERY, { skip: role !== "dispensary" });
  const printShop = useQuery(MY_MERCHANT_QUERY, { skip: role !== "merchant" });
  // Advertisers are consumer accounts: whether this one applied decides where its dashboard is.
  const ads = useQuery(ADVERTISER_STANDING_QUERY, { skip: role !== "user" });
  const advertiser = role === "user" && ads.data ? isAdvertiser(ads.data) : false;
  const isSetUp =
    role === "dispensary" && store.data
      ? store.data.myDispensary !== null
      : role === "merchant" && printShop.data
        ? printShop.data.myMerchant !== null
        : undefined;
  return { step: setupStepFor(role, isSetUp), dashboardLink: dashboardLinkFor(role, isSetUp, advertiser) };
}
