import { ArrowLeft, MapPinOff, Store } from "lucide-react";
import { Link } from "react-router-dom";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";

/** SPEC §2 fallback for unknown paths: says so kindly and offers the two ways on. */
export function NotFoundPage() {
  return (
    <section className="bg-glow">
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center py-20 text-center">
        <p className="font-display text-[7rem] leading-none text-leaf-400/25 sm:text-[10rem]" aria-hidden="true">
          404
        </p>
        <div className="-mt-6 grid size-16 place-items-center rounded-2xl border border-ember-400/40 bg-ember-500/10 text-ember-300 sm:-mt-10">
          <MapPinOff className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mt-6 font-display text-5xl text-cream-50 uppercase sm:text-6xl">Page Not Found</h1>
        <p className="mt-4 max-w-md text-cream-100/70 text-balance">
          We looked everywhere, but this page isn't here. It may have moved, or the link may have a typo. The shirts are still
          where you left them.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/marketplace" className={buttonClasses("primary", "lg")}>
            <Store aria-hidden="true" />
            Browse the marketplace
          </Link>
          <Link to="/" className={buttonClasses("outline", "lg")}>
            <ArrowLeft aria-hidden="true" />
            Back to home
          </Link>
        </div>
      </Container>
    </section>
  );
}
