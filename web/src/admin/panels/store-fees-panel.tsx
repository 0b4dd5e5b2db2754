import { useMutation, useQuery } from "@apollo/client/react";
import {
  messages as catalogMessages,
  FEE_SETTLEMENTS,
  type FeeSettlement,
  feeSettlementLabels,
  SETTLE_REASON_MAX,
  settleFeeAttemptSchema,
} from "@highcotton/catalog/contract";
import { PAYMENT_METHOD_ID_MAX } from "@highcotton/form-fields";
import { CalendarClock, CircleAlert, Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { LoadError, LoadingPanel } from "../../components/catalog/status-panel.tsx";
import {
  CONSOLE_PAGE_SIZE,
  ConsoleHead,
  ConsoleList,
  consoleCell,
  consoleMoneyCell,
  consoleRow,
  consoleTable,
} from "../../components/operator/console-list.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { graphql } from "../../graphql/gen/gql.ts";
import type { StoreFeesPanelQuery } from "../../graphql/gen/graphql.ts";
import { formatDate, formatDateTime } from "../../lib/format-date.ts";
import { graphQLErrorMessage } from "../../lib/graphql-errors.ts";
import { formatCents } from "../../lib/money.ts";

export const STORE_FEES_PANEL_QUERY = graphql(`
  query StoreFeesPanel($first: Int, $offset: Int, $attemptsOffset: Int) {
    storeFeesDue(first: $first, offset: $offset) {
      total
      items {
        dispensaryId
        storeName
        owner {
          id
          username
        }
        feeStatus
        owed
        amountCents
        dueAt
        daysPastDue
      }
    }
    unresolvedFeeAttempts(first: $first, offset: $attemptsOffset) {
      total
      items {
        id
        owner {
          id
          username
        }
        dispensaryId
        storeName
        kind
        amountCents
        scheduled
        paymentMethodId
        createdAt
      }
    }
  }
`);

export const SETTLE_FEE_ATTEMPT_MUTATION = graphql(`
  mutation SettleFeeAttempt($input: SettleFeeAttemptInput!) {
    settleFeeAttempt(input: $input) {
      id
      status
      dispensaryId
    }
  }
`);

type Attempt = StoreFeesPanelQuery["unresolvedFeeAttempts"]["items"][number];

const FEE_STATUS_LABEL = { due: "Sign-on unpaid", past_due: "Past due", paid: "Renewal due" } as const;
const KIND_LABEL = { sign_on: "Sign-on fee", renewal: "Yearly renewal" } as const;
const SETTLEMENT_LABEL: Record<FeeSettlement, string> = {
  paid: "Paid: the provider took it",
  declined: "Declined: nothing was taken",
};

/**
 * The operator console's store fees: stores whose fee is due or past due, and the fee payments
 * left unresolved (past the card provider's replay window), each settled here as paid or declined
 * after looking it up at the provider by its attempt id (see the payments runbook).
 */
export default function StoreFeesPanel() {
  const [offset, setOffset] = useState(0);
  const [attemptsOffset, setAttemptsOffset] = useState(0);
  const { data, error, loading, refetch } = useQuery(STORE_FEES_PANEL_QUERY, {
    variables: { first: CONSOLE_PAGE_SIZE, offset, attemptsOffset },
    fetchPolicy: "cache-and-network",
  });
  const reload = () => void refetch().catch(() => undefined);

  if (!data && loading) return <LoadingPanel label="Loading store fees..." />;
  if (!data) return <LoadError message={graphQLErrorMessage(error)} onRetry={reload} />;
  const { storeFeesDue, unresolvedFeeAttempts } = data;
  return (
    <div className="grid gap-6">
      <ConsoleList
        icon={CircleAlert}
        title="Unresolved fee payments"
        total={unresolvedFeeAttempts.total}
        offset={attemptsOffset}
        onOffset={setAttemptsOffset}
        empty="No fee payment is waiting for an operator."
      >
        <table aria-label="Unresolved fee payments" className={consoleTable}>
          <ConsoleHead columns={["Store", "Owner", "Fee", "Amount", "Started", "Attempt id", ""]} />
          <tbody>
            {unresolvedFeeAttempts.items.map((attempt) => (
              <UnresolvedAttemptRow key={attempt.id} attempt={attempt} onSettled={reload} />
            ))}
          </tbody>
        </table>
      </ConsoleList>
      <ConsoleList
        icon={CalendarClock}
        title="Store fees due"
        total={storeFeesDue.total}
        offset={offset}
        onOffset={setOffset}
        empty="Every store's fee is paid."
      >
        <table aria-label="Store fees due" className={consoleTable}>
          <ConsoleHead columns={["Store", "Owner", "Status", "Owes", "Due", "Days past due"]} />
          <tbody>
            {storeFeesDue.items.map((store) => (
              <tr key={store.dispensaryId} className={consoleRow}>
                <td className={consoleCell}>{store.storeName}</td>
                <td className={consoleCell}>{store.owner.username}</td>
                <td className={consoleCell}>{FEE_STATUS_LABEL[store.feeStatus]}</td>
                <td className={consoleMoneyCell}>
                  {formatCents(store.amountCents)} <span className="font-normal text-cream-100/60">{KIND_LABEL[store.owed]}</span>
                </td>
                <td className={consoleCell}>{formatDate(store.dueAt)}</td>
                <td className={`${consoleCell} tabular-nums`}>{store.daysPastDue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ConsoleList>
    </div>
  );
}

function UnresolvedAttemptRow({ attempt, onSettled }: { attempt: Attempt; onSettled: () => void }) {
  const [settling, setSettling] = useState(false);
  return (
    <>
      <tr className={consoleRow}>
        <td className={consoleCell}>{attempt.storeName}</td>
        <td className={consoleCell}>{attempt.owner.username}</td>
        <td className={consoleCell}>
          {KIND_LABEL[attempt.kind]}
          {attempt.scheduled ? <span className="block text-xs text-cream-100/50">charged by the yearly job</span> : null}
        </td>
        <td className={consoleMoneyCell}>{formatCents(attempt.amountCents)}</td>
        <td className={consoleCell}>{formatDateTime(attempt.createdAt)}</td>
        <td className={`${consoleCell} font-mono text-xs break-all`}>{attempt.id}</td>
        <td className="py-2 text-right">
          <Button size="sm" variant="outline" aria-expanded={settling} onClick={() => setSettling(!settling)}>
            Settle
          </Button>
        </td>
      </tr>
      {settling ? (
        <tr>
          <td colSpan={7} className="pb-4">
            <SettleForm
              attempt={attempt}
              onSettled={() => {
                setSettling(false);
                onSettled();
              }}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Settles one attempt from what the provider shows: paid with its payment (and customer), or declined; always with a reason. */
function SettleForm({ attempt, onSettled }: { attempt: Attempt; onSettled: () => void }) {
  const ids = { reason: useId(), payment: useId(), customer: useId(), settlement: useId() };
  const [settlement, setSettlement] = useState<FeeSettlement>("declined");
  const [reason, setReason] = useState("");
  const [providerPaymentId, setProviderPaymentId] = useState("");
  const [providerCustomerId, setProviderCustomerId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [settle, { loading }] = useMutation(SETTLE_FEE_ATTEMPT_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      attemptId: attempt.id,
      settlement,
      reason,
      providerPaymentId: settlement === "paid" ? providerPaymentId : null,
      providerCustomerId: settlement === "paid" ? providerCustomerId : null,
    };
    // The server's own rules, checked here first so the operator sees the same words at once.
    const checked = settleFeeAttemptSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? catalogMessages.settlementInvalid);
      return;
    }
    setError(null);
    try {
      const { data } = await settle({ variables: { input: checked.data } });
      toast({ title: `${attempt.storeName}'s payment settled as ${data?.settleFeeAttempt.status ?? settlement}` });
      onSettled();
    } catch (refused) {
      setError(graphQLErrorMessage(refused) ?? "The payment wasn't settled. Please try again.");
    }
  };

  return (
    <form
      aria-label={`Settle ${attempt.storeName}'s payment`}
      className="grid gap-4 rounded-2xl border border-cream-100/10 bg-ink/30 p-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-cream-50">
          What the card provider shows for attempt {attempt.id}
        </legend>
        {FEE_SETTLEMENTS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-cream-100/80">
            <input
              type="radio"
              name={ids.settlement}
              value={value}
              checked={settlement === value}
              onChange={() => setSettlement(value)}
            />
            {SETTLEMENT_LABEL[value]}
          </label>
        ))}
      </fieldset>
      {settlement === "paid" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.payment} label={`${feeSettlementLabels.providerPaymentId} (pi_…)`}>
            <Input
              id={ids.payment}
              value={providerPaymentId}
              onChange={(event) => setProviderPaymentId(event.target.value)}
              maxLength={PAYMENT_METHOD_ID_MAX}
              autoComplete="off"
              spellCheck={false}
              aria-required="true"
            />
          </Field>
          <Field id={ids.customer} label={`${feeSettlementLabels.providerCustomerId} (cus_…)`} optional>
            <Input
              id={ids.customer}
              value={providerCustomerId}
              onChange={(event) => setProviderCustomerId(event.target.value)}
              maxLength={PAYMENT_METHOD_ID_MAX}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
        </div>
      ) : null}
      <Field id={ids.reason} label="Reason">
        <Textarea
          id={ids.reason}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={SETTLE_REASON_MAX}
          rows={2}
          aria-required="true"
        />
      </Field>
      <FormAlert message={error} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={loading}>
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Settle as {settlement}
        </Button>
      </div>
    </form>
  );
}
