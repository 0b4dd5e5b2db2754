import { type Cents, formatUsd } from "@highcotton/kit/money";

/** A mail's three parts: every mail has a plain-text part beside its HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Makes text safe inside HTML, in an element or an attribute: every value a template shows goes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Dollars as the receipt shows them ($25.00). */
export const dollars = (amount: number): string => formatUsd(amount as Cents);

/** HTML built from escaped parts; `html` below makes one, and only it. */
export interface SafeHtml {
  readonly safe: string;
}

type HtmlValue = string | number | SafeHtml | ReadonlyArray<SafeHtml>;

/**
 * A tagged template for mail HTML: interpolated strings and numbers are escaped, already-built
 * fragments (and lists of them) are kept as they are. A template cannot forget to escape a name.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return { safe: out };
}

function render(value: HtmlValue): string {
  if (typeof value === "string") return escapeHtml(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((part) => part.safe).join("");
  return (value as SafeHtml).safe;
}

/** A link the reader can follow (escaped href and text). */
export const link = (href: string, label: string): SafeHtml => html`<a href="${href}">${label}</a>`;

/** The frame every mail shares: plain, readable without images, no tracking and no marketing. */
export function mailPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ee;color:#1d2a1f;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p style="margin:0 0 16px;font-weight:bold;letter-spacing:2px">HIGH COTTON</p>
${body}
</div>
</body>
</html>`.safe;
}

/** The plain-text part: paragraphs separated by blank lines, ending with the sender's name. */
export const plainText = (...paragraphs: string[]): string => `${[...paragraphs, "High Cotton"].join("\n\n")}\n`;
