import { useMutation, useQuery } from "@apollo/client/react";
import { messages as catalogMessages } from "@highcotton/catalog/contract";
import { Eye, EyeOff, Loader2, RefreshCw, Shirt } from "lucide-react";
import { useEffect, useRef } from "react";
import {
  OWNER_DESIGNS_QUERY,
  type OwnerDesign,
  REGENERATE_DESIGN_MUTATION,
  SET_DESIGN_HIDDEN_MUTATION,
} from "../../graphql/owner-designs.ts";
import { designDisplayName } from "../../lib/design-name.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { srcSetOf } from "../../lib/picture-widths.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toast-store.ts";

/** While a regeneration is being drawn, the grid asks again this often. */
const REGENERATION_POLL_MS = 3000;

/**
 * The owner's designs, hidden and replaced ones too, each with Hide/Show and Regenerate, and the
 * number of regenerations the owner still has this month. `pending` placeholders follow while a batch is being made.
 */
export function OwnerDesignGrid({
  storeName,
  pending,
  designCount,
}: {
  storeName: string;
  pending: number;
  designCount: number;
}) {
  const { data, startPolling, stopPolling, refetch } = useQuery(OWNER_DESIGNS_QUERY, { fetchPolicy: "cache-and-network" });
  const store = data?.myDispensary;
  const designs = store?.ownerDesigns ?? [];
  const left = store?.regenerationsLeft ?? 0;
  const regenerating = designs.some((design) => design.regenerating);

  // The dashboard learns first that designs landed (the batch's last ones end the polling below):
  // ask again whenever its count moves.
  const seenCount = useRef(designCount);
  useEffect(() => {
    if (seenCount.current === designCount) return;
    seenCount.current = designCount;
    void refetch();
  }, [designCount, refetch]);

  useEffect(() => {
    if (!regenerating && pending === 0) return;
    startPolling(REGENERATION_POLL_MS);
    return () => stopPolling();
  }, [regenerating, pending, startPolling, stopPolling]);

  return (
    <>
      {store ? (
        <p className="mt-4 text-sm text-cream-100/70" aria-live="polite">
          <RefreshCw className="mr-2 inline size-4 text-leaf-300" aria-hidden="true" />
          {catalogMessages.regenerationsLeft(left)}
        </p>
      ) : null}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {designs.map((design) => (
          <OwnerDesignCard key={design.id} design={design} storeName={storeName} regenerationsLeft={left} />
        ))}
        {Array.from({ length: pending }, (_, n) => (
          <li
            key={`pending-${n}`}
            className="grid aspect-square place-items-center rounded-2xl border border-dashed border-cream-100/12 bg-forest-950/50"
            aria-hidden="true"
          >
            <Shirt className="size-8 animate-pulse text-cream-100/15" />
          </li>
        ))}
      </ul>
    </>
  );
}

function OwnerDesignCard({
  design,
  storeName,
  regenerationsLeft,
}: {
  design: OwnerDesign;
  storeName: string;
  regenerationsLeft: number;
}) {
  const [setHidden, hiding] = useMutation(SET_DESIGN_HIDDEN_MUTATION);
  const [regenerate, regenerating] = useMutation(REGENERATE_DESIGN_MUTATION, { refetchQueries: [OWNER_DESIGNS_QUERY] });
  const name = designDisplayName(design.name, storeName);
  const replaced = Boolean(design.replacedById);
  const busy = design.regenerating || regenerating.loading;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast({ title: success });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Please try again" });
    }
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-cream-100/10 bg-forest-950">
      <div className="relative">
        <img
          src={design.thumbnailUrl}
          // Two to four to a row of the dashboard's column.
          srcSet={srcSetOf(design.thumbnailUrl, [160, 240, 320])}
          sizes="(min-width: 1280px) 220px, (min-width: 640px) 33vw, 50vw"
          alt={design.name}
          width={300}
          height={300}
          loading="lazy"
          decoding="async"
          className={`aspect-square w-full bg-forest-800 object-cover ${design.hidden ? "opacity-40" : ""}`}
        />
        {design.hidden ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-cream-50 uppercase">
            {replaced ? "Replaced" : "Hidden"}
          </span>
        ) : null}
        {busy ? (
          <span className="absolute inset-0 grid place-items-center bg-ink/60 text-sm font-semibold text-cream-50" role="status">
            <span className="flex items-center gap-2">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Regenerating…
            </span>
          </span>
        ) : null}
      </div>
      <p className="line-clamp-2 px-3 pt-2.5 text-sm leading-snug font-semibold text-cream-100" title={design.name}>
        {name}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 p-3">
        <Button
          variant="outline"
          size="sm"
          className="h-9 flex-1 px-3"
          disabled={hiding.loading}
          aria-label={`${design.hidden ? "Show" : "Hide"} ${name}`}
          onClick={() =>
            void run(
              () => setHidden({ variables: { input: { designId: design.id, hidden: !design.hidden } } }),
              design.hidden ? "Design shown on your store" : "Design hidden from your store",
            )
          }
        >
          {design.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {design.hidden ? "Show" : "Hide"}
        </Button>
        {replaced ? null : (
          <Button
            variant="ghost"
            size="sm"
            className="h-9 flex-1 px-3"
            disabled={busy || regenerationsLeft === 0}
            aria-label={`Regenerate ${name}`}
            onClick={() => void run(() => regenerate({ variables: { designId: design.id } }), "A new design is being drawn")}
          >
            <RefreshCw aria-hidden="true" />
            Regenerate
          </Button>
        )}
      </div>
    </li>
  );
}
