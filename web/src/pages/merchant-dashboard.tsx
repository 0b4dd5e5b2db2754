import { ClipboardList } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Merchant Dashboard — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function MerchantDashboardPage() {
  return (
    <ComingSoon
      title="Merchant Dashboard"
      icon={ClipboardList}
      description="See your subscription, revenue and balance, accept available orders and mark your active orders as fulfilled."
    />
  );
}
