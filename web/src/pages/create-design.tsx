import { Sparkles } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Create Custom Design — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function CreateDesignPage() {
  return (
    <ComingSoon
      title="Create Custom Design"
      icon={Sparkles}
      description="Describe your idea and get a custom 12x12 inch AI shirt design for $25, ready to add to your cart."
    />
  );
}
