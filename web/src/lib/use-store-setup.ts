import { useQuery } from "@apollo/client/react";
import { useAuth } from "../auth/auth-context.ts";
import { MY_STORE_QUERY } from "../graphql/catalog.ts";
import { MY_MERCHANT_QUERY } from "../graphql/fulfillment.ts";
import { dashboardLinkFor, type SetupStep, setupStepFor } from "./store-setup.ts";

/** The signed-in user's next setup step and where their dashboard link goes. */
export function useStoreSetup(): { step: SetupStep; dashboardLink: { to: string; label: string } } {
  const { user } = useAuth();
  const role = user?.role;
  // Only the account's own kind of business is asked about; the other query is skipped.
  const store = useQuery(MY_STORE_QUERY, { skip: role !== "dispensary" });
  const printShop = useQuery(MY_MERCHANT_QUERY, { skip: role !== "merchant" });
  const isSetUp =
    role === "dispensary" && store.data
      ? store.data.myDispensary !== null
      : role === "merchant" && printShop.data
        ? printShop.data.myMerchant !== null
        : undefined;
  return { step: setupStepFor(role, isSetUp), dashboardLink: dashboardLinkFor(role, isSetUp) };
}
