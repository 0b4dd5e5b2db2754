import { Heart, Leaf, Shirt, ThumbsUp } from "lucide-react";

/** A decorative product card: what a High Cotton shirt listing feels like. Purely visual. */
export function ShirtShowcase() {
  return (
    <div className="relative mx-auto hidden w-full max-w-md lg:block" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[3rem] bg-leaf-400/10 blur-3xl" />
      <div className="relative rotate-2 rounded-[2.25rem] border border-cream-100/12 bg-forest-900 p-5 shadow-[0_50px_100px_-40px_rgba(0,0,0,0.9)]">
        <div className="relative grid aspect-square place-items-center overflow-hidden rounded-[1.6rem] bg-[radial-gradient(circle_at_50%_35%,var(--color-forest-600),var(--color-forest-950)_75%)]">
          <Shirt className="size-[72%] text-cream-100" strokeWidth={0.9} fill="var(--color-cream-100)" />
          <div className="absolute top-[40%] grid place-items-center">
            <Leaf className="size-16 text-leaf-500" strokeWidth={1.6} fill="var(--color-leaf-400)" />
            <span className="mt-1 font-display text-sm tracking-[0.25em] text-forest-800 uppercase">High Cotton</span>
          </div>
          <span className="absolute top-4 left-4 rounded-full bg-ink/70 px-3 py-1 text-xs font-bold tracking-wider text-leaf-300 uppercase">
            Custom AI design
          </span>
        </div>
        <div className="mt-5 flex items-end justify-between px-1">
          <div>
            <p className="font-display text-2xl text-cream-50 uppercase">Green Room Classic</p>
            <p className="text-sm text-cream-100/55">Printed locally · 12x12 in. print</p>
          </div>
          <p className="font-display text-3xl text-gold-400">$25</p>
        </div>
        <div className="mt-4 flex gap-2 px-1 text-sm text-cream-100/70">
          {/* An illustration, not a listing: show what shoppers can do, not made-up counts. */}
          <span className="inline-flex items-center gap-1.5 rounded-full bg-cream-100/8 px-3 py-1">
            <Heart className="size-4 text-ember-400" fill="currentColor" /> Heart it
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-cream-100/8 px-3 py-1">
            <ThumbsUp className="size-4 text-leaf-300" /> Rate it
          </span>
        </div>
      </div>
      <div className="absolute -bottom-14 -left-8 -rotate-3 rounded-2xl border border-cream-100/12 bg-cream-100 px-5 py-3 text-ink shadow-2xl">
        <p className="text-xs font-bold tracking-widest uppercase opacity-60">Every shirt sold</p>
        <p className="font-display text-xl uppercase">$4 to your dispensary</p>
      </div>
    </div>
  );
}
