import { Loader2, Lock } from "lucide-react";
import { formatMoney } from "../../lib/money.ts";
import { Button } from "../ui/button.tsx";

/** 'Pay $50.00', or what is happening while the payment and the order go through. */
export function PayButton({ total, busy, disabled }: { total: string; busy: string | null; disabled?: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={Boolean(busy) || disabled}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
      {busy ?? `Pay ${formatMoney(total)}`}
    </Button>
  );
}
