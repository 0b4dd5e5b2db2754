import { parseInput } from "@highcotton/kit";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { postFormSchema } from "../../src/domain/post-form.ts";

const valid = {
  sessionId: "session_1700000000000_abc123",
  profileId: "11111111-1111-4111-8111-111111111111",
  postText: "  Blue Dream tonight  ",
};
const parse = (fields: Record<string, unknown>) => parseInput(postFormSchema, { ...valid, ...fields });
const refusal = (fields: Record<string, unknown>) => {
  const result = parse(fields);
  return result.ok ? null : result.error;
};

describe("the society post form", () => {
  it("keeps the trimmed text and turns empty optional fields into none", () => {
    const result = parse({ brandName: "  ", productName: "", dispensaryId: "", questionId: null });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        postText: "Blue Dream tonight",
        brandName: null,
        productName: null,
        dispensaryId: null,
        questionId: null,
        image: null,
      },
    });
  });

  it("requires text that says something", () => {
    expect(refusal({ postText: "   " })).toEqual({ code: "BAD_USER_INPUT", message: messages.postTextRequired });
    expect(refusal({ postText: "\u200b\u200e " })).toEqual({ code: "BAD_USER_INPUT", message: messages.postTextRequired });
    expect(refusal({ postText: undefined })).toEqual({ code: "BAD_USER_INPUT", message: messages.postTextRequired });
  });

  it("refuses text over 2000 characters, NUL characters and other types", () => {
    expect(refusal({ postText: "a".repeat(2001) })?.message).toBe(messages.postTextTooLong);
    expect(parse({ postText: "a".repeat(2000) }).ok).toBe(true);
    expect(refusal({ postText: "bad\u0000byte" })?.code).toBe("BAD_USER_INPUT");
    expect(refusal({ postText: 42 })?.code).toBe("BAD_USER_INPUT");
  });

  it("limits brand and product to 100 characters", () => {
    expect(refusal({ brandName: "b".repeat(101) })?.message).toBe(messages.brandTooLong);
    expect(refusal({ productName: "p".repeat(101) })?.message).toBe(messages.productTooLong);
  });

  it("refuses ids that cannot name a store or a question", () => {
    expect(refusal({ dispensaryId: "greenleaf" })?.message).toBe(messages.unknownDispensary);
    expect(refusal({ dispensaryId: 7 })?.message).toBe(messages.unknownDispensary);
    expect(refusal({ questionId: "today" })?.message).toBe(messages.unknownQuestion);
  });

  it("requires the browser's session id", () => {
    expect(refusal({ sessionId: "not a session" })?.code).toBe("BAD_USER_INPUT");
    expect(refusal({ sessionId: undefined })?.code).toBe("BAD_USER_INPUT");
  });
});
