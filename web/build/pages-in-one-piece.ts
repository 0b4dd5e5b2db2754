/**
 * How the web app's code is split beyond its libraries (vite.config.ts), and what the fixture test
 * builds with. A page's code arrives as one chunk rather than its own and the twenty to thirty
 * small ones it shares with other pages (a label, an icon, a contract's messages): on a phone each
 * of those is a request, and over HTTP/1.1's six connections they queue a round trip behind one
 * another. Shared code is copied into each page that uses it instead. A copy is not a second
 * module: the bundler registers each shared module once, by name, and every chunk that carries it
 * uses the first registration, so there is still one toast list, one session id and one React
 * context of each kind (pages-in-one-piece.test.ts builds a small app to show it).
 */
export const PAGES_IN_ONE_PIECE = {
  experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY },
} as const;
