import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fromBinary } from "@bufbuild/protobuf";
import { SERVICES } from "@highcotton/cli/services";
import { startTestKafka, startTestPostgres, type TestPostgres } from "@highcotton/kit/testing";
import { AdvertiserAppliedSchema, EnvelopeSchema, OrderPlacedSchema, UserRegisteredSchema } from "@highcotton/proto";
import kafkajs from "kafkajs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adFiles, approveAdvertiser, paddedVideo } from "../support/ads.ts";
import { apiClient, signUp, uniqueName } from "../support/api.ts";
import { type RunningPart, startPart } from "../support/parts.ts";
import { eventually } from "../support/poll.ts";

const kafka = await startTestKafka();
const skip = "skip" in kafka ? kafka.skip : null;
if (skip) console.warn(`Skipping the distributed topology test: ${skip}`);

/**
 * The distributed topology on one machine: every service of the registry on a real PostgreSQL
 * and a real Kafka broker, the gateway, the REST adapter and the web edge, each its own
 * process talking HTTP.
 */
describe.skipIf(skip)(`distributed topology${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let postgres: TestPostgres;
  const parts: RunningPart[] = [];
  let dataDir: string;
  let edge: string;
  let storeDesign: { storeId: string; designId: string; ownerToken: string } | undefined;
  let merchantToken: string | undefined;

  beforeAll(async () => {
    if ("skip" in kafka) return;
    postgres = await startTestPostgres();
    dataDir = mkdtempSync(join(tmpdir(), "highcotton-dist-"));
    const shared = { DATA_DIR: dataDir, KAFKA_BROKERS: kafka.brokers.join(",") };
    // Each part is listed as soon as it is ready, so afterAll stops it even if another fails to start.
    const start = async (name: string, env: Record<string, string>) => {
      const part = await startPart(name, env);
      parts.unshift(part);
      return part;
    };
    // Databases one after another (PostgreSQL copies template1 for each), the services side by side.
    const starting: Array<Promise<RunningPart>> = [];
    for (const { name } of SERVICES) {
      const databaseUrl = await postgres.createDatabase(name);
      starting.push(start(name, { ...shared, [`${name.toUpperCase()}_DATABASE_URL`]: databaseUrl }));
    }
    const services = await Promise.all(starting);
    const gateway = await start("gateway", {
      ...shared,
      ...Object.fromEntries(services.map(({ name, url }) => [`${name.toUpperCase()}_URL`, `${url}/graphql`])),
    });
    const rest = await start("rest-adapter", { ...shared, GATEWAY_URL: `${gateway.url}/graphql` });
    const web = await start("web", { ...shared, GATEWAY_URL: `${gateway.url}/graphql`, REST_URL: rest.url });
    edge = web.url;
  }, 300_000);

  afterAll(async () => {
    for (const part of parts) await part.stop();
    await postgres?.stop();
    if (!("skip" in kafka)) await kafka.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("registers, signs in and reads the user through the web edge, and publishes UserRegistered to Kafka", async () => {
    const api = apiClient(edge);
    const username = uniqueName("dist");
    const registered = await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "merchant",
    });
    expect(registered.status).toBe(201);
    const login = await api.post("/api/auth/login", { username, password: "secret123" });
    expect(login.body.user.role).toBe("merchant");
    expect((await api.get("/api/auth/user", { token: login.body.token })).body.username).toBe(username);
    expect((await api.get("/api/auth/user", { token: "forged" })).status).toBe(401);
    expect(await api.post("/api/auth/login", { username, password: "nope" })).toMatchObject({ status: 401 });

    if ("skip" in kafka) return;
    const client = new kafkajs.Kafka({ brokers: kafka.brokers, clientId: "e2e", logLevel: kafkajs.logLevel.NOTHING });
    const consumer = client.consumer({ groupId: `e2e-${username}` });
    const seen: string[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: UserRegisteredSchema.typeName, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        const envelope = fromBinary(EnvelopeSchema, message.value);
        seen.push(fromBinary(UserRegisteredSchema, envelope.payload).username);
      },
    });
    await expect.poll(() => seen.includes(username), { timeout: 30_000, interval: 200 }).toBe(true);
    await consumer.disconnect();
  });

  it("opens a store whose QR code and 20 designs come from events relayed through Kafka", async () => {
    const api = apiClient(edge);
    const { token } = await signUp(api, "dispensary");
    const store = await api.post(
      "/api/dispensary",
      {
        name: "Rain City Cannabis",
        address: "1511 Pike Pl",
        city: "Seattle",
        state: "WA",
        zipCode: "98101",
        paymentMethodId: "pm_card_visa",
      },
      { token },
    );
    expect(store.status).toBe(201);
    const qrCodeUrl = await eventually(
      async () => (await api.get(`/api/dispensaries/${store.body.id}`)).body.qrCodeUrl ?? undefined,
      60_000,
    );
    expect((await fetch(new URL(qrCodeUrl, edge))).headers.get("content-type")).toBe("image/png");
    expect((await api.post(`/api/dispensaries/${store.body.id}/generate-designs`, undefined, { token })).status).toBe(202);
    const designs = await eventually(
      async () => {
        const { body } = await api.get(`/api/dispensaries/${store.body.id}/designs`);
        return body.length >= 20 ? body : undefined;
      },
      180_000,
      "20 designs",
    );
    expect(designs).toHaveLength(20);
    storeDesign = { storeId: store.body.id, designId: designs[0].id, ownerToken: token };
  });

  it("signs a print shop up in fulfillment's own process, billed by the offline provider", async () => {
    const api = apiClient(edge);
    const username = uniqueName("printer");
    await api.post("/api/auth/register", {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "merchant",
    });
    const { token } = (await api.post("/api/auth/login", { username, password: "secret123" })).body;
    expect((await api.get("/api/merchant", { token })).status).toBe(404);
    const form = { businessName: "Sound Screen Printing", address: "1 Western Ave", city: "Seattle", state: "WA", zip: "98101" };
    expect((await api.post("/api/merchants", { ...form, paymentMethodId: "pm_card_chargeDeclined" }, { token })).status).toBe(
      402,
    );
    const created = await api.post("/api/merchants", { ...form, paymentMethodId: "pm_card_visa" }, { token });
    expect(created).toMatchObject({ status: 201, body: { state: "WA", subscriptionStatus: "active", isActive: true } });
    expect((await api.get("/api/merchant", { token })).body.id).toBe(created.body.id);
    merchantToken = token;
  });

  it("sells a store's design: OrderPlaced crosses Kafka to fulfillment as a lead, and accepting and fulfilling it cross back to the receipt", async () => {
    if (!storeDesign || !merchantToken || "skip" in kafka)
      throw new Error("needs the store and the print shop of the tests before");
    const api = apiClient(edge);
    const { designId, storeId, ownerToken } = storeDesign;
    const sessionId = `session_${Date.now()}_dist`;
    // Commerce learned the store's designs from DesignsGenerated, relayed through Kafka.
    await eventually(
      async () => ((await api.post("/api/cart", { sessionId, designId, quantity: 2 })).status === 201 ? true : undefined),
      60_000,
      "the design on sale in commerce",
    );
    const intent = await api.post("/api/create-payment-intent", { amount: 50, sessionId });
    expect(intent.status).toBe(201);
    const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };
    expect((await api.post("/api/payments/offline/confirm", { clientSecret: intent.body.clientSecret, card })).status).toBe(200);
    const order = await api.post("/api/orders", {
      sessionId,
      customerName: "Dee Stributed",
      customerEmail: "dee@example.com",
      shippingAddress: "1511 Pike Pl",
      shippingCity: "Seattle",
      shippingState: "WA",
      shippingZip: "98101",
      items: [{ designId, quantity: 2, size: "M", price: "25.00" }],
      totalAmount: "50.00",
      paymentMethod: "stripe",
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(order).toMatchObject({ status: 201, body: { fulfillmentStatus: "pending", paymentStatus: "paid" } });
    const orderId: string = order.body.id;

    const client = new kafkajs.Kafka({ brokers: kafka.brokers, clientId: "e2e", logLevel: kafkajs.logLevel.NOTHING });
    // Commerce's relay creates the topic with its first OrderPlaced, just after the order's commit.
    const admin = client.admin();
    await admin.connect();
    await eventually(
      () =>
        admin.fetchTopicMetadata({ topics: [OrderPlacedSchema.typeName] }).then(
          ({ topics }) => (topics[0]?.partitions.every((partition) => partition.leader >= 0) ? true : undefined),
          () => undefined,
        ),
      30_000,
      "the OrderPlaced topic",
    );
    await admin.disconnect();
    const consumer = client.consumer({ groupId: `e2e-orders-${orderId}` });
    const placed: Array<{ orderId: string; merchantEarningsCents: number; lines: number }> = [];
    await consumer.connect();
    await consumer.subscribe({ topic: OrderPlacedSchema.typeName, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        const event = fromBinary(OrderPlacedSchema, fromBinary(EnvelopeSchema, message.value).payload);
        placed.push({ orderId: event.orderId, merchantEarningsCents: event.merchantEarningsCents, lines: event.lines.length });
      },
    });
    await expect
      .poll(() => placed.find((event) => event.orderId === orderId), { timeout: 30_000, interval: 200 })
      .toEqual({ orderId, merchantEarningsCents: 3200, lines: 1 });
    await consumer.disconnect();

    // Fulfillment, another process, learned the order from that OrderPlaced.
    const lead = await eventually(
      async () => {
        const { body } = await api.get("/api/merchants/orders", { token: merchantToken });
        return body.pending?.find((pending: { id: string }) => pending.id === orderId);
      },
      60_000,
      "the order as a pending lead",
    );
    expect(lead).toMatchObject({ shirtCount: 2, merchantEarnings: "32.00", inYourState: true, shippingAddress: null });

    // Accepting and fulfilling publish OrderAccepted and OrderFulfilled; commerce hears them from Kafka.
    const token = String(order.body.receiptPath).split("/").pop();
    const receiptShows = (status: string) =>
      eventually(
        async () => ((await api.get(`/api/orders/receipt/${token}`)).body.fulfillmentStatus === status ? true : undefined),
        60_000,
        `the receipt showing ${status}`,
      );
    expect(await api.post(`/api/orders/${orderId}/accept`, undefined, { token: merchantToken })).toMatchObject({
      status: 200,
      body: { id: orderId, status: "assigned", shippingAddress: "1511 Pike Pl", customerEmail: "dee@example.com" },
    });
    await receiptShows("assigned");
    expect(await api.post(`/api/orders/${orderId}/fulfill`, undefined, { token: merchantToken })).toMatchObject({
      status: 200,
      body: { id: orderId, status: "fulfilled" },
    });
    await receiptShows("fulfilled");
    expect((await api.get("/api/merchant", { token: merchantToken })).body).toMatchObject({
      totalRevenue: "32.00",
      availableBalance: "32.00",
      ordersFulfilled: 1,
    });
    const owner = await api.get("/api/dispensary", { token: ownerToken });
    expect(owner.body).toMatchObject({ id: storeId, totalRevenue: "8.00", heldBalance: "8.00", availableBalance: "0.00" });
  }, 240_000);

  it("tells community of a store over Kafka, and carries uploads from the edge through the REST adapter and gateway to community", async () => {
    const api = apiClient(edge);
    /** A noisy photo that stays large as a JPEG: 4 of them are several times the public /graphql limit. */
    const photo = (seed: number) =>
      sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: { r: seed * 40, g: 120, b: 60 },
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();

    // Catalog's DispensaryCreated crosses Kafka to community's process; until then the store is unknown there.
    const { token } = await signUp(api, "dispensary");
    const store = await api.post(
      "/api/dispensary",
      {
        name: "Puget Sound Provisions",
        address: "2 Union St",
        city: "Seattle",
        state: "WA",
        zipCode: "98101",
        paymentMethodId: "pm_card_visa",
      },
      { token },
    );
    expect(store.status).toBe(201);
    const sessionId = `session_${Date.now()}_dist`;
    const profile = await api.postForm("/api/community/profile", {
      sessionId,
      displayName: "Rainy Day",
      city: "Seattle",
      state: "WA",
    });
    expect(profile.status).toBe(200);
    const post = await eventually(
      async () => {
        const created = await api.postForm(
          "/api/community/posts",
          { sessionId, profileId: profile.body.id, postText: "Fresh flower from the Sound", dispensaryId: store.body.id },
          [{ field: "image", bytes: await photo(1) }],
        );
        if (created.status === 201) return created.body;
        expect(created.body.message).toBe("That dispensary is not on High Cotton");
        return undefined;
      },
      60_000,
      "the store known to community",
    );
    expect(post.dispensary).toEqual({ id: store.body.id, name: "Puget Sound Provisions", city: "Seattle", state: "WA" });
    expect((await fetch(new URL(post.imageUrl, edge))).headers.get("content-type")).toBe("image/webp");
    expect((await api.get(`/api/dispensaries/${store.body.id}/mentions`)).body).toMatchObject([
      { id: post.id, postText: "Fresh flower from the Sound" },
    ]);

    // 4 large photos: as base64 they are far over the public 1 MB, within the internal limits.
    const images = await Promise.all([1, 2, 3, 4].map(photo));
    const total = images.reduce((sum, image) => sum + image.length, 0);
    expect(total * (4 / 3)).toBeGreaterThan(4 * 1024 * 1024);
    const feedPost = await api.postForm(
      "/api/posts",
      { content: "Four from the ferry" },
      images.map((bytes) => ({ field: "images", bytes })),
      { token: (await signUp(api, "user")).token },
    );
    expect(feedPost).toMatchObject({ status: 201, body: { content: "Four from the ferry" } });
    expect(feedPost.body.imageUrls).toHaveLength(4);
  }, 180_000);

  it("lets a user registered in identity's process apply to advertise in ads' process, approved by an operator, with AdvertiserApplied on the broker, and carries a 40 MB video to ads", async () => {
    if ("skip" in kafka) return;
    const api = apiClient(edge);
    const { token } = await signUp(api, "user");
    const applied = await api.post(
      "/api/advertiser-applications",
      {
        companyName: "Cascade Kush Co",
        contactEmail: "ads@cascadekush.example",
        website: "https://cascadekush.example",
        plan: "short_100",
      },
      { token },
    );
    expect(applied).toMatchObject({ status: 201, body: { status: "pending", plan: { value: "short_100" } } });
    const applicationId: string = applied.body.id;

    // The operator's command signs with the key in the shared data folder and goes through the edge.
    expect(await approveAdvertiser(applicationId, { url: edge, dataDir })).toContain("Approved Cascade Kush Co");
    expect(await api.get("/api/advertiser", { token })).toMatchObject({
      status: 200,
      body: { companyName: "Cascade Kush Co", subscriptionTier: "short_100", subscriptionStatus: "unpaid" },
    });

    // The largest video an ad may have (40 MB): through the edge's form limit, the REST adapter and the gateway as base64.
    const video = paddedVideo(readFileSync(adFiles.video15s), 40 * 1024 * 1024);
    const uploaded = await api.postForm(
      "/api/advertisements",
      { title: "Cascade Kush" },
      [
        { field: "creative", bytes: video, filename: "ad.mp4", type: "video/mp4" },
        { field: "poster", bytes: readFileSync(adFiles.poster), filename: "poster.jpg" },
      ],
      { token },
    );
    expect(uploaded).toMatchObject({ status: 201, body: { kind: "video", status: "pending" } });
    expect(uploaded.body.durationSeconds).toBeLessThanOrEqual(15);

    const client = new kafkajs.Kafka({ brokers: kafka.brokers, clientId: "e2e", logLevel: kafkajs.logLevel.NOTHING });
    // Ads' relay creates the topic with its first AdvertiserApplied, just after the application's commit.
    const admin = client.admin();
    await admin.connect();
    await eventually(
      () =>
        admin.fetchTopicMetadata({ topics: [AdvertiserAppliedSchema.typeName] }).then(
          ({ topics }) => (topics[0]?.partitions.every((partition) => partition.leader >= 0) ? true : undefined),
          () => undefined,
        ),
      30_000,
      "the AdvertiserApplied topic",
    );
    await admin.disconnect();
    const consumer = client.consumer({ groupId: `e2e-ads-${applicationId}` });
    const seen: Array<{ applicationId: string; plan: string; companyName: string }> = [];
    await consumer.connect();
    await consumer.subscribe({ topic: AdvertiserAppliedSchema.typeName, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        const event = fromBinary(AdvertiserAppliedSchema, fromBinary(EnvelopeSchema, message.value).payload);
        seen.push({ applicationId: event.applicationId, plan: event.plan, companyName: event.companyName });
      },
    });
    await expect
      .poll(() => seen.find((event) => event.applicationId === applicationId), { timeout: 30_000, interval: 200 })
      .toEqual({ applicationId, plan: "short_100", companyName: "Cascade Kush Co" });
    await consumer.disconnect();
  }, 120_000);
});
