import { useMutation, useQuery } from "@apollo/client/react";
import { labels as adsLabels, messages as adsMessages, REJECTION_REASON_MAX } from "@highcotton/ads/contract";
import { Check, Inbox, X } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { EmptyState, LoadError, LoadingPanel } from "../../components/catalog/status-panel.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Field, fieldDescribedBy } from "../../components/ui/field.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { graphql } from "../../graphql/gen/gql.ts";
import type { PendingAdvertiserApplicationsQuery } from "../../graphql/gen/graphql.ts";
import { formatUsd } from "../../lib/advertising-plans.ts";
import { formatDateTime } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";

const PENDING_APPLICATIONS_QUERY = graphql(`
  query PendingAdvertiserApplications {
    pendingAdvertiserApplications {
      id
      companyName
      contactEmail
      contactPhone
      website
      createdAt
      plan {
        value
        label
        monthlyPrice
      }
    }
  }
`);

const APPROVE_MUTATION = graphql(`
  mutation ApproveAdvertiserApplication($id: ID!) {
    approveAdvertiserApplication(id: $id) {
      id
      companyName
    }
  }
`);

const REJECT_MUTATION = graphql(`
  mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {
    rejectAdvertiserApplication(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

const REASON_HINT = "They are mailed it and may apply again.";

type PendingApplication = PendingAdvertiserApplicationsQuery["pendingAdvertiserApplications"][number];

/** The advertiser applications waiting for an operator, oldest first: approve, or reject with a reason. */
export default function AdvertiserApplicationsPanel() {
  const { data, loading, error, refetch } = useQuery(PENDING_APPLICATIONS_QUERY, { fetchPolicy: "cache-and-network" });
  const reload = () => void refetch().catch(() => undefined);

  if (!data && loading) return <LoadingPanel className="min-h-[30dvh]" />;
  if (!data) return <LoadError message={graphQLErrorMessage(error)} onRetry={reload} />;
  const pending = data.pendingAdvertiserApplications;
  if (pending.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="Nothing to review"
        description="No advertiser applications are waiting. New ones appear here as people apply."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-cream-100/65">
        {pending.length === 1 ? "1 application waits" : `${pending.length} applications wait`}, oldest first.
      </p>
      <ul className="grid gap-4">
        {pending.map((application) => (
          <li key={application.id}>
            <ApplicationCard application={application} onDecided={reload} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ApplicationCard({ application, onDecided }: { application: PendingApplication; onDecided: () => void }) {
  const [approve, approving] = useMutation(APPROVE_MUTATION);
  const [reject, rejecting] = useMutation(REJECT_MUTATION);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const busy = approving.loading || rejecting.loading;
  const reasonId = `reject-reason-${application.id}`;
  const titleId = `application-${application.id}`;

  const failed = (title: string, error: unknown) => {
    toast({ variant: "destructive", title, description: graphQLErrorMessage(error) ?? "Please try again." });
    // Decided by another operator meanwhile: the list drops it.
    onDecided();
  };

  const approveNow = async () => {
    try {
      await approve({ variables: { id: application.id } });
      toast({ title: "Application approved", description: `${application.companyName} can now pay its plan and upload ads.` });
      onDecided();
    } catch (error) {
      failed("Could not approve", error);
    }
  };

  const rejectNow = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setReasonError(adsMessages.rejectionReasonRequired);
    if (reason.length > REJECTION_REASON_MAX) return setReasonError(adsMessages.rejectionReasonTooLong);
    setReasonError(undefined);
    try {
      await reject({ variables: { id: application.id, reason: trimmed } });
      toast({ title: "Application rejected", description: `${application.companyName} is mailed your reason.` });
      onDecided();
    } catch (error) {
      failed("Could not reject", error);
    }
  };

  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-5 p-5 sm:p-7">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-2xl break-words text-cream-50 uppercase sm:text-3xl">
            {application.companyName}
          </h2>
          <p className="mt-1 text-sm text-cream-100/60">Applied {formatDateTime(application.createdAt)}</p>
        </div>
        <p className="shrink-0 self-start rounded-full border border-gold-400/35 bg-gold-400/10 px-3 py-1 text-sm font-semibold text-gold-400">
          {application.plan.label} · {formatUsd(application.plan.monthlyPrice)}/month
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Detail term={adsLabels.contactEmail} value={application.contactEmail} />
        <Detail term="Phone" value={application.contactPhone ?? "Not given"} />
        <Detail
          term="Website"
          value={
            application.website ? (
              <a
                href={application.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-leaf-300 underline-offset-4 hover:underline"
              >
                {application.website}
              </a>
            ) : (
              "Not given"
            )
          }
        />
      </dl>
      {rejectOpen ? (
        <form noValidate onSubmit={rejectNow} className="grid gap-4" aria-label={`Reject ${application.companyName}`}>
          <Field id={reasonId} label="Reason for the applicant" error={reasonError} hint={REASON_HINT}>
            <Textarea
              id={reasonId}
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REJECTION_REASON_MAX + 20}
              className="min-h-24"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={fieldDescribedBy(reasonId, reasonError, REASON_HINT)}
              placeholder="e.g. Your website does not load"
            />
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" variant="destructive" disabled={busy}>
              <X aria-hidden="true" />
              {rejecting.loading ? "Rejecting..." : "Reject application"}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setRejectOpen(false)}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button disabled={busy} onClick={() => void approveNow()}>
            <Check aria-hidden="true" />
            {approving.loading ? "Approving..." : "Approve"}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setRejectOpen(true)}>
            <X aria-hidden="true" />
            Reject...
          </Button>
        </div>
      )}
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-[0.15em] text-cream-100/50 uppercase">{term}</dt>
      <dd className="mt-1 break-words font-semibold text-cream-50">{value}</dd>
    </div>
  );
}
