import { TriangleAlert } from "lucide-react";
import { cn } from "../lib/cn.ts";
import { isPublishedOrigin } from "../lib/published-origin.ts";

/**
 * SPEC §9: a QR code is only as good as the address inside it. Wherever the app shows one (the app
 * QR page, a store's QR on its dashboard) and that address is one only this computer or network can
 * reach (`localhost` while PUBLIC_URL is unset), this says so before anyone prints it. Nothing when
 * the address is published.
 */
export function UnpublishedQrNotice({ url, className }: { url: string; className?: string }) {
  if (isPublishedOrigin(url)) return null;
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-4 rounded-2xl border border-gold-400/40 bg-gold-400/[0.08] p-5 text-cream-100/85 sm:p-6",
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-6 shrink-0 text-gold-400" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-bold text-gold-400">Development Mode</p>
        <p className="mt-1 text-sm">
          This QR code opens <span className="font-mono break-all text-cream-50">{url}</span>, an address only this computer or
          network can reach. It won't open for anyone else until the app is published.
        </p>
      </div>
    </div>
  );
}
