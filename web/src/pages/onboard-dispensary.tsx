import { OnboardPage } from "./onboard.tsx";

/** SPEC §2: /onboard-dispensary is a declared route; it shows the same setup screen as /onboard. */
export function OnboardDispensaryPage() {
  return <OnboardPage />;
}
