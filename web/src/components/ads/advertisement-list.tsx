import { Eye, Film, Image, MousePointerClick } from "lucide-react";
import type { MyAdvertisement } from "../../graphql/ads.ts";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { srcSetOf } from "../../lib/picture-widths.ts";
import { Card } from "../ui/card.tsx";
import { advertisementStatusLabel, formatCount } from "./advertiser-format.ts";

/** The advertiser's ads, newest first: each one's status (pending until the plan is paid), views and clicks. */
export function AdvertisementList({ advertisements }: { advertisements: readonly MyAdvertisement[] }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 id="your-ads-title" className="font-display text-3xl text-cream-50 uppercase">
        Your ads
      </h2>
      {advertisements.length === 0 ? (
        <p className="mt-3 text-sm text-cream-100/65">No ads yet. Upload your flyer or video and it shows here.</p>
      ) : (
        <ul aria-labelledby="your-ads-title" className="mt-6 grid gap-4">
          {advertisements.map((ad) => (
            <AdvertisementRow key={ad.id} ad={ad} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AdvertisementRow({ ad }: { ad: MyAdvertisement }) {
  const active = ad.status === "active";
  const KindIcon = ad.kind === "video" ? Film : Image;
  return (
    <li
      aria-label={ad.title}
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4 rounded-2xl border border-cream-100/10 bg-ink/40 p-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
    >
      <img
        src={ad.thumbnailUrl}
        srcSet={srcSetOf(ad.thumbnailUrl, [160, 240, 320])}
        sizes="(min-width: 640px) 8rem, 6rem"
        alt=""
        loading="lazy"
        className="aspect-[4/3] w-full rounded-xl border border-cream-100/10 bg-forest-950 object-contain"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="line-clamp-2 min-w-0 break-words font-semibold text-cream-50">{ad.title}</h3>
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 text-[0.7rem] font-bold tracking-wider uppercase",
              active ? "bg-leaf-400/15 text-leaf-300" : "bg-gold-400/15 text-gold-400",
            )}
          >
            {advertisementStatusLabel(ad.status)}
          </span>
        </div>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-cream-100/55">
          <KindIcon className="size-3.5" aria-hidden="true" />
          {ad.kind === "video" ? `Video${ad.durationSeconds ? ` · ${Math.round(ad.durationSeconds)} s` : ""}` : "Flyer"}
          {" · "}
          {active && ad.activatedAt ? `live since ${formatDate(ad.activatedAt)}` : `uploaded ${formatDate(ad.createdAt)}`}
        </p>
        {ad.description ? <p className="mt-1 line-clamp-2 text-sm text-cream-100/70">{ad.description}</p> : null}
        {active ? null : <p className="mt-1 text-xs text-gold-400/90">Goes live once your plan is paid.</p>}
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-cream-100/55">
          <span className="flex items-center gap-1.5">
            <Eye className="size-4 text-leaf-300" aria-hidden="true" />
            <span className="tabular-nums text-cream-50">{formatCount(ad.views)}</span> views
          </span>
          <span className="flex items-center gap-1.5">
            <MousePointerClick className="size-4 text-gold-400" aria-hidden="true" />
            <span className="tabular-nums text-cream-50">{formatCount(ad.clicks)}</span> clicks
          </span>
        </p>
      </div>
    </li>
  );
}
