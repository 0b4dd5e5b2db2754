import { type RequestContext, type Resolvers, unwrap } from "@highcotton/kit";
import { brandKitViewOf, getBrandKit, saveBrandKit, uploadBrandLogo } from "../application/brand-kit.ts";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { setDesignHidden } from "../application/design-visibility.ts";
import type { DispensaryRow } from "../application/dispensary-view.ts";
import { regenerateDesign, regenerationPending, regenerationsUsed } from "../application/regenerate-design.ts";
import { type DesignRow, listStoreDesigns } from "../application/store-designs.ts";
import { regenerationsLeftOf } from "../domain/regenerations.ts";

const ownsStore = (store: DispensaryRow, context: RequestContext) => context.user?.id === store.userId;

/** What a store's owner manages: the brand kit, and hiding and regenerating designs. */
export function ownerDesignResolvers(deps: CatalogDeps): Resolvers {
  return {
    Query: {
      brandKit: async (_parent, args: { dispensaryId: string }, context) =>
        unwrap(await getBrandKit(deps, context.user, args.dispensaryId)),
    },
    Mutation: {
      saveBrandKit: async (_parent, args: { input: { dispensaryId: string; colors: unknown; slogans: unknown } }, context) =>
        unwrap(await saveBrandKit(deps, context.user, args.input)),
      uploadBrandLogo: async (_parent, args: { input: { dispensaryId: string; base64: unknown } }, context) =>
        unwrap(await uploadBrandLogo(deps, context.user, args.input)),
      setDesignHidden: async (_parent, args: { input: { designId: string; hidden: boolean } }, context) =>
        unwrap(await setDesignHidden(deps, context.user, args.input, context.requestId)),
      regenerateDesign: async (_parent, args: { designId: string }, context) =>
        unwrap(await regenerateDesign(deps, context.user, args.designId)),
    },
    Dispensary: {
      brandKit: (store: DispensaryRow, _args, context) => (ownsStore(store, context) ? brandKitViewOf(deps, store) : null),
      ownerDesigns: (store: DispensaryRow, _args, context) =>
        ownsStore(store, context) ? listStoreDesigns(deps, store.id, null, { withHidden: true }) : null,
      regenerationsLeft: async (store: DispensaryRow, _args, context) =>
        ownsStore(store, context) ? regenerationsLeftOf(await regenerationsUsed(deps.db, store.id, deps.now())) : null,
    },
    Design: {
      regenerating: (design: DesignRow) => (design.dispensaryId ? regenerationPending(deps, design.id) : false),
    },
  };
}
