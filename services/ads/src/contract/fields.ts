// The characters ads' fields allow, besides @highcotton/form-fields' rules (no NUL, a length).

/** A one-line field: no tab, line break or other control character. */
export const ONE_LINE = /^[^\p{Cc}]*$/u;
/** A description may have tabs and line breaks, no other control character. */
export const PARAGRAPHS = /^[\t\n\r\P{Cc}]*$/u;
