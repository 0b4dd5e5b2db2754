import { QrCode } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Share the App — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function AppQrPage() {
  return (
    <ComingSoon
      title="Share the App"
      icon={QrCode}
      description="Download a scannable QR code of the app for flyers, social media and in-store displays."
      backTo={{ to: "/", label: "Back to home" }}
    />
  );
}
