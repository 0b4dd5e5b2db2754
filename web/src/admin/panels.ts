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
];
