import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/**
 * Security headers on every response (pages, `/api/*`, `/graphql`): a CSP that fits the built web
 * app (scripts only from this origin and Stripe.js; inline styles allowed because the UI library
 * injects style elements), no framing, `nosniff`, a referrer policy and a permissions policy.
 */
export function registerSecurityHeaders(server: FastifyInstance): void {
  server.register(helmet, {
    global: true,
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
  server.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
}
