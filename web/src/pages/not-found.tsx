import { ArrowLeft, Code2, MapPinOff } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import { Container } from "../components/container.tsx";
import { buttonClasses } from "../components/ui/button.tsx";

/** SPEC §2 fallback for unknown paths. */
export function NotFoundPage() {
  const { pathname } = useLocation();
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
        <p className="mt-4 max-w-md text-cream-100/70">
          Nothing lives at <code className="rounded-md bg-cream-100/10 px-1.5 py-0.5 text-cream-50">{pathname}</code>.
        </p>
        <p className="mt-6 flex max-w-md items-start gap-2 rounded-2xl border border-cream-100/10 bg-ink/50 px-4 py-3 text-left font-mono text-sm text-cream-100/70">
          <Code2 className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
          Did you forget to add the page to the router?
        </p>
        <Link to="/" className={buttonClasses("primary", "lg", "mt-10")}>
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Container>
    </section>
  );
}
