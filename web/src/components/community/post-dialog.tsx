import { messages } from "@highcotton/community/contract";
import { MessageCircleQuestion, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { CommunityProfile, CommunityStore } from "../../graphql/community.ts";
import {
  BRAND_MAX,
  emptySocietyPost,
  isBlank,
  POST_TEXT_MAX,
  POST_TEXT_REQUIRED,
  type SocietyPostDraft,
  societyPostFormData,
} from "../../lib/community-forms.ts";
import { createSocietyPost, uploadErrorMessage } from "../../lib/community-upload.ts";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { useFocusFirstError } from "../ui/focus-first-error.ts";
import { Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { toast } from "../ui/toast-store.ts";
import { DialogFormFooter } from "./dialog-form-footer.tsx";
import { ImageField } from "./image-field.tsx";
import { Modal } from "./modal.tsx";
import { StorePicker } from "./store-picker.tsx";

export interface AnsweredQuestion {
  id: string;
  questionText: string;
}

/**
 * SPEC §2 /society's post form: 'What are you smoking today? *', a photo, brand, product, where
 * it was bought, and today's question when answering it. On success SPEC's 'Post created' toast,
 * then `onPosted` (the feed refreshes and the form closes empty).
 */
export function PostDialog({
  sessionId,
  profile,
  question,
  onClose,
  onPosted,
}: {
  sessionId: string;
  profile: CommunityProfile;
  /** Today's question, when the post answers it. */
  question: AnsweredQuestion | null;
  onClose: () => void;
  onPosted: () => void;
}) {
  const [draft, setDraft] = useState<SocietyPostDraft>({ ...emptySocietyPost, questionId: question?.id ?? null });
  const [store, setStore] = useState<CommunityStore | null>(null);
  const [textError, setTextError] = useState<string>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  const set = <K extends keyof SocietyPostDraft>(key: K, value: SocietyPostDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (isBlank(draft.postText)) {
      setTextError(POST_TEXT_REQUIRED);
      focusFirstError();
      return;
    }
    setTextError(undefined);
    setSending(true);
    try {
      await createSocietyPost(societyPostFormData(sessionId, profile.id, { ...draft, dispensaryId: store?.id ?? null }));
      toast({ title: "Post created", description: messages.postCreated });
      setDraft(emptySocietyPost);
      setStore(null);
      onPosted();
    } catch (error) {
      setServerError(uploadErrorMessage(error) ?? null);
      toast({ variant: "destructive", title: "Error", description: "Failed to create post" });
    } finally {
      setSending(false);
    }
  };

  const answering = question && draft.questionId === question.id ? question : null;

  return (
    <Modal title="Create Post" description={`Posting as ${profile.displayName}`} onClose={onClose}>
      <form ref={formRef} className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
        {answering ? (
          <div className="flex items-start gap-3 rounded-2xl border border-gold-400/30 bg-gold-400/8 p-3.5">
            <MessageCircleQuestion className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
            <p className="min-w-0 flex-1 text-sm text-cream-50">
              <span className="block text-xs font-bold tracking-[0.15em] text-gold-400 uppercase">
                Answering today's question
              </span>
              {answering.questionText}
            </p>
            <button
              type="button"
              onClick={() => set("questionId", null)}
              aria-label="Don't attach the question"
              className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-cream-100/70 hover:bg-cream-100/10 hover:text-cream-50"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        <Field id="post-text" label="What are you smoking today? *" error={textError}>
          <Textarea
            id="post-text"
            name="postText"
            rows={4}
            className="min-h-0"
            value={draft.postText}
            onChange={(event) => set("postText", event.target.value)}
            maxLength={POST_TEXT_MAX}
            placeholder="The strain, the vibe, how it hit..."
            aria-invalid={textError ? true : undefined}
            aria-describedby={fieldDescribedBy("post-text", textError)}
          />
        </Field>
        <ImageField id="post-photo" label="Photo" file={draft.image} onChange={(file) => set("image", file)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="post-brand" label="Brand" optional>
            <Input
              id="post-brand"
              name="brandName"
              value={draft.brandName}
              onChange={(event) => set("brandName", event.target.value)}
              maxLength={BRAND_MAX}
              placeholder="e.g. Wana"
              autoComplete="off"
            />
          </Field>
          <Field id="post-product" label="Product" optional>
            <Input
              id="post-product"
              name="productName"
              value={draft.productName}
              onChange={(event) => set("productName", event.target.value)}
              maxLength={BRAND_MAX}
              placeholder="e.g. Blue Dream pre-roll"
              autoComplete="off"
            />
          </Field>
        </div>
        <Field id="post-dispensary" label="Dispensary" optional hint="Where you bought it, if it's on High Cotton.">
          <StorePicker id="post-dispensary" value={store} onChange={setStore} />
        </Field>
        <DialogFormFooter error={serverError} busy={sending} label="Share Post" busyLabel="Posting..." onCancel={onClose} />
      </form>
    </Modal>
  );
}
