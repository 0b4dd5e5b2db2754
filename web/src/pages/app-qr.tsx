import { COUNTER_CARD_CALL_TO_ACTION } from "@highcotton/catalog/contract";
import {
  BadgeCheck,
  Check,
  Copy,
  CreditCard,
  Download,
  ExternalLink,
  FileImage,
  Megaphone,
  Rocket,
  Share2,
  Store,
} from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { Container } from "../components/container.tsx";
import { Button, buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { UnpublishedQrNotice } from "../components/unpublished-qr-notice.tsx";
import { BRAND_NAME, BRANDED_QR_FILE_NAME, QR_DISPLAY_MARGIN, QR_DISPLAY_WIDTH, SIMPLE_QR_FILE_NAME } from "../lib/branded-qr.ts";
import { downloadUrl, renderBrandedQr } from "../lib/branded-qr-canvas.ts";
import { isPublishedOrigin } from "../lib/published-origin.ts";

const USES = [
  { icon: FileImage, title: "Flyers & posters", text: "Events, markets and community boards." },
  { icon: Store, title: "In your dispensary", text: "On the counter, the menu board or the door." },
  { icon: Share2, title: "Social media", text: "Stories, posts and your link in bio." },
  { icon: CreditCard, title: "Business cards", text: "On the back, so every card is a shortcut." },
  { icon: Megaphone, title: "Marketing", text: "Mailers, packaging, stickers and ads." },
] as const;

const TIPS = [
  `Tell people why to scan: a line like “${COUNTER_CARD_CALL_TO_ACTION}” beside the code gets far more scans.`,
  "Print it at least 1 inch (2.5 cm) wide, dark on light, with white space all around.",
  "Scan a test print with a couple of phones before you print a whole batch.",
] as const;

/** SPEC §2 /app-qr: a scannable QR code of this site, to download and share. */
export function AppQrPage() {
  const url = window.location.origin;
  const published = isPublishedOrigin(url);
  const [qr, setQr] = useState<string | null>(null);
  const [branding, setBranding] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(url, { width: QR_DISPLAY_WIDTH, margin: QR_DISPLAY_MARGIN, color: { dark: "#050a07", light: "#ffffff" } })
      .then((dataUrl) => {
        if (!cancelled) setQr(dataUrl);
      })
      .catch(() => {
        if (!cancelled) toast({ variant: "destructive", title: "Error", description: "Could not make the QR code" });
      });
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const downloadBranded = async () => {
    setBranding(true);
    try {
      const blob = await renderBrandedQr(url);
      const objectUrl = URL.createObjectURL(blob);
      downloadUrl(objectUrl, BRANDED_QR_FILE_NAME);
      setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Could not make the branded QR code" });
    } finally {
      setBranding(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({ variant: "destructive", title: "Error", description: "Could not copy the link" });
    }
  };

  return (
    <>
      <PageHeader
        eyebrow="Share the app"
        title="App QR Code"
        intro={`One scan opens ${BRAND_NAME}. Download it for flyers, social media and in-store displays.`}
      />
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-10 sm:py-14">
        <UnpublishedQrNotice url={url} />

        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
          <Card className="flex flex-col items-center p-4 sm:p-8">
            <div className="w-full max-w-[324px] rounded-2xl bg-white p-3">
              {qr ? (
                <img
                  src={qr}
                  alt={`QR code for ${url}`}
                  width={QR_DISPLAY_WIDTH}
                  height={QR_DISPLAY_WIDTH}
                  className="mx-auto block h-auto w-full max-w-[300px] [image-rendering:pixelated]"
                />
              ) : (
                <div className="mx-auto aspect-square w-full max-w-[300px] animate-pulse rounded-lg bg-cream-200" />
              )}
            </div>
            <div className="mt-5 flex w-full items-center gap-2 rounded-xl border border-cream-100/12 bg-ink/50 py-1.5 pr-1.5 pl-4">
              <p className="min-w-0 flex-1 truncate font-mono text-sm text-cream-50" title={url}>
                {url}
              </p>
              <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label="Copy link">
                {copied ? <Check className="text-leaf-300" aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? "Copied" : "Copy"}
              </Button>
            </div>
            <div className="mt-5 grid w-full gap-3">
              <Button size="lg" disabled={!qr} onClick={() => qr && downloadUrl(qr, SIMPLE_QR_FILE_NAME)}>
                <Download aria-hidden="true" />
                Download QR Code
              </Button>
              <Button size="lg" variant="secondary" disabled={branding} onClick={() => void downloadBranded()}>
                <BadgeCheck aria-hidden="true" />
                {branding ? "Preparing..." : "Download Branded QR"}
              </Button>
              <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "lg")}>
                <ExternalLink aria-hidden="true" />
                Visit App
              </a>
            </div>
          </Card>

          <div className="grid gap-6">
            {published ? null : <HowToPublish />}
            <Card className="p-5 sm:p-8">
              <h2 className="font-display text-3xl text-cream-50 uppercase">Where to use it</h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {USES.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3 rounded-2xl border border-cream-100/10 bg-ink/30 p-4">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span>
                      <span className="block font-semibold text-cream-50">{title}</span>
                      <span className="text-sm text-cream-100/60">{text}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="p-5 sm:p-8">
              <h2 className="font-display text-3xl text-cream-50 uppercase">Marketing tips</h2>
              <ol className="mt-5 grid gap-4">
                {TIPS.map((tip, index) => (
                  <li key={tip} className="flex gap-4 text-cream-100/80">
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold-400/15 font-display text-lg text-gold-400">
                      {index + 1}
                    </span>
                    <span className="pt-1 text-sm">{tip}</span>
                  </li>
                ))}
              </ol>
            </Card>
          </div>
        </div>
      </Container>
    </>
  );
}

function HowToPublish() {
  const steps = [
    "Deploy High Cotton to a public host under its own domain (for example highcotton.app).",
    "Open this page, /app-qr, on that live address.",
    "Download the QR code there: it will point at your published site.",
  ];
  return (
    <Card className="border-gold-400/25 p-5 sm:p-8">
      <h2 className="flex items-center gap-3 font-display text-3xl text-cream-50 uppercase">
        <span className="grid size-10 place-items-center rounded-xl bg-gold-400/12 text-gold-400">
          <Rocket className="size-5" aria-hidden="true" />
        </span>
        How to Publish
      </h2>
      <p className="mt-3 text-sm text-cream-100/65">
        A QR code is only as good as the address inside it. To share the real thing:
      </p>
      <ol className="mt-4 grid gap-2.5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm text-cream-100/80">
            <span className="font-display text-lg leading-5 text-gold-400">{index + 1}.</span>
            {step}
          </li>
        ))}
      </ol>
    </Card>
  );
}
