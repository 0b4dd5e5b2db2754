import { randomUUID } from "node:crypto";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { errorOf, testDatabase } from "@highcotton/kit/testing";
import {
  DesignVisibilityChangedSchema,
  DispensaryCreatedSchema,
  DispensaryFeePaidSchema,
  DispensaryFeeRenewalFailedSchema,
} from "@highcotton/proto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { checkoutSteps } from "../support/checkout-steps.ts";
import { type CommerceHarness, DAY_MS, newSessionId, startCommerceHarness } from "../support/commerce-harness.ts";

const postgres = testDatabase("commerce_store_sales");

postgres.describe("a store's sales follow its fee", (open) => {
  let harness: CommerceHarness;
  let steps: ReturnType<typeof checkoutSteps>;
  let storeId: string;
  let designId: string;
  const ownerId = randomUUID();
  const created = new Date("2026-03-10T15:00:00Z");

  beforeAll(async () => {
    harness = await startCommerceHarness(open);
    steps = checkoutSteps(harness);
    return () => harness.stop();
  });

  beforeEach(async () => {
    await harness.reset();
    storeId = randomUUID();
    await harness.deliver(DispensaryCreatedSchema, storeId, {
      dispensaryId: storeId,
      ownerUserId: ownerId,
      businessType: "dispensary",
      name: "Fern & Flower",
      city: "Denver",
      state: "CO",
      createdAt: timestampFromDate(created),
    });
    const [design] = await harness.seedDesigns([{ dispensaryId: storeId }]);
    designId = design!.id;
  });

  const paid = (at: Date, kind = "sign_on") =>
    harness.deliver(DispensaryFeePaidSchema, storeId, {
      dispensaryId: storeId,
      ownerId,
      amountCents: kind === "sign_on" ? 10_000 : 4_000,
      kind,
      paidAt: timestampFromDate(at),
      renewsAt: timestampFromDate(new Date(at.getTime() + 365 * DAY_MS)),
    });
  const renewalFailed = (at: Date) =>
    harness.deliver(DispensaryFeeRenewalFailedSchema, storeId, {
      dispensaryId: storeId,
      ownerId,
      amountCents: 4_000,
      reason: "Your card was declined.",
      failedAt: timestampFromDate(at),
    });
  const addToCart = (sessionId: string) =>
    harness.graph("mutation ($input: AddToCartInput!) { addToCart(input: $input) { id } }", {
      input: { sessionId, designId },
    });

  it("sells nothing of a store whose sign-on fee is due, and sells once it is paid", async () => {
    const session = newSessionId();
    expect(errorOf(await addToCart(session))).toMatchObject({ code: "FORBIDDEN", message: messages.storeNotSelling });
    await paid(new Date(created.getTime() + DAY_MS));
    expect((await addToCart(session)).errors).toBeUndefined();
  });

  it("stops a past-due store's sales, even for shirts already in a cart, until its renewal is paid", async () => {
    await paid(created);
    const session = newSessionId();
    await steps.addToCart(session, designId);
    const failedAt = new Date(created.getTime() + 365 * DAY_MS);
    await renewalFailed(failedAt);
    expect(errorOf(await steps.createPaymentIntent(session, "25.00"))).toMatchObject({
      code: "FORBIDDEN",
      message: messages.storeNotSelling,
    });
    expect(errorOf(await addToCart(newSessionId()))).toMatchObject({ code: "FORBIDDEN" });
    // Nor through a wallet order asked for without a cart (SPEC's bare payload), then placed for it.
    const bare = await steps.createWalletOrder({ amount: "25" });
    const walletOrderId = bare.data?.createWalletOrder.id as string;
    await steps.approveWalletOrder(walletOrderId);
    const placed = await steps.placeOrder({
      sessionId: session,
      totalAmount: "25.00",
      paymentMethod: "paypal",
      paymentIntentId: walletOrderId,
    });
    expect(errorOf(placed)).toMatchObject({ code: "FORBIDDEN", message: messages.storeNotSelling });
    await paid(new Date(failedAt.getTime() + 3 * DAY_MS), "renewal");
    expect((await steps.createPaymentIntent(session, "25.00")).errors).toBeUndefined();
  });

  it("opens a store on its fee payment whatever the order and instants of its creation and payment events", async () => {
    // beforeEach delivered DispensaryCreated at `created`; the payment's instant may even be earlier.
    await paid(new Date(created.getTime() - 1));
    expect((await addToCart(newSessionId())).errors).toBeUndefined();
    // Both are in one transaction: the creation may also arrive after the payment, later stamped.
    await harness.deliver(DispensaryCreatedSchema, storeId, {
      dispensaryId: storeId,
      ownerUserId: ownerId,
      businessType: "dispensary",
      name: "Fern & Flower",
      city: "Denver",
      state: "CO",
      createdAt: timestampFromDate(new Date(created.getTime() + 1000)),
    });
    expect((await addToCart(newSessionId())).errors).toBeUndefined();
  });

  it("adds no hidden design to a cart, keeps the carts that hold it, and sells it again once shown", async () => {
    await paid(created);
    const holder = newSessionId();
    await steps.addToCart(holder, designId);
    const visibility = (hidden: boolean, at: Date) =>
      harness.deliver(DesignVisibilityChangedSchema, designId, {
        designId,
        dispensaryId: storeId,
        hidden,
        changedAt: timestampFromDate(at),
      });
    const hiddenAt = new Date(created.getTime() + DAY_MS);
    await visibility(true, hiddenAt);
    expect(errorOf(await addToCart(newSessionId()))).toMatchObject({ code: "NOT_FOUND", message: messages.designNotForSale });
    // The cart that held it before is untouched.
    expect((await steps.createPaymentIntent(holder, "25.00")).errors).toBeUndefined();
    // An older "shown" arriving late changes nothing; a newer one sells it again.
    await visibility(false, new Date(hiddenAt.getTime() - 1000));
    expect(errorOf(await addToCart(newSessionId()))).toMatchObject({ code: "NOT_FOUND" });
    await visibility(false, new Date(hiddenAt.getTime() + 1000));
    expect((await addToCart(newSessionId())).errors).toBeUndefined();
  });
});
