import { type Cents, fromDecimal, isUuid, preparedRead, type Queryable } from "@highcotton/kit";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { leads, merchants } from "../db/schema.ts";
import type { FulfillmentDeps } from "./fulfillment-deps.ts";

type MerchantRow = typeof merchants.$inferSelect;

/** A merchant as its owner reads it: SPEC §3's fields, money in cents, and how many orders it fulfilled. */
export interface MerchantView {
  id: string;
  userId: string;
  businessName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  contactEmail: string | null;
  contactPhone: string | null;
  provider: MerchantRow["provider"];
  providerCustomerId: string;
  providerSubscriptionId: string;
  subscriptionStatus: MerchantRow["subscriptionStatus"];
  currentPeriodEnd: Date;
  /** Canceled by the merchant: it stays active until currentPeriodEnd, then lapses uncharged. */
  cancelAtPeriodEnd: boolean;
  /** The card on file, when the provider said which. */
  cardBrand: string | null;
  cardLast4: string | null;
  monthlyFee: Cents;
  totalRevenue: Cents;
  availableBalance: Cents;
  ordersFulfilled: number;
  isActive: boolean;
  createdAt: Date;
}

export function merchantViewOf(row: MerchantRow, ordersFulfilled: number): MerchantView {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    provider: row.provider,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    monthlyFee: fromDecimal(row.monthlyFee),
    totalRevenue: fromDecimal(row.totalRevenue),
    availableBalance: fromDecimal(row.availableBalance),
    ordersFulfilled,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

const ordersFulfilled = sql<number>`(
  select count(*)::int from ${leads}
  where ${leads.merchantId} = ${merchants.id} and ${leads.status} = 'fulfilled'
)`;

const merchantColumns = { ...getTableColumns(merchants), ordersFulfilled };
/** Every dashboard read starts here: prepared, so it is neither rebuilt nor planned per request. */
const merchantOfUser = preparedRead((db: FulfillmentDeps["db"]) =>
  db
    .select(merchantColumns)
    .from(merchants)
    .where(eq(merchants.userId, sql.placeholder("userId")))
    .prepare("fulfillment_merchant_of_user"),
);

/** The user's merchant, or null when the user has not set one up. */
export async function findMerchantOf(deps: Pick<FulfillmentDeps, "db">, userId: string) {
  const [found] = await merchantOfUser(deps.db).execute({ userId });
  return found ? viewOfFound(found) : null;
}

/** A merchant by id, only for its owner: anyone else is told there is none. */
export async function findOwnMerchant(deps: Pick<FulfillmentDeps, "db">, merchantId: unknown, userId: string) {
  if (!isUuid(merchantId)) return null;
  return findOne(deps.db, and(eq(merchants.id, merchantId), eq(merchants.userId, userId)));
}

async function findOne(queryable: Queryable, where: ReturnType<typeof eq> | undefined): Promise<MerchantView | null> {
  const [found] = await queryable.select(merchantColumns).from(merchants).where(where);
  return found ? viewOfFound(found) : null;
}

function viewOfFound({ ordersFulfilled: count, ...row }: MerchantRow & { ordersFulfilled: number }): MerchantView {
  return merchantViewOf(row, Number(count));
}
