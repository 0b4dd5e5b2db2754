import {
  COUNTER_CARD_CALL_TO_ACTION,
  COUNTER_CARD_INCHES,
  counterCardFileName,
  counterCardPath,
} from "@highcotton/catalog/contract";
import { Download, Eye, FileImage, FileText, Loader2, QrCode } from "lucide-react";
import type { MouseEvent } from "react";
import type { MyDispensary } from "../../graphql/catalog.ts";
import { storeQrFileName } from "../../lib/branded-qr.ts";
import { downloadUrl } from "../../lib/branded-qr-canvas.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { UnpublishedQrNotice } from "../unpublished-qr-notice.tsx";
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
      <UnpublishedQrNotice url={store.storeUrl} className="mt-5 gap-3 p-4 sm:p-4" />
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
        <CounterCardDownloads store={store} />
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

/**
 * The print-ready counter card (store name, the call to scan, the code and the brand mark), made by
 * the server as a PNG or a PDF; the server names the download after the store.
 */
function CounterCardDownloads({ store }: { store: MyDispensary }) {
  const { width, height } = COUNTER_CARD_INCHES;
  return (
    <section aria-labelledby="counter-card-title" className="rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
      <h3 id="counter-card-title" className="font-semibold text-cream-50">
        Counter card
      </h3>
      <p className="mt-1 text-xs text-cream-100/60">
        {width} x {height} in, ready to print: your name, “{COUNTER_CARD_CALL_TO_ACTION}” and your QR code.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={counterCardPath(store.id, "png")}
          download={counterCardFileName(store.name, "png")}
          className={buttonClasses("outline", "sm")}
        >
          <FileImage aria-hidden="true" />
          PNG
        </a>
        <a
          href={counterCardPath(store.id, "pdf")}
          download={counterCardFileName(store.name, "pdf")}
          className={buttonClasses("outline", "sm")}
        >
          <FileText aria-hidden="true" />
          PDF
        </a>
      </div>
    </section>
  );
}
