import { messages as adsMessages } from "@highcotton/ads/contract";
import type { ComponentType } from "react";

/**
 * One section of the operator console at /admin. Each panel is one file under panels/ with a
 * default export taking no props (it runs its own queries); its code is fetched only when an
 * operator opens it. A new panel is one line here.
 */
export interface AdminPanel {
  /** The panel's place in the address (/admin?panel=<id>) and its key. */
  id: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_PANELS: readonly AdminPanel[] = [
  {
    id: "advertiser-applications",
    title: "Advertiser applications",
    load: () => import("./panels/advertiser-applications-panel.tsx"),
  },
  { id: "moderation", title: "Reported content", load: () => import("./panels/moderation-queue-panel.tsx") },
  { id: "invalid-traffic", title: adsMessages.invalidTrafficTitle, load: () => import("./panels/invalid-traffic-panel.tsx") },
  { id: "store-fees", title: "Store fees", load: () => import("./panels/store-fees-panel.tsx") },
  { id: "orders", title: "Stale and refunded orders", load: () => import("./panels/orders-panel.tsx") },
  { id: "payouts", title: "Withdrawals and payouts", load: () => import("./panels/payouts-panel.tsx") },
];
