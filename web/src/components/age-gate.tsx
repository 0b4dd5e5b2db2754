import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { clearAgeVerification, isAgeVerified } from "../lib/age-verification.ts";
import { AgeGateScreen } from "./age-gate-screen.tsx";
import { LoadingScreen } from "./loading-screen.tsx";

type AgeStatus = "loading" | "unverified" | "verified";

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

/** SPEC §2: the site is shown only once the visitor is verified; a loading state precedes the decision. */
export function AgeGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AgeStatus>("loading");

  useEffect(() => {
    setStatus(isAgeVerified() ? "verified" : "unverified");
  }, []);

  const clearVerification = useCallback(() => {
    clearAgeVerification();
    setStatus("unverified");
  }, []);
  const value = useMemo(() => ({ clearVerification }), [clearVerification]);

  if (status === "loading") return <LoadingScreen />;
  if (status === "unverified") return <AgeGateScreen onVerified={() => setStatus("verified")} />;
  return <AgeVerificationContext.Provider value={value}>{children}</AgeVerificationContext.Provider>;
}
