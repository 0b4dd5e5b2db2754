import { useMutation } from "@apollo/client/react";
import { messages } from "@highcotton/ads/contract";
import { Loader2, Upload } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { type MyAdvertiser, UPLOAD_ADVERTISEMENT_MUTATION } from "../../graphql/ads.ts";
import { planCreativeNote } from "../../lib/advertising-plans.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Field, fieldDescribedBy } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { Textarea } from "../ui/textarea.tsx";
import { toast } from "../ui/toast-store.ts";
import { CreativeField } from "./creative-field.tsx";
import { fileToBase64, readVideoDuration } from "./creative-file.ts";

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 280;
export const AD_UPLOADED = "Ad uploaded";

type Plan = MyAdvertiser["plan"];
/** What the ad is: a video plan runs a video or a flyer; the flyer plan a flyer. */
type Format = "video" | "flyer";
type Errors = Partial<Record<"title" | "description" | "creative" | "poster", string>>;

/** The form's checks before any upload, in the server's words. */
function check(
  plan: Plan,
  format: Format,
  title: string,
  description: string,
  creative: File | null,
  poster: File | null,
  seconds: number | null,
) {
  const errors: Errors = {};
  if (!title.trim()) errors.title = messages.titleRequired;
  else if (title.trim().length > TITLE_MAX) errors.title = `Title must be at most ${TITLE_MAX} characters`;
  if (description.trim().length > DESCRIPTION_MAX)
    errors.description = `Description must be at most ${DESCRIPTION_MAX} characters`;
  if (!creative) errors.creative = messages.creativeRequired;
  else if (format === "video" && plan.maxDurationSeconds !== null && seconds !== null && seconds > plan.maxDurationSeconds) {
    errors.creative = messages.videoTooLong(plan.maxDurationSeconds, seconds);
  }
  if (format === "video" && !poster) errors.poster = messages.posterRequired;
  return errors;
}

/**
 * SPEC §3 advertisements: the advertiser uploads a flyer, or on a video plan a video with its poster
 * image (uploadAdvertisement). The plan's limits are said up front; the server checks the file
 * itself and its refusal is shown as it says it. A new ad is pending until the plan is paid.
 */
