function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The text of an SVG: the content of its <text> elements (not <title>), unescaped, skipping the
 * aria-hidden copies drawn only as outlines and shadows.
 */
export function textContent(svg: string): string {
  const parts: string[] = [];
  for (const match of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    if ((match[1] ?? "").includes('aria-hidden="true"')) continue;
    parts.push(unescapeXml((match[2] ?? "").replace(/<[^>]+>/g, "")));
  }
  return parts.join(" ").replace(/\s+/g, " ");
}
