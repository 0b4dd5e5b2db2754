import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { CAPTURE_WALLET_ORDER_MUTATION, CREATE_WALLET_ORDER_MUTATION, WALLET_ORDER_QUERY } from "../../graphql/commerce.ts";

/** SPEC §4/§9: the wallet's approval is detected by polling every 500 ms. */
export const WALLET_POLL_MS = 500;
/** SPEC §9: wallet payments are in USD and captured at once. */
export const WALLET_CURRENCY = "USD";
export const WALLET_INTENT = "CAPTURE";

export type WalletStep = "idle" | "creating" | "approving" | "capturing" | "placing";

export interface WalletCheckout {
  step: WalletStep;
  /** Set when the browser blocked the popup: the shopper opens the approval page by a link. */
  blockedApproveUrl: string | null;
  start: () => Promise<void>;
}

/**
 * A wallet payment: create the wallet order, open its approval page in a popup, poll the order
 * until it is APPROVED (capture it, then `onCaptured` places the order) or VOIDED. SPEC §8: a
 * cancel or an error is only logged; the shopper can simply try again.
 */
export function useWalletCheckout({
  amount,
  sessionId,
  validate,
  onCaptured,
}: {
  amount: string;
  sessionId: string;
  validate: () => boolean;
  onCaptured: (walletOrderId: string) => Promise<void>;
}): WalletCheckout {
  const client = useApolloClient();
  const [createOrder] = useMutation(CREATE_WALLET_ORDER_MUTATION);
  const [capture] = useMutation(CAPTURE_WALLET_ORDER_MUTATION);
  const [step, setStep] = useState<WalletStep>("idle");
  const [blockedApproveUrl, setBlockedApproveUrl] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const popup = useRef<Window | null>(null);
  const captured = useRef(onCaptured);
  captured.current = onCaptured;

  const stopPolling = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  // Leaving the page stops the polling and closes a popup still waiting.
  useEffect(
    () => () => {
      stopPolling();
      if (popup.current && !popup.current.closed) popup.current.close();
    },
    [],
  );

  const giveUp = (why: string, detail?: unknown) => {
    stopPolling();
    console.info(`Wallet payment: ${why}`, detail ?? "");
    setBlockedApproveUrl(null);
    setStep("idle");
  };

  const finish = async (walletOrderId: string, alreadyCaptured: boolean) => {
    stopPolling();
    setBlockedApproveUrl(null);
    if (!alreadyCaptured) {
      setStep("capturing");
      try {
        await capture({ variables: { id: walletOrderId } });
      } catch (error) {
        giveUp("capture failed", error);
        return;
      }
    }
    setStep("placing");
    try {
      await captured.current(walletOrderId);
    } finally {
      setStep("idle");
    }
  };

  const poll = (walletOrderId: string) => {
    let asking = false;
    timer.current = setInterval(async () => {
      if (asking) return;
      asking = true;
      // Seen closed before asking: the approval page closes itself only after approving, so an
      // answer asked for after that still saying CREATED means the shopper closed it.
      const closedBefore = popup.current?.closed === true;
      try {
        const { data } = await client.query({
          query: WALLET_ORDER_QUERY,
          variables: { id: walletOrderId },
          fetchPolicy: "network-only",
        });
        if (timer.current === null) return;
        const status = data?.walletOrder?.status;
        if (status === "APPROVED") await finish(walletOrderId, false);
        else if (status === "COMPLETED") await finish(walletOrderId, true);
        else if (status === "VOIDED" || !data?.walletOrder) giveUp("cancelled", walletOrderId);
        else if (closedBefore) giveUp("the wallet window was closed before approval", walletOrderId);
      } catch (error) {
        // A failed poll is tried again on the next tick.
        console.info("Wallet payment: status check failed", error);
      } finally {
        asking = false;
      }
    }, WALLET_POLL_MS);
  };

  const start = async () => {
    if (step !== "idle" || !validate()) return;
    setStep("creating");
    // Opened now, inside the click, so popup blockers let it through; the address follows.
    const opened = window.open("", "highcotton-wallet", "popup,width=480,height=720");
    popup.current = opened;
    try {
      const { data } = await createOrder({
        variables: { input: { amount, currency: WALLET_CURRENCY, intent: WALLET_INTENT, sessionId } },
      });
      const order = data?.createWalletOrder;
      if (!order?.approveUrl) throw new Error("The wallet gave no approval page");
      if (opened && !opened.closed) opened.location.href = order.approveUrl;
      else setBlockedApproveUrl(order.approveUrl);
      setStep("approving");
      poll(order.id);
    } catch (error) {
      if (opened && !opened.closed) opened.close();
      popup.current = null;
      giveUp("could not start", error);
    }
  };

  return { step, blockedApproveUrl, start };
}
