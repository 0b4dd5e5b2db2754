export function SectionHeading({ eyebrow, title, intro, id }: { eyebrow: string; title: string; intro: string; id: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-xs font-bold tracking-[0.25em] text-leaf-300 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-4xl leading-[0.95] text-cream-50 uppercase sm:text-6xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-cream-100/65">{intro}</p>
    </div>
  );
}
