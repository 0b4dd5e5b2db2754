import { parseInput } from "@highcotton/kit/validation";
import { describe, expect, it } from "vitest";
import { applicationFormSchema, messages } from "../../src/contract/index.ts";

const valid = {
  companyName: "Bud Brand Co.",
  contactEmail: "Ads@BudBrand.example",
  contactPhone: "(303) 555-0100",
  website: "https://budbrand.example",
  plan: "medium_250",
};
const read = (changes: Record<string, unknown>) => parseInput(applicationFormSchema, { ...valid, ...changes });
const refusedWith = (changes: Record<string, unknown>) => {
  const result = read(changes);
  return result.ok ? "accepted" : result.error.message;
};

describe("the advertiser form (SPEC §5)", () => {
  it("accepts the form, trimmed, the email lower case", () => {
    expect(read({ companyName: "  Bud Brand Co.  " })).toEqual({
      ok: true,
      value: { ...valid, contactEmail: "ads@budbrand.example" },
    });
  });

  it("answers SPEC's messages, field by field in the page's order", () => {
    expect(refusedWith({ companyName: undefined })).toBe(messages.companyNameRequired);
    expect(refusedWith({ companyName: "   " })).toBe(messages.companyNameRequired);
    expect(refusedWith({ companyName: "\u200b\u200b" })).toBe(messages.companyNameRequired);
    expect(refusedWith({ companyName: "x".repeat(101) })).toBe(messages.companyNameTooLong);
    expect(refusedWith({ contactEmail: "not an email" })).toBe(messages.validEmailRequired);
    expect(refusedWith({ contactEmail: "" })).toBe(messages.validEmailRequired);
    expect(refusedWith({ contactEmail: `${"a".repeat(250)}@x.example` })).toBe(messages.validEmailRequired);
    expect(refusedWith({ contactPhone: "5".repeat(31) })).toBe(messages.phoneInvalid);
    expect(refusedWith({ plan: undefined })).toBe(messages.planRequired);
    expect(refusedWith({ plan: "" })).toBe(messages.planRequired);
    expect(refusedWith({ plan: "gold_1000" })).toBe(messages.planRequired);
    expect(refusedWith({ companyName: "", contactEmail: "bad", plan: "" })).toBe(messages.companyNameRequired);
  });

  it("takes the phone and website as optional: missing, null or empty is none", () => {
    for (const none of [undefined, null, "", "   "]) {
      expect(read({ contactPhone: none, website: none })).toMatchObject({
        ok: true,
        value: { contactPhone: null, website: null },
      });
    }
  });

  it("takes only http(s) websites, without a user name or password", () => {
    for (const website of [
      "javascript:alert(1)",
      "ftp://budbrand.example",
      "budbrand.example",
      "https://",
      "https://user:pw@budbrand.example",
    ]) {
      expect(refusedWith({ website })).toBe(messages.validUrlRequired);
    }
    expect(refusedWith({ website: `https://budbrand.example/${"a".repeat(2100)}` })).toBe(messages.validUrlRequired);
    expect(refusedWith({ website: "https://budbrand.example/\nLocation: evil" })).toBe(messages.validUrlRequired);
  });

  it("keeps a website as typed, or in the URL's own encoding when a browser would read it otherwise", () => {
    const websiteOf = (website: string) => {
      const result = read({ website });
      return result.ok ? result.value.website : result.error.message;
    };
    expect(websiteOf("https://budbrand.example")).toBe("https://budbrand.example");
    expect(websiteOf("http://budbrand.example/shop?ref=highcotton")).toBe("http://budbrand.example/shop?ref=highcotton");
    expect(websiteOf("HTTPS://BudBrand.Example/Our Shop")).toBe("https://budbrand.example/Our%20Shop");
  });

  it("refuses NUL and control characters and values that are not text", () => {
    expect(refusedWith({ companyName: "Bud\u0000Brand" })).toBe("Company name must not contain NUL characters");
    expect(refusedWith({ companyName: "Bud\u0007Brand" })).toBe("Company name must not contain control characters");
    expect(refusedWith({ companyName: "Bud\nBrand" })).toBe("Company name must not contain control characters");
    expect(refusedWith({ contactPhone: "555\u0000" })).toBe("Phone must not contain NUL characters");
    expect(refusedWith({ contactPhone: "555\u001b[2J" })).toBe("Phone must not contain control characters");
    expect(refusedWith({ contactPhone: "555\n0100" })).toBe("Phone must not contain control characters");
    expect(refusedWith({ website: "https://budbrand.example/\u0000" })).toBe("Website must not contain NUL characters");
    expect(refusedWith({ companyName: 42 })).toBe("Company name must be a string");
    expect(refusedWith({ plan: ["flyer_50"] })).toBe(messages.planRequired);
  });
});
