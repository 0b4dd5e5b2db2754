import { Loader2, Send } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { COMMENT_MAX, isBlank } from "../../lib/community-forms.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";

/**
 * A comment box: Enter or Send sends it; Send stays off for blank text or while `blockedReason`
 * says why this person cannot comment. The text clears once `onSend` reports success.
 */
export function CommentInput({
  id,
  label = "Write a comment",
  blockedReason,
  onSend,
}: {
  id: string;
  label?: string;
  blockedReason?: string | undefined;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const canSend = !blockedReason && !isBlank(text) && !sending;

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    const sent = await onSend(text.trim());
    setSending(false);
    if (sent) setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={blockedReason ? blockedReason : `${label}...`}
          maxLength={COMMENT_MAX}
          disabled={Boolean(blockedReason)}
          autoComplete="off"
          className="h-10 min-w-0"
          aria-describedby={blockedReason ? `${id}-why` : undefined}
        />
        <Button size="sm" className="h-10" onClick={() => void send()} disabled={!canSend}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </div>
      {blockedReason ? (
        <p id={`${id}-why`} className="text-xs text-cream-100/50">
          {blockedReason}
        </p>
      ) : null}
    </div>
  );
}
