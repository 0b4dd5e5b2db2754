import { BRAND_NAME } from "@highcotton/catalog/contract";
import { LogOut, ShieldCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { AGE_VERIFICATION_DAYS, recordAgeVerification } from "../lib/age-verification.ts";
import { AGE_GATE_EXIT_URL, browserNavigation } from "../lib/browser-navigation.ts";
import { LogoMark } from "./logo.tsx";
import { Button } from "./ui/button.tsx";
import { Checkbox } from "./ui/checkbox.tsx";

export const AGE_GATE_ERROR = "You must confirm you are 21 or older to continue";

export function AgeGateScreen({ onVerified }: { onVerified: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enter = () => {
    if (!confirmed) {
      setError(AGE_GATE_ERROR);
      return;
    }
    recordAgeVerification();
    onVerified();
  };

  return (
    <div className="relative grid min-h-dvh place-items-center overflow-hidden bg-ink bg-glow px-4 py-10">
      <main
        className="relative w-full max-w-xl animate-rise rounded-[2rem] border border-cream-100/10 bg-forest-950/85 p-6 shadow-[0_40px_120px_-40px_rgba(0,0,0,0.9)] backdrop-blur sm:p-10"
        aria-labelledby="age-gate-title"
      >
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-display text-lg tracking-wide text-cream-50 uppercase">{BRAND_NAME}</span>
          </div>
          <span className="rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 font-display text-sm tracking-wider text-gold-400">
            21+
          </span>
        </div>

        <h1 id="age-gate-title" className="mt-8 font-display text-4xl leading-[1.05] text-cream-50 uppercase sm:text-5xl">
          Age Verification Required
        </h1>
        <p className="mt-3 text-base text-cream-100/75">You must be 21 years or older to access this website</p>

        <aside
          className="mt-6 flex gap-3 rounded-2xl border border-gold-400/30 bg-gold-400/[0.07] p-4 text-sm text-cream-100/85"
          aria-label="Cannabis warning"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
          <p>
            <strong className="font-semibold text-gold-400">Warning:</strong> This site features cannabis-themed content and
            products for adults 21 and older only. Cannabis can impair concentration, coordination and judgment. Keep out of reach
            of children; not for use while pregnant or breastfeeding. Follow the laws of your state.
          </p>
        </aside>

        <div className="mt-6">
          <div className="flex items-start gap-3 rounded-2xl border border-cream-100/10 bg-ink/40 p-4">
            <Checkbox
              id="age-confirm"
              checked={confirmed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "age-confirm-error" : undefined}
              onCheckedChange={(checked) => {
                setConfirmed(checked === true);
                setError(null);
              }}
            />
            <label htmlFor="age-confirm" className="cursor-pointer text-sm leading-6 text-cream-100">
              I confirm that I am 21 years of age or older and agree to view cannabis-related content.
            </label>
          </div>
          {error ? (
            <p id="age-confirm-error" role="alert" className="mt-3 text-sm font-semibold text-ember-300">
              {error}
            </p>
          ) : null}
        </div>

        {/* One above the other at every width: side by side, the two labels are wider than the card. */}
        <div className="mt-8 flex flex-col-reverse gap-3">
          <Button variant="outline" size="lg" onClick={() => browserNavigation.assign(AGE_GATE_EXIT_URL)}>
            <LogOut aria-hidden="true" />I am under 21 - Exit
          </Button>
          <Button size="lg" onClick={enter}>
            <ShieldCheck aria-hidden="true" />I am 21 or older - Enter
          </Button>
        </div>

        <p className="mt-6 text-center text-xs text-cream-100/60">
          We remember your answer on this device for {AGE_VERIFICATION_DAYS} days.
        </p>
      </main>
    </div>
  );
}
