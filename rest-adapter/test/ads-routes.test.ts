import { messages as adsMessages, planOf } from "@highcotton/ads/contract";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";
import { refusal, useStandInGateway } from "./support/stand-in-gateway.ts";

// The ads calls against a stand-in gateway: what each sends to the graph, what the edge refuses
// before anything is sent, uploads of up to 40 MB, beacons sent as text/plain, and a click whose
// redirect comes from the graph's answer only.

const AD_ID = "4e3d2c1b-0a9f-4e8d-b7c6-5a4b3c2d1e0f";
const AUTH = { authorization: "Bearer t" };
const SESSION = "session_1767225600000_abc123";

const plan = { ...planOf("short_100"), monthlyPrice: 100 };
const application = {
  id: "8c7b6a59-4d3e-4f2a-9b1c-0d9e8f7a6b5c",
  companyName: "Bud Brand",
  contactEmail: "ads@budbrand.example",
  contactPhone: null,
  website: "https://budbrand.example",
  plan,
  status: "pending",
  createdAt: "2025-01-01T00:00:00.000Z",
  reviewedAt: null,
};
const advertisement = {
  id: AD_ID,
  kind: "video",
  title: "Bud Brand",
  description: null,
  mediaUrl: "/media/ads/v.mp4",
  thumbnailUrl: "/media/ads/p.webp",
  width: 1280,
  height: 720,
  durationSeconds: 15,
  status: "pending",
  views: 0,
  clicks: 0,
  createdAt: "2025-01-02T00:00:00.000Z",
  activatedAt: null,
};
const advertiser = {
  id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  companyName: "Bud Brand",
  contactEmail: "ads@budbrand.example",
  contactPhone: null,
  website: "https://budbrand.example",
  subscriptionStatus: "unpaid",
  subscriptionTier: "short_100",
  plan,
  monthlyFee: 100,
  paidThrough: null,
  cancelAtPeriodEnd: false,
  cardBrand: null,
  cardLast4: null,
  isActive: true,
  createdAt: "2025-01-02T00:00:00.000Z",
  advertisements: [advertisement],
};
const servedAd = {
  id: AD_ID,
  kind: "video",
  title: "Bud Brand",
  description: null,
  mediaUrl: "/media/ads/v.mp4",
  thumbnailUrl: "/media/ads/p.webp",
  width: 1280,
  height: 720,
  durationSeconds: 15,
  companyName: "Bud Brand",
  viewableAfterMs: 2000,
  clickUrl: `/api/ads/${AD_ID}/click`,
};

const gateway = useStandInGateway();
/** Calls the adapter; `sent` is what this call sent the gateway (tests here make several calls). */
const call: typeof gateway.call = (...args) => {
  gateway.sent.length = 0;
  return gateway.call(...args);
};

async function multipart(parts: Array<[string, string | Buffer]>) {
  const form = new FormData();
  for (const [name, part] of parts) {
    if (typeof part === "string") form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part)], { type: "video/mp4" }), "ad.mp4");
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/**
 * Uploads as an approved advertiser: the graph answers the adapter's check of who is uploading,
 * then the upload with `data` (else with the test's answer). `sent` is the upload, if it was sent.
 */
const upload = async (parts: Array<[string, string | Buffer]>, data?: Record<string, unknown>) => {
  const { payload, contentType } = await multipart(parts);
  const answer = data ? { data } : gateway.answer;
  gateway.answer = (request) =>
    request.operationName === "UploadingAdvertiser"
      ? { data: { myAdvertiser: { isActive: true } } }
      : typeof answer === "function"
        ? answer(request)
        : answer;
  const answered = await call("POST", "/api/advertisements", { payload, headers: { ...AUTH, "content-type": contentType } });
  return { ...answered, sent: gateway.sent.find((sent) => sent.request.operationName === "UploadAdvertisement") };
};

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: "ev_0123456789",
  advertisementId: AD_ID,
  kind: "impression",
  token: `${AD_ID}.marketplace.AAAAAAAAAAAAAAAAAAAAAA.mhx1.mhx2.c2ln`,
  pageViewId: "pv_0123456789",
  visibleMs: 1200,
  ...overrides,
});

