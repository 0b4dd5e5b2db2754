import { browserStorage, type KeyValueStorage, safeGet, safeSet } from "./storage.ts";

/**
 * Orders placed in this browser. Shoppers have no account, so the receipt's path (which carries the
 * token that lets a browser read the order) is kept here, and /orders lists them.
 */
export interface RememberedReceipt {
  /** "/orders/{token}", as the server gives it. */
  receiptPath: string;
  /** ISO date the order was placed. */
  placedAt: string;
  /** USD as a decimal string. */
  total: string;
  /** The short order number the receipt page shows (the order id's first 8 characters). */
  orderNumber?: string;
}

export const RECEIPTS_KEY = "highcotton_receipts";
/** The newest ones are kept; a browser is not an order archive. */
export const RECEIPTS_KEPT = 50;

const RECEIPT_PATH = /^\/orders\/[A-Za-z0-9_-]+$/;

function isReceipt(value: unknown): value is RememberedReceipt {
  if (typeof value !== "object" || value === null) return false;
  const { receiptPath, placedAt, total, orderNumber } = value as Record<string, unknown>;
  return (
    typeof receiptPath === "string" &&
    RECEIPT_PATH.test(receiptPath) &&
    typeof placedAt === "string" &&
    typeof total === "string" &&
    (orderNumber === undefined || typeof orderNumber === "string")
  );
}

/** This browser's orders, newest first; anything malformed in storage is skipped. */
export function listReceipts(storage: KeyValueStorage | null = browserStorage()): RememberedReceipt[] {
  const raw = safeGet(storage, RECEIPTS_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isReceipt).sort((a, b) => b.placedAt.localeCompare(a.placedAt));
  } catch {
    return [];
  }
}

/** Adds an order (the same receipt again replaces its entry). */
export function rememberReceipt(receipt: RememberedReceipt, storage: KeyValueStorage | null = browserStorage()): void {
  if (!isReceipt(receipt)) return;
  const others = listReceipts(storage).filter((r) => r.receiptPath !== receipt.receiptPath);
  safeSet(storage, RECEIPTS_KEY, JSON.stringify([receipt, ...others].slice(0, RECEIPTS_KEPT)));
}

/** The order number a receipt shows: the order id's first 8 characters, in capitals. */
export const orderNumberOf = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/** The token in "/orders/{token}". */
export function receiptToken(receiptPath: string): string {
  return receiptPath.slice(receiptPath.lastIndexOf("/") + 1);
}
