import type { CreativeInspector, InspectedImage, InspectedVideo } from "./ports.ts";

/** Judges creatives: images with sharp, MP4 videos from their boxes. */
export class SharpCreativeInspector implements CreativeInspector {
  async image(_bytes: Buffer): Promise<InspectedImage | null> {
    throw new Error("not built yet");
  }
  async video(_bytes: Buffer): Promise<InspectedVideo | null> {
    throw new Error("not built yet");
  }
}
