import { useQuery } from "@apollo/client/react";
import { ArrowRight, Loader2, MessageCircle, RotateCcw, ThumbsUp } from "lucide-react";
import { Link } from "react-router-dom";
import { DASHBOARD_MENTIONS, STORE_MENTIONS_QUERY } from "../../graphql/community.ts";
import { PanelTitle } from "../catalog/panel-title.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { PostBadge } from "./post-badge.tsx";
import { RelativeTime } from "./relative-time.tsx";

/**
 * SPEC §2 /dashboard: the society posts that mention the owner's store, with their brand and
 * product, text, time and likes, and a way to the society. Read on each visit: posts land any time.
 */
export function StoreMentions({ storeName }: { storeName: string }) {
  const { data, loading, error, refetch } = useQuery(STORE_MENTIONS_QUERY, {
    variables: { first: DASHBOARD_MENTIONS },
    fetchPolicy: "cache-and-network",
  });
  const mentions = data?.myDispensary?.mentions ?? [];

  return (
    <Card className="flex flex-col p-5 sm:p-8">
      <section aria-labelledby="store-mentions-title" className="flex flex-1 flex-col">
        <PanelTitle
          icon={MessageCircle}
          aside={
            <Link to="/society" className={buttonClasses("outline", "sm")}>
              Visit the Society
              <ArrowRight aria-hidden="true" />
            </Link>
          }
        >
          <span id="store-mentions-title">Community Mentions</span>
        </PanelTitle>
        {loading && !data ? (
          <p role="status" className="mt-6 flex items-center gap-2 text-sm text-cream-100/65">
            <Loader2 className="size-4 animate-spin text-leaf-300" aria-hidden="true" />
            Loading mentions...
          </p>
        ) : error && !data ? (
          <div className="mt-6 grid justify-items-start gap-3 rounded-2xl border border-ember-400/30 bg-ember-500/8 p-5">
            <p role="alert" className="text-sm text-cream-100/80">
              Mentions could not be loaded. Check your connection and try again.
            </p>
            <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : mentions.length === 0 ? (
          <div className="mt-6 flex flex-1 flex-col items-start gap-2 rounded-2xl border border-dashed border-cream-100/15 bg-ink/30 p-5">
            <p className="font-semibold text-cream-50">No mentions yet</p>
            <p className="text-sm text-cream-100/60">
              When customers post about {storeName} in the Society, their brands, products and likes show up here.
            </p>
          </div>
        ) : (
          <ul className="mt-6 grid gap-3">
            {mentions.map((mention) => (
              <li key={mention.id} className="rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
                {mention.brandName || mention.productName ? (
                  <div className="mb-2 flex flex-wrap gap-2">
                    {mention.brandName ? <PostBadge kind="Brand" text={mention.brandName} /> : null}
                    {mention.productName ? <PostBadge kind="Product" text={mention.productName} /> : null}
                  </div>
                ) : null}
                <p className="line-clamp-3 text-sm break-words text-cream-100/85">{mention.postText}</p>
                <p className="mt-2 flex items-center gap-3 text-xs text-cream-100/50">
                  <RelativeTime iso={mention.createdAt} />
                  <span className="inline-flex items-center gap-1">
                    <ThumbsUp className="size-3.5 text-leaf-300" aria-hidden="true" />
                    {mention.likesCount} {mention.likesCount === 1 ? "like" : "likes"}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
