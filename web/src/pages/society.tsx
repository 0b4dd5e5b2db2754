import { Users } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Whats Smoking in Society? — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function SocietyPage() {
  return (
    <ComingSoon
      title="WHATS SMOKING IN SOCIETY?"
      icon={Users}
      description="Create a community profile, share what you're smoking and where you bought it, and react to posts from the society."
      backTo={{ to: "/", label: "Back to home" }}
    />
  );
}
