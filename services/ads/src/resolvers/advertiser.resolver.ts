import { DateTimeScalar, operatorOf, type Resolvers, unwrap } from "@highcotton/kit";
import type { AdsDeps } from "../application/ads-deps.ts";
import { applyToAdvertise } from "../application/apply-to-advertise.ts";
import { approveAdvertiserApplication } from "../application/approve-advertiser-application.ts";
import { findMyAdvertiser } from "../application/find-my-advertiser.ts";
import { findMyApplication } from "../application/find-my-application.ts";
import { listAdvertisements } from "../application/list-advertisements.ts";
import { listPendingApplications } from "../application/list-pending-applications.ts";
import { rejectAdvertiserApplication } from "../application/reject-advertiser-application.ts";
import { uploadAdvertisement } from "../application/upload-advertisement.ts";
import { type PlanValue, planOf } from "../contract/index.ts";
import { planView } from "./plan.resolver.ts";

/** Advertiser signup, operators' approval, and the advertiser's own ads. */
export function advertiserResolvers(deps: AdsDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      myAdvertiserApplication: async (_parent, _args, context) => unwrap(await findMyApplication(deps, context.user)),
      myAdvertiser: async (_parent, _args, context) => unwrap(await findMyAdvertiser(deps, context.user)),
      pendingAdvertiserApplications: async (_parent, _args, context) =>
        unwrap(await listPendingApplications(deps, operatorOf(context))),
    },
    Mutation: {
      applyToAdvertise: async (_parent, args: { input: unknown }, context) =>
        unwrap(await applyToAdvertise(deps, context.user, args.input, context.requestId)),
      approveAdvertiserApplication: async (_parent, args: { id: unknown }, context) =>
        unwrap(await approveAdvertiserApplication(deps, operatorOf(context), args.id, context.requestId)),
      rejectAdvertiserApplication: async (_parent, args: { id: unknown; reason: unknown }, context) =>
        unwrap(await rejectAdvertiserApplication(deps, operatorOf(context), args.id, { reason: args.reason }, context.requestId)),
      uploadAdvertisement: async (_parent, args: { input: unknown }, context) =>
        unwrap(await uploadAdvertisement(deps, context.user, args.input, context.requestId)),
    },
    AdvertiserApplication: {
      plan: (application: { plan: PlanValue }) => planView(planOf(application.plan)),
      reviewedAt: (application: { decidedAt: Date | null }) => application.decidedAt,
    },
    Advertiser: {
      plan: (advertiser: { subscriptionTier: PlanValue }) => planView(planOf(advertiser.subscriptionTier)),
      advertisements: (advertiser: { id: string }) => listAdvertisements(deps, advertiser.id),
    },
  };
}
