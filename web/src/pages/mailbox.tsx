import { useQuery } from "@apollo/client/react";
import { labels } from "@highcotton/notifications/contract";
import { Inbox, Mail } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { PageHeader } from "../components/catalog/page-header.tsx";
import { EmptyState, LoadError, LoadingPanel } from "../components/catalog/status-panel.tsx";
import { Container } from "../components/container.tsx";
import { Card } from "../components/ui/card.tsx";
import { DEV_MAILBOX_QUERY, type DevMail } from "../graphql/notifications.ts";
import { cn } from "../lib/cn.ts";
import { formatDateTime } from "../lib/format-date.ts";
import { graphQLErrorMessage, hasErrorCode } from "../lib/graphql-errors.ts";
import { NotFoundPage } from "./not-found.tsx";

/** /mailbox (development only): the mails the local transport delivered, newest first; open one to read it. */
export function MailboxPage() {
  const { data, loading, error, refetch } = useQuery(DEV_MAILBOX_QUERY, { fetchPolicy: "network-only" });
  const [openId, setOpenId] = useState<string | null>(null);

  if (hasErrorCode(error, "NOT_FOUND")) return <NotFoundPage />;
  if (error) {
    return (
      <Container className="py-16">
        <LoadError message={graphQLErrorMessage(error)} onRetry={() => void refetch()} />
      </Container>
    );
  }
  if (!data) return loading ? <LoadingPanel label="Loading the mailbox..." /> : null;
  const mails = data.devMailbox;
  const open = mails.find((mail) => mail.id === openId) ?? null;
  return (
    <>
      <PageHeader eyebrow="Development" title={labels.mailbox} intro={labels.mailboxIntro} />
      <Container className="py-10 sm:py-12">
        {mails.length === 0 ? (
          <EmptyState icon={Inbox} title={labels.mailboxEmpty} description={labels.mailboxIntro} />
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <ul className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-2" aria-label="Mails">
              {mails.map((mail) => (
                <li key={mail.id}>
                  <button
                    type="button"
                    onClick={() => setOpenId(mail.id)}
                    aria-current={mail.id === openId ? "true" : undefined}
                    className={cn(
                      "w-full cursor-pointer rounded-2xl border p-4 text-left transition-colors",
                      mail.id === openId
                        ? "border-leaf-400/60 bg-leaf-400/10"
                        : "border-cream-100/10 bg-forest-900/70 hover:border-leaf-400/40",
                    )}
                  >
                    <span className="block font-semibold text-cream-50">{mail.subject}</span>
                    <span className="block truncate text-xs text-cream-100/55">
                      {mail.to} · {formatDateTime(mail.sentAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {open ? <OpenMail mail={open} /> : null}
          </div>
        )}
      </Container>
    </>
  );
}

function OpenMail({ mail }: { mail: DevMail }) {
  return (
    <Card className="grid min-w-0 gap-4 p-5 sm:p-6" aria-label={mail.subject}>
      <div className="flex items-start gap-3">
        <Mail className="mt-1 size-5 shrink-0 text-leaf-300" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="font-semibold text-cream-50">{mail.subject}</h2>
          <p className="text-sm text-cream-100/60">
            To {mail.to} · {formatDateTime(mail.sentAt)}
          </p>
        </div>
      </div>
      <section aria-label="Text part">
        <pre className="overflow-x-auto whitespace-pre-wrap rounded-xl bg-ink/50 p-4 font-mono text-sm text-cream-100/85">
          {withLinks(mail.text)}
        </pre>
      </section>
      <section aria-label="HTML part">
        {/* The mail's own HTML, in an iframe that runs no scripts and reaches nothing of the page. */}
        <iframe title={`${mail.subject} (HTML)`} sandbox="" srcDoc={mail.html} className="h-96 w-full rounded-xl bg-white" />
      </section>
    </Card>
  );
}

/** The text part with its web addresses as links, as a mail reader shows them. */
function withLinks(text: string): ReactNode[] {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part} className="text-leaf-300 underline underline-offset-4">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
