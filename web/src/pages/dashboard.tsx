import { LayoutDashboard } from "lucide-react";
import { ComingSoon, LogoutAction } from "../components/coming-soon.tsx";

/** Dispensary Dashboard — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function DashboardPage() {
  return (
    <ComingSoon
      actions={<LogoutAction />}
      title="Dispensary Dashboard"
      icon={LayoutDashboard}
      description="Track your revenue, available balance, designs, QR code, community mentions and withdrawals in one place."
    />
  );
}
