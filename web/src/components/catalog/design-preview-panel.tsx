import { CUSTOM_DESIGN_SECONDS } from "@highcotton/catalog/contract";
import { AlertTriangle, Eye, Loader2, Shirt } from "lucide-react";
import type { ReactNode } from "react";
import type { CustomDesignPreview } from "../../graphql/catalog.ts";
import { cn } from "../../lib/cn.ts";
import { Card } from "../ui/card.tsx";
import type { DesignPreviewState } from "./use-design-preview.ts";

export type PromptReading = CustomDesignPreview["reading"];

/** The shirt colour behind a preview when the description names none: the site's dark shirt. */
const DEFAULT_SHIRT = "var(--color-forest-800)";

/**
 * "What we'll draw": the engine's reading of the description, row by row, so the shopper sees
 * what will be drawn and which words it could not use before anything is made.
 */
export function PromptReadingPanel({ reading }: { reading: PromptReading }) {
  return (
    <dl className="grid gap-3 text-sm">
      <Row label="Subjects">
        {reading.subjects.length === 0 ? (
          <Muted>None the engine can draw</Muted>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {reading.subjects.map((subject, index) => (
              <li
                // A word may appear twice ("a bear and a bear"): its position keeps the key unique.
                key={`${index}-${subject.word}`}
                className="rounded-full border border-leaf-400/30 bg-leaf-400/10 px-3 py-1 text-cream-50"
              >
                <span className="font-semibold">{subject.word}</span>
                <span className="text-cream-100/60"> drawn as {subject.drawnAs}</span>
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Relation">
        {reading.relations.length === 0 ? (
          <Muted>None named</Muted>
        ) : (
          <ul className="grid gap-1">
            {reading.relations.map((relation, index) => (
              <li key={`${index}-${relation.subject}-${relation.object}`}>
                {relation.subject} <span className="text-leaf-300">{relation.relation}</span> {relation.object}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Style">
        {reading.style ? <span className="capitalize">{reading.style}</span> : <Muted>The engine's choice</Muted>}
      </Row>
      <Row label="Inks">
        {reading.inks.length === 0 ? (
          <Muted>The engine's palette</Muted>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {reading.inks.map((ink) => (
              <li key={`${ink.name}-${ink.hex}`} className="flex items-center gap-2">
                <Swatch hex={ink.hex} />
                {ink.name}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Shirt">
        {reading.shirt ? (
          <span className="flex items-center gap-2">
            <Swatch hex={reading.shirt.hex} />
            {reading.shirt.name}
          </span>
        ) : (
          <Muted>Not named</Muted>
        )}
      </Row>
      <Row label="Words to print">
        {reading.text && !reading.noText ? (
          <q className="font-display text-lg tracking-wide break-words text-gold-400">{reading.text}</q>
        ) : (
          <span>No text</span>
        )}
      </Row>
      {reading.notUnderstood.length > 0 ? (
        <div className="flex gap-2 rounded-xl border border-gold-400/30 bg-gold-400/8 px-3 py-2 text-cream-50">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
          <p>
            <span className="font-semibold">Not understood: </span>
            {reading.notUnderstood.join(", ")}
            <span className="block text-xs text-cream-100/60">The engine can't draw these words, so they are left out.</span>
          </p>
        </div>
      ) : null}
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
      <dt className="text-xs font-bold tracking-[0.15em] text-cream-100/50 uppercase sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 text-cream-100/90">{children}</dd>
    </div>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <span className="text-cream-100/50">{children}</span>;

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      className="inline-block size-4 shrink-0 rounded-full border border-cream-100/30"
      style={{ backgroundColor: hex }}
      aria-hidden="true"
    />
  );
}

/** The preview beside the form: the drawing on the shirt colour, the reading, and how it will be made. */
export function DesignPreviewCard({ state }: { state: DesignPreviewState }) {
  const shown = state.status === "ready" ? state.preview : state.status === "loading" ? state.previous?.preview : undefined;
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="design-preview-heading">
        <div
          className="relative grid aspect-square place-items-center"
          style={{ backgroundColor: shown?.reading.shirt?.hex ?? DEFAULT_SHIRT }}
        >
          {shown ? (
            <img
              src={shown.imageDataUrl}
              alt="Preview of your design"
              width={400}
              height={400}
              className={cn("w-4/5 max-w-[400px] transition-opacity", state.status === "loading" && "opacity-50")}
            />
          ) : (
            <div className="flex flex-col items-center p-8 text-center">
              <Shirt className="size-24 text-cream-100/15" strokeWidth={1} aria-hidden="true" />
              <p className="mt-4 font-display text-2xl text-cream-100/50 uppercase">Your preview appears here</p>
              <p className="mt-2 max-w-xs text-sm text-cream-100/60">Describe your design and pause, or press Preview.</p>
            </div>
          )}
          <span className="absolute top-4 left-4 flex items-center gap-1.5 rounded-full bg-ink/75 px-3 py-1 text-xs font-bold tracking-wider text-leaf-300 uppercase">
            <Eye className="size-3.5" aria-hidden="true" />
            Free preview
          </span>
          {state.status === "loading" ? (
            <Loader2 className="absolute top-4 right-4 size-5 animate-spin text-leaf-300" aria-hidden="true" />
          ) : null}
        </div>
        <div className="p-5 sm:p-7">
          <h2 id="design-preview-heading" className="font-display text-2xl text-cream-50 uppercase">
            What we'll draw
          </h2>
          <div className="mt-4" aria-live="polite" aria-busy={state.status === "loading"}>
            {state.status === "failed" ? (
              <p className="rounded-xl border border-ember-400/40 bg-ember-500/10 px-3 py-2 text-sm text-cream-50">
                {state.message}
              </p>
            ) : shown ? (
              <>
                <PromptReadingPanel reading={shown.reading} />
                <MadeBy preview={shown} />
              </>
            ) : state.status === "loading" ? (
              <p className="text-sm text-cream-100/60">Reading your description…</p>
            ) : (
              <p className="text-sm text-cream-100/50">The subjects, colours and words the engine finds will be listed here.</p>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}

function MadeBy({ preview }: { preview: CustomDesignPreview }) {
  if (preview.madeBy === "IMAGE_MODEL") {
    return (
      <div className="mt-5 border-t border-cream-100/10 pt-4 text-xs text-cream-100/60">
        <p>
          This preview is our design engine's sketch. Your design will be drawn by an image model from this brief, in up to{" "}
          {CUSTOM_DESIGN_SECONDS.IMAGE_MODEL} seconds:
        </p>
        <p className="mt-2 text-cream-100/80 italic">{preview.reading.brief}</p>
      </div>
    );
  }
  return (
    <p className="mt-5 border-t border-cream-100/10 pt-4 text-xs text-cream-100/60">
      Create Design draws exactly this artwork as a 12x12 inch print file, in about {CUSTOM_DESIGN_SECONDS.ENGINE} seconds.
    </p>
  );
}
