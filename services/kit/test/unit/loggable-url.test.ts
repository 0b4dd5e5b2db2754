import { describe, expect, it } from "vitest";
import { loggableUrl } from "../../src/http/http-server.ts";

describe("request log lines", () => {
  it("keep receipt tokens and query values out, and the rest of the path in", () => {
    expect(loggableUrl("/api/orders/receipt/Xy_9-secret")).toBe("/api/orders/receipt/…");
    expect(loggableUrl("/orders/Xy_9-secret")).toBe("/orders/…");
    expect(loggableUrl("/orders")).toBe("/orders");
    expect(loggableUrl("/api/orders")).toBe("/api/orders");
    expect(loggableUrl("/api/cart?sessionId=session_1_abc&x=1")).toBe("/api/cart?sessionId=…&x=…");
    expect(loggableUrl("/api/dispensaries/5f0c/designs")).toBe("/api/dispensaries/5f0c/designs");
  });
});
