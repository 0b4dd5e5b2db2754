import { Shirt } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Become a Merchant — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function OnboardMerchantPage() {
  return (
    <ComingSoon
      title="Become a Merchant"
      icon={Shirt}
      description="Local T-shirt, embroidery and screen printing shops subscribe for $5/month, receive order leads and earn $16 per $25 shirt."
    />
  );
}
