import type { OperatorGraph } from "./operator-graph.ts";
import { UsageError } from "./usage-error.ts";

export { UsageError } from "./usage-error.ts";

export const ADS_USAGE = `Usage: highcotton ads <command>

  applications          list the advertiser applications waiting for review
  approve <id>          approve an application: the advertiser may then pay its plan and upload ads
  reject <id> <reason>  reject an application; the applicant is mailed the reason and may apply again

  They talk to the running system at HIGHCOTTON_URL (else PUBLIC_URL, else http://localhost:PORT)
  and sign as an operator with the system's key (DATA_DIR's, or JWT_PRIVATE_KEY / JWT_SECRET).
`;

interface ApplicationRow {
  id: string;
  companyName: string;
  contactEmail: string;
  website: string | null;
  createdAt: string;
  plan: { label: string; monthlyPrice: number };
}

const PENDING = `query PendingAdvertiserApplications {
  pendingAdvertiserApplications { id companyName contactEmail website createdAt plan { label monthlyPrice } }
}`;

const REJECT = `mutation RejectAdvertiserApplication($id: ID!, $reason: String!) {
  rejectAdvertiserApplication(id: $id, reason: $reason) { id companyName }
}`;

const APPROVE = `mutation ApproveAdvertiserApplication($id: ID!) {
  approveAdvertiserApplication(id: $id) { id companyName plan { label monthlyPrice } }
}`;

/**
 * An applicant's words as the terminal should show them: control and format characters (escape
 * sequences, direction overrides that reorder the rest of the line) are written as \u{…}, so the
 * operator reads exactly what was sent, website included.
 */
const shown = (text: string) =>
  text.replace(/[\p{Cc}\p{Cf}]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16) ?? ""}}`);

/** `highcotton ads …`: what an operator does about advertisers. Answers the lines to print. */
export async function runAdsCommand(args: string[], graph: () => OperatorGraph): Promise<string> {
  const [command, id, ...rest] = args;
  if (command === "applications" && !id) {
    const { pendingAdvertiserApplications: pending } = await graph()<{ pendingAdvertiserApplications: ApplicationRow[] }>(
      PENDING,
    );
    if (pending.length === 0) return "No advertiser applications are waiting.\n";
    return `${pending
      .map(
        (application) =>
          `${application.id}  ${shown(application.companyName)} <${shown(application.contactEmail)}>  ${application.plan.label} $${application.plan.monthlyPrice}/month  ${application.website ? shown(application.website) : "no website"}  applied ${application.createdAt}`,
      )
      .join("\n")}\n`;
  }
  if (command === "approve" && id && rest.length === 0) {
    const { approveAdvertiserApplication: advertiser } = await graph()<{
      approveAdvertiserApplication: { id: string; companyName: string; plan: { label: string; monthlyPrice: number } };
    }>(APPROVE, { id });
    return `Approved ${shown(advertiser.companyName)}: advertiser ${advertiser.id}, ${advertiser.plan.label} at $${advertiser.plan.monthlyPrice}/month. They can now pay and upload their ad at /advertiser-dashboard.\n`;
  }
  if (command === "reject" && id && rest.length > 0) {
    // The reason may be quoted or not: the words after the id, as typed.
    const { rejectAdvertiserApplication: application } = await graph()<{
      rejectAdvertiserApplication: { id: string; companyName: string };
    }>(REJECT, { id, reason: rest.join(" ") });
    return `Rejected ${shown(application.companyName)} (${application.id}); the applicant is mailed the reason.\n`;
  }
  throw new UsageError(ADS_USAGE);
}
