/** Messages between a DesignRenderPool and its render threads. */
import type { Artwork, DesignRequest } from "../brief.ts";
import type { Design } from "../procedural/design.ts";
import type { DesignImages, PrintSpec, WebImages } from "./design-images.ts";
import type { DesignPreview } from "./preview-image.ts";

export type RenderTask =
  | { id: number; kind: "compose"; request: DesignRequest }
  | { id: number; kind: "render"; artwork: Artwork; spec: PrintSpec }
  | { id: number; kind: "web"; artwork: Artwork }
  | { id: number; kind: "print"; artwork: Artwork; spec: PrintSpec }
  | { id: number; kind: "preview"; request: DesignRequest; pixels: number };

export type RenderReply =
  | { id: number; ok: true; kind: "compose"; design: Design }
  | { id: number; ok: true; kind: "render"; images: DesignImages }
  | { id: number; ok: true; kind: "web"; images: WebImages }
  | { id: number; ok: true; kind: "print"; print: Uint8Array }
  | { id: number; ok: true; kind: "preview"; preview: DesignPreview }
  | { id: number; ok: false; message: string };
