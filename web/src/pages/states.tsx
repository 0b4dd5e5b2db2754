import { MapPin } from "lucide-react";
import { ComingSoon } from "../components/coming-soon.tsx";

/** Browse by State — a later slice replaces this placeholder with the real screen (SPEC §2). */
export function StatesPage() {
  return (
    <ComingSoon
      title="Browse by State"
      icon={MapPin}
      description="Pick one of the 50 US states to find its stores, then search and sort them by name or city."
    />
  );
}
