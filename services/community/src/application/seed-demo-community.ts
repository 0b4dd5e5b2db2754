import { setTimeout as sleep } from "node:timers/promises";
import type { AuthUser, Result } from "@highcotton/kit";
import { eq, inArray } from "drizzle-orm";
import { accountReplicas, profiles, questionDays, storeReplicas } from "../db/schema.ts";
import { localDay } from "../domain/question-day.ts";
import { type DemoPhoto, renderDemoPhoto } from "../uploads/demo-photos.ts";
import { commentOnFeedPost } from "./comment-on-feed-post.ts";
import { commentOnPost } from "./comment-on-post.ts";
import type { CommunityDeps } from "./community-deps.ts";
import { createCommunityPost } from "./create-community-post.ts";
import { createFeedPost } from "./create-feed-post.ts";
import { openStores } from "./open-stores.ts";
import { reactToPost } from "./react-to-post.ts";
import { saveProfile } from "./save-profile.ts";
import { toggleFeedLike } from "./toggle-feed-like.ts";

const HOUR_MS = 60 * 60_000;

/** The demo members: one browser session each (the kit's session id format). */
const MEMBERS = [
  {
    key: "maya",
    displayName: "Mile High Maya",
    city: "Denver",
    state: "CO",
    bio: "Sativa mornings, indica nights. Always hunting terps.",
  },
  { key: "ben", displayName: "Boulder Ben", city: "Boulder", state: "CO", bio: "Trail runs and live rosin." },
  { key: "kushqueen", displayName: "Kush Queen LA", city: "Los Angeles", state: "CA" },
  { key: "ray", displayName: "Rainy Day Ray", city: "Seattle", state: "WA", bio: "Rain outside, couch lock inside." },
  { key: "amber", displayName: "ATX Amber", city: "Austin", state: "TX" },
  { key: "mike", displayName: "Motor City Mike", city: "Detroit", state: "MI", bio: "Glass collector. Ask me about bubblers." },
] as const;
type MemberKey = (typeof MEMBERS)[number]["key"];

const sessionOf = (key: MemberKey) => `session_0_demosociety${key}`;

/** Where the demo stores are, by the names catalog gives them. */
const STORES = {
  greenleaf: "Greenleaf Dispensary",
  flatirons: "Flatirons Flower Co.",
  sunsetkush: "Sunset Kush Collective",
  raincity: "Rain City Cannabis",
  smokeys: "Smokey's Glass & Grass",
  motorcity: "Motor City Greens",
} as const;
type StoreKey = keyof typeof STORES;

interface DemoPost {
  by: MemberKey;
  hoursAgo: number;
  text: string;
  store?: StoreKey;
  brand?: string;
  product?: string;
  photo?: DemoPhoto;
  /** Answers the question of that day. */
  answersQuestion?: boolean;
  likedBy?: MemberKey[];
  lovedBy?: MemberKey[];
  comments?: Array<{ by: MemberKey; text: string }>;
}

