import { parseInput } from "@highcotton/kit";
import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { commentFormSchema } from "../../src/domain/comment-form.ts";

const valid = {
  postId: "11111111-1111-4111-8111-111111111111",
  sessionId: "session_1700000000000_abc123",
  profileId: "22222222-2222-4222-8222-222222222222",
  commentText: " Same here! ",
};
const parse = (fields: Record<string, unknown>) => parseInput(commentFormSchema, { ...valid, ...fields });

describe("the society comment form", () => {
  it("keeps the trimmed text", () => {
    expect(parse({})).toEqual({ ok: true, value: { ...valid, commentText: "Same here!" } });
    expect(parse({ commentText: "🔥" }).ok).toBe(true);
  });

  it("refuses blank and whitespace-only comments", () => {
    for (const commentText of ["", "   ", "\n\t", "\u200b", undefined]) {
      expect(parse({ commentText })).toEqual({ ok: false, error: { code: "BAD_USER_INPUT", message: messages.commentRequired } });
    }
  });

  it("refuses comments over 1000 characters", () => {
    expect(parse({ commentText: "a".repeat(1001) })).toEqual({
      ok: false,
      error: { code: "BAD_USER_INPUT", message: messages.commentTooLong },
    });
    expect(parse({ commentText: "a".repeat(1000) }).ok).toBe(true);
  });
});
