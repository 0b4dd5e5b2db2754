/**
 * The place lexicon: what a store's designs may say and draw about where it is. Each state has its
 * name, nicknames, the scenery the layouts can draw (peaks, coast, desert, lakes...) and a few
 * symbols; well-known cannabis cities have their own nicknames. A city the lexicon does not know
 * uses only its own name and its state's words, so no store ever wears another city's nickname.
 */

/** Scenery the layouts know how to draw. */
export type Scenery = "mountains" | "coast" | "desert" | "lakes" | "plains" | "forest" | "skyline";

export interface StatePlace {
  name: string;
  nicknames: string[];
  scenery: Scenery[];
  /** Landmarks and symbols, printable as a short line ("ROCKY MOUNTAINS"). */
  symbols: string[];
}

export interface CityPlace {
  nicknames: string[];
  /** What the city itself looks like, before its state's scenery. */
  scenery: Scenery[];
  symbols: string[];
}

const S = (name: string, nicknames: string[], scenery: Scenery[], symbols: string[]): StatePlace => ({
  name,
  nicknames,
  scenery,
  symbols,
});

export const STATES: Readonly<Record<string, StatePlace>> = {
  AL: S("Alabama", ["Yellowhammer State", "Heart of Dixie"], ["forest", "coast"], ["Yellowhammer", "Camellia"]),
  AK: S("Alaska", ["Last Frontier"], ["mountains", "coast"], ["Northern Lights", "Denali", "Forget-Me-Not"]),
  AZ: S("Arizona", ["Grand Canyon State"], ["desert", "mountains"], ["Grand Canyon", "Saguaro", "Sonoran Desert"]),
  AR: S("Arkansas", ["Natural State"], ["forest", "mountains"], ["Ozarks", "Hot Springs"]),
  CA: S("California", ["Golden State"], ["coast", "mountains", "desert"], ["Pacific Coast", "Golden Poppy", "Redwoods"]),
  CO: S("Colorado", ["Centennial State"], ["mountains", "forest"], ["Rocky Mountains", "Columbine", "Fourteeners"]),
  CT: S("Connecticut", ["Constitution State", "Nutmeg State"], ["coast", "forest"], ["Long Island Sound", "Mountain Laurel"]),
  DE: S("Delaware", ["First State", "Diamond State"], ["coast", "plains"], ["Peach Blossom", "Blue Hen"]),
  FL: S("Florida", ["Sunshine State"], ["coast", "plains"], ["Everglades", "Orange Blossom", "Gulf Coast"]),
  GA: S("Georgia", ["Peach State"], ["forest", "coast"], ["Blue Ridge", "Peach", "Live Oak"]),
  HI: S("Hawaii", ["Aloha State"], ["coast", "mountains"], ["Volcanoes", "Hibiscus", "Big Island"]),
  ID: S("Idaho", ["Gem State"], ["mountains", "forest"], ["Sawtooths", "Snake River"]),
  IL: S("Illinois", ["Prairie State", "Land of Lincoln"], ["plains", "lakes"], ["Great Lakes", "Prairie"]),
  IN: S("Indiana", ["Hoosier State"], ["plains", "lakes"], ["Dunes", "Peony"]),
  IA: S("Iowa", ["Hawkeye State"], ["plains"], ["Cornfields", "Wild Rose"]),
  KS: S("Kansas", ["Sunflower State"], ["plains"], ["Sunflower", "Flint Hills"]),
  KY: S("Kentucky", ["Bluegrass State"], ["plains", "forest"], ["Bluegrass", "Goldenrod"]),
  LA: S("Louisiana", ["Pelican State", "Bayou State"], ["coast", "plains"], ["Bayou", "Magnolia", "Pelican"]),
  ME: S("Maine", ["Pine Tree State"], ["coast", "forest"], ["Lighthouses", "White Pine", "Acadia"]),
  MD: S("Maryland", ["Old Line State"], ["coast", "forest"], ["Chesapeake Bay", "Black-Eyed Susan"]),
  MA: S("Massachusetts", ["Bay State"], ["coast", "skyline"], ["Cape Cod", "Mayflower"]),
  MI: S("Michigan", ["Great Lakes State", "Wolverine State"], ["lakes", "forest"], ["Great Lakes", "Mitten", "Apple Blossom"]),
  MN: S("Minnesota", ["North Star State", "Land of 10,000 Lakes"], ["lakes", "forest"], ["Lake Superior", "North Star", "Loon"]),
  MS: S("Mississippi", ["Magnolia State"], ["plains", "coast"], ["Magnolia", "River Delta"]),
  MO: S("Missouri", ["Show-Me State"], ["plains", "forest"], ["Ozarks", "Hawthorn"]),
  MT: S("Montana", ["Treasure State", "Big Sky Country"], ["mountains", "plains"], ["Big Sky", "Glacier Peaks", "Bitterroot"]),
  NE: S("Nebraska", ["Cornhusker State"], ["plains"], ["Sandhills", "Goldenrod"]),
  NV: S("Nevada", ["Silver State", "Battle Born"], ["desert", "mountains"], ["Sierra Nevada", "Sagebrush"]),
  NH: S("New Hampshire", ["Granite State"], ["mountains", "forest"], ["White Mountains", "Purple Lilac"]),
  NJ: S("New Jersey", ["Garden State"], ["coast", "plains"], ["Jersey Shore", "Violet"]),
  NM: S("New Mexico", ["Land of Enchantment"], ["desert", "mountains"], ["Zia Sun", "Red Chile", "Yucca"]),
  NY: S("New York", ["Empire State"], ["skyline", "forest"], ["Adirondacks", "Hudson Valley"]),
  NC: S(
    "North Carolina",
    ["Tar Heel State", "Old North State"],
    ["mountains", "coast"],
    ["Blue Ridge", "Outer Banks", "Dogwood"],
  ),
  ND: S("North Dakota", ["Peace Garden State"], ["plains"], ["Badlands", "Prairie Rose"]),
  OH: S("Ohio", ["Buckeye State"], ["plains", "lakes"], ["Buckeye", "Lake Erie"]),
  OK: S("Oklahoma", ["Sooner State"], ["plains"], ["Red Dirt", "Indian Blanket"]),
  OR: S("Oregon", ["Beaver State"], ["forest", "coast", "mountains"], ["Cascades", "Douglas Fir", "Crater Lake"]),
  PA: S("Pennsylvania", ["Keystone State"], ["forest", "plains"], ["Appalachians", "Mountain Laurel"]),
  RI: S("Rhode Island", ["Ocean State"], ["coast"], ["Narragansett Bay", "Violet"]),
  SC: S("South Carolina", ["Palmetto State"], ["coast", "forest"], ["Palmetto", "Crescent Moon"]),
  SD: S("South Dakota", ["Mount Rushmore State"], ["plains", "mountains"], ["Black Hills", "Badlands"]),
  TN: S("Tennessee", ["Volunteer State"], ["mountains", "forest"], ["Smoky Mountains", "Iris"]),
  TX: S("Texas", ["Lone Star State"], ["desert", "plains"], ["Lone Star", "Bluebonnet", "Hill Country"]),
  UT: S("Utah", ["Beehive State"], ["desert", "mountains"], ["Red Rock", "Arches", "Sego Lily"]),
  VT: S("Vermont", ["Green Mountain State"], ["mountains", "forest"], ["Green Mountains", "Red Clover"]),
  VA: S("Virginia", ["Old Dominion"], ["mountains", "coast"], ["Blue Ridge", "Dogwood"]),
  WA: S("Washington", ["Evergreen State"], ["forest", "mountains", "coast"], ["Cascades", "Puget Sound", "Rhododendron"]),
  WV: S("West Virginia", ["Mountain State"], ["mountains", "forest"], ["Appalachians", "New River Gorge"]),
  WI: S("Wisconsin", ["Badger State"], ["lakes", "forest"], ["Great Lakes", "Northwoods"]),
  WY: S("Wyoming", ["Equality State", "Cowboy State"], ["mountains", "plains"], ["Tetons", "Bison", "Indian Paintbrush"]),
  DC: S("District of Columbia", ["Nation's Capital"], ["skyline"], ["Cherry Blossom", "Potomac"]),
};

