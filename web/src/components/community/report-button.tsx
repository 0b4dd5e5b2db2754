import { useMutation } from "@apollo/client/react";
import { messages } from "@highcotton/community/contract";
import { Flag } from "lucide-react";
import { useState } from "react";
import { REPORT_CONTENT_MUTATION, type ReportableContent } from "../../graphql/community.ts";
import { cn } from "../../lib/cn.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { toast } from "../ui/toast-store.ts";

const WHAT: Record<ReportableContent, string> = {
  post: "post",
  comment: "comment",
  feed_post: "post",
  feed_comment: "comment",
};

/** A quiet 'Report' link for a post or comment; `onHidden` runs when it is hidden (by the report rule or an operator). */
export function ReportButton({
  contentType,
  contentId,
  sessionId,
  onHidden,
  className,
}: {
  contentType: ReportableContent;
  contentId: string;
  /** The society's reporting session; the feed reports as the signed-in account. */
  sessionId?: string;
  onHidden?: () => void;
  className?: string;
}) {
  const [report, { loading }] = useMutation(REPORT_CONTENT_MUTATION);
  const [reported, setReported] = useState(false);

  const send = async () => {
    try {
      const { data } = await report({ variables: { input: { contentType, contentId, sessionId: sessionId ?? null } } });
      setReported(true);
      toast({ title: "Reported", description: messages.reportReceived });
      if (data?.reportContent.hidden) onHidden?.();
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: graphQLErrorMessage(error) ?? "The report wasn't sent" });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void send()}
      disabled={loading || reported}
      aria-label={reported ? `Reported ${WHAT[contentType]}` : `Report ${WHAT[contentType]}`}
      className={cn(
        "inline-flex cursor-pointer items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-cream-100/60 transition-colors hover:text-ember-300 disabled:cursor-default disabled:hover:text-cream-100/40",
        className,
      )}
    >
      <Flag className="size-3" aria-hidden="true" />
      {reported ? "Reported" : "Report"}
    </button>
  );
}
