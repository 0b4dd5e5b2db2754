/**
 * A wallet order's id as the providers make them (PayPal's and the offline wallet's are 17 letters
 * and digits): anything else names no order, and never reaches the database, whose text cannot
 * hold a NUL character.
 */
const WALLET_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isWalletOrderId = (id: string): boolean => WALLET_ORDER_ID.test(id);
