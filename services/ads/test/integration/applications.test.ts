import { timestampDate } from "@bufbuild/protobuf/wkt";
import { outbox } from "@highcotton/kit";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import { AdvertiserAppliedSchema } from "@highcotton/proto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { advertiserApplications } from "../../src/db/schema.ts";
import { type AdsHarness, startAdsHarness, type TestAccount } from "../support/ads-harness.ts";

const postgres = testDatabase("ads_applications");

const APPLICATION_FIELDS = `id companyName contactEmail contactPhone website status createdAt reviewedAt
  plan { value label monthlyPrice kind maxDurationSeconds }`;
const APPLY = `mutation ($input: ApplyToAdvertiseInput!) { applyToAdvertise(input: $input) { ${APPLICATION_FIELDS} } }`;
const MINE = `{ myAdvertiserApplication { ${APPLICATION_FIELDS} } }`;

const form = {
  companyName: "Bud Brand Co.",
  contactEmail: "Ads@BudBrand.example",
  contactPhone: "303-555-0100",
  website: "https://budbrand.example",
  plan: "medium_250",
};

postgres.describe("advertiser applications", (open) => {
  let harness: AdsHarness;
  let applicant: TestAccount;
  const apply = (input: Record<string, unknown>, headers = applicant.headers) =>
    harness.graph<{ applyToAdvertise: Record<string, unknown> }>(APPLY, { input: { ...form, ...input } }, headers);
  const rows = () => harness.database.db.select().from(advertiserApplications);
  /** Nothing of a refused application was kept: no row, no event. */
  const expectNothingWritten = async () => {
    expect(await rows()).toEqual([]);
    expect(await harness.database.db.select().from(outbox)).toEqual([]);
  };

  beforeAll(async () => {
    harness = await startAdsHarness(open);
    return () => harness.stop();
  });
  beforeEach(async () => {
    await harness.reset();
    applicant = await harness.account();
  });

  it("records a signed-in person's application, pending, with AdvertiserApplied in the same change", async () => {
    const before = harness.clock.now();
    const result = await apply({});
    expect(result.errors).toBeUndefined();
    const application = result.data?.applyToAdvertise;
    expect(application).toEqual({
      id: expect.any(String),
      companyName: "Bud Brand Co.",
      contactEmail: "ads@budbrand.example",
      contactPhone: "303-555-0100",
      website: "https://budbrand.example",
      status: "pending",
      createdAt: expect.any(String),
      reviewedAt: null,
      plan: { value: "medium_250", label: "30 Second Video", monthlyPrice: 250, kind: "video", maxDurationSeconds: 30 },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ id: application?.id, userId: applicant.userId, plan: "medium_250", decidedAt: null });
    expect(row?.createdAt.toISOString()).toBe(application?.createdAt);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime());

    const [event, ...more] = await harness.published(AdvertiserAppliedSchema);
    expect(more).toEqual([]);
    expect(event?.data).toMatchObject({
      applicationId: application?.id,
      userId: applicant.userId,
      companyName: "Bud Brand Co.",
      contactEmail: "ads@budbrand.example",
      plan: "medium_250",
    });
    expect(event?.data.appliedAt && timestampDate(event.data.appliedAt)).toEqual(row?.createdAt);
  });

  it("takes the phone and website as optional", async () => {
    const result = await apply({ contactPhone: null, website: "" });
    expect(result.data?.applyToAdvertise).toMatchObject({ contactPhone: null, website: null });
  });

  it("asks a signed-out visitor to sign in, and records nothing", async () => {
    expect(errorOf(await apply({}, {}))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    await expectNothingWritten();
  });

  it("refuses the form with SPEC §5's messages, and records nothing", async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ companyName: "" }, messages.companyNameRequired],
      [{ contactEmail: "bud brand" }, messages.validEmailRequired],
      [{ website: "budbrand" }, messages.validUrlRequired],
      [{ website: "javascript:alert(document.cookie)" }, messages.validUrlRequired],
      [{ plan: "" }, messages.planRequired],
      [{ plan: "billboard_9000" }, messages.planRequired],
    ];
    for (const [input, message] of refusals) {
      expect(errorOf(await apply(input))).toEqual({ code: "BAD_USER_INPUT", message });
    }
    await expectNothingWritten();
  });

  it("refuses NUL bytes, control characters and huge strings, and records nothing", async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ companyName: "Bud\u0000Brand" }, "Company name must not contain NUL characters"],
      [{ companyName: "Bud\u001bBrand" }, "Company name must not contain control characters"],
      [{ contactPhone: "555\u0000" }, "Phone must not contain NUL characters"],
      [{ companyName: "B".repeat(5_000_000) }, messages.companyNameTooLong],
      [{ contactEmail: `${"a".repeat(1_000_000)}@x.example` }, messages.validEmailRequired],
      [{ website: `https://budbrand.example/${"a".repeat(1_000_000)}` }, messages.validUrlRequired],
      [{ contactPhone: "5".repeat(1_000_000) }, messages.phoneInvalid],
    ];
    for (const [input, message] of refusals) {
      expect(errorOf(await apply(input))).toEqual({ code: "BAD_USER_INPUT", message });
    }
    await expectNothingWritten();
  });

  it("keeps one open application per person: a second is a conflict", async () => {
    await apply({});
    expect(errorOf(await apply({ companyName: "Another Brand" }))).toEqual({
      code: "CONFLICT",
      message: messages.applicationOpen,
    });
    expect(await rows()).toHaveLength(1);
    expect(await harness.published(AdvertiserAppliedSchema)).toHaveLength(1);
    // Someone else may still apply.
    expect((await apply({}, (await harness.account()).headers)).errors).toBeUndefined();
  });

  it("makes exactly one application of ten sent at once", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => apply({})));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => result.errors).map(errorOf)).toEqual(
      Array.from({ length: 9 }, () => ({ code: "CONFLICT", message: messages.applicationOpen })),
    );
    expect(await rows()).toHaveLength(1);
    expect(await harness.published(AdvertiserAppliedSchema)).toHaveLength(1);
  });

  it("refuses someone who already advertises", async () => {
    const { account } = await harness.advertiser("flyer_50");
    expect(errorOf(await apply({}, account.headers))).toEqual({ code: "CONFLICT", message: messages.alreadyAdvertiser });
    expect(await rows()).toHaveLength(1);
  });

  describe("myAdvertiserApplication", () => {
    const mine = (headers: Record<string, string>) =>
      harness.graph<{ myAdvertiserApplication: Record<string, unknown> | null }>(MINE, {}, headers);

    it("answers the person's own application, null before they apply, and only to them", async () => {
      expect((await mine(applicant.headers)).data?.myAdvertiserApplication).toBeNull();
      const applied = (await apply({ plan: "flyer_50" })).data?.applyToAdvertise;
      expect((await mine(applicant.headers)).data?.myAdvertiserApplication).toEqual(applied);
      expect((await mine(applicant.headers)).data?.myAdvertiserApplication?.plan).toMatchObject({
        value: "flyer_50",
        monthlyPrice: 50,
      });
      expect((await mine((await harness.account()).headers)).data?.myAdvertiserApplication).toBeNull();
    });

    it("says approved once an operator approved it", async () => {
      const { account, applicationId } = await harness.advertiser("short_100");
      expect((await mine(account.headers)).data?.myAdvertiserApplication).toMatchObject({
        id: applicationId,
        status: "approved",
      });
    });

    it("asks a signed-out visitor to sign in", async () => {
      expect(errorOf(await mine({}))).toEqual({ code: "UNAUTHENTICATED", message: messages.signInRequired });
    });
  });
});
