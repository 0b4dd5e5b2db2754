import { ExternalLink, Loader2 } from "lucide-react";
import { formatMoney } from "../../lib/money.ts";
import { useWalletCheckout } from "./use-wallet-checkout.ts";

const STEP_TEXT = {
  creating: "Opening PayPal...",
  approving: "Waiting for your approval in the PayPal window...",
  capturing: "Completing your payment...",
  placing: "Placing your order...",
} as const;

/** SPEC §2 /checkout's PayPal-style wallet tab. */
export function WalletPanel({
  total,
  sessionId,
  validate,
  onCaptured,
}: {
  total: string;
  sessionId: string;
  validate: () => boolean;
  onCaptured: (walletOrderId: string) => Promise<void>;
}) {
  const { step, blockedApproveUrl, start } = useWalletCheckout({ amount: total, sessionId, validate, onCaptured });
  const busy = step !== "idle";

  return (
    <div className="grid gap-4">
      <p className="text-sm text-cream-100/70">
        Pay {formatMoney(total)} with your PayPal account. A PayPal window opens for you to approve the payment; your order is
        placed as soon as you do.
      </p>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-label="Pay with PayPal"
        className="inline-flex h-13 w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-[#ffc439] px-6 text-lg font-bold text-[#253b80] shadow-[0_10px_30px_-12px_#ffc439] transition-[background-color,transform] hover:bg-[#f2ba36] active:scale-[0.98] disabled:pointer-events-none disabled:opacity-60"
      >
        {busy ? (
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <span aria-hidden="true" className="italic">
            Pay<span className="text-[#0b6aa2]">Pal</span>
          </span>
        )}
        <span className="text-base font-semibold">{busy ? "Processing..." : "Checkout"}</span>
      </button>
      {busy ? (
        <p role="status" className="text-center text-sm text-cream-100/70">
          {STEP_TEXT[step]}
        </p>
      ) : null}
      {blockedApproveUrl ? (
        <p className="rounded-2xl border border-gold-400/30 bg-gold-400/8 p-4 text-sm text-cream-100/80">
          Your browser blocked the PayPal window.{" "}
          <a
            href={blockedApproveUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-gold-400 underline underline-offset-2"
          >
            Open PayPal to approve
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </p>
      ) : null}
    </div>
  );
}