export function UploadAdvertisement({ plan, onUploaded }: { plan: Plan; onUploaded: () => void }) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [creative, setCreative] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [upload] = useMutation(UPLOAD_ADVERTISEMENT_MUTATION);
  const [format, setFormat] = useState<Format>(plan.kind === "video" ? "video" : "flyer");
  const video = format === "video";

  // A video's length, read as soon as it is chosen, so a too long one is refused before sending.
  useEffect(() => {
    setSeconds(null);
    if (!video || !creative) return;
    let current = true;
    void readVideoDuration(creative).then((read) => {
      if (current) setSeconds(read);
    });
    return () => {
      current = false;
    };
  }, [creative, video]);

  const tooLong = seconds !== null && plan.maxDurationSeconds !== null && seconds > plan.maxDurationSeconds;
  const creativeError =
    errors.creative ?? (tooLong && plan.maxDurationSeconds ? messages.videoTooLong(plan.maxDurationSeconds, seconds) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = check(plan, format, title, description, creative, poster, seconds);
    setErrors(found);
    const firstInvalid = (["title", "description", "creative", "poster"] as const).find((key) => found[key]);
    if (firstInvalid || !creative) {
      if (firstInvalid) document.getElementById(`ad-${firstInvalid}`)?.focus();
      return;
    }
    try {
      setBusy("Reading your files...");
      const [creativeBase64, posterBase64] = await Promise.all([
        fileToBase64(creative),
        video && poster ? fileToBase64(poster) : Promise.resolve(null),
      ]);
      setBusy("Uploading your ad...");
      const { data } = await upload({
        variables: {
          input: {
            title: title.trim(),
            ...(description.trim() ? { description: description.trim() } : {}),
            creative: { base64: creativeBase64 },
            ...(posterBase64 ? { poster: { base64: posterBase64 } } : {}),
          },
        },
      });
      const live = data?.uploadAdvertisement.status === "active";
      toast({
        title: AD_UPLOADED,
        description: live ? "It's live now on the marketplace and store pages." : "It goes live once your plan is paid.",
      });
      setTitle("");
      setDescription("");
      setCreative(null);
      setPoster(null);
      setErrors({});
      onUploaded();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Upload refused",
        description: graphQLErrorMessage(error) ?? "Your ad could not be uploaded. Please try again.",
      });
    } finally {
      setBusy(null);
    }
  };

  const clear = (key: keyof Errors) => {
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseFormat = (next: Format) => {
    setFormat(next);
    setCreative(null);
    setPoster(null);
    setErrors((current) => ({ ...current, creative: undefined, poster: undefined }));
  };

  return (
    <Card className="p-5 sm:p-8">
      <h2 id="upload-ad-title" className="font-display text-3xl text-cream-50 uppercase">
        Upload your ad
      </h2>
      <p className="mt-1 text-sm text-cream-100/65">
        {plan.label}: {planCreativeNote(plan)}
      </p>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="upload-ad-title"
        aria-busy={busy ? true : undefined}
        className="mt-6 grid gap-5"
      >
        <Field id="ad-title" label="Title" error={errors.title}>
          <Input
            id="ad-title"
            value={title}
            maxLength={TITLE_MAX + 20}
            onChange={(e) => {
              setTitle(e.target.value);
              clear("title");
            }}
            disabled={Boolean(busy)}
            placeholder="e.g. Spring sale: 20% off pre-rolls"
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={fieldDescribedBy("ad-title", errors.title)}
          />
        </Field>
        <Field id="ad-description" label="Description" optional error={errors.description}>
          <Textarea
            id="ad-description"
            value={description}
            maxLength={DESCRIPTION_MAX + 20}
            onChange={(e) => {
              setDescription(e.target.value);
              clear("description");
            }}
            disabled={Boolean(busy)}
            className="min-h-24"
            placeholder="A line under your ad's title"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={fieldDescribedBy("ad-description", errors.description)}
          />
        </Field>
        {plan.kind === "video" ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-semibold text-cream-100">Ad type</legend>
            <div className="flex flex-wrap gap-2">
              {(["video", "flyer"] as const).map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-cream-100/15 px-4 py-2 text-sm text-cream-100 transition-colors has-checked:border-leaf-400 has-checked:bg-leaf-400/10 has-focus-visible:outline-2 has-focus-visible:outline-leaf-300"
                >
                  <input
                    type="radio"
                    name="ad-format"
                    value={option}
                    checked={format === option}
                    onChange={() => chooseFormat(option)}
                    disabled={Boolean(busy)}
                    className="sr-only"
                  />
                  {option === "video" ? "Video" : "Flyer"}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <CreativeField
          key={format}
          id="ad-creative"
          kind={video ? "video" : "flyer"}
          label={video ? "Video file" : "Flyer image"}
          hint={
            video
              ? `MP4, up to ${plan.maxDurationSeconds} seconds and 40 MB. It plays muted until a visitor turns the sound on.`
              : "JPEG, PNG or WebP, up to 8 MB."
          }
          file={creative}
          error={creativeError}
          disabled={Boolean(busy)}
          onChange={(file) => {
            setCreative(file);
            clear("creative");
          }}
        />
        {video ? (
          <CreativeField
            id="ad-poster"
            kind="poster"
            label="Poster image"
            hint="Shown before the video plays: JPEG, PNG or WebP, up to 8 MB."
            file={poster}
            error={errors.poster}
            disabled={Boolean(busy)}
            onChange={(file) => {
              setPoster(file);
              clear("poster");
            }}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={Boolean(busy) || tooLong}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {busy ?? "Upload ad"}
        </Button>
        {busy ? (
          <p role="status" className="-mt-2 text-xs text-cream-100/55">
            {busy} Large videos can take a minute; keep this page open.
          </p>
        ) : null}
      </form>
    </Card>
  );
}
