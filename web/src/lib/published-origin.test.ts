import { describe, expect, it } from "vitest";
import { isPublishedOrigin } from "./published-origin.ts";

describe("isPublishedOrigin (SPEC §9 QR page)", () => {
  it.each([
    "https://highcotton.app",
    "https://www.highcotton.app",
    "https://high-cotton.example.com:8443",
    "http://shop.highcotton.co.uk",
    "https://my-app.vercel.app",
    "http://8.8.8.8",
    "http://203.0.113.9:3000",
    "http://[2001:db8::1]",
  ])("%s is published", (origin) => {
    expect(isPublishedOrigin(origin)).toBe(true);
  });

  it.each([
    "http://localhost:4173",
    "http://LOCALHOST",
    "http://app.localhost:3000",
    "http://printer.local",
    "http://api.internal",
    "http://127.0.0.1:3000",
    "http://127.1.2.3",
    "http://0.0.0.0:8080",
    "http://10.0.0.12",
    "http://172.16.5.4",
    "http://172.31.255.255",
    "http://192.168.1.20:5173",
    "http://169.254.1.1",
    "http://100.64.0.1",
    "http://[::1]:3000",
    "http://[fd12:3456::1]",
    "http://[fe80::1]",
    "http://[::ffff:127.0.0.1]",
    "http://devbox:3000",
    "http://web",
    "not a url",
    "",
  ])("%s is not published", (origin) => {
    expect(isPublishedOrigin(origin)).toBe(false);
  });

  it("does not mistake public neighbours of private ranges", () => {
    expect(isPublishedOrigin("http://172.32.0.1")).toBe(true);
    expect(isPublishedOrigin("http://192.169.0.1")).toBe(true);
    expect(isPublishedOrigin("http://11.0.0.1")).toBe(true);
  });
});
