import { QrCode } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/**
 * A store's QR image on a light tile (QR codes need contrast), or a neutral placeholder while the
 * server is still making it. Sized small: lists only ever load this small image.
 */
export function StoreQr({
  url,
  storeName,
  size = 96,
  className,
  pendingLabel = "QR coming",
}: {
  url: string | null;
  storeName: string;
  size?: number;
  className?: string;
  pendingLabel?: string;
}) {
  if (!url) {
    return (
      <div
        className={cn(
          "grid shrink-0 place-items-center rounded-2xl border border-dashed border-cream-100/20 bg-cream-100/5 text-cream-100/60",
          className,
        )}
        style={{ width: size, height: size }}
      >
        <span className="flex flex-col items-center gap-1 px-1 text-center text-[0.65rem] font-semibold tracking-wider uppercase">
          <QrCode className="size-6" aria-hidden="true" />
          {pendingLabel}
        </span>
      </div>
    );
  }
  return (
    <div className={cn("shrink-0 rounded-2xl bg-white p-1.5", className)} style={{ width: size, height: size }}>
      <img
        src={url}
        alt={`QR code for ${storeName}`}
        width={size - 12}
        height={size - 12}
        loading="lazy"
        decoding="async"
        className="size-full rounded-lg object-contain [image-rendering:pixelated]"
      />
    </div>
  );
}
