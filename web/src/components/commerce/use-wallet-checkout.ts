import { useApolloClient, useMutation } from "@apollo/client/react";
import { messages as commerceMessages } from "@highcotton/commerce/contract";
import { useEffect, useRef, useState } from "react";
import { CAPTURE_WALLET_ORDER_MUTATION, CREATE_WALLET_ORDER_MUTATION, WALLET_ORDER_QUERY } from "../../graphql/commerce.ts";
import { toast } from "../ui/toast-store.ts";

/** SPEC §4/§9: the wallet's approval is detected by polling every 500 ms. */
export const WALLET_POLL_MS = 500;
/** SPEC §9: wallet payments are in USD and captured at once. */
export const WALLET_CURRENCY = "USD";
export const WALLET_INTENT = "CAPTURE";

/** The offline wallet's approval page, a page of this web app (routes.tsx). */
const OFFLINE_APPROVAL_PATH = "/wallet/approve/";

/**
 * Where the approval popup opens. The offline wallet's approval page is this app's own, and it
 * opens on the page's own origin, whichever name the shopper reached the site by (127.0.0.1 or
 * localhost): the server links it from its public URL, but the shopper's age check and session
 * live in this origin's storage. A real wallet's page (PayPal's) opens as given.
 */
export function approvalPageUrl(approveUrl: string, origin: string = window.location.origin): string {
  const url = new URL(approveUrl, origin);
  return url.pathname.startsWith(OFFLINE_APPROVAL_PATH) ? `${origin}${url.pathname}${url.search}` : url.href;
}

export type WalletStep = "idle" | "creating" | "approving" | "capturing" | "placing";

export interface WalletCheckout {
  step: WalletStep;
  /** Set when the browser blocked the popup: the shopper opens the approval page by a link. */
  blockedApproveUrl: string | null;
  start: () => Promise<void>;
}

/**
 * A wallet payment: create the wallet order, open its approval page in a popup, poll the order
 * until it is APPROVED (capture it, then `onCaptured` places the order) or VOIDED. A window closed
 * (or cancelled) without approval says commerce's walletNotCompleted; other errors are only
 * logged (SPEC §8), and the shopper can simply try again.
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

  const notCompleted = (why: string, walletOrderId: string) => {
    giveUp(why, walletOrderId);
    toast({ variant: "destructive", title: "Error", description: commerceMessages.walletNotCompleted });
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
        else if (status === "VOIDED" || !data?.walletOrder) notCompleted("cancelled", walletOrderId);
        else if (closedBefore) notCompleted("the wallet window was closed before approval", walletOrderId);
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
      const approvalPage = approvalPageUrl(order.approveUrl);
      if (opened && !opened.closed) opened.location.href = approvalPage;
      else setBlockedApproveUrl(approvalPage);
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
