import { messages as communityMessages } from "@highcotton/community/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeAuthToken, setAuthToken } from "./auth-token.ts";
import { createFeedPost, createSocietyPost, saveCommunityProfile, UploadError, uploadErrorMessage } from "./community-upload.ts";

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("community uploads", () => {
  it("posts the multipart body with cookies and answers the parsed reply", async () => {
    const fetchMock = stubFetch(201, JSON.stringify({ id: "profile-1" }));
    const body = new FormData();
    body.append("displayName", "Mary");
    await expect(saveCommunityProfile(body)).resolves.toEqual({ id: "profile-1" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/community/profile");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe(body);
    expect(init?.headers).toEqual({});
  });

  it("sends the bearer token with feed and society posts when one is stored, and none without", async () => {
    setAuthToken("tok-123");
    const fetchMock = stubFetch(201, "{}");
    await createFeedPost(new FormData());
    await createSocietyPost(new FormData());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/posts");
    expect(fetchMock.mock.calls[0]?.[1].headers).toEqual({ authorization: "Bearer tok-123" });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/community/posts");
    expect(fetchMock.mock.calls[1]?.[1].headers).toEqual({ authorization: "Bearer tok-123" });
    removeAuthToken();
    await createSocietyPost(new FormData());
    expect(fetchMock.mock.calls[2]?.[1].headers).toEqual({});
  });

  it("turns a refusal into an error that carries SPEC's 'status: body' and the server's message", async () => {
    stubFetch(400, JSON.stringify({ message: communityMessages.birthdayTooYoung }));
    const failure = await saveCommunityProfile(new FormData()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).message).toBe(`400: ${JSON.stringify({ message: communityMessages.birthdayTooYoung })}`);
    expect(uploadErrorMessage(failure)).toBe(communityMessages.birthdayTooYoung);
  });

  it("has no message to show for a body that is not JSON, or a network failure", async () => {
    stubFetch(502, "<html>Bad gateway</html>");
    expect(uploadErrorMessage(await createSocietyPost(new FormData()).catch((e: unknown) => e))).toBeUndefined();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(uploadErrorMessage(await createSocietyPost(new FormData()).catch((e: unknown) => e))).toBeUndefined();
  });
});
