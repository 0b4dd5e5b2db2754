import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type AdvertisementKind, type PlanValue, planOf } from "../../src/contract/index.ts";
import {
  type ADVERTISEMENT_STATUSES,
  type ADVERTISER_SUBSCRIPTION_STATUSES,
  advertisements,
  advertiserApplications,
  advertisers,
} from "../../src/db/schema.ts";
import type { AdsHarness } from "./ads-harness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdvertiserRowOptions {
  plan?: PlanValue;
  /** The account that owns it; a made-up user id when omitted. */
  userId?: string;
  companyName?: string;
  /** null: its ads are not clickable. */
  website?: string | null;
  subscriptionStatus?: (typeof ADVERTISER_SUBSCRIPTION_STATUSES)[number];
  /** Default: a month after the harness clock's now. */
  paidThrough?: Date | null;
  isActive?: boolean;
}

export interface AdRowOptions {
  /** Default: the plan's kind. */
  kind?: AdvertisementKind;
  title?: string;
  status?: (typeof ADVERTISEMENT_STATUSES)[number];
  isActive?: boolean;
}

/**
 * An approved advertiser written straight to the store, paid a month ahead unless told otherwise:
 * serving and counting are tested apart from signup and billing.
 */
export async function advertiserRow(harness: AdsHarness, options: AdvertiserRowOptions = {}): Promise<string> {
  const plan = options.plan ?? "flyer_50";
  const userId = options.userId ?? randomUUID();
  const companyName = options.companyName ?? `Brand ${plan}`;
  const contactEmail = "brand@example.test";
  const website = options.website === undefined ? "https://brand.example" : options.website;
  const { db } = harness.database;
  const [application] = await db
    .insert(advertiserApplications)
    .values({ userId, companyName, contactEmail, website, plan, status: "approved" })
    .returning({ id: advertiserApplications.id });
  if (!application) throw new Error("no application written");
  const [advertiser] = await db
    .insert(advertisers)
    .values({
      userId,
      applicationId: application.id,
      companyName,
      contactEmail,
      website,
      provider: "offline",
      subscriptionStatus: options.subscriptionStatus ?? "active",
      subscriptionTier: plan,
      monthlyFee: (planOf(plan).monthlyPriceCents / 100).toFixed(2),
      paidThrough:
        options.paidThrough === undefined ? new Date(harness.clock.now().getTime() + 30 * DAY_MS) : options.paidThrough,
      isActive: options.isActive ?? true,
    })
    .returning({ id: advertisers.id });
  if (!advertiser) throw new Error("no advertiser written");
  return advertiser.id;
}

/** An advertisement of the advertiser written straight to the store: active unless told otherwise. */
export async function adRow(harness: AdsHarness, advertiserId: string, options: AdRowOptions = {}): Promise<string> {
  const { db } = harness.database;
  const [advertiser] = await db
    .select({ plan: advertisers.subscriptionTier })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  if (!advertiser) throw new Error(`no advertiser ${advertiserId}`);
  const kind = options.kind ?? planOf(advertiser.plan).kind;
  const status = options.status ?? "active";
  const [ad] = await db
    .insert(advertisements)
    .values({
      advertiserId,
      kind,
      title: options.title ?? `A ${kind} ad`,
      description: "Grown with care",
      mediaUrl: `/media/ads/${kind}.${kind === "flyer" ? "jpg" : "mp4"}`,
      mediaKey: `ads/${randomUUID()}`,
      thumbnailUrl: "/media/ads/poster.jpg",
      thumbnailKey: `ads/${randomUUID()}`,
      width: 1200,
      height: 628,
      durationSeconds: kind === "video" ? 14.5 : null,
      status,
      isActive: options.isActive ?? true,
      activatedAt: status === "active" ? harness.clock.now() : null,
    })
    .returning({ id: advertisements.id });
  if (!ad) throw new Error("no advertisement written");
  return ad.id;
}

/** A paid advertiser with one active ad: what the ad slot serves. */
export async function runningAd(
  harness: AdsHarness,
  options: AdvertiserRowOptions & AdRowOptions = {},
): Promise<{ advertiserId: string; advertisementId: string }> {
  const advertiserId = await advertiserRow(harness, options);
  return { advertiserId, advertisementId: await adRow(harness, advertiserId, options) };
}
