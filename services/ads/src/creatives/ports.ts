/** A still image, checked and re-encoded without its metadata. */
export interface InspectedImage {
  bytes: Buffer;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  width: number;
  height: number;
}

/** An MP4 video, checked from its own boxes; its bytes are kept as uploaded but for its metadata boxes, blanked. */
export interface InspectedVideo {
  bytes: Buffer;
  contentType: "video/mp4";
  durationSeconds: number;
  width: number;
  height: number;
}

/** Judges uploaded creatives by their content, never by their name or declared type. */
export interface CreativeInspector {
  /** A flyer or a poster; null when the bytes are not a JPEG, PNG or WebP image. */
  image(bytes: Buffer): Promise<InspectedImage | null>;
  /** Null when the bytes are not an MP4 whose length can be read. */
  video(bytes: Buffer): Promise<InspectedVideo | null>;
}
