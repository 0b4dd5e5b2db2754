import { messages as communityMessages } from "@highcotton/community/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SESSION_ID_KEY } from "../lib/session-id.ts";
import {
  comment,
  communityPageHooks,
  deferred,
  jpeg,
  postPage,
  profile,
  societyPost,
  store,
  stubCommunityServer,
} from "../test/community-fixtures.ts";
import { renderPage, userWithRole } from "../test/render-page.tsx";
import { SocietyPage } from "./society.tsx";

communityPageHooks();

const open = () => renderPage("/society", <SocietyPage />);
const sessionId = () => localStorage.getItem(SESSION_ID_KEY);
const toastTitled = (title: string) => screen.getByText(title, { exact: true }).closest("[data-variant]") as HTMLElement;
const postBy = (name: string) => screen.getByRole("article", { name });
const stores = { data: { dispensaries: [store("s1", "Green Cross"), store("s2", "Cotton Club", "Austin", "TX")] } };

interface World {
  profile: unknown;
  posts: unknown[];
}

/** A society server whose answers come from `world`, so a test changes what the next read sees. */
function society(world: World, extra: (op: string, variables: Record<string, unknown>) => unknown = () => ({ data: null })) {
  return (op: string, variables: Record<string, unknown>) => {
    if (op === "CommunityProfile") return { data: { communityProfile: world.profile } };
    if (op === "ActiveQuestion") {
      return {
        data: {
          activeQuestion: { __typename: "CommunityQuestion", id: "q1", questionText: "What strain are you smoking today?" },
        },
      };
    }
    if (op === "CommunityPosts") return postPage(world.posts);
    if (op === "CommunityStores") return stores;
    return extra(op, variables);
  };
}

