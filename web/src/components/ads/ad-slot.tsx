import { useQuery } from "@apollo/client/react";
import { ExternalLink } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { type AdPlacement, SERVED_ADVERTISEMENT_QUERY, type ServedAdvertisement } from "../../graphql/served-ad.ts";
import { cn } from "../../lib/cn.ts";
import { srcSetOf } from "../../lib/picture-widths.ts";
import { getSessionId } from "../../lib/session-id.ts";
import { buttonClasses } from "../ui/button.tsx";
import { adEvents, newAdEventId, newPageViewId } from "./ad-events.ts";
import { trackViewability, VIEWABILITY_THRESHOLDS } from "./viewability.ts";

/**
 * A page's one ad slot: one ad asked for per page view, labelled Sponsored with the advertiser's
 * name. Nothing is shown, and no room kept, until an ad arrives; none running or a failed request
 * leaves the page as it was. The impression is reported once the ad was viewable (viewability.ts),
 * and a click goes through the server, which counts it and sends the visitor on; both carry the
 * impression token served with the ad, without which the server does not count them.
 */
export function AdSlot({ placement, className }: { placement: AdPlacement; className?: string }) {
  // Made with the slot: a page has one slot, so this is the page view.
  const [pageViewId] = useState(newPageViewId);
  const [broken, setBroken] = useState(false);
  const { data } = useQuery(SERVED_ADVERTISEMENT_QUERY, { variables: { placement }, fetchPolicy: "no-cache" });
  const ad = data?.servedAdvertisement;
  // An ad whose image or video cannot be loaded is taken away, as if none had come.
  if (!ad || broken) return null;
  return <ServedAd ad={ad} pageViewId={pageViewId} className={className} onBroken={() => setBroken(true)} />;
}

function ServedAd({
  ad,
  pageViewId,
  className,
  onBroken,
}: {
  ad: ServedAdvertisement;
  pageViewId: string;
  className?: string;
  onBroken: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  // A flyer is seen once its image is drawn; a video shows its poster from the start.
  const [rendered, setRendered] = useState(ad.kind === "video");
  useViewableImpression(ref, ad, pageViewId, rendered);
  const [clickEventId, setClickEventId] = useState(newAdEventId);
  const href = ad.clickUrl ? clickHref(ad.clickUrl, ad.impressionToken, pageViewId, clickEventId) : null;
  // The click counts only after its impression did: a waiting impression leaves first. The next
  // click is another event; the server still counts one click per token.
  const clicked = () => {
    adEvents().flush();
    setClickEventId(newAdEventId());
  };

  return (
    <aside
      ref={ref}
      aria-label={`Sponsored: ${ad.companyName}`}
      className={cn(
        "grid overflow-hidden rounded-3xl border border-gold-400/25 bg-forest-900/70 shadow-[0_30px_80px_-40px_rgba(0,0,0,0.8)] sm:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]",
        className,
      )}
    >
      <div className="flex items-center justify-center bg-ink/70">
        {ad.kind === "video" ? (
          // Muted, started only by the visitor, and only its size and first frame fetched up front.
          <video
            src={ad.mediaUrl}
            poster={ad.thumbnailUrl}
            width={ad.width}
            height={ad.height}
            muted
            playsInline
            controls
            preload="metadata"
            onError={onBroken}
            aria-label={ad.title}
            className="h-auto max-h-96 w-auto max-w-full"
          />
        ) : (
          <img
            src={ad.mediaUrl}
            // The screen's width on a phone, the slot's 26rem column from 640 px up.
            srcSet={srcSetOf(ad.mediaUrl, [480, 640, 960], ad.width)}
            sizes="(min-width: 640px) 26rem, 100vw"
            alt={ad.title}
            width={ad.width}
            height={ad.height}
            loading="lazy"
            decoding="async"
            onLoad={() => setRendered(true)}
            onError={onBroken}
            className="h-auto max-h-96 w-auto max-w-full"
          />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3 p-5 sm:p-7">
        <p className="flex flex-wrap items-center gap-2.5 text-sm">
          <span className="rounded-full border border-gold-400/40 bg-gold-400/10 px-2.5 py-0.5 text-xs font-bold tracking-[0.2em] text-gold-400 uppercase">
            Sponsored
          </span>
          <span className="font-semibold text-cream-100/70">{ad.companyName}</span>
        </p>
        <p className="font-display text-3xl leading-tight break-words text-cream-50 uppercase sm:text-4xl">
          {href ? (
            <ClickThrough href={href} onClick={clicked} className="rounded-lg transition-colors hover:text-leaf-200">
              {ad.title}
            </ClickThrough>
          ) : (
            ad.title
          )}
        </p>
        {ad.description ? <p className="break-words text-cream-100/70">{ad.description}</p> : null}
        {href ? (
          <ClickThrough href={href} onClick={clicked} className={buttonClasses("primary", "md", "mt-auto self-start")}>
            Visit {ad.companyName}
            <ExternalLink aria-hidden="true" />
          </ClickThrough>
        ) : null}
      </div>
    </aside>
  );
}

/**
 * A link to the advertiser's website through the server, in a new tab (said to screen readers, as
 * sighted visitors see the icon); a middle click counts as a click too.
 */
function ClickThrough({
  href,
  onClick,
  className,
  children,
}: {
  href: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="sponsored noopener" onClick={onClick} onAuxClick={onClick} className={className}>
      {children} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** The server's click address with what it counts the click by: the impression token above all. */
function clickHref(clickUrl: string, token: string, pageViewId: string, eventId: string): string {
  const url = new URL(clickUrl, window.location.origin);
  url.searchParams.set("token", token);
  url.searchParams.set("pageViewId", pageViewId);
  url.searchParams.set("eventId", eventId);
  url.searchParams.set("sessionId", getSessionId());
  return url.toString();
}

/** Reports the ad's impression once it has been viewable, at most once in the page view. */
function useViewableImpression(
  ref: RefObject<HTMLElement | null>,
  ad: ServedAdvertisement,
  pageViewId: string,
  rendered: boolean,
) {
  // Survives the effect running again (StrictMode, a re-render): one impression per page view.
  const counted = useRef(false);
  const { id, viewableAfterMs, impressionToken: token } = ad;
  useEffect(() => {
    const element = ref.current;
    if (!element || !rendered || typeof IntersectionObserver === "undefined") return;
    const tracker = trackViewability({
      viewableAfterMs,
      pageVisible: document.visibilityState === "visible",
      counted: counted.current,
      onViewable(visibleMs) {
        counted.current = true;
        adEvents().push({ eventId: newAdEventId(), advertisementId: id, kind: "impression", token, pageViewId, visibleMs });
      },
    });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) tracker.onRatio(entry.isIntersecting ? entry.intersectionRatio : 0);
      },
      { threshold: VIEWABILITY_THRESHOLDS },
    );
    observer.observe(element);
    const onVisibility = () => tracker.onPageVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      tracker.stop();
    };
  }, [ref, id, viewableAfterMs, token, pageViewId, rendered]);
}
