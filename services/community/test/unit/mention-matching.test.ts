import { describe, expect, it } from "vitest";
import { distinctiveName, leadingWord, matchMentions, type StoreName } from "../../src/domain/mention-matching.ts";

const greenleaf: StoreName = { dispensaryId: "11111111-1111-4111-8111-111111111111", name: "Greenleaf Dispensary" };
const highTimes: StoreName = { dispensaryId: "22222222-2222-4222-8222-222222222222", name: "The High Times Smoke Shop" };
const bud: StoreName = { dispensaryId: "33333333-3333-4333-8333-333333333333", name: "Bud Co" };
const stores = [greenleaf, highTimes, bud];

const post = (postText: string, fields: { brandName?: string; dispensaryId?: string } = {}) => ({
  postText,
  brandName: fields.brandName ?? null,
  dispensaryId: fields.dispensaryId ?? null,
});

describe("which stores a post names", () => {
  it("names the store it was bought at by its id, whatever the text says", () => {
    expect(matchMentions(post("Nice and smooth", { dispensaryId: greenleaf.dispensaryId }), stores)).toEqual([
      { dispensaryId: greenleaf.dispensaryId, matchedBy: "dispensary_id" },
    ]);
  });

  it("names a store whose name is in the text, in any case and punctuation, without its kind words", () => {
    expect(matchMentions(post("Picked this up at GREENLEAF, love it"), stores)).toEqual([
      { dispensaryId: greenleaf.dispensaryId, matchedBy: "text" },
    ]);
    expect(matchMentions(post("high-times had it on sale"), stores)).toEqual([
      { dispensaryId: highTimes.dispensaryId, matchedBy: "text" },
    ]);
  });

  it("does not match a name inside a longer word", () => {
    expect(matchMentions(post("These greenleafy buds and evergreenleaf vibes"), stores)).toEqual([]);
  });

  it("names a store in the brand field as a brand mention", () => {
    expect(matchMentions(post("Great stuff", { brandName: "Greenleaf" }), stores)).toEqual([
      { dispensaryId: greenleaf.dispensaryId, matchedBy: "brand" },
    ]);
  });

  it("never matches names too short to tell apart from ordinary talk", () => {
    expect(matchMentions(post("Smoked a bud today at the co op"), stores)).toEqual([]);
    // But the store it was bought at counts, short name or not.
    expect(matchMentions(post("Smoked a bud", { dispensaryId: bud.dispensaryId }), stores)).toEqual([
      { dispensaryId: bud.dispensaryId, matchedBy: "dispensary_id" },
    ]);
  });

  it("counts each store once, by the strongest reason", () => {
    const matches = matchMentions(
      post("Greenleaf rules, greenleaf forever, and High Times too", {
        dispensaryId: greenleaf.dispensaryId,
        brandName: "Greenleaf",
      }),
      stores,
    );
    expect(matches).toEqual([
      { dispensaryId: greenleaf.dispensaryId, matchedBy: "dispensary_id" },
      { dispensaryId: highTimes.dispensaryId, matchedBy: "text" },
    ]);
  });

  it("drops a leading 'the' and trailing kind words from a name, and leaves nothing of a generic one", () => {
    expect(distinctiveName("The Greenleaf Dispensary")).toBe("greenleaf");
    expect(distinctiveName("Mary's Garden Co.")).toBe("mary s garden");
    expect(distinctiveName("The Dispensary")).toBeNull();
    expect(distinctiveName("Smoke Shop")).toBeNull();
    expect(distinctiveName("420")).toBeNull();
  });

  it("pre-selects by the first word of the distinctive name", () => {
    expect(leadingWord("The High Times Smoke Shop")).toBe("high");
    expect(leadingWord("  Greenleaf Dispensary")).toBe("greenleaf");
    expect(leadingWord("!!!")).toBeNull();
  });
});
