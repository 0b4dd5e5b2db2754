import { describe, expect, it } from "vitest";
import { z } from "zod";
import { entityId, isUuid } from "../src/index.ts";
import { messageOf } from "./message-of.ts";

const ID = "8f5e2c1a-0000-4000-8000-000000000000";

describe("ids", () => {
  it("takes only UUIDs as ids, naming the field for other types", () => {
    const id = entityId("Dispensary id", "Dispensary not found");
    expect(id.parse(ID)).toBe(ID);
    expect(messageOf(id, "1; drop table designs")).toBe("Dispensary not found");
    expect(messageOf(id, `${ID}0`)).toBe("Dispensary not found");
    expect(messageOf(id, undefined)).toBe("Dispensary id is required");
    expect(messageOf(id, 5)).toBe("Dispensary id must be a string");
    expect(z.toJSONSchema(id, { io: "input" })).toMatchObject({ format: "uuid" });
  });

  it("says an id is not valid unless told what to say", () => {
    expect(messageOf(entityId("Design id"), "x")).toBe("Design id is not a valid id");
  });

  it("tells a UUID from anything else", () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    for (const bad of ["", "x", `${ID}0`, 7, null]) expect(isUuid(bad), String(bad)).toBe(false);
  });
});
