import { useApolloClient } from "@apollo/client/react";
import { CUSTOM_PROMPT_MAX } from "@highcotton/catalog/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { CUSTOM_DESIGN_PREVIEW_QUERY, type CustomDesignPreview } from "../../graphql/catalog.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";

/** How long the shopper's typing must pause before the page asks for a preview. */
export const PREVIEW_DELAY_MS = 800;

export type DesignPreviewState =
  | { status: "idle" }
  | { status: "loading"; previous?: { prompt: string; preview: CustomDesignPreview } }
  | { status: "ready"; prompt: string; preview: CustomDesignPreview }
  | { status: "failed"; prompt: string; message: string };

/**
 * The engine's preview of a description: asked for once typing pauses, or at once with
 * `previewNow`. Answers to earlier descriptions that arrive late are dropped; the same description
 * is answered from Apollo's cache, so retyping it asks the server nothing.
 */
export function useDesignPreview(prompt: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useApolloClient();
  const [state, setState] = useState<DesignPreviewState>({ status: "idle" });
  const latest = useRef(0);
  /** The description last asked about, so a pause after `previewNow` does not ask again. */
  const asked = useRef("");

  const run = useCallback(
    async (text: string) => {
      const ask = ++latest.current;
      asked.current = text;
      setState((current) => ({
        status: "loading",
        previous:
          current.status === "ready"
            ? { prompt: current.prompt, preview: current.preview }
            : current.status === "loading"
              ? current.previous
              : undefined,
      }));
      try {
        const { data } = await client.query({ query: CUSTOM_DESIGN_PREVIEW_QUERY, variables: { prompt: text } });
        if (ask !== latest.current) return;
        if (!data) throw new Error("No preview returned");
        setState({ status: "ready", prompt: text, preview: data.customDesignPreview });
      } catch (error) {
        if (ask !== latest.current) return;
        setState({
          status: "failed",
          prompt: text,
          message: graphQLErrorMessage(error) ?? "We couldn't preview that just now. Please try again.",
        });
      }
    },
    [client],
  );

  const text = prompt.trim();
  const previewable = enabled && text !== "" && text.length <= CUSTOM_PROMPT_MAX;

  useEffect(() => {
    if (!previewable) {
      latest.current++;
      asked.current = "";
      setState({ status: "idle" });
      return;
    }
    if (asked.current === text) return;
    const timer = setTimeout(() => void run(text), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [previewable, text, run]);

  const previewNow = useCallback(() => {
    if (previewable) void run(text);
  }, [previewable, text, run]);

  return { state, previewNow, previewable };
}
