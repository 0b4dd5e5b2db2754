import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClasses } from "../ui/button.tsx";

/**
 * The end of a paged list: a 'Load more' button that also presses itself when it comes near the
 * screen (where the browser can tell), so a long list keeps coming without a click.
 */
export function LoadMore({
  loading,
  onLoadMore,
  label = "Load more posts",
}: {
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // Watched afresh after each page, so a button still in view after a short page asks again.
  useEffect(() => {
    const target = button.current;
    if (loading || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div className="flex justify-center pt-2">
      <button
        ref={button}
        type="button"
        className={buttonClasses("outline")}
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {loading ? "Loading..." : label}
      </button>
    </div>
  );
}
