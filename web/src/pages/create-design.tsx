import { useMutation } from "@apollo/client/react";
import { CUSTOM_DESIGN_SECONDS, type CustomDesignMaker, messages as catalogMessages } from "@highcotton/catalog/contract";
import { Clock, Eye, Info, Lightbulb, Loader2, Ruler, Shirt, ShoppingCart, Sparkles, Tag, Wand2 } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { DesignPreviewCard } from "../components/catalog/design-preview-panel.tsx";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { ColorSwatches } from "../components/catalog/product/color-swatches.tsx";
import { useDesignPreview } from "../components/catalog/use-design-preview.ts";
import { SizePicker } from "../components/commerce/size-picker.tsx";
import { useAddToCart } from "../components/commerce/use-add-to-cart.ts";
import { Container } from "../components/container.tsx";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Textarea } from "../components/ui/textarea.tsx";
import { toast } from "../components/ui/toast-store.ts";
import { type CustomDesign, GENERATE_CUSTOM_DESIGN_MUTATION } from "../graphql/catalog.ts";
import { CUSTOM_DESIGN_PRICE } from "../lib/business-constants.ts";
import { cn } from "../lib/cn.ts";
import { estimatedProgress, formatElapsed } from "../lib/generation-progress.ts";
import { graphQLErrorMessage } from "../lib/graphql-errors.ts";
import { formatMoney } from "../lib/money.ts";
import { nearestShirtColor, type ShirtColor } from "../lib/shirt-colors.ts";
import { DEFAULT_SHIRT_SIZE, type ShirtSize } from "../lib/shirt-sizes.ts";

const EXAMPLES = [
  "A retro 70s sunset over rolling hills of cannabis leaves, bold groovy lettering that says STAY LIFTED",
  "Minimalist line-art leaf inside a circle, forest green on cream",
  "A cartoon astronaut floating through a galaxy of smoke rings, neon colors",
] as const;

const TIPS = [
  "Say the style: vintage, minimalist, psychedelic, streetwear, hand-drawn.",
  "Name the colors and the mood you want.",
  "Put any words you want printed in capitals, e.g. WEAR THE CULTURE.",
  "Keep it yours: leave out logos and characters you don't own.",
] as const;

/**
 * SPEC §2 /create-design: describe a shirt, see free what the design engine will draw from it, then
 * create the 12x12 in design and add it to the cart ($25 a shirt, paid at checkout).
 */
