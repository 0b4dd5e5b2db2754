/**
 * A small stand-in for the fulfillment graph in page tests: a merchant and leads shaped as the
 * server answers them ($16 a shirt; a pending lead carries no address, zip or email).
 */

export function merchant(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Merchant",
    id: "m1",
    businessName: "Mile High Print Co.",
    address: "1 Larimer St",
    city: "Denver",
    state: "CO",
    zip: "80202",
    subscriptionStatus: "active",
    currentPeriodEnd: "2026-04-01T12:00:00.000Z",
    cancelAtPeriodEnd: false,
    cardBrand: "visa",
    cardLast4: "4242",
    monthlyFee: "5.00",
    totalRevenue: "0.00",
    availableBalance: "0.00",
    ordersFulfilled: 0,
    isActive: true,
    ...overrides,
  };
}

export const offlineMerchantSettings = {
  __typename: "MerchantPaymentSettings",
  cardProvider: "offline",
  payoutProvider: "offline",
  stripePublishableKey: null,
  monthlyFee: "5.00",
};

export const stripeMerchantSettings = {
  __typename: "MerchantPaymentSettings",
  cardProvider: "stripe",
  payoutProvider: "stripe_connect",
  stripePublishableKey: "pk_test_123",
  monthlyFee: "5.00",
};

export interface FakeLead {
  orderId: string;
  customerName?: string;
  city?: string;
  state?: string;
  quantity?: number;
  size?: string;
  color?: string;
  inYourState?: boolean;
  reoffered?: boolean;
}

const shortIdOf = (orderId: string) => orderId.replace(/-/g, "").slice(0, 8).toUpperCase();
const earnings = (shirts: number) => (shirts * 16).toFixed(2);

function items(lead: FakeLead, withPrintFile: boolean) {
  return [
    {
      __typename: "LeadItem",
      designId: `design-${lead.orderId}`,
      designName: `Design ${lead.orderId}`,
      frontImageUrl: `/media/${lead.orderId}.webp`,
      printFileUrl: withPrintFile ? `/media/print/${lead.orderId}.png` : null,
      printFileName: `order-${shortIdOf(lead.orderId).toLowerCase()}-design-${lead.orderId}-${lead.color ?? "black"}-${lead.size ?? "L"}.png`,
      size: lead.size ?? "L",
      color: lead.color ?? "black",
      quantity: lead.quantity ?? 1,
    },
  ];
}

/** A lead any merchant may take. `leak` adds the private fields, as a faulty server might. */
export function pendingLead(lead: FakeLead, { leak = false } = {}) {
  const shirts = lead.quantity ?? 1;
  return {
    __typename: "Lead",
    orderId: lead.orderId,
    shortId: shortIdOf(lead.orderId),
    status: "pending",
    customerName: lead.customerName ?? "Jordan Rivers",
    shippingCity: lead.city ?? "Boulder",
    shippingState: lead.state ?? "CO",
    shippingAddress: leak ? "420 Secret Ln" : null,
    shippingZip: leak ? "80301" : null,
    customerEmail: leak ? "jordan@example.com" : null,
    items: items(lead, false),
    shirtCount: shirts,
    merchantEarnings: earnings(shirts),
    inYourState: lead.inYourState ?? (lead.state ?? "CO") === "CO",
    reoffered: lead.reoffered ?? false,
    placedAt: "2026-03-01T12:00:00.000Z",
    acceptedAt: null,
    fulfilledAt: null,
  };
}

/** The same lead once this merchant accepted it. */
export function activeLead(lead: FakeLead) {
  return {
    ...pendingLead(lead),
    status: "assigned",
    shippingAddress: "420 Main St",
    shippingZip: "80301",
    customerEmail: "jordan@example.com",
    items: items(lead, true),
    acceptedAt: "2026-03-01T13:00:00.000Z",
  };
}

export function fulfilledLead(lead: FakeLead) {
  return { ...activeLead(lead), status: "fulfilled", fulfilledAt: "2026-03-02T09:00:00.000Z" };
}

export function merchantOrders({ pending = [] as unknown[], active = [] as unknown[], fulfilled = [] as unknown[] } = {}) {
  return { merchantOrders: { __typename: "MerchantOrders", pending, active, fulfilled } };
}
