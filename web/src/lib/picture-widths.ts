/** Whether the marketplace's own edge serves this picture (a path on this origin: `/media/...`). */
const servedByTheEdge = (url: string | null | undefined): url is string => !!url?.startsWith("/") && !url.startsWith("//");

/**
 * A picture the edge serves, drawn `width` pixels wide (`?w=`: the edge draws it on its first
 * request, rounded up to the widths it keeps and never wider than stored). Pictures on another
 * origin (a bucket's public URL) are loaded as stored.
 */
export function pictureAt(url: string, width: number): string {
  if (!servedByTheEdge(url)) return url;
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/**
 * `srcset` for a picture the edge serves: the picture at each width. With `sizes`, the browser
 * fetches the smallest that covers the picture on screen at its pixel density: a phone showing a
 * 400 px thumbnail at 100 CSS px loads the 240 px copy, a quarter of the bytes. When the stored
 * width is known, only narrower widths are listed and the stored picture is the widest candidate
 * under its true width (the edge never draws wider, and a width label larger than the picture
 * would make a picture sized by its own width show too small). None for pictures on another origin.
 */
export function srcSetOf(url: string | null | undefined, widths: readonly number[], storedWidth?: number): string | undefined {
  if (!servedByTheEdge(url)) return undefined;
  const drawn = storedWidth ? widths.filter((width) => width < storedWidth) : widths;
  return [...drawn.map((width) => `${pictureAt(url, width)} ${width}w`), ...(storedWidth ? [`${url} ${storedWidth}w`] : [])].join(
    ", ",
  );
}