describe("GET /api/ads/plans", () => {
  it("answers the graph's plans as an array", async () => {
    const answer = await call("GET", "/api/ads/plans", { data: { advertisingPlans: [plan] } });
    expect(answer).toMatchObject({ status: 200, body: [plan] });
    expect(answer.sent?.request.operationName).toBe("AdvertisingPlans");
  });
});

describe("POST /api/advertiser-applications", () => {
  const form = { companyName: " Bud Brand ", contactEmail: "ads@budbrand.example", contactPhone: "", plan: "short_100" };

  it("applies with the trimmed form, blank optional fields as null, and answers 201", async () => {
    const applied = await call("POST", "/api/advertiser-applications", {
      body: { ...form, website: "https://budbrand.example" },
      headers: AUTH,
      data: { applyToAdvertise: application },
    });
    expect(applied).toMatchObject({ status: 201, body: application });
    expect(applied.sent?.request.variables).toEqual({
      input: {
        companyName: "Bud Brand",
        contactEmail: "ads@budbrand.example",
        contactPhone: null,
        website: "https://budbrand.example",
        plan: "short_100",
      },
    });
    expect(applied.sent?.headers.authorization).toBe("Bearer t");
  });

  it.each([
    [{ ...form, companyName: "  " }, adsMessages.companyNameRequired],
    [{ ...form, companyName: "x".repeat(101) }, adsMessages.companyNameTooLong],
    [{ ...form, contactEmail: "not-an-email" }, adsMessages.validEmailRequired],
    [{ ...form, contactPhone: "5".repeat(31) }, adsMessages.phoneInvalid],
    [{ ...form, plan: "platinum" }, adsMessages.planRequired],
    [{ ...form, plan: undefined }, adsMessages.planRequired],
    [{ ...form, companyName: "Bud\u0000Brand" }, "Company name must not contain NUL characters"],
  ])("refuses %j with 400 before asking the graph", async (body, message) => {
    const refused = await call("POST", "/api/advertiser-applications", { body, headers: AUTH });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message } });
    expect(refused.sent).toBeUndefined();
  });

  it("answers 401 without a token, and passes a second application's 409 on with its message", async () => {
    expect(await call("POST", "/api/advertiser-applications", { body: form })).toMatchObject({ status: 401, sent: undefined });
    gateway.answer = refusal("CONFLICT", adsMessages.applicationOpen);
    expect(await call("POST", "/api/advertiser-applications", { body: form, headers: AUTH })).toMatchObject({
      status: 409,
      body: { message: adsMessages.applicationOpen },
    });
  });
});