describe("/society", () => {
  it("opens the profile dialog on its own when the session has no profile, and Create Post waits for one", async () => {
    stubCommunityServer(society({ profile: null, posts: [] }));
    open();
    expect(screen.getByRole("heading", { name: "WHATS SMOKING IN SOCIETY?", level: 1 })).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Create Your Profile" });
    within(dialog).getByLabelText("Display Name *");
    expect((within(dialog).getByLabelText(/^Bio/) as HTMLTextAreaElement).rows).toBe(3);
    expect(within(dialog).getAllByRole("option")).toHaveLength(51);
    const createPost = screen.getByRole("button", { name: "Create Post" }) as HTMLButtonElement;
    expect(createPost.disabled).toBe(true);
    expect(screen.getByText(communityMessages.profileNotFound)).toBeTruthy();
    await screen.findByText("No posts yet. Be the first to share what you're smoking!");
  });

  it("keeps focus inside the profile dialog and closes it with Escape", async () => {
    stubCommunityServer(society({ profile: null, posts: [] }));
    open();
    const dialog = await screen.findByRole("dialog", { name: "Create Your Profile" });
    const name = within(dialog).getByLabelText("Display Name *");
    await waitFor(() => expect(document.activeElement).toBe(name));
    const close = within(dialog).getByRole("button", { name: "Close" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not open the dialog when the session has a profile", async () => {
    const { graphCalls } = stubCommunityServer(society({ profile: profile(), posts: [] }));
    open();
    await screen.findByRole("heading", { name: "Mary Jane" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("button", { name: "Create Post" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(communityMessages.profileNotFound)).toBeNull();
    expect(graphCalls("CommunityProfile")[0]?.variables).toEqual({ sessionId: sessionId() });
  });

  it("the profile card shows its owner the birthday, saying other members do not see it", async () => {
    stubCommunityServer(society({ profile: profile({ birthday: "1990-04-20" }), posts: [] }));
    open();
    await screen.findByRole("heading", { name: "Mary Jane" });
    screen.getByText("Birthday Apr 20, 1990 · not shown to other members");
  });

  it("saves a profile over multipart without its empty fields, then says so and shows it", async () => {
    const world: World = { profile: null, posts: [] };
    const { restCalls } = stubCommunityServer(society(world), (url) => {
      world.profile = profile({ displayName: "Mary Jane", city: "Denver", state: "CO" });
      return { status: 201, body: { id: "profile-1", url } };
    });
    open();
    const dialog = await screen.findByRole("dialog", { name: "Create Your Profile" });
    fireEvent.change(within(dialog).getByLabelText("Display Name *"), { target: { value: "  Mary Jane " } });
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: "Denver" } });
    fireEvent.change(within(dialog).getByLabelText(/^State/), { target: { value: "CO" } });
    fireEvent.change(within(dialog).getByLabelText(/^Avatar/), { target: { files: [jpeg("me.jpg")] } });
    expect(within(dialog).getByAltText("Avatar preview").getAttribute("src")).toBe("blob:preview-1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Profile" }));

    await screen.findByText(communityMessages.profileSaved);
    expect(toastTitled("Profile saved").dataset.variant).toBe("default");
    expect(restCalls).toHaveLength(1);
    expect(restCalls[0]?.url).toBe("/api/community/profile");
    expect(restCalls[0]?.fields).toEqual({
      sessionId: sessionId(),
      displayName: "Mary Jane",
      city: "Denver",
      state: "CO",
      avatar: "me.jpg",
    });
    await screen.findByRole("heading", { name: "Mary Jane" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByRole("button", { name: "Create Post" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends nothing without a display name", async () => {
    const { restCalls } = stubCommunityServer(society({ profile: null, posts: [] }));
    open();
    const dialog = await screen.findByRole("dialog", { name: "Create Your Profile" });
    fireEvent.change(within(dialog).getByLabelText("Display Name *"), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Profile" }));
    await within(dialog).findByText(communityMessages.displayNameRequired);
    expect(restCalls).toHaveLength(0);
  });

  it("a refused profile shows the 'Error' toast and the server's reason in the form", async () => {
    stubCommunityServer(society({ profile: null, posts: [] }), () => ({
      status: 400,
      body: { message: communityMessages.blockedWords },
    }));
    open();
    const dialog = await screen.findByRole("dialog", { name: "Create Your Profile" });
    fireEvent.change(within(dialog).getByLabelText("Display Name *"), { target: { value: "Rude" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Profile" }));
    await screen.findByText("Failed to save profile");
    expect(toastTitled("Error").dataset.variant).toBe("destructive");
    expect(within(dialog).getByRole("alert").textContent).toContain("words that are not allowed");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("lists posts with their author, place, badges and where they were bought", async () => {
    stubCommunityServer(
      society({
        profile: profile(),
        posts: [
          societyPost("p1", {
            postText: "Blue Dream hits different",
            brandName: "Leafy",
            productName: "Pre-roll",
            dispensaryId: "s1",
            dispensary: store("s1", "Green Cross", "Denver", "CO"),
            thumbnailUrl: "/media/community/p1-480.webp",
            imageUrl: "/media/community/p1-1600.webp",
            likesCount: 3,
            lovesCount: 1,
            commentsCount: 2,
          }),
          societyPost("p2", { profile: null, profileId: "gone" }),
        ],
      }),
    );
    open();
    const first = await screen.findByRole("article", { name: "Kush Kid" });
    within(first).getByText("Boulder, CO");
    within(first).getByText("Blue Dream hits different");
    within(first).getByText("Leafy");
    within(first).getByText("Pre-roll");
    expect(first.textContent).toContain("Purchased at Green Cross in Denver, CO");
    expect(within(first).getByAltText("Shared by Kush Kid").getAttribute("src")).toBe("/media/community/p1-480.webp");
    within(first).getByRole("button", { name: "Like 3" });
    within(first).getByRole("button", { name: "Love 1" });
    within(first).getByRole("button", { name: "Comments 2" });
    postBy("Anonymous User");
  });

  it("a reaction's highlight follows the server's reply, then the list refreshes", async () => {
    let reply = { reactionType: "like", reacted: true, likesCount: 1, lovesCount: 0 };
    let refresh = deferred<unknown>();
    const serve = society({ profile: profile(), posts: [societyPost("p1")] });
    // The first read answers at once; each refresh waits until the test lets it through.
    const { graphCalls } = stubCommunityServer(async (op, variables) => {
      if (op === "CommunityPosts" && variables.after === null) return refresh.promise;
      if (op === "ReactToCommunityPost") return { data: { reactToCommunityPost: { __typename: "ReactionToggle", ...reply } } };
      return serve(op, variables);
    });
    const refreshes = () => graphCalls("CommunityPosts").filter((call) => call.variables.after === null).length;
    open();
    const post = await screen.findByRole("article", { name: "Kush Kid" });
    const like = within(post).getByRole("button", { name: "Like 0" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(like);
    // Lit by the reply alone: the list's refresh has not answered yet.
    await waitFor(() => expect(within(post).getByRole("button", { name: "Like 1" }).getAttribute("aria-pressed")).toBe("true"));
    expect(within(post).getByRole("button", { name: "Love 0" }).getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(refreshes()).toBe(1));
    refresh.resolve(postPage([societyPost("p1", { likesCount: 1, userReactions: ["like"] })]));

    // Another tab took the like back first: the server says it is not set, and so does the button.
    refresh = deferred<unknown>();
    reply = { reactionType: "like", reacted: false, likesCount: 0, lovesCount: 0 };
    fireEvent.click(within(post).getByRole("button", { name: "Like 1" }));
    await waitFor(() => expect(within(post).getByRole("button", { name: "Like 0" }).getAttribute("aria-pressed")).toBe("false"));
    await waitFor(() => expect(refreshes()).toBe(2));
    refresh.resolve(postPage([societyPost("p1")]));
  });

  it("a love the server did not set stays dark, and the list still refreshes", async () => {
    const refresh = deferred<unknown>();
    const serve = society({ profile: profile(), posts: [societyPost("p1")] });
    const { graphCalls } = stubCommunityServer(async (op, variables) => {
      if (op === "CommunityPosts" && variables.after === null) return refresh.promise;
      if (op === "ReactToCommunityPost") {
        return {
          data: {
            reactToCommunityPost: {
              __typename: "ReactionToggle",
              reactionType: "love",
              reacted: false,
              likesCount: 0,
              lovesCount: 0,
            },
          },
        };
      }
      return serve(op, variables);
    });
    open();
    const post = await screen.findByRole("article", { name: "Kush Kid" });
    fireEvent.click(within(post).getByRole("button", { name: "Love 0" }));
    await waitFor(() => expect(graphCalls("CommunityPosts").some((call) => call.variables.after === null)).toBe(true));
    expect(graphCalls("ReactToCommunityPost")[0]?.variables).toEqual({
      input: { postId: "p1", sessionId: sessionId(), reactionType: "love", reacted: true },
    });
    expect(within(post).getByRole("button", { name: "Love 0" }).getAttribute("aria-pressed")).toBe("false");
    refresh.resolve(postPage([societyPost("p1")]));
  });

  it("loads comments only when they are opened, and Enter sends one", async () => {
    const world: World = { profile: profile(), posts: [societyPost("p1", { commentsCount: 1 })] };
    let comments = [comment("c1", { commentText: "Nice pick" })];
    const { graphCalls } = stubCommunityServer(
      society(world, (op, variables) => {
        if (op === "CommunityPostComments") return { data: { communityPostComments: comments } };
        if (op === "CommentOnCommunityPost") {
          const input = variables.input as { commentText: string };
          const made = comment("c2", { commentText: input.commentText, profileId: "profile-1", profile: null });
          comments = [...comments, made];
          world.posts = [societyPost("p1", { commentsCount: 2 })];
          return { data: { commentOnCommunityPost: made } };
        }
        return { data: null };
      }),
    );
    open();
    const post = await screen.findByRole("article", { name: "Kush Kid" });
    expect(graphCalls("CommunityPostComments")).toHaveLength(0);
    fireEvent.click(within(post).getByRole("button", { name: "Comments 1" }));
    await within(post).findByText("Nice pick");
    expect(graphCalls("CommunityPostComments")[0]?.variables).toEqual({ postId: "p1" });

    const box = within(post).getByLabelText("Write a comment") as HTMLInputElement;
    const send = within(post).getByRole("button", { name: "Send" }) as HTMLButtonElement;
    fireEvent.change(box, { target: { value: "   " } });
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: " Same here " } });
    expect(send.disabled).toBe(false);
    fireEvent.keyDown(box, { key: "Enter" });

    await within(post).findByText("Same here");
    expect(graphCalls("CommentOnCommunityPost")[0]?.variables).toEqual({
      input: { postId: "p1", sessionId: sessionId(), profileId: "profile-1", commentText: "Same here" },
    });
    await waitFor(() => expect(box.value).toBe(""));
    await within(post).findByRole("button", { name: "Comments 2" });
  });

  it("without a profile the comment box is off and says why", async () => {
    stubCommunityServer(
      society({ profile: null, posts: [societyPost("p1")] }, (op) =>
        op === "CommunityPostComments" ? { data: { communityPostComments: [] } } : { data: null },
      ),
    );
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Close" }));
    const post = await screen.findByRole("article", { name: "Kush Kid" });
    fireEvent.click(within(post).getByRole("button", { name: "Comments 0" }));
    await within(post).findByText("No comments yet. Start the conversation.");
    expect((within(post).getByLabelText("Write a comment") as HTMLInputElement).disabled).toBe(true);
    expect((within(post).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    within(post).getByText("Create a profile to comment");
  });

  it("creates a post with a photo and a store over multipart; the form clears and the feed refreshes", async () => {
    const world: World = { profile: profile(), posts: [] };
    const { restCalls, graphCalls } = stubCommunityServer(society(world), () => {
      world.posts = [
        societyPost("new", { postText: "Gelato tonight", profile: { ...profile(), __typename: "CommunityAuthor" } }),
      ];
      return { status: 201, body: { id: "new" } };
    });
    open();
    await screen.findByText("No posts yet. Be the first to share what you're smoking!");
    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Post" });
    const text = within(dialog).getByLabelText("What are you smoking today? *") as HTMLTextAreaElement;
    expect(text.rows).toBe(4);
    fireEvent.change(text, { target: { value: "Gelato tonight" } });
    const photo = within(dialog).getByLabelText(/^Photo/) as HTMLInputElement;
    expect(photo.accept).toBe("image/*");
    fireEvent.change(photo, { target: { files: [jpeg("gelato.jpg")] } });
    within(dialog).getByAltText("Photo preview");
    fireEvent.change(within(dialog).getByLabelText(/^Brand/), { target: { value: "Leafy" } });
    const picker = within(dialog).getByRole("combobox", { name: /^Dispensary/ });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: "austin" } });
    const option = await within(dialog).findByRole("option", { name: /Cotton Club/ });
    expect(within(dialog).queryByRole("option", { name: /Green Cross/ })).toBeNull();
    fireEvent.mouseDown(option);
    within(dialog).getByRole("button", { name: "Clear dispensary" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Share Post" }));

    await screen.findByText(communityMessages.postCreated);
    expect(toastTitled("Post created").dataset.variant).toBe("default");
    expect(restCalls[0]?.url).toBe("/api/community/posts");
    expect(restCalls[0]?.fields).toEqual({
      sessionId: sessionId(),
      profileId: "profile-1",
      postText: "Gelato tonight",
      dispensaryId: "s2",
      brandName: "Leafy",
      image: "gelato.jpg",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await screen.findByText("Gelato tonight");
    expect(graphCalls("CommunityPosts").at(-1)?.variables).toMatchObject({ after: null });

    fireEvent.click(screen.getByRole("button", { name: "Create Post" }));
    const again = await screen.findByRole("dialog", { name: "Create Post" });
    expect((within(again).getByLabelText("What are you smoking today? *") as HTMLTextAreaElement).value).toBe("");
  });

  it("the photo lets go of a file the browser cannot show, or one over 8 MB, and says why", async () => {
    const { restCalls } = stubCommunityServer(society({ profile: profile(), posts: [] }), () => ({
      status: 201,
      body: { id: "new" },
    }));
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Create Post" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Post" });
    const photo = within(dialog).getByLabelText(/^Photo/);
    fireEvent.change(photo, { target: { files: [jpeg("notes-named.jpg")] } });
    // A text file named .jpg passes for an image until the browser tries to draw it.
    fireEvent.error(within(dialog).getByAltText("Photo preview"));
    await within(dialog).findByText("Only image files can be uploaded");
    expect(within(dialog).queryByAltText("Photo preview")).toBeNull();
    expect(within(dialog).queryByText("notes-named.jpg")).toBeNull();

    const huge = Object.defineProperty(jpeg("huge.jpg"), "size", { value: 9 * 1024 * 1024 });
    fireEvent.change(photo, { target: { files: [huge] } });
    within(dialog).getByText(communityMessages.imageTooLarge);
    expect(within(dialog).queryByAltText("Photo preview")).toBeNull();

    fireEvent.change(within(dialog).getByLabelText("What are you smoking today? *"), { target: { value: "No photo then" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Share Post" }));
    await screen.findByText("Post created");
    expect(restCalls[0]?.fields.image).toBeUndefined();
  });

  it("answers today's question in a post", async () => {
    const { restCalls } = stubCommunityServer(society({ profile: profile(), posts: [] }));
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Answer in a post" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Post" });
    within(dialog).getByText("What strain are you smoking today?");
    fireEvent.change(within(dialog).getByLabelText("What are you smoking today? *"), { target: { value: "Sour Diesel" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Share Post" }));
    await screen.findByText("Post created");
    expect(restCalls[0]?.fields).toMatchObject({ questionId: "q1", postText: "Sour Diesel" });
  });

  it("a refused post keeps the form and says 'Failed to create post' with the server's reason", async () => {
    const { restCalls } = stubCommunityServer(society({ profile: profile(), posts: [] }), () => ({
      status: 429,
      body: { message: communityMessages.postingTooFast },
    }));
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Create Post" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Post" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Share Post" }));
    await within(dialog).findByText(communityMessages.postTextRequired);
    expect(restCalls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("What are you smoking today? *"), { target: { value: "OG Kush" } });
    fireEvent.change(within(dialog).getByLabelText(/^Photo/), {
      target: { files: [new File(["hi"], "notes.txt", { type: "text/plain" })] },
    });
    within(dialog).getByText("Only image files can be uploaded");
    fireEvent.click(within(dialog).getByRole("button", { name: "Share Post" }));
    await screen.findByText("Failed to create post");
    expect(toastTitled("Error").dataset.variant).toBe("destructive");
    within(dialog).getByText(communityMessages.postingTooFast);
    expect(restCalls[0]?.fields.image).toBeUndefined();
    expect((within(dialog).getByLabelText("What are you smoking today? *") as HTMLTextAreaElement).value).toBe("OG Kush");
  });

  it("takes a like back: a lit like asks the server for none", async () => {
    const serve = society({ profile: profile(), posts: [societyPost("p1", { likesCount: 3, userReactions: ["like"] })] });
    const { graphCalls } = stubCommunityServer((op, variables) => {
      if (op === "ReactToCommunityPost") {
        return {
          data: {
            reactToCommunityPost: {
              __typename: "ReactionToggle",
              reactionType: "like",
              reacted: false,
              likesCount: 2,
              lovesCount: 0,
            },
          },
        };
      }
      return serve(op, variables);
    });
    open();
    const post = await screen.findByRole("article", { name: "Kush Kid" });
    const like = within(post).getByRole("button", { name: "Like 3" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(like);
    await waitFor(() => expect(within(post).getByRole("button", { name: "Like 2" }).getAttribute("aria-pressed")).toBe("false"));
    expect(graphCalls("ReactToCommunityPost")[0]?.variables).toEqual({
      input: { postId: "p1", sessionId: sessionId(), reactionType: "like", reacted: false },
    });
  });

  it("signed in, the profile is the account's: named by its username, which the form does not let change", async () => {
    const account = userWithRole("user");
    stubCommunityServer(society({ profile: profile({ displayName: account.username }), posts: [] }));
    renderPage("/society", <SocietyPage />, { user: account });
    const card = await screen.findByRole("region", { name: "Your profile" });
    within(card).getByRole("heading", { name: account.username });
    screen.getByText(`Your account's profile: you post as ${account.username} here and in the feed.`);
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Edit Profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Profile" });
    within(dialog).getByText(`Your society profile is your account's: you post as ${account.username} here and in the feed.`);
    expect((within(dialog).getByLabelText("Display Name *") as HTMLInputElement).readOnly).toBe(true);
  });

  it("signed out, the browser's profile offers to post under an account instead", async () => {
    stubCommunityServer(society({ profile: profile(), posts: [] }));
    open();
    const login = await screen.findByRole("link", { name: "Log in" });
    expect(login.getAttribute("href")).toBe("/login");
    expect(screen.queryByText(/Your account's profile/)).toBeNull();
  });

  it("shows a post once when a later page repeats the one the last page ended on", async () => {
    stubCommunityServer((op, variables) => {
      if (op === "CommunityProfile") return { data: { communityProfile: profile() } };
      if (op === "ActiveQuestion") return { data: { activeQuestion: null } };
      if (op === "CommunityPosts") {
        return variables.after === "c2"
          ? postPage([societyPost("p2"), societyPost("p3")])
          : postPage([societyPost("p1"), societyPost("p2")], "c2");
      }
      return { data: null };
    });
    open();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
  });

  it("pages through the society with Load more", async () => {
    const { graphCalls } = stubCommunityServer((op, variables) => {
      if (op === "CommunityProfile") return { data: { communityProfile: profile() } };
      if (op === "ActiveQuestion") return { data: { activeQuestion: null } };
      if (op === "CommunityPosts") {
        return variables.after === "c1"
          ? postPage([societyPost("p3", { profile: { ...profile(), __typename: "CommunityAuthor", displayName: "Third" } })])
          : postPage([societyPost("p1"), societyPost("p2", { profile: null })], "c1");
      }
      return { data: null };
    });
    open();
    await screen.findByRole("article", { name: "Anonymous User" });
    fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
    await screen.findByRole("article", { name: "Third" });
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more posts" })).toBeNull();
    expect(graphCalls("CommunityPosts").at(-1)?.variables).toMatchObject({ after: "c1", first: 20 });
  });
});
