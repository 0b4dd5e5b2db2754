import { ClipboardList } from "lucide-react";
import { ComingSoon, LogoutAction } from "../components/coming-soon.tsx";

/** Merchant Dashboard — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function MerchantDashboardPage() {
  return (
    <ComingSoon
      actions={<LogoutAction />}
      title="Merchant Dashboard"
      icon={ClipboardList}
      description="See your subscription, revenue and balance, accept available orders and mark your active orders as fulfilled."
    />
  );
}
