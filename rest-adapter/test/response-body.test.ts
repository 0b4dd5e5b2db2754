import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseBody } from "../src/response-body.ts";
import { cartItemBody, userBody } from "../src/routes/bodies.ts";

type Fragment = TypedDocumentNode<Record<string, unknown>, unknown>;
const fragment = (source: string) => parse(source) as Fragment;

describe("a response body derived from its fragment", () => {
  it("takes scalars, enums (in the SDL's order) and null from the API schema", () => {
    const user = z.toJSONSchema(userBody, { io: "output" }) as { properties: Record<string, unknown>; required: string[] };
    expect(user.properties.id).toEqual({ type: "string" });
    expect(user.properties.email).toEqual({ type: ["string", "null"] });
    expect(user.properties.role).toEqual({ type: "string", enum: ["user", "dispensary", "merchant", "operator"] });
    expect(user.properties.createdAt).toMatchObject({ type: "string", format: "date-time" });
    expect(user.required).toEqual(Object.keys(user.properties));
  });

  it("applies the refinements beside the fragment, nested ones too", () => {
    const line = {
      id: "c1",
      designId: "d1",
      size: "M",
      color: "heather-grey",
      quantity: 2,
      unitPrice: "25.00",
      lineTotal: "50.00",
      design: { id: "d1", name: "Leaf", frontImageUrl: "/f.webp", price: "25.00", dispensaryId: null },
    };
    expect(cartItemBody.parse(line)).toEqual(line);
    expect(cartItemBody.safeParse({ ...line, quantity: 100 }).success).toBe(false);
    expect(cartItemBody.safeParse({ ...line, design: { ...line.design, price: "25" } }).success).toBe(false);
  });

  it("refuses a refinement of a field the fragment does not select, and a spread not derived yet", () => {
    expect(() => responseBody(fragment("fragment A on User { id }"), { username: z.string() })).toThrow(
      "A: refines username, which it does not select",
    );
    expect(() => responseBody(fragment("fragment B on User { ...Unseen }"))).toThrow(
      "B: derive Unseen's body before a body that spreads it",
    );
    expect(() => responseBody(fragment("fragment C on User { id }"), { id: { nested: z.string() } })).toThrow(
      "C.id: refine this ID with a zod schema",
    );
  });
});
