import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** Origin of the object storage's public URL, when images are served from there instead of /media. */
function storageOrigin(): string[] {
  const url = process.env.S3_PUBLIC_URL;
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Stripe.js and the card fields it frames, as Stripe's security guide lists them: the card forms
 * (checkout, merchant sign-up) load them when Stripe takes the cards.
 */
const STRIPE_JS = "https://js.stripe.com";
const STRIPE_FRAMES = [STRIPE_JS, "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

/** Browser features the marketplace never uses; payment stays available to the page itself. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=(), payment=(self)";

/** The headers helmet's middleware sets with `options`, read once from a response that records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response (pages, `/api/*`, `/graphql`): a CSP that fits the built web
 * app (scripts only from this origin and Stripe.js; inline styles allowed because the UI library
 * injects style elements), no framing, `nosniff`, a referrer policy and a permissions policy.
 *
 * Helmet makes them; they depend on nothing in a request, so they are made once per server and
 * each answer gets the same set. Its fastify plugin built helmet's middleware again for every
 * request, parsing the policy each time (a twentieth of a cached read's CPU).
 */
export function registerSecurityHeaders(server: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", STRIPE_JS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...storageOrigin()],
        // Ad videos are stored beside the images, so they come from the same places.
        mediaSrc: ["'self'", "blob:", ...storageOrigin()],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", STRIPE_API],
        frameSrc: STRIPE_FRAMES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Images and files may be linked from other sites (a store's QR code on a flyer page).
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  headers["permissions-policy"] = PERMISSIONS_POLICY;
  // On arrival, so answers that end early (a 404, a refused body, an error) carry them too.
  server.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
