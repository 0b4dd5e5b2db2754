import { getAuthToken } from "./auth-token.ts";

/**
 * SPEC §7's multipart calls (profile, society post, feed post): the only community writes that
 * go over REST, because they carry files. Error bodies are JSON `{message}`.
 */

/** A refused upload. Its message is SPEC §8's "status: body"; `serverMessage` is the body's `message`. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    body: string,
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = "UploadError";
  }
}

function messageOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message.trim() || undefined;
    }
  } catch {
    // Not JSON (a proxy's page): no message to show.
  }
  return undefined;
}

/** What to tell the person about a failed upload: the server's words, when it sent any. */
export function uploadErrorMessage(error: unknown): string | undefined {
  return error instanceof UploadError ? error.serverMessage : undefined;
}

/** Every community upload carries the bearer token when one is stored: a signed-in account acts as itself. */
async function postMultipart(path: string, body: FormData): Promise<unknown> {
  const token = getAuthToken();
  // No content-type header: the browser writes the multipart boundary itself.
  const response = await fetch(path, {
    method: "POST",
    body,
    credentials: "include",
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  if (!response.ok) throw new UploadError(response.status, text || response.statusText, messageOf(text));
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/community/profile: creates or updates the member's profile: a signed-in account's own
 * (the bearer token says whose), else the session's.
 */
export function saveCommunityProfile(body: FormData): Promise<unknown> {
  return postMultipart("/api/community/profile", body);
}

/** POST /api/community/posts: posts to the society as the member's profile (the account's when signed in). */
export function createSocietyPost(body: FormData): Promise<unknown> {
  return postMultipart("/api/community/posts", body);
}

/** POST /api/posts: posts to the feed as the signed-in account (SPEC §6: the bearer token when stored). */
export function createFeedPost(body: FormData): Promise<unknown> {
  return postMultipart("/api/posts", body);
}
