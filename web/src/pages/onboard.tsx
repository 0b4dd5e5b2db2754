import { Store } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Set Up Your Store — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function OnboardPage() {
  return (
    <ComingSoon
      title="Set Up Your Store"
      icon={Store}
      description="Dispensaries and smoke shops create their store here: $100 one-time sign-on, $40 annual renewal from year 2, and $4 for every shirt sold."
    />
  );
}
