import {
  cents,
  DateTimeScalar,
  graphQLErrorOf,
  parseInput,
  type RequestContext,
  type Resolvers,
  toDecimal,
  unwrap,
} from "@highcotton/kit";
import type { CatalogDeps } from "../application/catalog-deps.ts";
import { countStoresByState } from "../application/count-stores-by-state.ts";
import { counterCardOf } from "../application/counter-card.ts";
import { createDispensary } from "../application/create-dispensary.ts";
import {
  createDispensaryOfflinePaymentMethod,
  type FeePaymentRow,
  listFeePayments,
} from "../application/dispensary-fee-payments.ts";
import { type DispensaryRow, storeUrlOf } from "../application/dispensary-view.ts";
import { findDispensary, findDispensaryOf, listDispensaries } from "../application/find-dispensaries.ts";
import { payDispensaryFee } from "../application/pay-dispensary-fee.ts";
import { countStoreViews, recordStoreView } from "../application/record-store-view.ts";
import { requestDesigns } from "../application/request-designs.ts";
import { countStoreDesigns, generationProgress, listStoreDesigns } from "../application/store-designs.ts";
import { type CounterCardFormat, FEE_AMOUNTS, messages } from "../contract/index.ts";
import { stateFilterSchema, storeViewSchema } from "../domain/shopper-actions.ts";

const ownsStore = (store: DispensaryRow, context: RequestContext) => context.user?.id === store.userId;

export function dispensaryResolvers(deps: CatalogDeps): Resolvers {
  return {
    DateTime: DateTimeScalar as never,
    Query: {
      myDispensary: async (_parent, _args, context) => {
        if (!context.user) throw graphQLErrorOf("UNAUTHENTICATED", messages.signInRequired);
        return findDispensaryOf(deps, context.user.id);
      },
      dispensaries: (_parent, args: { state?: unknown }) =>
        listDispensaries(deps, unwrap(parseInput(stateFilterSchema, args)).state),
      dispensary: (_parent, args: { id: string }) => findDispensary(deps, args.id),
      stateStoreCounts: () => countStoresByState(deps),
      dispensaryFeeSettings: () => ({
        cardProvider: deps.charges.provider,
        stripePublishableKey: deps.charges.provider === "stripe" ? (deps.stripePublishableKey ?? null) : null,
        signOnFee: toDecimal(cents(FEE_AMOUNTS.sign_on)),
        annualRenewal: toDecimal(cents(FEE_AMOUNTS.renewal)),
      }),
    },
    Mutation: {
      createDispensary: async (_parent, args: { input: unknown }, context) =>
        unwrap(await createDispensary(deps, context.user, args.input, context.requestId)),
      payDispensaryFee: async (_parent, args: { paymentMethodId: unknown }, context) =>
        unwrap(await payDispensaryFee(deps, context.user, { paymentMethodId: args.paymentMethodId }, context.requestId)),
      createDispensaryOfflinePaymentMethod: async (_parent, args: { card: unknown }, context) =>
        unwrap(await createDispensaryOfflinePaymentMethod(deps, context.user, args.card)),
      requestDesigns: async (_parent, args: { input: { dispensaryId: string } }, context) =>
        unwrap(await requestDesigns(deps, context.user, args.input.dispensaryId, context.requestId)),
      recordStoreView: async (_parent, args: { input: { dispensaryId: unknown; sessionId?: unknown } }, context) => {
        const view = unwrap(parseInput(storeViewSchema, { ...args.input, sessionId: args.input.sessionId ?? context.sessionId }));
        return unwrap(await recordStoreView(deps, { ...view, clientAddress: context.clientAddress }));
      },
    },
    Dispensary: {
      __resolveReference: (reference: { id: string }) => findDispensary(deps, reference.id),
      storeUrl: (store: DispensaryRow) => storeUrlOf(deps.publicUrl(), store.id),
      // Analytics are the owner's business only.
      viewCount: (store: DispensaryRow, _args, context) => (ownsStore(store, context) ? countStoreViews(deps, store.id) : null),
      isMine: (store: DispensaryRow, _args, context) => ownsStore(store, context),
      counterCard: async (store: DispensaryRow, args: { format: CounterCardFormat }) => {
        const card = await counterCardOf(deps, store, args.format);
        return { fileName: card.fileName, contentType: card.contentType, data: Buffer.from(card.body).toString("base64") };
      },
      designCount: (store: DispensaryRow) => countStoreDesigns(deps, store.id),
      designs: (store: DispensaryRow, args: { first?: number | null }) => listStoreDesigns(deps, store.id, args.first),
      generation: (store: DispensaryRow) => generationProgress(deps, store),
      // The fee and its receipts are the owner's business only.
      feeStatus: (store: DispensaryRow, _args, context) => (ownsStore(store, context) ? store.feeStatus : null),
      renewsAt: (store: DispensaryRow, _args, context) => (ownsStore(store, context) ? store.renewsAt : null),
      feePayments: (store: DispensaryRow, _args, context) => (ownsStore(store, context) ? listFeePayments(deps, store.id) : null),
    },
    DispensaryFeePayment: {
      amount: (payment: FeePaymentRow) => toDecimal(cents(payment.amountCents)),
    },
  };
}