/** A week of the society, oldest first; some name a store by its id, some only by its name. */
const POSTS: DemoPost[] = [
  {
    by: "ray",
    hoursAgo: 150,
    text: "Rain all week, so it's Granddaddy Purple and a movie marathon. Rain City Cannabis had it on special.",
    brand: "Northwest Craft",
    product: "Granddaddy Purple",
    likedBy: ["maya", "mike"],
  },
  {
    by: "kushqueen",
    hoursAgo: 122,
    text: "Sunset on the roof with a pre-roll of Gelato. Perfect end to the week.",
    store: "sunsetkush",
    brand: "Golden State Greens",
    product: "Gelato #33 pre-roll",
    photo: "sunset",
    answersQuestion: true,
    likedBy: ["amber", "ben", "ray"],
    lovedBy: ["maya"],
    comments: [{ by: "amber", text: "That sky though! Gelato is my go-to too." }],
  },
  {
    by: "mike",
    hoursAgo: 98,
    text: "Picked up a new bubbler and some Wedding Cake at Motor City Greens. Smooth, sweet, very relaxing.",
    store: "motorcity",
    brand: "Great Lakes Grown",
    product: "Wedding Cake",
    photo: "preroll",
    likedBy: ["ray"],
  },
  {
    by: "ben",
    hoursAgo: 74,
    text: "Post-hike Jack Herer from Flatirons Flower Co. Clear head, big smile.",
    store: "flatirons",
    brand: "Front Range Farms",
    product: "Jack Herer",
    answersQuestion: true,
    likedBy: ["maya", "kushqueen"],
    comments: [{ by: "maya", text: "Jack is the perfect trail strain." }],
  },
  {
    by: "amber",
    hoursAgo: 50,
    text: "Grabbed a tee from Smokey's Glass & Grass and a gram of Sour Diesel. Austin stays weird.",
    store: "smokeys",
    brand: "Lone Star Leaf",
    product: "Sour Diesel",
    photo: "tee",
    lovedBy: ["kushqueen", "mike"],
  },
  {
    by: "maya",
    hoursAgo: 26,
    text: "Blue Dream from Greenleaf Dispensary tonight. Berry nose, smooth smoke, the budtender really knows her stuff.",
    store: "greenleaf",
    brand: "Greenleaf Reserve",
    product: "Blue Dream",
    photo: "jar",
    answersQuestion: true,
    likedBy: ["ben", "ray", "amber", "mike"],
    lovedBy: ["kushqueen", "ben"],
    comments: [
      { by: "ben", text: "Greenleaf never misses. Their Blue Dream is the best in Denver." },
      { by: "ray", text: "Need to try this next time I'm in Colorado." },
    ],
  },
  {
    by: "ben",
    hoursAgo: 5,
    text: "Greenleaf just restocked their Mile High Haze. Grabbed an eighth before it sells out again.",
    brand: "Greenleaf Reserve",
    product: "Mile High Haze",
    likedBy: ["maya"],
  },
  {
    by: "kushqueen",
    hoursAgo: 2,
    text: "What's everyone smoking this weekend? I'm thinking a fruity indica.",
    answersQuestion: true,
    comments: [{ by: "mike", text: "Wedding Cake, always." }],
  },
];

/** The signed-in feed: posts by the demo accounts, with photos. */
const FEED_POSTS: Array<{
  by: string;
  hoursAgo: number;
  content: string;
  photos: DemoPhoto[];
  likedBy: string[];
  comments: Array<{ by: string; text: string }>;
}> = [
  {
    by: "greenleaf",
    hoursAgo: 30,
    content: "Fresh drop: our new High Cotton tees are in the store, printed right here in Denver.",
    photos: ["tee", "jar"],
    likedBy: ["demo", "inkhouse"],
    comments: [{ by: "demo", text: "Just ordered one!" }],
  },
  {
    by: "demo",
    hoursAgo: 8,
    content: "Sunset session with friends.",
    photos: ["sunset", "preroll"],
    likedBy: ["greenleaf"],
    comments: [{ by: "greenleaf", text: "Love this shot." }],
  },
  {
    by: "inkhouse",
    hoursAgo: 3,
    content: "Printing a batch of Greenleaf shirts today. Screens are drying, ink is mixed.",
    photos: [],
    likedBy: ["demo", "greenleaf"],
    comments: [],
  },
];

export interface DemoCommunityOptions {
  /** How long to wait for the demo stores and accounts to reach community. */
  waitMs?: number;
  pollMs?: number;
  /** Aborts the wait when the system stops. */
  signal?: AbortSignal;
}

/**
 * Gives a fresh start a living society: six members, a week of posts (some with photos, some
 * naming the demo stores, so Greenleaf's dashboard lists mentions), likes, loves and comments, and
 * a signed-in feed by the demo accounts. Everything goes through the use cases a member's request
 * would, with the clock set back to when it was posted. Waits (bounded) for catalog's stores and
 * identity's accounts; runs once (a second run finds the first member and stops).
 */
