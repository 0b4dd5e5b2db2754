/** The demo advertiser's creatives, shipped with the service: a 15 s H.264 video and its poster. */
export const demoVideoPath = new URL("./bud-brand-15s.mp4", import.meta.url).pathname;
export const demoPosterPath = new URL("./bud-brand-poster.jpg", import.meta.url).pathname;
