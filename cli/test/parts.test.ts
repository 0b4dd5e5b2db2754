import { expect, it } from "vitest";
import { followsCallerSampling, PARTS } from "../src/parts.ts";

it("lets only the parts behind the web edge follow a caller's sampling: not the edge, the all-in-one or an unknown part", () => {
  const following = PARTS.filter(followsCallerSampling);
  expect(following).toEqual(PARTS.filter((part) => part !== "web"));
  expect(following).toEqual(expect.arrayContaining(["identity", "gateway", "rest-adapter"]));
  expect(followsCallerSampling(undefined)).toBe(false);
  expect(followsCallerSampling("admin-console")).toBe(false);
});
