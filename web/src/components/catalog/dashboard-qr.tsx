import { Download, Eye, Loader2, QrCode } from "lucide-react";
import type { MouseEvent } from "react";
import type { MyDispensary } from "../../graphql/catalog.ts";
import { storeQrFileName } from "../../lib/branded-qr.ts";
import { downloadUrl } from "../../lib/branded-qr-canvas.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { PanelTitle } from "./panel-title.tsx";

/**
 * Saves the QR code under SPEC §9's brand-named file name. Browsers ignore `download` names for
 * images on another origin (S3_PUBLIC_URL), so the image is fetched and saved from memory; if
 * that fails the link simply opens the image.
 */
async function saveQrCode(event: MouseEvent<HTMLAnchorElement>, url: string, fileName: string) {
  event.preventDefault();
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    downloadUrl(objectUrl, fileName);
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  } catch {
    downloadUrl(url, fileName);
  }
}

/** SPEC §2 /dashboard: the store page's QR code (or 'QR code being generated...'). */
export function QrPanel({ store }: { store: MyDispensary }) {
  const fileName = storeQrFileName(store.name);
  return (
    <Card className="flex min-w-0 flex-col p-5 sm:p-8">
      <PanelTitle icon={QrCode}>Your QR code</PanelTitle>
      <p className="mt-2 text-sm text-cream-100/65">Print it for the counter: one scan opens your store page.</p>
      <div className="mt-6 grid place-items-center rounded-2xl bg-white p-4">
        {store.qrCodeUrl ? (
          <img
            src={store.qrCodeUrl}
            alt={`QR code for ${store.name}'s store page`}
            width={200}
            height={200}
            className="size-48 [image-rendering:pixelated] sm:size-52"
          />
        ) : (
          <div className="grid size-48 place-items-center text-center sm:size-52" role="status">
            <span className="flex flex-col items-center gap-3 text-sm font-semibold text-forest-700">
              <Loader2 className="size-7 animate-spin" aria-hidden="true" />
              QR code being generated...
            </span>
          </div>
        )}
      </div>
      <p className="mt-4 truncate text-center text-xs text-cream-100/50" title={store.storeUrl}>
        {store.storeUrl}
      </p>
      <div className="mt-auto grid gap-3 pt-6">
        {store.qrCodeUrl ? (
          <a
            href={store.qrCodeUrl}
            download={fileName}
            onClick={(event) => store.qrCodeUrl && void saveQrCode(event, store.qrCodeUrl, fileName)}
            className={buttonClasses("secondary", "md")}
          >
            <Download aria-hidden="true" />
            Download QR code
          </a>
        ) : null}
        {store.viewCount !== null ? (
          <p className="flex items-center justify-center gap-2 text-sm text-cream-100/60">
            <Eye className="size-4 text-leaf-300" aria-hidden="true" />
            {store.viewCount} store page {store.viewCount === 1 ? "view" : "views"}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
