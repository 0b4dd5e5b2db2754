import { QrCode } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { buttonClasses } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** SPEC §2: a card offering a scannable QR of the app, with a way to the full QR page. */
export function AppQrCard() {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    // The encoder loads after the page: the preview is below the fold and must not weigh on first load.
    import("qrcode")
      .then(({ default: QRCode }) =>
        QRCode.toDataURL(window.location.origin, {
          width: 220,
          margin: 1,
          color: { dark: "#050a07", light: "#f4eedf" },
        }),
      )
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch(() => {
        // The preview is decorative; the Get QR Code page is the real thing.
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <Card className="flex flex-col items-start p-6 sm:p-8">
      <span className="grid size-14 place-items-center rounded-2xl bg-leaf-400/12 text-leaf-300">
        <QrCode className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-6 font-display text-3xl text-cream-50 uppercase sm:text-4xl">Share the app</h3>
      <p className="mt-2 text-cream-100/65">
        Get a scannable QR code of High Cotton for flyers, social media and in-store displays.
      </p>
      <div className="mt-6 grid w-full place-items-center rounded-2xl bg-cream-100 p-4">
        {dataUrl ? (
          <img src={dataUrl} alt="QR code linking to the High Cotton app" className="size-40 [image-rendering:pixelated]" />
        ) : (
          <div className="size-40 animate-pulse rounded-lg bg-cream-200" aria-hidden="true" />
        )}
      </div>
      <Link to="/app-qr" className={buttonClasses("secondary", "lg", "mt-6 w-full")}>
        <QrCode aria-hidden="true" />
        Get QR Code
      </Link>
    </Card>
  );
}
