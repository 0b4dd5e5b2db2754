import { messages as communityMessages } from "@highcotton/community/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setAuthToken } from "../lib/auth-token.ts";
import { communityPageHooks, deferred, feedPage, feedPost, jpeg, stubCommunityServer } from "../test/community-fixtures.ts";
import { renderPage, userWithRole } from "../test/render-page.tsx";
import { FeedPage } from "./feed.tsx";

communityPageHooks();

const mary = userWithRole("user");
const open = () => renderPage("/feed", <FeedPage />, { user: mary });
const toastTitled = (title: string) => screen.getByText(title, { exact: true }).closest("[data-variant]") as HTMLElement;
const images = (...names: string[]) => names.map((name) => jpeg(name));
const addImages = (files: File[]) => fireEvent.change(screen.getByLabelText(/^Add images/), { target: { files } });
const previews = () => within(screen.getByRole("list", { name: "Images to post" })).getAllByRole("listitem");

describe("/feed", () => {
  it("asks a signed-out visitor to log in, and reads no feed", () => {
    const { graphCalls } = stubCommunityServer(() => ({ data: null }));
    renderPage("/feed", <FeedPage />);
    screen.getByRole("heading", { name: "Community Feed", level: 1 });
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(graphCalls("FeedPosts")).toHaveLength(0);
  });

  it("refuses an empty post with SPEC's toast before sending anything", async () => {
    const { restCalls } = stubCommunityServer(() => feedPage([]));
    open();
    await screen.findByText("No posts yet. Share the first one!");
    fireEvent.change(screen.getByLabelText("What's on your mind?"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText(communityMessages.emptyFeedPost);
    expect(toastTitled("Empty post").dataset.variant).toBe("destructive");
    expect(restCalls).toHaveLength(0);
  });

  it("keeps at most 4 images and says 'Too many images' for the rest", async () => {
    const { restCalls } = stubCommunityServer(() => feedPage([]));
    open();
    await screen.findByText("No posts yet. Share the first one!");
    addImages(images("1.jpg", "2.jpg", "3.jpg"));
    expect(previews()).toHaveLength(3);
    addImages(images("4.jpg", "5.jpg"));
    await screen.findByText(communityMessages.tooManyImages);
    expect(toastTitled("Too many images").dataset.variant).toBe("destructive");
    expect(previews()).toHaveLength(4);
    expect(screen.getByAltText("Preview 4: 4.jpg")).toBeTruthy();
    expect(screen.queryByAltText("Preview 5: 5.jpg")).toBeNull();
    expect(restCalls).toHaveLength(0);
  });

  it("lets go of a file the browser cannot show, or one over 8 MB, and says why before anything is sent", async () => {
    const { restCalls } = stubCommunityServer(() => feedPage([]));
    open();
    await screen.findByText("No posts yet. Share the first one!");
    addImages(images("photo.jpg", "notes-named.jpg"));
    expect(previews()).toHaveLength(2);
    // A text file named .jpg passes for an image until the browser tries to draw it.
    fireEvent.error(screen.getByAltText("Preview 2: notes-named.jpg"));
    await waitFor(() => expect(previews()).toHaveLength(1));
    screen.getByAltText("Preview 1: photo.jpg");
    screen.getByText("Only image files can be uploaded");

    const huge = Object.defineProperty(jpeg("huge.jpg"), "size", { value: 9 * 1024 * 1024 });
    addImages([huge]);
    screen.getByText(communityMessages.imageTooLarge);
    expect(previews()).toHaveLength(1);
    expect(restCalls).toHaveLength(0);
  });

  it("posts text and images over multipart with the bearer token, then says so, clears and refreshes", async () => {
    setAuthToken("tok-123");
    let posts: unknown[] = [];
    const { restCalls, graphCalls } = stubCommunityServer(
      () => feedPage(posts),
      () => {
        posts = [
          feedPost("f1", {
            content: "Sunday session",
            author: { __typename: "PublicProfile", username: "mary", avatarUrl: null },
          }),
        ];
        return { status: 201, body: { id: "f1" } };
      },
    );
    open();
    await screen.findByText("No posts yet. Share the first one!");
    const text = screen.getByLabelText("What's on your mind?") as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: "Sunday session" } });
    addImages(images("a.jpg", "b.jpg", "c.jpg"));
    fireEvent.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(previews()).toHaveLength(2);
    expect(screen.queryByAltText("Preview 2: b.jpg")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Post" }));

    await screen.findByText(communityMessages.feedPosted);
    expect(toastTitled(communityMessages.feedPosted).dataset.variant).toBe("default");
    expect(restCalls[0]?.url).toBe("/api/posts");
    expect(restCalls[0]?.init.headers).toEqual({ authorization: "Bearer tok-123" });
    expect(restCalls[0]?.init.credentials).toBe("include");
    expect(restCalls[0]?.fields).toEqual({ content: "Sunday session", images: ["a.jpg", "c.jpg"] });
    await screen.findByRole("article", { name: "mary" });
    expect(text.value).toBe("");
    expect(screen.queryByRole("list", { name: "Images to post" })).toBeNull();
    expect(graphCalls("FeedPosts").at(-1)?.variables).toMatchObject({ after: null });
  });

  it("a refused post says 'Failed to post' and keeps what was written", async () => {
    stubCommunityServer(
      () => feedPage([]),
      () => ({
        status: 400,
        body: { message: communityMessages.blockedWords },
      }),
    );
    open();
    await screen.findByText("No posts yet. Share the first one!");
    fireEvent.change(screen.getByLabelText("What's on your mind?"), { target: { value: "something rude" } });
    fireEvent.click(screen.getByRole("button", { name: "Post" }));
    await screen.findByText("Failed to post");
    expect(toastTitled("Error").dataset.variant).toBe("destructive");
    screen.getByText(/words that are not allowed/);
    expect((screen.getByLabelText("What's on your mind?") as HTMLTextAreaElement).value).toBe("something rude");
  });

  it("shows each post's username, text and images, and the like follows the server's reply", async () => {
    const refresh = deferred<unknown>();
    const { graphCalls } = stubCommunityServer(async (op, variables) => {
      if (op === "FeedPosts" && variables.after === null) return refresh.promise;
      if (op === "FeedPosts") {
        return feedPage([
          feedPost("f1", {
            content: "Two of my favourites",
            imageUrls: ["/media/feed/1.webp", "/media/feed/2.webp"],
            thumbnailUrls: ["/media/feed/1-480.webp", "/media/feed/2-480.webp"],
            likesCount: 4,
          }),
        ]);
      }
      if (op === "ToggleFeedPostLike")
        return { data: { toggleFeedPostLike: { __typename: "FeedLikeToggle", liked: true, likesCount: 5 } } };
      return { data: null };
    });
    open();
    const post = await screen.findByRole("article", { name: "stoner42" });
    within(post).getByText("Two of my favourites");
    const shown = within(within(post).getByRole("list", { name: "Images" })).getAllByRole("img");
    expect(shown.map((img) => img.getAttribute("src"))).toEqual(["/media/feed/1-480.webp", "/media/feed/2-480.webp"]);
    const like = within(post).getByRole("button", { name: "Like 4" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    await waitFor(() => expect(within(post).getByRole("button", { name: "Like 5" }).getAttribute("aria-pressed")).toBe("true"));
    expect(graphCalls("ToggleFeedPostLike")[0]?.variables).toEqual({ postId: "f1", liked: true });
    await waitFor(() => expect(graphCalls("FeedPosts").some((call) => call.variables.after === null)).toBe(true));
    refresh.resolve(feedPage([feedPost("f1", { isLiked: true, likesCount: 5 })]));
  });

  it("takes a like back: a lit like asks the server for none, and goes dark with its reply", async () => {
    const { graphCalls } = stubCommunityServer((op) => {
      if (op === "FeedPosts") return feedPage([feedPost("f1", { isLiked: true, likesCount: 5 })]);
      if (op === "ToggleFeedPostLike")
        return { data: { toggleFeedPostLike: { __typename: "FeedLikeToggle", liked: false, likesCount: 4 } } };
      return { data: null };
    });
    open();
    const post = await screen.findByRole("article", { name: "stoner42" });
    const like = within(post).getByRole("button", { name: "Like 5" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(like);
    await waitFor(() => expect(within(post).getByRole("button", { name: "Like 4" }).getAttribute("aria-pressed")).toBe("false"));
    expect(graphCalls("ToggleFeedPostLike")[0]?.variables).toEqual({ postId: "f1", liked: false });
  });

  it("shows a post once when a later page repeats it", async () => {
    stubCommunityServer((op, variables) => {
      if (op !== "FeedPosts") return { data: null };
      return variables.after === "c2"
        ? feedPage([feedPost("f2"), feedPost("f3")])
        : feedPage([feedPost("f1"), feedPost("f2")], "c2");
    });
    open();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
  });

  it("expands a post's comments, and Enter sends a non-blank one", async () => {
    let posts = [
      feedPost("f1", {
        commentsCount: 1,
        comments: [
          {
            __typename: "FeedComment",
            id: "c1",
            postId: "f1",
            content: "Fire",
            createdAt: "2026-03-10T12:00:00.000Z",
            author: { __typename: "PublicProfile", username: "budz", avatarUrl: null },
          },
        ],
      }),
    ];
    const { graphCalls } = stubCommunityServer((op, variables) => {
      if (op === "FeedPosts") return feedPage(posts);
      if (op === "CommentOnFeedPost") {
        const made = {
          __typename: "FeedComment",
          id: "c2",
          postId: "f1",
          content: variables.content,
          createdAt: "2026-03-10T12:01:00.000Z",
          author: { __typename: "PublicProfile", username: "mary", avatarUrl: null },
        };
        posts = [feedPost("f1", { commentsCount: 2, comments: [...(posts[0]?.comments ?? []), made] })];
        return { data: { commentOnFeedPost: made } };
      }
      return { data: null };
    });
    open();
    const post = await screen.findByRole("article", { name: "stoner42" });
    expect(within(post).queryByText("Fire")).toBeNull();
    fireEvent.click(within(post).getByRole("button", { name: "Comments 1" }));
    within(post).getByText("Fire");
    const box = within(post).getByLabelText("Write a comment") as HTMLInputElement;
    const send = within(post).getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: " \t " } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(graphCalls("CommentOnFeedPost")).toHaveLength(0);
    fireEvent.change(box, { target: { value: "Agreed" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await within(post).findByText("Agreed");
    expect(graphCalls("CommentOnFeedPost")[0]?.variables).toEqual({ postId: "f1", content: "Agreed" });
    await waitFor(() => expect(box.value).toBe(""));
    await within(post).findByRole("button", { name: "Comments 2" });
  });
});
