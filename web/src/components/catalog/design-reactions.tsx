import { useMutation } from "@apollo/client/react";
import { Heart, ThumbsUp } from "lucide-react";
import type { ReactNode } from "react";
import {
  DESIGN_REACTIONS_FRAGMENT,
  type DesignReactions,
  REACT_TO_DESIGN_MUTATION,
  type ReactionType,
} from "../../graphql/catalog.ts";
import { cn } from "../../lib/cn.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";

/** A design's heart and thumbs-up buttons, counted at once and written back to the cache. */
export function DesignReactionButtons({ design }: { design: { id: string; reactions: DesignReactions } }) {
  const [react] = useMutation(REACT_TO_DESIGN_MUTATION);
  const { hearts, thumbsUp, mine } = design.reactions;

  const give = (type: ReactionType) => {
    const already = mine.includes(type);
    const optimistic: DesignReactions = already
      ? design.reactions
      : {
          hearts: hearts + (type === "heart" ? 1 : 0),
          thumbsUp: thumbsUp + (type === "thumbs_up" ? 1 : 0),
          mine: [...mine, type],
        };
    react({
      variables: { input: { designId: design.id, type } },
      optimisticResponse: { reactToDesign: { __typename: "DesignReactions", ...optimistic } },
      update(cache, { data }) {
        if (!data) return;
        cache.writeFragment({
          id: cache.identify({ __typename: "Design", id: design.id }),
          fragment: DESIGN_REACTIONS_FRAGMENT,
          data: { reactions: data.reactToDesign },
        });
      },
    }).catch((error: unknown) => {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "Your reaction wasn't saved" });
    });
  };

  return (
    <div className="flex items-center gap-2">
      <ReactionButton
        label="Heart"
        count={hearts}
        active={mine.includes("heart")}
        onClick={() => give("heart")}
        icon={<Heart className="size-4" fill={mine.includes("heart") ? "currentColor" : "none"} aria-hidden="true" />}
        activeClass="border-ember-400/50 bg-ember-500/15 text-ember-300"
      />
      <ReactionButton
        label="Thumbs up"
        count={thumbsUp}
        active={mine.includes("thumbs_up")}
        onClick={() => give("thumbs_up")}
        icon={<ThumbsUp className="size-4" fill={mine.includes("thumbs_up") ? "currentColor" : "none"} aria-hidden="true" />}
        activeClass="border-leaf-400/50 bg-leaf-400/15 text-leaf-300"
      />
    </div>
  );
}

function ReactionButton({
  label,
  count,
  active,
  onClick,
  icon,
  activeClass,
}: {
  label: string;
  count: number;
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  activeClass: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      aria-label={`${label}: ${count}`}
      title={active ? `You gave this a ${label.toLowerCase()}` : label}
      className={cn(
        "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold tabular-nums transition-colors active:scale-95",
        active ? activeClass : "border-cream-100/15 text-cream-100/75 hover:border-cream-100/35 hover:text-cream-50",
      )}
    >
      {icon}
      {count}
    </button>
  );
}
