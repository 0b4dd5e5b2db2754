import { MapPin } from "lucide-react";
import type { ReactNode } from "react";

export interface BusinessLocationProps {
  city: string;
  state: string;
  address: string;
  zip: string;
  /** Shown first on the line, e.g. the business type. */
  children?: ReactNode;
}

/** The line under a dashboard's title: where the business is. */
export function BusinessLocation({ city, state, address, zip, children }: BusinessLocationProps) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-cream-100/75">
      {children}
      <span className="inline-flex items-center gap-1.5 font-semibold text-cream-50">
        <MapPin className="size-4 text-leaf-300" aria-hidden="true" />
        {city}, {state}
      </span>
      <span className="text-sm text-cream-100/55">
        {address} · {zip}
      </span>
    </div>
  );
}
