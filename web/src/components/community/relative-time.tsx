import { timeAgo } from "../../lib/community-time.ts";
import { formatDateTime } from "../../lib/format-date.ts";

/** '5 minutes ago', with the exact time on hover and for assistive technology's date reading. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {timeAgo(iso)}
    </time>
  );
}