export async function seedDemoCommunity(
  deps: CommunityDeps,
  { waitMs = 120_000, pollMs = 1000, signal }: DemoCommunityOptions = {},
): Promise<void> {
  const [existing] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.sessionId, sessionOf("maya")));
  if (existing) return;

  const deadline = Date.now() + waitMs;
  const names = Object.values(STORES);
  const usernames = [...new Set(FEED_POSTS.flatMap((post) => [post.by, ...post.likedBy, ...post.comments.map((c) => c.by)]))];
  let storeIds = new Map<string, string>();
  let accounts = new Map<string, { userId: string; username: string }>();
  for (;;) {
    // Open stores only: the demo's posts name them, and a store is named once its fee is paid.
    const stores = await openStores(deps.db, inArray(storeReplicas.name, names));
    const known = await deps.db.select().from(accountReplicas).where(inArray(accountReplicas.username, usernames));
    if (stores.length >= names.length && known.length >= usernames.length) {
      storeIds = new Map(stores.map((store) => [store.name, store.dispensaryId]));
      accounts = new Map(known.map((account) => [account.username, account]));
      break;
    }
    if (signal?.aborted) return;
    if (Date.now() > deadline) {
      deps.logger.warn(`the demo stores and accounts did not reach community within ${waitMs / 1000} s: no demo society`);
      return;
    }
    await sleep(pollMs, undefined, { signal }).catch(() => undefined);
  }
  const now = deps.now();
  const at = (hoursAgo: number) => {
    const when = new Date(now.getTime() - hoursAgo * HOUR_MS);
    return { ...deps, now: () => when };
  };

  const profileIds = new Map<MemberKey, string>();
  for (const { key, ...member } of MEMBERS) {
    const saved = must(await saveProfile(at(170), { sessionId: sessionOf(key), ...member }, null), `profile ${key}`);
    profileIds.set(key, saved.id);
  }
  const questionOn = async (hoursAgo: number) => {
    const day = localDay(new Date(now.getTime() - hoursAgo * HOUR_MS), deps.questionTimeZone);
    const [row] = await deps.db.select().from(questionDays).where(eq(questionDays.day, day));
    return row?.questionId;
  };

  const photos = new Map<DemoPhoto, string>();
  const photo = async (name: DemoPhoto) => {
    const cached = photos.get(name) ?? (await renderDemoPhoto(name)).toString("base64");
    photos.set(name, cached);
    return { base64: cached };
  };

  for (const post of POSTS) {
    if (signal?.aborted) return;
    const author = { sessionId: sessionOf(post.by), profileId: profileIds.get(post.by) };
    const questionId = post.answersQuestion ? await questionOn(post.hoursAgo) : undefined;
    const created = must(
      await createCommunityPost(
        at(post.hoursAgo),
        {
          ...author,
          postText: post.text,
          brandName: post.brand,
          productName: post.product,
          ...(post.store && { dispensaryId: storeIds.get(STORES[post.store]) }),
          ...(questionId && { questionId }),
          ...(post.photo && { image: await photo(post.photo) }),
        },
        null,
      ),
      `post by ${post.by}`,
    );
    const later = at(Math.max(0, post.hoursAgo - 1));
    for (const by of post.likedBy ?? [])
      await reactToPost(later, { postId: created.id, sessionId: sessionOf(by), reactionType: "like" }, null);
    for (const by of post.lovedBy ?? [])
      await reactToPost(later, { postId: created.id, sessionId: sessionOf(by), reactionType: "love" }, null);
    for (const comment of post.comments ?? []) {
      must(
        await commentOnPost(
          later,
          {
            postId: created.id,
            sessionId: sessionOf(comment.by),
            profileId: profileIds.get(comment.by),
            commentText: comment.text,
          },
          null,
        ),
        `comment by ${comment.by}`,
      );
    }
  }

  const userOf = (username: string): AuthUser => {
    const account = accounts.get(username);
    if (!account) throw new Error(`The demo account ${username} has not reached community`);
    return { id: account.userId, username, role: "user", sessionId: "demo-seed" };
  };
  for (const post of FEED_POSTS) {
    if (signal?.aborted) return;
    const images = await Promise.all(post.photos.map(photo));
    const created = must(
      await createFeedPost(at(post.hoursAgo), userOf(post.by), { content: post.content, images }),
      `feed post by ${post.by}`,
    );
    const later = at(Math.max(0, post.hoursAgo - 1));
    for (const by of post.likedBy) await toggleFeedLike(later, userOf(by), created.id);
    for (const comment of post.comments) {
      must(await commentOnFeedPost(later, userOf(comment.by), created.id, comment.text), `feed comment by ${comment.by}`);
    }
  }
  deps.logger.info({ posts: POSTS.length, feedPosts: FEED_POSTS.length }, "seeded the demo society");
}

function must<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`The demo ${what} could not be written: ${result.error.message}`);
  return result.value;
}
