import { Store } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Dispensary Setup — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function OnboardDispensaryPage() {
  return (
    <ComingSoon
      title="Dispensary Setup"
      icon={Store}
      description="Set up your dispensary or smoke shop store and get 20 AI-generated shirt designs carrying your brand, a QR code and a store page."
    />
  );
}
