import { randomUUID } from "node:crypto";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { operatorActions } from "@highcotton/kit";
import { errorOf, testDatabase, testTokens } from "@highcotton/kit/testing";
import { AdvertiserApprovedSchema, AdvertiserRejectedSchema } from "@highcotton/proto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { advertiserApplications, advertisers } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness, type TestAccount } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_approval");

const ADVERTISER_FIELDS = `id companyName contactEmail contactPhone website subscriptionStatus subscriptionTier monthlyFee
  paidThrough isActive createdAt plan { value label monthlyPrice } advertisements { id }`;
const APPROVE = `mutation ($id: ID!) { approveAdvertiserApplication(id: $id) { ${ADVERTISER_FIELDS} } }`;
const MY_ADVERTISER = `{ myAdvertiser { ${ADVERTISER_FIELDS} } }`;
const PENDING = "{ pendingAdvertiserApplications { id companyName contactEmail status plan { label monthlyPrice } } }";
const REJECT = `mutation ($id: ID!, $reason: String!) {
  rejectAdvertiserApplication(id: $id, reason: $reason) { id status rejectionReason }
}`;

postgres.describe("approving advertisers", (open) => {
  let harness: AdsHarness;
  let applicant: TestAccount;
  let applicationId: string;
  const approve = (id: string, headers = harness.operatorHeaders()) =>
    harness.graph<{ approveAdvertiserApplication: Record<string, unknown> }>(APPROVE, { id }, headers);
  const db = () => harness.database.db;

  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    applicant = await harness.account();
    applicationId = await harness.apply(applicant, {
      companyName: "Bud Brand Co.",
      contactEmail: "ads@budbrand.example",
      contactPhone: "303-555-0100",
      website: "https://budbrand.example",
      plan: "short_100",
    });
  });

  it("makes the advertiser from the application, unpaid on its plan, and marks the application approved", async () => {
    const result = await approve(applicationId);
    expect(result.errors).toBeUndefined();
    const advertiser = result.data?.approveAdvertiserApplication;
    expect(advertiser).toEqual({
      id: expect.any(String),
      companyName: "Bud Brand Co.",
      contactEmail: "ads@budbrand.example",
      contactPhone: "303-555-0100",
      website: "https://budbrand.example",
      subscriptionStatus: "unpaid",
      subscriptionTier: "short_100",
      monthlyFee: 100,
      paidThrough: null,
      isActive: true,
      createdAt: expect.any(String),
      plan: { value: "short_100", label: "15 Second Video", monthlyPrice: 100 },
      advertisements: [],
    });
    const [row] = await db().select().from(advertisers);
    expect(row).toMatchObject({
      id: advertiser?.id,
      userId: applicant.userId,
      applicationId,
      monthlyFee: "100.00",
      provider: null,
    });
    const [application] = await db().select().from(advertiserApplications);
    expect(application).toMatchObject({ status: "approved", decidedAt: row?.createdAt });

    const [event, ...more] = await harness.published(AdvertiserApprovedSchema);
    expect(more).toEqual([]);
    expect(event?.data).toMatchObject({
      advertiserId: advertiser?.id,
      applicationId,
      userId: applicant.userId,
      plan: "short_100",
      monthlyFeeCents: 10_000n,
    });
    expect(event?.data.approvedAt && timestampDate(event.data.approvedAt)).toEqual(row?.createdAt);
    expect(await db().select().from(operatorActions)).toEqual([
      {
        id: expect.any(String),
        operator: "test",
        action: "approve-advertiser",
        subjectType: "advertiser-application",
        subjectId: applicationId,
        reason: null,
        at: row?.createdAt,
      },
    ]);
  });

  it("takes an operator account's approval too, audited under its username", async () => {
    const operator = { authorization: `Bearer ${harness.tokens.sign({ id: randomUUID(), username: "ops", role: "operator" })}` };
    expect((await approve(applicationId, operator)).errors).toBeUndefined();
    expect(await db().select({ operator: operatorActions.operator }).from(operatorActions)).toEqual([{ operator: "ops" }]);
  });

  it("charges each plan's price", async () => {
    for (const [plan, fee] of [
      ["flyer_50", 50],
      ["medium_250", 250],
      ["long_500", 500],
    ] as const) {
      const id = await harness.apply(await harness.account(), { plan });
      expect((await approve(id)).data?.approveAdvertiserApplication).toMatchObject({ subscriptionTier: plan, monthlyFee: fee });
    }
  });

  it("takes only an operator's token: signed-out visitors, people and forged tokens are refused", async () => {
    const forged = { authorization: `Bearer ${testTokens().signOperator("mallory")}` };
    for (const headers of [{}, applicant.headers, (await harness.account("dispensary")).headers, forged]) {
      expect(errorOf(await approve(applicationId, headers))).toEqual({ code: "FORBIDDEN", message: messages.operatorsOnly });
    }
    expect(await db().select().from(advertisers)).toEqual([]);
    expect(await db().select().from(advertiserApplications)).toMatchObject([{ status: "pending" }]);
    expect(await harness.published(AdvertiserApprovedSchema)).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "not-an-id", "'; drop table advertisers; --", ""]) {
      expect(errorOf(await approve(id))).toEqual({ code: "NOT_FOUND", message: messages.applicationNotFound });
    }
  });

  it("answers CONFLICT for an application already approved", async () => {
    await approve(applicationId);
    expect(errorOf(await approve(applicationId))).toEqual({ code: "CONFLICT", message: messages.applicationDecided });
    expect(await db().select().from(advertisers)).toHaveLength(1);
    expect(await harness.published(AdvertiserApprovedSchema)).toHaveLength(1);
  });

  it("makes one advertiser of five approvals at once", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(applicationId)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors).map(errorOf)).toEqual(
      Array.from({ length: 4 }, () => ({ code: "CONFLICT", message: messages.applicationDecided })),
    );
    expect(await db().select().from(advertisers)).toHaveLength(1);
    expect(await harness.published(AdvertiserApprovedSchema)).toHaveLength(1);
  });

  it("answers CONFLICT, changing nothing, when the applicant already advertises", async () => {
    const { account } = await harness.advertiser("flyer_50");
    // An application that slipped in beside an approval: the person is an advertiser already.
    const [stray] = await db()
      .insert(advertiserApplications)
      .values({ userId: account.userId, companyName: "Again", contactEmail: "a@b.example", plan: "long_500" })
      .returning();
    expect(errorOf(await approve(stray?.id ?? ""))).toEqual({ code: "CONFLICT", message: messages.alreadyAdvertiser });
    expect(
      await db()
        .select()
        .from(advertiserApplications)
        .where(eq(advertiserApplications.id, stray?.id ?? "")),
    ).toMatchObject([{ status: "pending", decidedAt: null }]);
  });

  describe("rejectAdvertiserApplication", () => {
    const reject = (id: string, reason: string, headers = harness.operatorHeaders()) =>
      harness.graph<{ rejectAdvertiserApplication: Record<string, unknown> }>(REJECT, { id, reason }, headers);

    it("rejects with the reason, tells the applicant, audits it, and lets them apply again", async () => {
      // Reviewed an hour after it was submitted: the applicant sees both times.
      harness.clock.advance(3_600_000);
      const result = await reject(applicationId, "  Your website does not load  ");
      expect(result.data?.rejectAdvertiserApplication).toEqual({
        id: applicationId,
        status: "rejected",
        rejectionReason: "Your website does not load",
      });
      expect(await db().select().from(advertisers)).toEqual([]);
      const [decided] = await db().select().from(advertiserApplications);
      const [event, ...more] = await harness.published(AdvertiserRejectedSchema);
      expect(more).toEqual([]);
      expect(event?.data).toMatchObject({
        applicationId,
        userId: applicant.userId,
        companyName: "Bud Brand Co.",
        reason: "Your website does not load",
      });
      expect(event?.data.rejectedAt && timestampDate(event.data.rejectedAt)).toEqual(decided?.decidedAt);
      expect(await db().select().from(operatorActions)).toEqual([
        {
          id: expect.any(String),
          operator: "test",
          action: "reject-advertiser",
          subjectType: "advertiser-application",
          subjectId: applicationId,
          reason: "Your website does not load",
          at: decided?.decidedAt,
        },
      ]);
      const mine = await harness.graph<{ myAdvertiserApplication: Record<string, unknown> }>(
        "{ myAdvertiserApplication { id status rejectionReason createdAt reviewedAt } }",
        {},
        applicant.headers,
      );
      // The applicant reads when it was reviewed, and why it was refused.
      expect(mine.data?.myAdvertiserApplication).toEqual({
        ...result.data?.rejectAdvertiserApplication,
        createdAt: decided?.createdAt.toISOString(),
        reviewedAt: decided?.decidedAt?.toISOString(),
      });
      expect(
        (await harness.graph<{ pendingAdvertiserApplications: unknown[] }>(PENDING, {}, harness.operatorHeaders())).data,
      ).toEqual({ pendingAdvertiserApplications: [] });

      harness.clock.advance(60_000);
      const again = await harness.apply(applicant, { companyName: "Bud Brand Co." });
      expect(again).not.toBe(applicationId);
    });

    it("wants a reason of at most 500 characters", async () => {
      for (const [reason, message] of [
        ["   ", messages.rejectionReasonRequired],
        ["x".repeat(501), messages.rejectionReasonTooLong],
      ] as const) {
        expect(errorOf(await reject(applicationId, reason))).toEqual({ code: "BAD_USER_INPUT", message });
      }
      expect(await db().select().from(advertiserApplications)).toMatchObject([{ status: "pending", rejectionReason: null }]);
      expect(await db().select().from(operatorActions)).toEqual([]);
    });

    it("is for operators only, and only for a pending application", async () => {
      for (const headers of [{}, applicant.headers]) {
        expect(errorOf(await reject(applicationId, "No", headers))).toEqual({
          code: "FORBIDDEN",
          message: messages.operatorsOnly,
        });
      }
      expect(errorOf(await reject(randomUUID(), "No"))).toEqual({ code: "NOT_FOUND", message: messages.applicationNotFound });
      await approve(applicationId);
      expect(errorOf(await reject(applicationId, "No"))).toEqual({ code: "CONFLICT", message: messages.applicationDecided });
      expect(await harness.published(AdvertiserRejectedSchema)).toEqual([]);
    });

    it("lets one of an approval and a rejection sent at once decide the application", async () => {
      const [approval, rejection] = await Promise.all([approve(applicationId), reject(applicationId, "No")]);
      expect([approval, rejection].filter((result) => !result.errors)).toHaveLength(1);
      expect([approval, rejection].filter((result) => result.errors).map(errorOf)).toEqual([
        { code: "CONFLICT", message: messages.applicationDecided },
      ]);
      expect(await db().select().from(operatorActions)).toHaveLength(1);
    });
  });

  describe("myAdvertiser", () => {
    const mine = (headers: Record<string, string>) =>
      harness.graph<{ myAdvertiser: Record<string, unknown> | null }>(MY_ADVERTISER, {}, headers);

    it("answers the signed-in person's advertiser once approved, null before, and only to them", async () => {
      expect((await mine(applicant.headers)).data?.myAdvertiser).toBeNull();
      const approved = (await approve(applicationId)).data?.approveAdvertiserApplication;
      expect((await mine(applicant.headers)).data?.myAdvertiser).toEqual(approved);
      expect((await mine((await harness.account()).headers)).data?.myAdvertiser).toBeNull();
    });

    it("asks a signed-out visitor to sign in", async () => {
      expect(errorOf(await mine({}))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    });
  });

  describe("pendingAdvertiserApplications", () => {
    const pending = (headers = harness.operatorHeaders()) =>
      harness.graph<{ pendingAdvertiserApplications: Array<{ id: string }> }>(PENDING, {}, headers);

    it("lists the applications waiting, oldest first, without the approved ones", async () => {
      harness.clock.advance(60_000);
      const second = await harness.apply(await harness.account(), { companyName: "Second Brand", plan: "long_500" });
      harness.clock.advance(60_000);
      const third = await harness.apply(await harness.account(), { companyName: "Third Brand" });
      expect((await pending()).data?.pendingAdvertiserApplications).toEqual([
        {
          id: applicationId,
          companyName: "Bud Brand Co.",
          contactEmail: "ads@budbrand.example",
          status: "pending",
          plan: { label: "15 Second Video", monthlyPrice: 100 },
        },
        expect.objectContaining({
          id: second,
          companyName: "Second Brand",
          plan: { label: "60 Second Video", monthlyPrice: 500 },
        }),
        expect.objectContaining({ id: third }),
      ]);
      await approve(second);
      expect((await pending()).data?.pendingAdvertiserApplications.map((application) => application.id)).toEqual([
        applicationId,
        third,
      ]);
    });

    it("is for operators only", async () => {
      for (const headers of [{}, applicant.headers]) {
        expect(errorOf(await pending(headers))).toEqual({ code: "FORBIDDEN", message: messages.operatorsOnly });
      }
    });
  });
});
