import { ShoppingBag } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Marketplace — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function MarketplacePage() {
  return (
    <ComingSoon
      title="Marketplace"
      icon={ShoppingBag}
      description="Browse every dispensary and smoke shop store, each with its QR code and its own line of shirts."
      backTo={{ to: "/", label: "Back to home" }}
    />
  );
}
