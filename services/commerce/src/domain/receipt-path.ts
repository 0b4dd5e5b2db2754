/** Where the shopper's browser reads an order's receipt, by its token: the web app's /orders/{token}. */
export const receiptPathOf = (token: string): string => `/orders/${token}`;
