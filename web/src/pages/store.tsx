import { Store } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Store — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function StorePage() {
  return (
    <ComingSoon
      title="Store"
      icon={Store}
      description="Each store's page shows its shirt designs with hearts and thumbs-ups, ready to add to your cart."
    />
  );
}