const C = (nicknames: string[], scenery: Scenery[], symbols: string[] = []): CityPlace => ({ nicknames, scenery, symbols });

/** Well-known cannabis cities, keyed "city|ST" in lower case. */
export const CITIES: Readonly<Record<string, CityPlace>> = {
  "denver|co": C(["Mile High"], ["mountains", "skyline"], ["Mile High City", "Front Range"]),
  "boulder|co": C(["Flatirons", "People's Republic"], ["mountains", "forest"], ["Flatirons", "Pearl Street", "Chautauqua"]),
  "colorado springs|co": C(["Springs"], ["mountains"], ["Pikes Peak", "Garden of the Gods"]),
  "fort collins|co": C(["Choice City"], ["mountains", "plains"], ["Horsetooth", "Poudre River"]),
  "aspen|co": C(["Aspen"], ["mountains"], ["Maroon Bells"]),
  "seattle|wa": C(["Emerald City", "Rain City"], ["skyline", "coast", "mountains"], ["Space Needle", "Puget Sound"]),
  "spokane|wa": C(["Lilac City"], ["forest", "plains"], ["Spokane Falls"]),
  "tacoma|wa": C(["City of Destiny"], ["coast", "mountains"], ["Mount Rainier"]),
  "portland|or": C(["Rose City", "Stumptown", "PDX"], ["forest", "mountains", "skyline"], ["Mount Hood", "Willamette"]),
  "eugene|or": C(["Emerald Valley", "Track Town"], ["forest"], ["Willamette", "Spencer Butte"]),
  "bend|or": C(["High Desert"], ["mountains", "desert"], ["Mount Bachelor", "Deschutes"]),
  "los angeles|ca": C(["City of Angels", "LA"], ["coast", "skyline"], ["Hollywood Hills", "Venice Beach"]),
  "san francisco|ca": C(["Golden Gate", "Bay Area", "Frisco"], ["coast", "skyline"], ["Golden Gate", "Haight-Ashbury"]),
  "oakland|ca": C(["Town", "Oaktown"], ["coast", "skyline"], ["Lake Merritt"]),
  "san diego|ca": C(["America's Finest City"], ["coast"], ["Ocean Beach", "Mission Bay"]),
  "sacramento|ca": C(["River City", "Sactown"], ["plains"], ["Tower Bridge"]),
  "arcata|ca": C(["Emerald Triangle"], ["forest", "coast"], ["Redwoods", "Humboldt"]),
  "las vegas|nv": C(["Sin City", "Vegas"], ["desert", "skyline"], ["The Strip", "Neon Lights"]),
  "reno|nv": C(["Biggest Little City"], ["desert", "mountains"], ["Truckee River"]),
  "phoenix|az": C(["Valley of the Sun"], ["desert"], ["Camelback", "Saguaro"]),
  "tucson|az": C(["Old Pueblo"], ["desert", "mountains"], ["Saguaro", "Catalinas"]),
  "flagstaff|az": C(["Flag"], ["mountains", "forest"], ["San Francisco Peaks"]),
  "austin|tx": C(
    ["Live Music Capital", "ATX"],
    ["skyline", "plains"],
    ["Lady Bird Lake", "Sixth Street", "Congress Bridge Bats"],
  ),
  "houston|tx": C(["Space City", "H-Town"], ["skyline", "coast"], ["Bayou City"]),
  "dallas|tx": C(["Big D"], ["skyline", "plains"], ["Deep Ellum"]),
  "san antonio|tx": C(["Alamo City"], ["plains"], ["River Walk"]),
  "detroit|mi": C(["Motor City", "Motown"], ["skyline", "lakes"], ["Detroit River", "Belle Isle"]),
  "ann arbor|mi": C(["Tree Town", "A2"], ["forest", "lakes"], ["Huron River"]),
  "grand rapids|mi": C(["Furniture City", "Beer City"], ["lakes", "skyline"], ["Grand River"]),
  "chicago|il": C(["Windy City", "Second City", "Chi-Town"], ["skyline", "lakes"], ["Lake Michigan", "The Loop"]),
  "new york|ny": C(["Big Apple", "NYC"], ["skyline"], ["Empire State", "Brooklyn Bridge"]),
  "boston|ma": C(["Beantown", "Hub"], ["skyline", "coast"], ["Back Bay", "Harbor"]),
  "portland|me": C(["Forest City"], ["coast", "forest"], ["Casco Bay", "Old Port"]),
  "burlington|vt": C(["Queen City"], ["lakes", "mountains"], ["Lake Champlain"]),
  "anchorage|ak": C(["Anchortown"], ["mountains", "coast"], ["Chugach"]),
  "albuquerque|nm": C(["Duke City", "Burque"], ["desert", "mountains"], ["Sandia Peak", "Route 66"]),
  "santa fe|nm": C(["City Different"], ["desert", "mountains"], ["Sangre de Cristo", "Canyon Road"]),
  "oklahoma city|ok": C(["OKC", "Big Friendly"], ["plains", "skyline"], ["Bricktown"]),
  "tulsa|ok": C(["T-Town", "Oil Capital"], ["plains", "skyline"], ["Route 66"]),
  "st. louis|mo": C(["Gateway City", "STL"], ["skyline", "plains"], ["Gateway Arch", "Mississippi River"]),
  "kansas city|mo": C(["KC", "City of Fountains"], ["skyline", "plains"], ["Fountains", "18th & Vine"]),
  "minneapolis|mn": C(["City of Lakes", "Mill City"], ["lakes", "skyline"], ["Mississippi River", "Chain of Lakes"]),
  "columbus|oh": C(["Arch City", "Cbus"], ["skyline", "plains"], ["Scioto River"]),
  "cleveland|oh": C(["Land", "Forest City"], ["lakes", "skyline"], ["Lake Erie"]),
  "baltimore|md": C(["Charm City"], ["coast", "skyline"], ["Inner Harbor"]),
  "washington|dc": C(["DC", "Capital City"], ["skyline"], ["Cherry Blossoms"]),
  "newark|nj": C(["Brick City"], ["skyline"], ["Passaic River"]),
  "atlantic city|nj": C(["AC", "Boardwalk"], ["coast"], ["Boardwalk"]),
  "providence|ri": C(["Creative Capital"], ["coast", "skyline"], ["WaterFire"]),
  "missoula|mt": C(["Garden City"], ["mountains", "forest"], ["Clark Fork"]),
  "miami|fl": C(["Magic City", "305"], ["coast", "skyline"], ["South Beach", "Biscayne Bay"]),
  "tampa|fl": C(["Cigar City", "Big Guava"], ["coast"], ["Ybor City", "Bayshore"]),
  "orlando|fl": C(["City Beautiful"], ["lakes", "plains"], ["Lake Eola"]),
  "honolulu|hi": C(["Honolulu"], ["coast", "mountains"], ["Diamond Head", "Waikiki"]),
  "asheville|nc": C(["Land of the Sky"], ["mountains", "forest"], ["Blue Ridge"]),
  "nashville|tn": C(["Music City"], ["skyline"], ["Broadway", "Cumberland River"]),
  "new orleans|la": C(["Big Easy", "NOLA", "Crescent City"], ["coast", "skyline"], ["French Quarter", "Bayou"]),
  "salt lake city|ut": C(["Crossroads of the West", "SLC"], ["mountains", "desert"], ["Wasatch", "Great Salt Lake"]),
  "boise|id": C(["City of Trees"], ["mountains", "forest"], ["Boise River"]),
};