export function CreateDesignPage() {
  const [prompt, setPrompt] = useState("");
  const [result, setResult] = useState<CustomDesign | null>(null);
  const [generate, { loading }] = useMutation(GENERATE_CUSTOM_DESIGN_MUTATION);
  const preview = useDesignPreview(prompt, { enabled: !loading && !result });
  // Who draws the design, as the latest preview said; the engine until one has answered.
  const madeBy: CustomDesignMaker =
    preview.state.status === "ready"
      ? preview.state.preview.madeBy
      : preview.state.status === "loading"
        ? (preview.state.previous?.preview.madeBy ?? "ENGINE")
        : "ENGINE";
  const textarea = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const blank = prompt.trim() === "";

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (loading) return;
    if (blank) {
      toast({
        variant: "destructive",
        title: "Description Required",
        description: catalogMessages.descriptionRequired,
      });
      textarea.current?.focus();
      return;
    }
    revealPanel(panel.current);
    try {
      const { data } = await generate({ variables: { input: { prompt: prompt.trim() } } });
      if (!data) throw new Error("No design returned");
      if (!mounted.current) return;
      setResult(data.generateCustomDesign);
      revealPanel(panel.current);
      toast({ title: "Design Created!", description: `"${data.generateCustomDesign.name}" is ready.` });
    } catch (error) {
      if (!mounted.current) return;
      toast({
        variant: "destructive",
        title: "Generation Failed",
        description: graphQLErrorMessage(error) ?? "Failed to generate design. Please try again.",
      });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter generates; Shift+Enter (or composing an IME character) makes a new line.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const createAnother = () => {
    setResult(null);
    setPrompt("");
    requestAnimationFrame(() => textarea.current?.focus());
  };

  return (
    <>
      <PageHeader
        eyebrow="Custom design"
        title="Create Custom Design"
        intro={`Describe the shirt you want. See free what we'll draw from your words, then create the 12x12 inch design in about ${CUSTOM_DESIGN_SECONDS.ENGINE} seconds. ${formatMoney(CUSTOM_DESIGN_PRICE)} a shirt, paid only when you order one, printed by a local shop.`}
      />
      <Container className="grid items-start gap-6 py-10 sm:py-14 lg:grid-cols-2 lg:gap-8">
        <Card className="p-5 sm:p-8 lg:col-start-1 lg:row-start-1">
          <form noValidate onSubmit={submit} className="grid gap-4">
            <label htmlFor="design-prompt" className="font-display text-2xl tracking-wide text-cream-50 uppercase sm:text-3xl">
              Describe your design
            </label>
            <Textarea
              ref={textarea}
              id="design-prompt"
              name="prompt"
              rows={5}
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={loading}
              aria-describedby="design-prompt-hint"
              placeholder="e.g. A vintage desert road trip poster with a cactus made of leaves and the words HIGH DESERT"
            />
            <p id="design-prompt-hint" className="-mt-1 text-xs text-cream-100/50">
              A free preview appears as you type. Press Enter to create the design, Shift+Enter for a new line.
            </p>
            <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
              <Button
                size="lg"
                variant="outline"
                disabled={!preview.previewable || loading}
                onClick={() => {
                  preview.previewNow();
                  revealPanel(panel.current);
                }}
              >
                <Eye aria-hidden="true" />
                Preview
              </Button>
              <Button type="submit" size="lg" disabled={blank || loading}>
                {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
                {loading ? "Creating..." : "Create Design"}
              </Button>
            </div>
          </form>
          <ul className="mt-6 grid grid-cols-3 gap-2 border-t border-cream-100/10 pt-5 text-center text-xs text-cream-100/60">
            <li className="grid justify-items-center gap-1.5">
              <Ruler className="size-4.5 text-leaf-300" aria-hidden="true" />
              12x12 in print
            </li>
            <li className="grid justify-items-center gap-1.5">
              <Clock className="size-4.5 text-leaf-300" aria-hidden="true" />
              About {CUSTOM_DESIGN_SECONDS[madeBy]}&nbsp;s to make
            </li>
            <li className="grid justify-items-center gap-1.5">
              <Tag className="size-4.5 text-gold-400" aria-hidden="true" />
              {formatMoney(CUSTOM_DESIGN_PRICE)} at checkout
            </li>
          </ul>
        </Card>

        <div
          ref={panel}
          className={cn(
            "scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1",
            !loading && !result && preview.state.status === "idle" && "max-lg:hidden",
          )}
        >
          {loading ? (
            <Generating madeBy={madeBy} />
          ) : result ? (
            <Result design={result} onAnother={createAnother} />
          ) : (
            <DesignPreviewCard state={preview.state} />
          )}
        </div>

        {result ? null : (
          <div className="grid gap-6 lg:col-start-1 lg:row-start-2 lg:gap-8">
            <HowItsMade />
            <TipsCard disabled={loading} onExample={(text) => setPrompt(text)} />
          </div>
        )}
      </Container>
    </>
  );
}

/** On one-column layouts the progress and the result sit under the form: bring them into view. */
function revealPanel(element: HTMLElement | null) {
  if (!element || typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 1024px)").matches) return;
  requestAnimationFrame(() => element.scrollIntoView({ behavior: "smooth", block: "start" }));
}

function TipsCard({ disabled, onExample }: { disabled: boolean; onExample: (text: string) => void }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-3 font-display text-2xl text-cream-50 uppercase">
        <span className="grid size-9 place-items-center rounded-xl bg-gold-400/12 text-gold-400">
          <Lightbulb className="size-5" aria-hidden="true" />
        </span>
        Tips for a great design
      </h2>
      <ul className="mt-5 grid gap-3">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-3 text-sm text-cream-100/80">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-leaf-400" aria-hidden="true" />
            {tip}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-xs font-bold tracking-[0.2em] text-cream-100/60 uppercase">Try one</p>
      <div className="mt-3 grid gap-2">
        {EXAMPLES.map((example) => (
          <button
            key={example}
            type="button"
            disabled={disabled}
            onClick={() => onExample(example)}
            className="cursor-pointer rounded-xl border border-cream-100/12 bg-ink/40 px-4 py-3 text-left text-sm text-cream-100/80 transition-colors hover:border-leaf-400/40 hover:text-cream-50 disabled:pointer-events-none disabled:opacity-50"
          >
            “{example}”
          </button>
        ))}
      </div>
    </Card>
  );
}

/** How a custom design is made and paid for, told plainly. */
function HowItsMade() {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="flex items-center gap-3 font-display text-2xl text-cream-50 uppercase">
        <span className="grid size-9 place-items-center rounded-xl bg-leaf-400/12 text-leaf-300">
          <Info className="size-5" aria-hidden="true" />
        </span>
        How your design is made
      </h2>
      <ul className="mt-5 grid gap-3 text-sm text-cream-100/80">
        <li>
          High Cotton's own design engine reads your words and draws the design from its library of motifs, type and palettes, in
          about {CUSTOM_DESIGN_SECONDS.ENGINE} seconds. Where an image model is switched on, that model draws it from the same
          brief instead, in up to {CUSTOM_DESIGN_SECONDS.IMAGE_MODEL} seconds; the preview tells you which.
        </li>
        <li>Previews are free and nothing is saved until you press Create Design.</li>
        <li>
          Creating a design is free too: you pay {formatMoney(CUSTOM_DESIGN_PRICE)} only when you order a shirt with it, at
          checkout.
        </li>
      </ul>
    </Card>
  );
}

