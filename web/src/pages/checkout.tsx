import { CreditCard } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Checkout — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function CheckoutPage() {
  return (
    <ComingSoon
      title="Checkout"
      icon={CreditCard}
      description="Enter your shipping details, review your order and pay by credit card or wallet."
    />
  );
}
