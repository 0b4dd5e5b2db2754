/**
 * The ad upload's files, checked in the browser with the server's own limits and words (ads'
 * contract) so a wrong file is refused before it is sent. The server checks the bytes again and
 * has the last word.
 */
import { IMAGE_MAX_BYTES, messages, VIDEO_MAX_BYTES } from "@highcotton/ads/contract";

export { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES };

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");
export const VIDEO_ACCEPT = "video/mp4";

export type CreativeRole = "flyer" | "video" | "poster";

const PROBLEMS = {
  flyer: { type: messages.flyerNotImage, size: messages.flyerTooLarge },
  poster: { type: messages.posterNotImage, size: messages.posterTooLarge },
  video: { type: messages.videoNotMp4File, size: messages.videoTooLarge },
} as const;

/** What is wrong with a chosen file for its place in the upload, or null. */
export function creativeFileProblem(role: CreativeRole, file: Pick<File, "type" | "size" | "name">): string | null {
  const type = file.type.toLowerCase();
  const fits =
    role === "video"
      ? type === VIDEO_ACCEPT || (type === "" && file.name.toLowerCase().endsWith(".mp4"))
      : (IMAGE_TYPES as readonly string[]).includes(type);
  if (!fits) return PROBLEMS[role].type;
  if (file.size > (role === "video" ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES)) return PROBLEMS[role].size;
  return null;
}

/** A chosen file's size as a person reads it: kilobytes under a megabyte, so a small flyer is not "0.0 MB". */
export function fileSizeLabel(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${Math.max(1, kilobytes)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A file's bytes as base64 (AdCreativeUpload.base64). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/**
 * The video's length in seconds as the browser reads it, or null when it cannot tell within
 * `timeoutMs` (the server reads it from the file either way).
 */
export function readVideoDuration(file: Blob, timeoutMs = 5000): Promise<number | null> {
  if (typeof URL.createObjectURL !== "function") return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement("video");
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      video.removeAttribute("src");
      URL.revokeObjectURL(url);
      resolve(seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = "metadata";
    video.muted = true;
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(null);
    video.src = url;
  });
}