function Generating({ madeBy }: { madeBy: CustomDesignMaker }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = CUSTOM_DESIGN_SECONDS[madeBy];
  const percent = Math.round(estimatedProgress(elapsed, seconds * 1000) * 100);

  return (
    <Card
      className="relative grid aspect-square place-items-center overflow-hidden p-8 text-center"
      role="status"
      aria-live="polite"
    >
      <div className="absolute inset-0 animate-pulse bg-[radial-gradient(circle_at_50%_40%,color-mix(in_oklab,var(--color-leaf-500)_25%,transparent),transparent_60%)]" />
      <div className="relative flex w-full max-w-sm flex-col items-center">
        <div className="relative">
          <Shirt className="size-28 text-cream-100/20" strokeWidth={1} aria-hidden="true" />
          <Sparkles className="absolute -top-1 -right-3 size-9 animate-pulse text-gold-400" aria-hidden="true" />
          <Loader2 className="absolute inset-0 m-auto size-10 animate-spin text-leaf-300" aria-hidden="true" />
        </div>
        <p className="mt-6 font-display text-3xl text-cream-50 uppercase">Creating your design</p>
        <p className="mt-2 text-sm text-cream-100/65">
          {madeBy === "IMAGE_MODEL" ? "The image model is drawing it" : "Our design engine is drawing it"}: usually within{" "}
          {seconds} seconds. We're making a 12x12 inch print.
        </p>
        <div
          className="mt-6 h-2.5 w-full overflow-hidden rounded-full bg-cream-100/10"
          role="progressbar"
          aria-label="Design progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-leaf-500 to-leaf-300 transition-[width] duration-300"
            style={{ width: `${Math.max(percent, 2)}%` }}
          />
        </div>
        <p className="mt-3 font-mono text-sm text-cream-100/55 tabular-nums">{formatElapsed(elapsed)}</p>
      </div>
    </Card>
  );
}

function Result({ design, onAnother }: { design: CustomDesign; onAnother: () => void }) {
  const [size, setSize] = useState<ShirtSize>(DEFAULT_SHIRT_SIZE);
  // The design was drawn for a shirt colour (say, forest green on cream): the closest on sale comes first.
  const [color, setColor] = useState<ShirtColor>(() => nearestShirtColor(design.shirtColor));
  const { addToCart, adding } = useAddToCart();
  return (
    <Card className="animate-rise overflow-hidden">
      <div className="relative bg-[radial-gradient(circle_at_50%_35%,var(--color-forest-700),var(--color-forest-950)_75%)]">
        <img
          src={design.frontImageUrl}
          alt={design.name}
          width={600}
          height={600}
          className="aspect-square w-full object-cover"
        />
        <span className="absolute top-4 left-4 rounded-full bg-ink/75 px-3 py-1 text-xs font-bold tracking-wider text-leaf-300 uppercase">
          Custom design
        </span>
      </div>
      <div className="p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h2 className="font-display text-3xl leading-tight break-words text-cream-50 uppercase">{design.name}</h2>
            <p className="mt-1 text-sm text-cream-100/55">12x12 in print · printed locally · paid at checkout</p>
          </div>
          <p className="font-display text-3xl text-gold-400">{formatMoney(design.price)}</p>
        </div>
        <div className="mt-6">
          <ColorSwatches value={color} onChange={setColor} disabled={adding} />
        </div>
        <SizePicker value={size} onChange={setSize} disabled={adding} className="mt-6" />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <Button size="lg" onClick={() => void addToCart(design, size, { color })} disabled={adding}>
            {adding ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
            Add to Cart
          </Button>
          <Button size="lg" variant="outline" onClick={onAnother}>
            <Sparkles aria-hidden="true" />
            Create Another
          </Button>
        </div>
      </div>
    </Card>
  );
}
