import { parseInput, type RequestContext, type Resolvers, unwrap } from "@highcotton/kit";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { reactToDesign } from "../application/design-reactions.ts";
import { generateCustomDesign } from "../application/generate-custom-design.ts";
import { listDesignPage } from "../application/list-design-page.ts";
import { previewCustomDesign } from "../application/preview-custom-design.ts";
import { requestLoaders } from "../application/request-loaders.ts";
import { type DesignRow, findDesign } from "../application/store-designs.ts";
import { reactionSchema } from "../domain/shopper-actions.ts";

async function ownsDesign(deps: CatalogDeps, design: DesignRow, context: RequestContext): Promise<boolean> {
  if (!context.user || !design.dispensaryId) return false;
  const store = await requestLoaders(deps, context).dispensary.load(design.dispensaryId);
  return store?.userId === context.user.id;
}

/** The print file is the product: only the store's owner, or the shopper who made a custom design, gets its URL. */
async function mayDownloadPrint(deps: CatalogDeps, design: DesignRow, context: RequestContext): Promise<boolean> {
  if (design.isCustom) return Boolean(context.sessionId) && context.sessionId === design.customSessionId;
  return ownsDesign(deps, design, context);
}

export function designResolvers(deps: CatalogDeps): Resolvers {
  return {
    Query: {
      designPage: async (_parent, args: { first?: number | null; after?: string | null }) =>
        unwrap(await listDesignPage(deps, args)),
      design: async (_parent, args: { id: string }, context) => {
        const design = await findDesign(deps, args.id);
        // A hidden design is off the marketplace; its owner still manages it. Orders reach it by reference.
        if (design?.hidden && !(await ownsDesign(deps, design, context))) return null;
        return design;
      },
      customDesignPreview: async (_parent, args: { prompt: unknown; sessionId?: unknown }, context) =>
        unwrap(
          await previewCustomDesign(deps, {
            prompt: args.prompt,
            sessionId: args.sessionId ?? context.sessionId,
            clientAddress: context.clientAddress,
          }),
        ),
    },
    Mutation: {
      generateCustomDesign: async (_parent, args: { input: { prompt: unknown; sessionId?: unknown } }, context) =>
        unwrap(
          await generateCustomDesign(
            deps,
            {
              prompt: args.input.prompt,
              sessionId: args.input.sessionId ?? context.sessionId,
              clientAddress: context.clientAddress,
            },
            context.requestId,
          ),
        ),
      reactToDesign: async (_parent, args: { input: { designId: unknown; type: unknown; sessionId?: unknown } }, context) => {
        const reaction = unwrap(
          parseInput(reactionSchema, { ...args.input, sessionId: args.input.sessionId ?? context.sessionId }),
        );
        return unwrap(await reactToDesign(deps, { ...reaction, clientAddress: context.clientAddress }));
      },
    },
    Design: {
      __resolveReference: (reference: { id: string }) => findDesign(deps, reference.id),
      printFileUrl: async (design: DesignRow, _args, context) =>
        (await mayDownloadPrint(deps, design, context)) ? design.printFileUrl : null,
      reactions: (design: DesignRow, _args, context) => requestLoaders(deps, context).reactions.load(design.id),
      artworkUrl: (design: DesignRow) => design.artworkUrl ?? design.thumbnailUrl,
      storeName: async (design: DesignRow, _args, context) =>
        design.dispensaryId ? ((await requestLoaders(deps, context).dispensary.load(design.dispensaryId))?.name ?? null) : null,
    },
  };
}
