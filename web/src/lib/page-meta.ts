import { useEffect } from "react";

/** What a shared link previews: the page's description and image, as Open Graph and Twitter read them. */
export interface PageMeta {
  title: string;
  description: string;
  image?: string | null;
}

const TAGS = (meta: PageMeta, url: string): Array<[attribute: "name" | "property", key: string, content: string]> => [
  ["name", "description", meta.description],
  ["property", "og:type", "product"],
  ["property", "og:title", meta.title],
  ["property", "og:description", meta.description],
  ["property", "og:url", url],
  ["property", "og:image", meta.image ? new URL(meta.image, url).href : ""],
  ["name", "twitter:card", meta.image ? "summary_large_image" : "summary"],
];

/**
 * Sets the page's description and share preview while it is shown, and puts back what index.html
 * said when it goes, so another page is never shared with this one's picture.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!key) return;
    const current = JSON.parse(key) as PageMeta;
    const restore: Array<() => void> = [];
    for (const [attribute, name, content] of TAGS(current, window.location.href)) {
      if (!content) continue;
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${name}"]`);
      if (tag) {
        const before = tag.content;
        const kept = tag;
        restore.push(() => kept.setAttribute("content", before));
      } else {
        tag = document.createElement("meta");
        tag.setAttribute(attribute, name);
        document.head.append(tag);
        const added = tag;
        restore.push(() => added.remove());
      }
      tag.setAttribute("content", content);
    }
    return () => {
      for (const undo of restore) undo();
    };
  }, [key]);
}
