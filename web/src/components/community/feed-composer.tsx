import { messages } from "@highcotton/community/contract";
import { ImagePlus, Loader2, Send, X } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import {
  addFeedImages,
  FEED_CONTENT_MAX,
  FEED_IMAGES_MAX,
  feedPostFormData,
  feedPostProblem,
  IMAGE_ACCEPT,
  NOT_AN_IMAGE,
} from "../../lib/community-forms.ts";
import { createFeedPost, uploadErrorMessage } from "../../lib/community-upload.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { toast } from "../ui/toast-store.ts";
import { useObjectUrl } from "./use-object-url.ts";

/**
 * SPEC §2 /feed's post box: text and up to 4 images, each previewed with a remove button. An empty
 * post or a fifth image is refused with SPEC's toast before anything is sent; so is a file over
 * 8 MB, or one the browser cannot show as an image, with a note saying why.
 */
export function FeedComposer({ username, onPosted }: { username: string; onPosted: () => void }) {
  const [content, setContent] = useState("");
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared so the same file can be chosen again after it was removed.
    event.target.value = "";
    const added = addFeedImages(images, chosen);
    setImages(added.images);
    setNotice(added.refused);
    if (added.tooMany) {
      toast({ variant: "destructive", title: "Too many images", description: messages.tooManyImages });
    }
  };

  const submit = async () => {
    const problem = feedPostProblem(content, images.length);
    if (problem) {
      toast({ variant: "destructive", ...problem });
      return;
    }
    setNotice(null);
    setSending(true);
    try {
      await createFeedPost(feedPostFormData(content, images));
      toast({ title: messages.feedPosted });
      setContent("");
      setImages([]);
      onPosted();
    } catch (error) {
      setNotice(uploadErrorMessage(error) ?? null);
      toast({ variant: "destructive", title: "Error", description: "Failed to post" });
    } finally {
      setSending(false);
    }
  };

  const full = images.length >= FEED_IMAGES_MAX;
  return (
    <Card className="p-4 sm:p-6">
      <form
        aria-label="New post"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="grid gap-4"
      >
        <label htmlFor="feed-content" className="sr-only">
          What's on your mind?
        </label>
        <Textarea
          id="feed-content"
          rows={3}
          className="min-h-0"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={FEED_CONTENT_MAX}
          placeholder={`What's on your mind, ${username}?`}
        />
        {images.length > 0 ? (
          <ul aria-label="Images to post" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((file, index) => (
              <ImagePreview
                // A file has no id; its place and name tell the previews apart while they are listed.
                key={`${index}-${file.name}-${file.lastModified}`}
                file={file}
                number={index + 1}
                onRemove={() => setImages((current) => current.filter((_, at) => at !== index))}
                onUnreadable={() => {
                  setImages((current) => current.filter((chosen) => chosen !== file));
                  setNotice(NOT_AN_IMAGE);
                }}
              />
            ))}
          </ul>
        ) : null}
        <FormAlert message={notice} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label
            className={
              full
                ? "inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-semibold text-cream-100/55"
                : "inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-cream-100/20 px-4 text-sm font-semibold text-cream-50 transition-colors hover:border-leaf-300 hover:text-leaf-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-leaf-300"
            }
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            Add images
            <span className="text-xs font-medium text-cream-100/50">
              {images.length}/{FEED_IMAGES_MAX}
            </span>
            <input type="file" accept={IMAGE_ACCEPT} multiple className="sr-only" onChange={choose} disabled={full} />
          </label>
          <Button type="submit" disabled={sending}>
            {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {sending ? "Posting..." : "Post"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ImagePreview({
  file,
  number,
  onRemove,
  onUnreadable,
}: {
  file: File;
  number: number;
  onRemove: () => void;
  /** The browser could not show the file: it is no image, whatever its name says. */
  onUnreadable: () => void;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="relative aspect-square overflow-hidden rounded-2xl border border-cream-100/12 bg-ink/50">
      {url ? (
        <img src={url} alt={`Preview ${number}: ${file.name}`} onError={onUnreadable} className="size-full object-cover" />
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove image ${number}`}
        className="absolute top-1.5 right-1.5 grid size-8 cursor-pointer place-items-center rounded-full bg-ink/80 text-cream-50 shadow-lg transition-colors hover:bg-ember-500"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
