import { useQuery } from "@apollo/client/react";
import { ADVERTISING_PLANS_QUERY, type AdvertisingPlan } from "../../graphql/ads.ts";

export interface AdvertisingPlans {
  /** The plans in SPEC's order, once the server has answered. */
  plans: readonly AdvertisingPlan[] | undefined;
  /** The plans could not be loaded (and none are known yet). */
  failed: boolean;
  retry: () => void;
}

/** SPEC §3/§9's plans as the server offers them: the one list the landing page and the signup read. */
export function useAdvertisingPlans(): AdvertisingPlans {
  const { data, error, refetch } = useQuery(ADVERTISING_PLANS_QUERY);
  const plans = data?.advertisingPlans;
  return { plans, failed: !plans && Boolean(error), retry: () => void refetch().catch(() => undefined) };
}
