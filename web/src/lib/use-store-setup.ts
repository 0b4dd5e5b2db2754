import { useQuery } from "@apollo/client/react";
import { useAuth } from "../auth/auth-context.ts";
import { MY_STORE_QUERY } from "../graphql/catalog.ts";
import { dashboardLinkFor, type SetupStep, setupStepFor } from "./store-setup.ts";

/** The signed-in user's next setup step and where their dashboard link goes. */
export function useStoreSetup(): { step: SetupStep; dashboardLink: { to: string; label: string } } {
  const { user } = useAuth();
  const isOwner = user?.role === "dispensary";
  const { data } = useQuery(MY_STORE_QUERY, { skip: !isOwner });
  const hasStore = isOwner && data ? data.myDispensary !== null : undefined;
  return { step: setupStepFor(user?.role, hasStore), dashboardLink: dashboardLinkFor(user?.role, hasStore) };
}