describe("the advertiser's own reads", () => {
  it("GET /api/advertiser-applications/mine answers the application, or 404", async () => {
    expect(
      await call("GET", "/api/advertiser-applications/mine", { headers: AUTH, data: { myAdvertiserApplication: application } }),
    ).toMatchObject({ status: 200, body: application });
    expect(
      await call("GET", "/api/advertiser-applications/mine", { headers: AUTH, data: { myAdvertiserApplication: null } }),
    ).toMatchObject({ status: 404, body: { message: adsMessages.noApplication } });
  });

  it("GET /api/advertiser answers the advertiser with its ads, 404 before approval and 401 signed out", async () => {
    expect(await call("GET", "/api/advertiser", { headers: AUTH, data: { myAdvertiser: advertiser } })).toMatchObject({
      status: 200,
      body: advertiser,
    });
    expect(await call("GET", "/api/advertiser", { headers: AUTH, data: { myAdvertiser: null } })).toMatchObject({
      status: 404,
      body: { message: adsMessages.noAdvertiser },
    });
    expect(await call("GET", "/api/advertiser")).toMatchObject({ status: 401, sent: undefined });
  });

  it("GET /api/advertiser/stats asks for 30 days unless told, within 1 to 90", async () => {
    const stats = {
      days: [{ day: "2025-01-02", impressions: 4, clicks: 1, clickThroughRate: 0.25 }],
      impressions: 4,
      clicks: 1,
      clickThroughRate: 0.25,
    };
    const answer = await call("GET", "/api/advertiser/stats", { headers: AUTH, data: { myAdvertiser: { stats } } });
    expect(answer).toMatchObject({ status: 200, body: stats });
    expect(answer.sent?.request.variables).toEqual({ days: 30 });
    const week = await call("GET", "/api/advertiser/stats?days=7", { headers: AUTH, data: { myAdvertiser: { stats } } });
    expect(week.sent?.request.variables).toEqual({ days: 7 });
    for (const days of ["0", "91", "1.5", "week"]) {
      expect(await call("GET", `/api/advertiser/stats?days=${days}`, { headers: AUTH })).toMatchObject({
        status: 400,
        body: { message: adsMessages.statsDaysInvalid },
        sent: undefined,
      });
    }
    expect(await call("GET", "/api/advertiser/stats", { headers: AUTH, data: { myAdvertiser: null } })).toMatchObject({
      status: 404,
    });
  });
});

