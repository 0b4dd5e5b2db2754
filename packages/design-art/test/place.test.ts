import { describe, expect, it } from "vitest";
import { CITIES, foreignPlaceWords, placeOf, STATES } from "../src/procedural/place.ts";

const FIFTY =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

describe("place lexicon", () => {
  it("knows every state's name, nicknames, scenery and symbols", () => {
    for (const code of FIFTY) {
      const state = STATES[code]!;
      expect(state.name.length, code).toBeGreaterThan(3);
      expect(state.nicknames.length, code).toBeGreaterThan(0);
      expect(state.scenery.length, code).toBeGreaterThan(0);
      expect(state.symbols.length, code).toBeGreaterThan(0);
    }
  });

  it("gives well-known cities their own nicknames, and an unknown city none", () => {
    expect(placeOf("Denver", "co").cityNicknames).toContain("Mile High");
    expect(placeOf("Seattle", "WA").cityNicknames).toEqual(expect.arrayContaining(["Emerald City", "Rain City"]));
    expect(placeOf("Detroit", "MI").cityNicknames).toContain("Motor City");
    expect(placeOf("Los Angeles", "CA").cityNicknames).toContain("City of Angels");
    expect(placeOf(" saint louis ", "MO").cityNicknames).toContain("Gateway City");
    // Portland, Maine is not Portland, Oregon.
    expect(placeOf("Portland", "ME").cityNicknames).not.toContain("Rose City");
    const hays = placeOf("Hays", "KS");
    expect(hays.cityNicknames).toEqual([]);
    expect(hays.scenery).toEqual(STATES.KS!.scenery);
    expect(foreignPlaceWords(hays)).toEqual(expect.arrayContaining(["Mile High", "Emerald City"]));
    expect(foreignPlaceWords(placeOf("Denver", "CO"))).not.toContain("Mile High");
    expect(Object.keys(CITIES).length).toBeGreaterThan(40);
  });
});