/** Where a store is, in the words and scenery its designs may use. */
export interface Place {
  city: string;
  /** The state's name ("Colorado"), or its code when the lexicon does not know it. */
  stateName: string;
  /** The city's own nicknames (empty for a city the lexicon does not know). */
  cityNicknames: string[];
  stateNicknames: string[];
  /** City landmarks first, then the state's symbols. */
  symbols: string[];
  /** What to draw: the city's scenery first, then the state's. */
  scenery: Scenery[];
}

const cityKey = (city: string, state: string): string =>
  `${city
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^saint /, "st. ")
    .replace(/^st /, "st. ")}|${state.trim().toLowerCase()}`;

export function placeOf(city: string, stateCode: string): Place {
  const code = stateCode.trim().toUpperCase();
  const state = STATES[code];
  const known = CITIES[cityKey(city, code)];
  const scenery = [...(known?.scenery ?? [])];
  for (const s of state?.scenery ?? ["plains"]) if (!scenery.includes(s)) scenery.push(s);
  return {
    city: city.trim().replace(/\s+/g, " "),
    stateName: state?.name ?? code,
    cityNicknames: known?.nicknames.filter((nickname) => nickname.toLowerCase() !== city.trim().toLowerCase()) ?? [],
    stateNicknames: state?.nicknames ?? [],
    symbols: [...(known?.symbols ?? []), ...(state?.symbols ?? [])],
    scenery,
  };
}

/**
 * Every city nickname and landmark in the lexicon that is not this place's own: the words a store's
 * designs must never carry (tests check them; the lexicon's states share their words with every
 * city in them).
 */
export function foreignPlaceWords(place: Place): string[] {
  const own = new Set([...place.cityNicknames, ...place.symbols, place.city].map((w) => w.toLowerCase()));
  const out = new Set<string>();
  for (const known of Object.values(CITIES))
    for (const word of [...known.nicknames, ...known.symbols]) if (!own.has(word.toLowerCase())) out.add(word);
  return [...out];
}
