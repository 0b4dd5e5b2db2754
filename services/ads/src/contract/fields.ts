// The characters ads' fields allow, besides @highcotton/form-fields' rules (no NUL, a length).

// Control characters (Unicode's Cc) as explicit ranges, not \p{Cc}: the patterns travel into the
// OpenAPI document, and not every JSON Schema reader knows Unicode property escapes.

/** A one-line field: no tab, line break or other control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
export const ONE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** A description may have tabs and line breaks, no other control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
export const PARAGRAPHS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
