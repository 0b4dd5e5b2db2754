import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { clearAgeVerification, isAgeVerified } from "../lib/age-verification.ts";
import { AgeGateScreen } from "./age-gate-screen.tsx";

type AgeStatus = "unverified" | "verified";

interface AgeVerificationContextValue {
  /** SPEC §4 clear action: forget the confirmation and show the gate again. */
  clearVerification: () => void;
}

const AgeVerificationContext = createContext<AgeVerificationContextValue | null>(null);

export function useAgeVerification(): AgeVerificationContextValue {
  const value = useContext(AgeVerificationContext);
  if (!value) throw new Error("useAgeVerification must be used inside <AgeGate>");
  return value;
}

/**
 * SPEC §2: the site is shown only once the visitor is verified. The loading state that precedes
 * the decision is index.html's, shown until the app's code runs; the record is in this browser's
 * storage, so the decision is made in the first render and a returning adult's page starts at once.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AgeStatus>(() => (isAgeVerified() ? "verified" : "unverified"));

  const clearVerification = useCallback(() => {
    clearAgeVerification();
    setStatus("unverified");
  }, []);
  const value = useMemo(() => ({ clearVerification }), [clearVerification]);

  if (status === "unverified") return <AgeGateScreen onVerified={() => setStatus("verified")} />;
  return <AgeVerificationContext.Provider value={value}>{children}</AgeVerificationContext.Provider>;
}
