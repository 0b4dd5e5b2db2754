import { describe, expect, it } from "vitest";
import { messages } from "../../src/contract/index.ts";
import { readFeedComment, readFeedPostForm } from "../../src/domain/feed-post-form.ts";

const words = ["crypto giveaway"];
const refused = (message: string) => ({ ok: false, error: { code: "BAD_USER_INPUT", message } });
const image = { base64: "AAAA" };

describe("a feed post", () => {
  it("takes text, images, or both, the text trimmed", () => {
    expect(readFeedPostForm({ content: "  First harvest! " }, words)).toEqual({
      ok: true,
      value: { content: "First harvest!", images: [] },
    });
    expect(readFeedPostForm({ images: [image] }, words)).toEqual({ ok: true, value: { content: "", images: [image] } });
    expect(readFeedPostForm({ content: "Look", images: [image, image] }, words)).toMatchObject({
      ok: true,
      value: { content: "Look", images: [image, image] },
    });
  });

  it("refuses a post without text or images with SPEC's message", () => {
    for (const input of [
      {},
      { content: "" },
      { content: "   " },
      { content: "\u200b\u0001" },
      { content: null, images: [] },
      null,
    ]) {
      expect(readFeedPostForm(input, words)).toEqual(refused("Please add some content or images"));
    }
  });

  it("refuses more than 4 images with SPEC's message, before looking at any", () => {
    const five = Array.from({ length: 5 }, () => ({ base64: "not even base64" }));
    expect(readFeedPostForm({ content: "hi", images: five }, words)).toEqual(
      refused("You can only upload up to 4 images per post"),
    );
    expect(readFeedPostForm({ images: Array.from({ length: 4 }, () => image) }, words)).toMatchObject({ ok: true });
  });

  it("limits the text to 5000 characters without NUL", () => {
    expect(readFeedPostForm({ content: "x".repeat(5001) }, words)).toEqual(refused(messages.feedContentTooLong));
    expect(readFeedPostForm({ content: "x".repeat(5000) }, words)).toMatchObject({ ok: true });
    expect(readFeedPostForm({ content: "a\u0000b" }, words)).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
    expect(readFeedPostForm({ content: 12 }, words)).toMatchObject({ ok: false, error: { code: "BAD_USER_INPUT" } });
  });

  it("refuses images of the wrong shape", () => {
    expect(readFeedPostForm({ images: ["AAAA"] }, words)).toEqual(refused(messages.notAnImage));
    expect(readFeedPostForm({ images: "AAAA" }, words)).toEqual(refused(messages.notAnImage));
  });

  it("refuses blocked words", () => {
    expect(readFeedPostForm({ content: "Join my CRYPTO giveaway" }, words)).toEqual(refused(messages.blockedWords));
  });
});

describe("a feed comment", () => {
  it("is 1 to 1000 characters, not blank, trimmed", () => {
    expect(readFeedComment("  Nice!  ", words)).toEqual({ ok: true, value: "Nice!" });
    expect(readFeedComment("   ", words)).toEqual(refused(messages.commentRequired));
    expect(readFeedComment("\u200b\u200e", words)).toEqual(refused(messages.commentRequired));
    expect(readFeedComment("", words)).toEqual(refused(messages.commentRequired));
    expect(readFeedComment("x".repeat(1001), words)).toEqual(refused(messages.commentTooLong));
    expect(readFeedComment("x".repeat(1000), words)).toMatchObject({ ok: true });
    expect(readFeedComment(undefined, words)).toEqual(refused(messages.commentRequired));
  });

  it("refuses blocked words", () => {
    expect(readFeedComment("crypto   giveaway here", words)).toEqual(refused(messages.blockedWords));
  });
});
