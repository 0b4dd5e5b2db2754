import { useMutation, useQuery } from "@apollo/client/react";
import {
  BRAND_COLORS_MAX,
  BRAND_SLOGANS_MAX,
  brandKitSchema,
  messages as catalogMessages,
  LOGO_MAX_BYTES,
  SLOGAN_MAX,
} from "@highcotton/catalog/contract";
import { ImageUp, Loader2, Palette, Plus, X } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { OWNER_DESIGNS_QUERY, SAVE_BRAND_KIT_MUTATION, UPLOAD_BRAND_LOGO_MUTATION } from "../../graphql/owner-designs.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { fileToBase64 } from "../ads/creative-file.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { Field } from "../ui/field.tsx";
import { Input } from "../ui/input.tsx";
import { toast } from "../ui/toast-store.ts";
import { PanelTitle } from "./panel-title.tsx";

interface Kit {
  colors: string[];
  slogans: string[];
  logoUrl?: string | null;
}

/** The dashboard's brand kit: up to three colours, three slogans and a logo, which new designs use. */
export function BrandKitPanel({ storeId }: { storeId: string }) {
  const { data } = useQuery(OWNER_DESIGNS_QUERY);
  const kit = data?.myDispensary?.brandKit;
  return (
    <Card className="min-w-0 p-5 sm:p-8" aria-label="Brand kit">
      <PanelTitle icon={Palette}>Brand kit</PanelTitle>
      <p className="mt-2 text-sm text-cream-100/65">Your colours, slogans and logo go on the designs made from now on.</p>
      {kit ? (
        <BrandKitForm key={`${kit.colors.join()}|${kit.slogans.join("|")}`} storeId={storeId} kit={kit} />
      ) : (
        <Loader2 className="mt-6 size-6 animate-spin text-leaf-300" aria-label="Loading brand kit" />
      )}
    </Card>
  );
}

const padded = (slogans: string[]) => Array.from({ length: BRAND_SLOGANS_MAX }, (_, n) => slogans[n] ?? "");

function BrandKitForm({ storeId, kit }: { storeId: string; kit: Kit }) {
  const [colors, setColors] = useState<string[]>(kit.colors);
  const [slogans, setSlogans] = useState<string[]>(padded(kit.slogans));
  const [error, setError] = useState<string>();
  const [save, { loading }] = useMutation(SAVE_BRAND_KIT_MUTATION, { refetchQueries: [OWNER_DESIGNS_QUERY] });

  const submit = async () => {
    const parsed = brandKitSchema.safeParse({ colors, slogans: slogans.filter((slogan) => slogan.trim() !== "") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save({ variables: { input: { dispensaryId: storeId, ...parsed.data } } });
      toast({ title: catalogMessages.brandKitSaved });
    } catch (failure) {
      setError(graphQLErrorMessage(failure) ?? "Your brand kit could not be saved");
    }
  };

  return (
    <form
      className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="grid content-start gap-3">
        <legend className="mb-3 text-sm font-semibold text-cream-50">Brand colours</legend>
        {colors.map((color, n) => (
          <div key={n} className="flex items-center gap-3">
            <input
              type="color"
              aria-label={`Brand colour ${n + 1}`}
              value={color}
              onChange={(event) => setColors(colors.map((old, m) => (m === n ? event.target.value : old)))}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-cream-100/15 bg-transparent"
            />
            <span className="font-mono text-sm text-cream-100/80">{color}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove colour ${n + 1}`}
              onClick={() => setColors(colors.filter((_, m) => m !== n))}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        {colors.length < BRAND_COLORS_MAX ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setColors([...colors, "#4caf50"])}>
            <Plus aria-hidden="true" />
            Add colour
          </Button>
        ) : null}
      </fieldset>

      <LogoField storeId={storeId} logoUrl={kit.logoUrl ?? null} />

      <fieldset className="grid gap-3 md:col-span-2">
        <legend className="mb-3 text-sm font-semibold text-cream-50">Slogans</legend>
        {slogans.map((slogan, n) => (
          <Field key={n} id={`brand-slogan-${n + 1}`} label={`Slogan ${n + 1}`} optional>
            <Input
              id={`brand-slogan-${n + 1}`}
              value={slogan}
              maxLength={SLOGAN_MAX}
              placeholder={n === 0 ? "e.g. Grown with care in Denver" : undefined}
              onChange={(event) => setSlogans(slogans.map((old, m) => (m === n ? event.target.value : old)))}
            />
          </Field>
        ))}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        <Button type="submit" disabled={loading}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save brand kit
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-ember-300">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** The logo: a PNG or SVG, uploaded as soon as it is chosen; the preview is what the server stored. */
function LogoField({ storeId, logoUrl }: { storeId: string; logoUrl: string | null }) {
  const [upload, { loading }] = useMutation(UPLOAD_BRAND_LOGO_MUTATION, { refetchQueries: [OWNER_DESIGNS_QUERY] });
  const [error, setError] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      setError(catalogMessages.logoTooLarge);
      return;
    }
    setError(undefined);
    try {
      await upload({ variables: { input: { dispensaryId: storeId, base64: await fileToBase64(file) } } });
      toast({ title: "Logo uploaded" });
    } catch (failure) {
      setError(graphQLErrorMessage(failure) ?? catalogMessages.logoNotPngOrSvg);
    }
  };

  return (
    <div className="grid content-start gap-3">
      <p className="text-sm font-semibold text-cream-50">Logo</p>
      <div className="flex items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border border-cream-100/12 bg-[repeating-conic-gradient(#ffffff10_0_25%,transparent_0_50%)] bg-[length:16px_16px]">
          {logoUrl ? (
            <img src={logoUrl} alt="Your logo" className="max-h-full max-w-full object-contain p-2" />
          ) : (
            <ImageUp className="size-8 text-cream-100/30" aria-hidden="true" />
          )}
        </div>
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-cream-100/25 px-5 text-sm font-semibold text-cream-50 hover:border-leaf-300 hover:bg-leaf-400/10 focus-within:outline-2 focus-within:outline-leaf-400/60">
          {loading ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImageUp className="size-4" aria-hidden="true" />
          )}
          {logoUrl ? "Replace logo" : "Upload logo"}
          <input
            type="file"
            accept="image/png,image/svg+xml,.png,.svg"
            className="sr-only"
            disabled={loading}
            onChange={(event) => void choose(event)}
          />
        </label>
      </div>
      <p className="text-xs text-cream-100/50">PNG or SVG, up to {LOGO_MAX_BYTES / 1024 / 1024} MB.</p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
