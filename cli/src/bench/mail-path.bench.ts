import { type MailPathFigures, measureMailPath } from "@highcotton/notifications/bench";

const FEW = 10;
const MANY = 1000;

/**
 * OrderPlaced → order confirmations through notifications' inbox and sender, to the local mailbox
 * and to an SMTP server in this process, 10 and 1,000 orders each. Baselines from the same run: the
 * local mailbox (SMTP's mails/s against it), and 10 orders (each transport's per-mail cost at 1,000
 * against it).
 */
export async function benchMailPath(): Promise<void> {
  const { sendConcurrency, figures } = await measureMailPath({ few: FEW, many: MANY });
  const find = (transport: MailPathFigures["transport"], events: number) => {
    const figure = figures.find((candidate) => candidate.transport === transport && candidate.events === events);
    if (!figure) throw new Error(`no ${transport} run with ${events} orders`);
    return figure;
  };
  const perMail = (figure: MailPathFigures) => figure.deliveredMs / figure.delivered;
  const rate = (figure: MailPathFigures) => figure.delivered / (figure.deliveredMs / 1000);
  const lines = [
    "",
    `Mail path: OrderPlaced → order confirmation (notifications on PostgreSQL; SMTP: smtp-server in this process, ${sendConcurrency} connections)`,
  ];
  lines.push(
    `  ${"transport".padEnd(16)}${"orders".padStart(8)}${"handled".padStart(11)}${"delivered".padStart(11)}${"mails/s".padStart(10)}${"ms a mail".padStart(11)}`,
  );
  for (const transport of ["local mailbox", "SMTP"] as const) {
    for (const events of [FEW, MANY]) {
      const figure = find(transport, events);
      lines.push(
        `  ${transport.padEnd(16)}${String(events).padStart(8)}${`${(figure.handledMs / 1000).toFixed(2)} s`.padStart(11)}${`${(figure.deliveredMs / 1000).toFixed(2)} s`.padStart(11)}${rate(figure).toFixed(0).padStart(10)}${perMail(figure).toFixed(2).padStart(11)}`,
      );
    }
  }
  const [localFew, localMany, smtpFew, smtpMany] = [
    find("local mailbox", FEW),
    find("local mailbox", MANY),
    find("SMTP", FEW),
    find("SMTP", MANY),
  ];
  lines.push(
    `  SMTP mails/s vs the local mailbox's (baseline) at ${MANY}: ${(rate(smtpMany) / rate(localMany)).toFixed(3)}x`,
    `  per-mail cost at ${MANY} vs at ${FEW} (baseline): local mailbox ${(perMail(localMany) / perMail(localFew)).toFixed(3)}x, SMTP ${(perMail(smtpMany) / perMail(smtpFew)).toFixed(3)}x`,
    "",
  );
  process.stdout.write(lines.join("\n"));
}