describe("paying the plan", () => {
  it("POST /api/advertiser/payment-methods saves a card and answers 201", async () => {
    const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };
    const saved = await call("POST", "/api/advertiser/payment-methods", {
      body: card,
      headers: AUTH,
      data: { createAdvertiserOfflinePaymentMethod: { id: "pm_offline_1", brand: "visa", last4: "4242" } },
    });
    expect(saved).toMatchObject({ status: 201, body: { id: "pm_offline_1", brand: "visa", last4: "4242" } });
    expect(saved.sent?.request.variables).toEqual({ card });
    expect(
      await call("POST", "/api/advertiser/payment-methods", { body: { ...card, expMonth: 13 }, headers: AUTH }),
    ).toMatchObject({ status: 400, body: { message: "Your card's expiration month is invalid." }, sent: undefined });
  });

  it("POST /api/advertiser/subscription pays with a pm_… id; a decline is 402, paid already 409", async () => {
    const paid = { ...advertiser, subscriptionStatus: "active", paidThrough: "2025-02-02T00:00:00.000Z" };
    const answer = await call("POST", "/api/advertiser/subscription", {
      body: { paymentMethodId: "pm_card_visa" },
      headers: AUTH,
      data: { payAdvertisingPlan: paid },
    });
    expect(answer).toMatchObject({ status: 200, body: paid });
    expect(answer.sent?.request.variables).toEqual({ paymentMethodId: "pm_card_visa" });
    expect(
      await call("POST", "/api/advertiser/subscription", { body: { paymentMethodId: "card_1" }, headers: AUTH }),
    ).toMatchObject({ status: 400, body: { message: adsMessages.paymentMethodRequired }, sent: undefined });
    gateway.answer = refusal("PAYMENT_REQUIRED", "Your card was declined.");
    expect(
      await call("POST", "/api/advertiser/subscription", { body: { paymentMethodId: "pm_card_chargeDeclined" }, headers: AUTH }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    gateway.answer = refusal("CONFLICT", adsMessages.alreadyPaid);
    expect(
      await call("POST", "/api/advertiser/subscription", { body: { paymentMethodId: "pm_card_visa" }, headers: AUTH }),
    ).toMatchObject({ status: 409, body: { message: adsMessages.alreadyPaid } });
    const kept = await call("POST", "/api/advertiser/subscription", { headers: AUTH, data: { payAdvertisingPlan: paid } });
    expect(kept.sent?.request.variables).toEqual({ paymentMethodId: null });
  });

  it("POST /api/advertiser/subscription/cancel cancels at period end; a plan not paid is 409", async () => {
    const ending = {
      ...advertiser,
      subscriptionStatus: "active",
      paidThrough: "2025-02-02T00:00:00.000Z",
      cancelAtPeriodEnd: true,
    };
    expect(
      await call("POST", "/api/advertiser/subscription/cancel", { headers: AUTH, data: { cancelAdvertisingPlan: ending } }),
    ).toMatchObject({ status: 200, body: ending });
    gateway.answer = refusal("CONFLICT", adsMessages.planNotPaid);
    expect(await call("POST", "/api/advertiser/subscription/cancel", { headers: AUTH })).toMatchObject({
      status: 409,
      body: { message: adsMessages.planNotPaid },
    });
  });

  it("POST /api/advertiser/subscription/card changes the card; a decline is 402", async () => {
    const changed = { ...advertiser, subscriptionStatus: "active", cardBrand: "amex", cardLast4: "8431" };
    const answer = await call("POST", "/api/advertiser/subscription/card", {
      headers: AUTH,
      body: { paymentMethodId: "pm_card_amex" },
      data: { changeAdvertiserCard: changed },
    });
    expect(answer).toMatchObject({ status: 200, body: changed });
    expect(answer.sent?.request.variables).toEqual({ paymentMethodId: "pm_card_amex" });
    gateway.answer = refusal("PAYMENT_REQUIRED", "Your card was declined.");
    expect(
      await call("POST", "/api/advertiser/subscription/card", {
        headers: AUTH,
        body: { paymentMethodId: "pm_card_chargeDeclined" },
      }),
    ).toMatchObject({ status: 402, body: { message: "Your card was declined." } });
    expect(
      await call("POST", "/api/advertiser/subscription/card", { headers: AUTH, body: { paymentMethodId: "card_1" } }),
    ).toMatchObject({ status: 400, body: { message: adsMessages.paymentMethodRequired } });
  });
});

describe("POST /api/advertisements (multipart)", () => {
  const video = Buffer.from("judged by the service, not here");
  const poster = Buffer.from("a poster");

  it("sends the title and both files as base64, leaving an empty description out", async () => {
    const uploaded = await upload(
      [
        ["title", " Bud Brand "],
        ["description", ""],
        ["creative", video],
        ["poster", poster],
      ],
      { uploadAdvertisement: advertisement },
    );
    expect(uploaded).toMatchObject({ status: 201, body: advertisement });
    expect(uploaded.sent?.request.variables).toEqual({
      input: {
        title: "Bud Brand",
        creative: { base64: video.toString("base64") },
        poster: { base64: poster.toString("base64") },
      },
    });
  });

  it("takes a 20 MB video, over the 8 MB an image field takes", async () => {
    const large = Buffer.alloc(20 * 1024 * 1024, 7);
    const uploaded = await upload(
      [
        ["title", "Long ad"],
        ["creative", large],
      ],
      { uploadAdvertisement: advertisement },
    );
    expect(uploaded.status).toBe(201);
    const input = uploaded.sent?.request.variables?.input as { creative: { base64: string } } | undefined;
    expect(input?.creative.base64).toHaveLength(Math.ceil(large.length / 3) * 4);
  });

  it("refuses a video over 40 MB and a poster over 8 MB with 413, sending nothing", async () => {
    const tooLong = await upload([
      ["title", "Too big"],
      ["creative", Buffer.alloc(40 * 1024 * 1024 + 1)],
    ]);
    expect(tooLong).toMatchObject({
      status: 413,
      body: { message: adsMessages.creativeTooLarge },
      sent: undefined,
    });
    const bigPoster = await upload([
      ["title", "Big poster"],
      ["creative", video],
      ["poster", Buffer.alloc(8 * 1024 * 1024 + 1)],
    ]);
    expect(bigPoster).toMatchObject({ status: 413, body: { message: adsMessages.posterTooLarge }, sent: undefined });
  });

  it.each([
    [[["title", "No file"]], adsMessages.creativeRequired],
    [[["creative", Buffer.from("x")]], adsMessages.titleRequired],
    [
      [
        ["title", "t".repeat(81)],
        ["creative", Buffer.from("x")],
      ],
      adsMessages.titleTooLong,
    ],
    [
      [
        ["title", "Two"],
        ["creative", Buffer.from("x")],
        ["creative", Buffer.from("y")],
      ],
      adsMessages.oneCreative,
    ],
  ] as Array<[Array<[string, string | Buffer]>, string]>)(
    "refuses %j with 400 before asking the graph",
    async (parts, message) => {
      const refused = await upload(parts);
      expect({ status: refused.status, body: refused.body, sent: refused.sent }).toEqual({
        status: 400,
        body: { message },
        sent: undefined,
      });
    },
  );

  it("passes the service's refusal of a video longer than the plan on as 400", async () => {
    gateway.answer = refusal("BAD_USER_INPUT", "This plan runs videos of up to 15 seconds; yours is 31 seconds");
    expect(
      await upload([
        ["title", "Long"],
        ["creative", video],
        ["poster", poster],
      ]),
    ).toMatchObject({ status: 400, body: { message: "This plan runs videos of up to 15 seconds; yours is 31 seconds" } });
  });

  it("answers 404 to someone who is not an approved advertiser without sending the files on", async () => {
    const { payload, contentType } = await multipart([
      ["title", "Not mine"],
      ["creative", Buffer.alloc(1024 * 1024, 7)],
    ]);
    for (const myAdvertiser of [null, { isActive: false }]) {
      const refused = await call("POST", "/api/advertisements", {
        payload,
        headers: { ...AUTH, "content-type": contentType },
        data: { myAdvertiser },
      });
      expect(refused).toMatchObject({ status: 404, body: { message: adsMessages.noAdvertiser } });
      expect(gateway.sent.map((sent) => sent.request.operationName)).toEqual(["UploadingAdvertiser"]);
    }
  });

  it("answers 415 for a JSON body", async () => {
    expect(
      await call("POST", "/api/advertisements", { body: { title: "JSON", creative: { base64: "AA==" } }, headers: AUTH }),
    ).toMatchObject({ status: 415, sent: undefined });
  });
});

describe("GET /api/ads/serve", () => {
  it("answers { ad, impressionToken } uncached, both null when none runs", async () => {
    const impressionToken = `${AD_ID}.store.AAAAAAAAAAAAAAAAAAAAAA.mhx1.mhx2.c2lnbmF0dXJl`;
    const served = await call("GET", "/api/ads/serve?placement=store", {
      data: { servedAdvertisement: { ...servedAd, impressionToken } },
    });
    expect(served).toMatchObject({ status: 200, body: { ad: servedAd, impressionToken } });
    expect(served.body.ad).not.toHaveProperty("impressionToken");
    expect(served.headers["cache-control"]).toBe("no-store");
    expect(served.sent?.request.variables).toEqual({ placement: "store" });
    expect(await call("GET", "/api/ads/serve?placement=marketplace", { data: { servedAdvertisement: null } })).toMatchObject({
      status: 200,
      body: { ad: null, impressionToken: null },
    });
  });

  it.each(["", "?placement=feed", "?placement="])("refuses %s with 400", async (query) => {
    expect(await call("GET", `/api/ads/serve${query}`)).toMatchObject({
      status: 400,
      body: { message: adsMessages.placementInvalid },
      sent: undefined,
    });
  });
});

describe("POST /api/ads/events", () => {
  const batch = {
    sessionId: SESSION,
    events: [event(), event({ eventId: "ev_click_0001", kind: "click", visibleMs: undefined })],
  };
  const receipt = { recordAdEvents: { accepted: 2, duplicates: 0 } };

  it("records a JSON batch and answers 202 with the receipt", async () => {
    const answer = await call("POST", "/api/ads/events", { body: batch, data: receipt });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 2, duplicates: 0 } });
    expect(answer.sent?.request.variables).toEqual({
      input: {
        sessionId: SESSION,
        events: [event(), { ...event({ eventId: "ev_click_0001", kind: "click" }), visibleMs: undefined }],
      },
    });
  });

  it("reads a text/plain body as JSON, as navigator.sendBeacon sends it", async () => {
    const answer = await call("POST", "/api/ads/events", {
      payload: JSON.stringify(batch),
      headers: { "content-type": "text/plain;charset=UTF-8" },
      data: receipt,
    });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 2, duplicates: 0 } });
    expect(answer.sent?.request.variables).toEqual({ input: { sessionId: SESSION, events: batch.events } });
    const broken = await call("POST", "/api/ads/events", { payload: "{not json", headers: { "content-type": "text/plain" } });
    expect(broken).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body" }, sent: undefined });
    const array = await call("POST", "/api/ads/events", { payload: "[1]", headers: { "content-type": "text/plain" } });
    expect(array).toMatchObject({ status: 400, body: { message: "The request body must be a JSON object" }, sent: undefined });
  });

  it.each([
    [{ events: [] }, adsMessages.eventsRequired],
    [{ events: Array.from({ length: 51 }, (_, index) => event({ eventId: `ev_${index}_00000` })) }, adsMessages.eventsRequired],
    [{ events: "all" }, adsMessages.eventsRequired],
    [{ events: [event({ eventId: "short" })] }, adsMessages.eventIdInvalid],
    [{ events: [event({ pageViewId: "pv 0123456789" })] }, adsMessages.pageViewIdInvalid],
    [{ events: [event({ advertisementId: "ad1" })] }, adsMessages.eventAdRequired],
    [{ events: [event({ kind: "hover" })] }, adsMessages.eventKindInvalid],
    [{ events: [event({ visibleMs: -1 })] }, adsMessages.visibleMsInvalid],
    [{ sessionId: "nope", events: [event()] }, "The browser session id is not valid"],
  ])("refuses %j with 400 before asking the graph", async (body, message) => {
    expect(await call("POST", "/api/ads/events", { body })).toMatchObject({ status: 400, body: { message }, sent: undefined });
  });

  it("refuses a body over 64 KB with 413 and another content type with 415", async () => {
    const large = JSON.stringify({ events: [event({ padding: "x".repeat(70 * 1024) })] });
    expect(await call("POST", "/api/ads/events", { payload: large, headers: { "content-type": "text/plain" } })).toMatchObject({
      status: 413,
      sent: undefined,
    });
    expect(
      await call("POST", "/api/ads/events", {
        payload: "events=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toMatchObject({ status: 415, sent: undefined });
  });

  it("passes the service's rate limit on as 429 with Retry-After", async () => {
    gateway.answer = {
      data: null,
      errors: [{ message: adsMessages.tooManyEvents, extensions: { code: "TOO_MANY_REQUESTS", retryAfter: 12.5 } }],
    };
    const limited = await call("POST", "/api/ads/events", { body: batch });
    expect(limited).toMatchObject({ status: 429, body: { message: adsMessages.tooManyEvents } });
    expect(limited.headers["retry-after"]).toBe("13");
  });
});

describe("GET /api/ads/{id}/click", () => {
  const query = `token=${AD_ID}.marketplace.AAAAAAAAAAAAAAAAAAAAAA.mhx1.mhx2.c2ln&sessionId=${SESSION}`;

  it("passes the token on and redirects to the website the graph answers, never to one the query names", async () => {
    const clicked = await call("GET", `/api/ads/${AD_ID}/click?${query}&url=https://evil.example&redirect=https://evil.example`, {
      data: { clickAdvertisement: "https://budbrand.example/?utm_source=highcotton" },
    });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.location).toBe("https://budbrand.example/?utm_source=highcotton");
    expect(clicked.headers["cache-control"]).toBe("no-store");
    expect(clicked.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(clicked.sent?.request.variables).toEqual({
      advertisementId: AD_ID,
      token: `${AD_ID}.marketplace.AAAAAAAAAAAAAAAAAAAAAA.mhx1.mhx2.c2ln`,
      sessionId: SESSION,
    });
    // A link without a token (an old page, or a forged one) still sends the visitor on.
    const untokened = await call("GET", `/api/ads/${AD_ID}/click?pageViewId=pv_0123456789&eventId=ev_0123456789`, {
      data: { clickAdvertisement: "https://budbrand.example/" },
    });
    expect(untokened).toMatchObject({ status: 302, sent: { request: { variables: { advertisementId: AD_ID, token: null } } } });
  });

  it("answers 404 for an ad the graph does not know or without a website, and for an id that is no UUID", async () => {
    expect(await call("GET", `/api/ads/${AD_ID}/click?${query}`, { data: { clickAdvertisement: null } })).toMatchObject({
      status: 404,
      body: { message: adsMessages.adNotFound },
    });
    expect(await call("GET", `/api/ads/not-an-id/click?${query}`)).toMatchObject({ status: 404, sent: undefined });
  });

  it.each([
    ["pageViewId=pv", adsMessages.pageViewIdInvalid],
    [`token=${"t".repeat(257)}`, adsMessages.impressionTokenInvalid],
    ["pageViewId=pv_0123456789&eventId=ev%0d%0aLocation", adsMessages.eventIdInvalid],
    ["pageViewId=pv_0123456789&eventId=ev_0123456789&sessionId=x", "The browser session id is not valid"],
  ])("refuses ?%s with 400, redirecting nowhere", async (search, message) => {
    const refused = await call("GET", `/api/ads/${AD_ID}/click?${search}`);
    expect(refused).toMatchObject({ status: 400, body: { message }, sent: undefined });
    expect(refused.headers.location).toBeUndefined();
  });
});

describe("POST /api/webhooks/stripe-advertiser-billing", () => {
  it("passes the body exactly as sent with its signature, and refuses a delivery without one", async () => {
    const payload = '{"id":"evt_1","type":"invoice.paid",  "data":{}}';
    const received = await call("POST", "/api/webhooks/stripe-advertiser-billing", {
      payload,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      data: { receiveStripeAdvertiserBillingWebhook: true },
    });
    expect(received).toMatchObject({ status: 200, body: { received: true } });
    expect(received.sent?.request.variables).toEqual({ payload, signature: "t=1,v1=abc" });
    expect(
      await call("POST", "/api/webhooks/stripe-advertiser-billing", { payload, headers: { "content-type": "application/json" } }),
    ).toMatchObject({ status: 400, body: { message: "Missing Stripe-Signature header" }, sent: undefined });
  });
});

describe("the ads calls in the OpenAPI document", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON read freely here.
  const document = buildOpenApiDocument(routes) as any;

  it("documents the beacon's text/plain body, the upload's two files and the click's redirect", () => {
    const events = document.paths["/api/ads/events"].post;
    expect(Object.keys(events.requestBody.content)).toEqual(["application/json", "text/plain"]);
    expect(events.requestBody.content["text/plain"].schema.properties.events).toMatchObject({ minItems: 1, maxItems: 50 });
    expect(Object.keys(events.responses)).toEqual(expect.arrayContaining(["202", "400", "413", "415", "429"]));

    const upload = document.paths["/api/advertisements"].post.requestBody.content["multipart/form-data"].schema;
    expect(upload.properties.creative).toMatchObject({ type: "string", format: "binary" });
    expect(upload.properties.poster).toMatchObject({ type: "string", format: "binary" });
    expect(upload.properties.title).toMatchObject({ maxLength: 80 });

    const click = document.paths["/api/ads/{id}/click"].get;
    expect(click.responses["302"].headers.Location).toBeDefined();
    expect(click.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      "id",
      "token",
      "pageViewId",
      "eventId",
      "sessionId",
    ]);
  });
});
