import { z } from "zod";
import { DESIGN_PAGE_DEFAULT, DESIGN_PAGE_MAX, messages } from "../contract/index.ts";

/** Where the previous page ended: its last design's creation instant (ISO, microseconds) and id. */
export interface DesignCursor {
  createdAt: string;
  id: string;
}

const cursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
]);

/** Opaque to clients: base64url of the position. */
export const encodeDesignCursor = (cursor: DesignCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");

export function decodeDesignCursor(text: string): DesignCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : null;
  } catch {
    return null;
  }
}

/** The page request: `first` designs (default 60, at most 200) after `after`. */
export const designPageSchema = z.object({
  first: z
    .number(messages.pageSizeInvalid)
    .int(messages.pageSizeInvalid)
    .min(1, messages.pageSizeInvalid)
    .max(DESIGN_PAGE_MAX, messages.pageSizeInvalid)
    .nullish()
    .transform((first) => first ?? DESIGN_PAGE_DEFAULT),
  after: z
    .string(messages.cursorInvalid)
    .nullish()
    .transform((after, context) => {
      if (!after) return null;
      const cursor = decodeDesignCursor(after);
      if (!cursor) context.addIssue({ code: "custom", message: messages.cursorInvalid });
      return cursor;
    }),
});
export type DesignPageRequest = z.infer<typeof designPageSchema>;
